/**
 * Promotion claims over HTTP against the real built server (`npx astro build` first), posted
 * multipart as a browser without JavaScript does, on SQLite and, with TEST_DATABASE_URL, PostgreSQL,
 * with real SMTP on loopback: the promotions page, each of the promotion's rules with its own
 * message, one claim per serial per promotion, the bank details never shown back and kept out of the
 * lead, the claim ID on the thank-you page and in the mail, and the claim status check.
 *
 * The server's clock is set by the test (TEST_NOW, years from the machine's) and it serves the
 * tests' own promotions dated around that day, so the outcome depends on neither the calendar nor
 * the site's live promotions. Every payout needs a second staff member (the server's default):
 * the second is a token the development provider's signing key (set by the test) signs for another
 * staff subject.
 */
import { generateKeyPairSync } from 'node:crypto';
import type { JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { australianToday, shiftDate } from '../../src/lib/lead-forms/dates.ts';
import { longDate } from '../../src/lib/promotions.ts';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/database.ts';
import { createLeadRepository } from '../../src/server/leads/repository.ts';
import { createBankSeal } from '../../src/server/promotions/bank-seal.ts';
import { loadOwnerLinks } from '../../src/server/review/owner-link.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { authSettings, type DevTokens, loginForTokens } from '../support/dev-login.ts';
import { type auraSerials, formPaths, postForm, referenceOf, validAnswers } from '../support/lead-posts.ts';
import { demoUsers, forgeAccessToken, type PortalSite } from '../support/portal-site.ts';
import { testPromotions } from '../support/promotion-fixtures.ts';
import { type SiteProcess, startSiteProcess, testBankDetailsKey } from '../support/site-process.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { executableFile } from '../support/upload-files.ts';

const path = formPaths.claim;
const errorText = (html: string, id: string) =>
  new RegExp(`<p id="${id}-error"[^>]*>(?:<span[^>]*>Error: </span>)?([^<]*)</p>`).exec(html)?.[1];
const resultText = (html: string) =>
  (/<div[^>]*role="status"[^>]*>([\s\S]*?)<\/div><\/div>/.exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
/** The server's clock at start-up: a summer day far from the machine's. */
const testNow = '2031-02-14T10:00:00+11:00';
const today = australianToday(new Date(testNow));
const day = (days: number) => shiftDate(today, { days });
const { splits, ducted, closed, upcoming } = testPromotions(today);
const claimAnswers = () =>
  validAnswers('claim', today) as Record<string, string> & ReturnType<typeof auraSerials>;

describe.each(databaseKinds)('promotion claims on $name', (kind) => {
  let database: TestDatabase;
  let site: SiteProcess;
  let sink: SmtpSink;
  let handle: DatabaseHandle;
  let staff: DevTokens;
  let installer: DevTokens;
  /** Another staff member (Riley Chen), for second approvals. */
  let secondStaff: string;
  const api = (apiPath: string, token?: string, init: RequestInit = {}) =>
    fetch(new URL(apiPath, site.url), {
      ...init,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      },
    });
  const decide = (claimId: string, body: unknown) =>
    api(`/api/portal/claims/${claimId}/decision`, staff.access_token, {
      method: 'POST',
      body: JSON.stringify(body),
    });
  /** The portal's POST for a payment run, from its own page (a browser sends the origin). */
  const exportPayments = (token = staff.access_token) =>
    fetch(new URL('/api/portal/claims/payment-runs', site.url), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, Origin: new URL(site.url).origin },
    });
  /** The next payment run's ABA file (which marks its claims paid), as records; none when no claim waits. */
  const paymentRun = async (token = staff.access_token) => {
    const run = await exportPayments(token);
    if (run.status === 409) return [];
    expect(run.status).toBe(201);
    return (await run.text()).slice(0, -2).split('\r\n');
  };
  /** An ABA detail record's fields: BSB, account number (9, as text), amount (cents), name, reference. */
  const detailOf = (record: string) => ({
    bsb: record.slice(1, 8),
    accountNumber: record.slice(8, 17),
    code: record.slice(18, 20),
    cents: record.slice(20, 30),
    name: record.slice(30, 62).trimEnd(),
    reference: record.slice(62, 80).trimEnd(),
  });
  const paid = (records: string[], claimId: string) =>
    records.filter((record) => record.startsWith('1') && detailOf(record).reference === `Cirrus ${claimId}`);
  /** The second staff member's approval. */
  const approveAsSecond = (claimId: string) =>
    api(`/api/portal/claims/${claimId}/decision`, secondStaff, {
      method: 'POST',
      body: JSON.stringify({ status: 'approved' }),
    });
  const claims = async () =>
    Number(
      (
        await handle.db
          .selectFrom('promotion_claims')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
  const status = (claimId: string, postcode: string) =>
    postForm(site.url, '/promotions/claim-status', { key: null, body: { claimId, postcode } });

  beforeAll(async () => {
    database = await kind.create();
    sink = await startSmtpSink();
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const signingKey: JWK & { kid: string } = { ...privateKey.export({ format: 'jwk' }), kid: 'claims-key' };
    site = await startSiteProcess({
      DATABASE_URL: database.url,
      SMTP_URL: sink.url,
      OUTBOX_POLL_MS: '200',
      FORM_RATE_LIMIT: '0',
      TEST_NOW: testNow,
      DEV_IDP_SIGNING_KEY: JSON.stringify(signingKey),
    });
    handle = await openDatabase(database.url);
    const settings = await authSettings(site.url);
    [staff, installer] = await Promise.all([
      loginForTokens(settings, demoUsers.staff, site.url),
      loginForTokens(settings, demoUsers.installer, site.url),
    ]);
    secondStaff = await forgeAccessToken({ settings, signingKey } as unknown as PortalSite, {
      sub: 'auth0|second-staff',
      [`${settings.claimNamespace}name`]: 'Riley Chen',
    });
  }, 60_000);

  afterAll(async () => {
    await site?.stop();
    await sink?.stop();
    await handle?.close();
    await database?.drop();
  });

  it('lists current promotions with a claim link and past ones as closed', async () => {
    const html = await (await fetch(new URL('/promotions', site.url))).text();
    const current = html.slice(html.indexOf('id="current"'), html.indexOf('id="past"'));
    const past = html.slice(html.indexOf('id="past"'));
    expect(current).toContain(splits.title);
    expect(current).toContain(`href="/promotions/${splits.slug}"`);
    expect(past).toContain(closed.title);
    expect(past).toContain('Claims for this promotion have closed.');
    // One that has not started is in neither list.
    expect(html).not.toContain(upcoming.title);
    const closedPage = await (await fetch(new URL(`/promotions/${closed.slug}`, site.url))).text();
    expect(closedPage).not.toContain('action="/promotions/claim"');
    const openPage = await (await fetch(new URL(`/promotions/${splits.slug}`, site.url))).text();
    expect(openPage).toContain('action="/promotions/claim"');
    expect((await fetch(new URL('/promotions/no-such-promotion', site.url))).status).toBe(404);
  });

  it('suggests only the promotion’s eligible models, one model number each, with an eligible example', async () => {
    const html = await (await fetch(new URL('/promotions/test-ducted-bonus', site.url))).text();
    const suggestions = [
      ...(/<datalist[^>]*>([\s\S]*?)<\/datalist>/.exec(html)?.[1] ?? '').matchAll(/<option value="([^"]+)"/g),
    ].map((match) => match[1] ?? '');
    // Edge ducted systems from 10 to 16 kW: their indoor and outdoor units, nothing else.
    expect(suggestions.length).toBeGreaterThanOrEqual(4);
    for (const model of suggestions) {
      expect(model).toMatch(/^CCE-D\d/);
      expect(model).not.toContain(',');
    }
    expect(html).toMatch(/On the rating plate or your invoice, e\.g\. CCE-D\d/);
    // The warranty form's suggestions: a multi-split's indoor models one by one, never joined.
    const warranty = await (await fetch(new URL('/warranty', site.url))).text();
    const all = [
      ...(/<datalist[^>]*>([\s\S]*?)<\/datalist>/.exec(warranty)?.[1] ?? '').matchAll(
        /<option value="([^"]+)"/g,
      ),
    ].map((match) => match[1] ?? '');
    expect(all.length).toBeGreaterThan(50);
    expect(all.filter((model) => model.includes(','))).toEqual([]);
  });

  it('stores a claim with its bank details apart, and mails the claim ID', async () => {
    const answers = claimAnswers();
    const response = await postForm(site.url, path, { body: answers });
    expect(response.status).toBe(303);
    const claimId = referenceOf(response) ?? '';
    expect(response.headers.get('location')).toBe(`/thank-you?ref=${claimId}&for=claim`);
    const thanks = await (await fetch(new URL(response.headers.get('location') ?? '', site.url))).text();
    expect(thanks).toContain(claimId);
    expect(thanks).toContain('your claim ID is the reference below');
    // "Check your claim status" carries the claim ID, as the mail's link does.
    expect(thanks).toMatch(
      new RegExp(`<a[^>]*href="/promotions/claim-status\\?claimId=${claimId}"[^>]*>Check your claim status`),
    );
    const row = await handle.db
      .selectFrom('promotion_claims as c')
      .innerJoin('leads as l', 'l.id', 'c.lead_id')
      .select(['c.bsb', 'c.account_number', 'c.amount_aud', 'c.status', 'l.payload'])
      .where('l.reference', '=', claimId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'received' });
    // Sealed at rest under the server's key (BANK_DETAILS_KEY), and opened only with it.
    const seal = createBankSeal(Buffer.from(testBankDetailsKey, 'hex'));
    expect([row.bsb, row.account_number]).toEqual([
      expect.stringMatching(/^v1:/),
      expect.stringMatching(/^v1:/),
    ]);
    expect(`${row.bsb} ${row.account_number}`).not.toMatch(/062000|12345678/);
    expect([seal.open(row.bsb ?? ''), seal.open(row.account_number ?? '')]).toEqual(['062000', '12345678']);
    expect(Number(row.amount_aud)).toBe(200);
    // The lead (shown in the portal, listed in the inbox mail) has the last digits only.
    // (The serials are numbered by the run, so the BSB is looked for whole, not as '062'.)
    const payload = JSON.parse(row.payload) as Record<string, unknown>;
    expect(row.payload).not.toContain('12345678');
    expect(row.payload).not.toMatch(/062-?000/);
    expect(payload).not.toHaveProperty('bsb');
    expect(payload.accountNumber).toBe('…678');
    const mail = await sink.waitFor(2, 15_000);
    const confirmation = mail.find((message) => message.to.includes('ellie@example.com'));
    expect(confirmation?.text).toContain(`Your claim ID is ${claimId}`);
    // It leads to the claim itself (absolute under SITE_URL, the server's default here): the
    // claimant's own token opens it with no postcode to type; never the postcode in the link.
    const token = new RegExp(
      `/promotions/claim-status\\?claimId=${claimId}&token=([0-9a-z]+\\.[\\w-]{22})`,
    ).exec(confirmation?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const statusPath = `/promotions/claim-status?claimId=${claimId}&token=${token}`;
    const statusLink = new URL(statusPath, 'http://localhost:4321').href;
    expect(confirmation?.html).toContain(`href="${statusLink.replace(/&/g, '&amp;')}"`);
    expect(confirmation?.text).not.toContain('postcode=');
    const opened = await fetch(new URL(statusPath, site.url));
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    const openedHtml = await opened.text();
    expect(resultText(openedHtml)).toContain('Received: we are checking your claim');
    expect(resultText(openedHtml)).toContain(claimId);
    // An altered token, or one for another claim, opens nothing: the form, filled in with the
    // claim ID, says why, and shows nothing of the claim.
    const altered = `${token?.slice(0, -2)}${token?.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const query of [`claimId=${claimId}&token=${altered}`, `claimId=CC-2222AA&token=${token}`]) {
      const refused = await fetch(new URL(`/promotions/claim-status?${query}`, site.url));
      expect(refused.status, query).toBe(200);
      const html = await refused.text();
      expect(html, query).toContain('This link has expired or is not complete, so it cannot open your claim');
      expect(html, query).not.toContain('Received: we are checking your claim');
    }
    const prefilled = await (
      await fetch(new URL(`/promotions/claim-status?claimId=${claimId}&token=x`, site.url))
    ).text();
    expect(prefilled).toMatch(
      new RegExp(`name="claimId"[^>]*value="${claimId}"|value="${claimId}"[^>]*name="claimId"`),
    );
    expect(prefilled).not.toMatch(/name="postcode"[^>]*value="\d/);
    // Signed with this site's key on the server's clock (years from the machine's), but expired.
    const links = await loadOwnerLinks(handle.db, new Date(testNow).toISOString(), 'claim');
    const expired = links.issue(claimId, 0, new Date(Date.parse(testNow) - 3_600_000));
    const late = await (
      await fetch(new URL(`/promotions/claim-status?claimId=${claimId}&token=${expired}`, site.url))
    ).text();
    expect(late).toContain('This link has expired');
    // A service request's key signs other tokens: never a claim's.
    const serviceLinks = await loadOwnerLinks(handle.db, new Date(testNow).toISOString(), 'service');
    const otherKind = serviceLinks.issue(claimId, 0, new Date(Date.parse(testNow) + 86_400_000));
    const crossed = await (
      await fetch(new URL(`/promotions/claim-status?claimId=${claimId}&token=${otherKind}`, site.url))
    ).text();
    expect(crossed).toContain('This link has expired');
    for (const message of mail) {
      expect(message.text).not.toContain('12345678');
      expect(message.html).not.toContain('12345678');
    }
  });

  it.each([
    [
      'a purchase before the window',
      { purchaseDate: day(-61) },
      'claim-purchaseDate',
      `Only purchases from ${longDate(splits.purchaseWindow.from)} to ${longDate(splits.purchaseWindow.to)} qualify; yours was on ${longDate(day(-61))}`,
    ],
    [
      'a model the promotion does not cover',
      { model: 'CCA-D100R', serialNumber: 'CAI-2503-11111', outdoorSerialNumber: 'CAO-2503-11111' },
      'claim-model',
      `The CCA-D100R isn’t part of this promotion, which covers ${splits.eligibleDescription}`,
    ],
    [
      'a promotion whose claims have closed',
      {
        promotion: closed.slug,
        model: 'CCH-4S20E',
        serialNumber: 'CHU-2406-01377',
        outdoorSerialNumber: '',
        purchaseDate: day(-150),
      },
      'claim-promotion',
      `Claims for ${closed.title} closed on ${longDate(closed.claimDeadline)}`,
    ],
    [
      'a promotion that has not started',
      { promotion: upcoming.slug },
      'claim-promotion',
      `${upcoming.title} starts on ${longDate(upcoming.purchaseWindow.from)}`,
    ],
    ['a BSB of five digits', { bsb: '06200' }, 'claim-bsb', 'Enter the BSB as six digits, e.g. 062-000'],
    [
      'an account number with letters',
      { accountNumber: '1234ABCD' },
      'claim-accountNumber',
      'Enter the account number as 5 to 9 digits, without spaces',
    ],
  ])(
    'refuses %s with its own message, never echoing the bank details',
    async (_label, change, id, message) => {
      const before = await claims();
      const answers = { ...claimAnswers(), ...change };
      const response = await postForm(site.url, path, { body: answers });
      expect(response.status).toBe(400);
      const html = await response.text();
      const summary = /<div[^>]*data-error-summary[^>]*>[\s\S]*?<\/div>/.exec(html)?.[0] ?? '';
      expect(errorText(html, id) ?? summary).toContain(message);
      // The bank details are not written back into the page; the rest is.
      expect(html).not.toContain('12345678');
      expect(html).not.toContain('value="062-000"');
      expect(html).toContain('value="14 Banksia Street"');
      expect(await claims()).toBe(before);
    },
  );

  it('refuses an invoice that is a program renamed .pdf', async () => {
    const response = await postForm(site.url, path, {
      body: claimAnswers(),
      file: { name: 'invoice.pdf', type: 'application/pdf', bytes: executableFile() },
    });
    expect(response.status).toBe(400);
    expect(errorText(await response.text(), 'claim-invoice')).toMatch(/isn’t a JPEG, PNG, HEIC or PDF/);
  });

  it('takes one claim per serial per promotion, refusing a second without the first claim’s ID', async () => {
    const answers = claimAnswers();
    const first = await postForm(site.url, path, { body: answers });
    expect(first.status).toBe(303);
    const before = await claims();
    const again = await postForm(site.url, path, {
      body: { ...claimAnswers(), serialNumber: answers.serialNumber, name: 'Someone Else' },
    });
    expect(again.status).toBe(409);
    const html = await again.text();
    expect(errorText(html, 'claim-serialNumber')).toBe(
      'This system has already been claimed under this promotion: each system can be claimed once. If you bought it and didn’t claim, call us on 1300 247 787 or email hello@cirrusclimate.com.au',
    );
    expect(html).not.toContain(referenceOf(first));
    // The same system under another promotion is another claim.
    const underDucted = await postForm(site.url, path, {
      body: {
        ...claimAnswers(),
        promotion: ducted.slug,
        model: 'CCE-D100R',
        serialNumber: answers.serialNumber.replace('CAI', 'CEI'),
        outdoorSerialNumber: answers.outdoorSerialNumber.replace('CAO', 'CEO'),
      },
    });
    expect(underDucted.status).toBe(303);
    expect(await claims()).toBe(before + 1);
  });

  it('shows a claim’s status by ID and postcode, and a wrong postcode like an unknown ID', async () => {
    const response = await postForm(site.url, path, { body: claimAnswers() });
    const claimId = referenceOf(response) ?? '';
    const found = resultText(await (await status(claimId.toLowerCase(), '2150')).text());
    expect(found).toContain('Received: we are checking your claim');
    expect(found).toContain('$200 to the account ending 678');
    expect(found).not.toContain('12345678');
    const wrong = resultText(await (await status(claimId, '2000')).text());
    const unknown = resultText(await (await status('CC-2222ZZ', '2000')).text());
    expect(wrong).toContain('No claim found');
    expect(wrong).toBe(unknown);
    const malformed = await status('12345', '2150');
    expect(malformed.status).toBe(400);
  });

  it('lets staff check, approve and reject claims; only the payment file has the bank details in full', async () => {
    const approvedAnswers = {
      ...claimAnswers(),
      accountNumber: '987654321',
      bsb: '733-112',
      name: 'Paid Person',
    };
    const approvedId = referenceOf(await postForm(site.url, path, { body: approvedAnswers })) ?? '';
    const rejectedId =
      referenceOf(
        await postForm(site.url, path, { body: { ...claimAnswers(), accountNumber: '55544433' } }),
      ) ?? '';
    const list = await api('/api/portal/claims?status=received', staff.access_token);
    const listText = await list.text();
    expect(listText).toContain(approvedId);
    expect(listText).not.toContain('987654321');
    const detail = await api(`/api/portal/claims/${approvedId}`, staff.access_token);
    const detailText = await detail.text();
    expect(detailText).toContain('…321');
    expect(detailText).not.toContain('987654321');
    // The BSB in any form (a bare '733' could be a timestamp's milliseconds).
    expect(detailText).not.toMatch(/733[- ]?112/);
    const { url: invoiceUrl, downloadName } = (
      JSON.parse(detailText) as { invoice: { url: string; downloadName: string } }
    ).invoice;
    // Saved under our name and the recognised type, not the claimant's file name.
    expect(downloadName).toBe(`invoice-${approvedId}.png`);
    const invoice = await api(invoiceUrl, staff.access_token);
    expect(invoice.headers.get('content-type')).toBe('image/png');
    expect(invoice.headers.get('content-disposition')).toBe(`inline; filename="invoice-${approvedId}.png"`);
    expect(invoice.headers.get('x-content-type-options')).toBe('nosniff');
    // Dealers' users and anonymous callers see nothing.
    expect((await api('/api/portal/claims', installer.access_token)).status).toBe(403);
    expect((await exportPayments(installer.access_token)).status).toBe(403);
    expect((await api(invoiceUrl)).status).toBe(401);

    // Approval needs the check first; a rejection needs a reason.
    expect((await decide(approvedId, { status: 'approved' })).status).toBe(409);
    expect((await decide(approvedId, { status: 'validated' })).status).toBe(200);
    expect((await decide(approvedId, { status: 'approved' })).status).toBe(200);
    expect((await approveAsSecond(approvedId)).status).toBe(200);
    expect((await decide(rejectedId, { status: 'rejected' })).status).toBe(400);
    expect(
      (await decide(rejectedId, { status: 'rejected', note: 'The invoice shows a purchase in October.' }))
        .status,
    ).toBe(200);
    expect((await decide(rejectedId, { status: 'validated' })).status).toBe(409);

    const run = await exportPayments();
    expect(run.status).toBe(201);
    expect(run.headers.get('content-type')).toBe('text/plain; charset=us-ascii');
    expect(run.headers.get('cache-control')).toContain('no-store');
    const runId = run.headers.get('x-payment-run') ?? '';
    expect(runId).toMatch(/^PR-\d{8}-[0-9A-F]{10}$/);
    expect(run.headers.get('location')).toBe(`/api/portal/claims/payment-runs/${runId}`);
    expect(run.headers.get('content-disposition')).toBe(
      `attachment; filename="cirrus-payment-run-${runId}.aba"`,
    );
    const file = await run.text();
    const records = file.slice(0, -2).split('\r\n');
    // The bank's ABA file: 120-character records, a header, the credits, the total.
    expect(records.every((record) => record.length === 120)).toBe(true);
    expect(records[0]?.[0]).toBe('0');
    expect(records.at(-1)?.[0]).toBe('7');
    // What the payment run needs and nothing else: no claimant's name, address, phone, email or invoice.
    expect(paid(records, approvedId).map(detailOf)).toEqual([
      {
        bsb: '733-112',
        accountNumber: '987654321',
        code: '50',
        cents: '0000020000',
        name: 'E Fraser',
        reference: `Cirrus ${approvedId}`,
      },
    ]);
    expect(file).not.toMatch(/Paid Person|ellie@example\.com|0412 555 019|Banksia|Parramatta|2150/);
    expect(paid(records, rejectedId)).toEqual([]);
    // Exported once: the next payment run does not pay it again.
    expect(paid(await paymentRun(), approvedId)).toEqual([]);
    // The run is kept by its id: the same file again, for staff only.
    const again = await api(`/api/portal/claims/payment-runs/${runId}`, staff.access_token);
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(file);
    expect((await api(`/api/portal/claims/payment-runs/${runId}`, installer.access_token)).status).toBe(403);
    expect(
      (await api('/api/portal/claims/payment-runs/PR-20310214-00000000AA', staff.access_token)).status,
    ).toBe(404);
    const runs = (await (await api('/api/portal/claims/payment-runs', staff.access_token)).json()) as {
      runs: { id: string; claimCount: number; available: boolean }[];
    };
    expect(runs.runs.find((item) => item.id === runId)).toMatchObject({ available: true });
    // At rest the BSB, the account number and the kept file are sealed, never in the clear.
    const stored = await handle.db
      .selectFrom('promotion_claims as c')
      .innerJoin('leads as l', 'l.id', 'c.lead_id')
      .select(['c.bsb', 'c.account_number', 'c.payment_run'])
      .where('l.reference', '=', approvedId)
      .executeTakeFirstOrThrow();
    expect(stored.payment_run).toBe(runId);
    expect(stored.bsb).toMatch(/^v1:/);
    expect(stored.account_number).toMatch(/^v1:/);
    const keptFile = await handle.db
      .selectFrom('payment_runs')
      .select('file')
      .where('id', '=', runId)
      .executeTakeFirstOrThrow();
    expect(keptFile.file).toMatch(/^v1:/);
    expect(JSON.stringify([stored, keptFile])).not.toMatch(/987654321|733-?112/);

    const status = resultText(
      await (
        await postForm(site.url, '/promotions/claim-status', {
          key: null,
          body: { claimId: rejectedId, postcode: '2150' },
        })
      ).text(),
    );
    expect(status).toContain('Reason: The invoice shows a purchase in October.');
    await expect
      .poll(() => sink.messages.map((message) => message.subject), { timeout: 15_000 })
      .toEqual(
        expect.arrayContaining([
          `Your cashback claim is approved (${approvedId})`,
          `Your cashback claim has been checked (${approvedId})`,
        ]),
      );
  });

  it('needs a second, different staff member to approve every payout (the server’s default)', async () => {
    expect(ducted.amountAud).toBe(400);
    const answers = claimAnswers();
    const claimId =
      referenceOf(
        await postForm(site.url, path, {
          body: {
            ...answers,
            promotion: ducted.slug,
            model: 'CCE-D100R',
            serialNumber: answers.serialNumber.replace('CAI', 'CEI'),
            outdoorSerialNumber: answers.outdoorSerialNumber.replace('CAO', 'CEO'),
            accountName: 'B Payout',
            bsb: '082-001',
            // A leading zero, as many account numbers have: kept in the payment file.
            accountNumber: '00123456',
          },
        }),
      ) ?? '';
    expect(claimId).toMatch(/^CC-/);
    expect((await decide(claimId, { status: 'validated' })).status).toBe(200);

    const first = await decide(claimId, { status: 'approved' });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      status: 'second-approval',
      firstApprovedBy: 'Sam Taylor (staff@cirrusclimate.com.au)',
    });
    expect(paid(await paymentRun(), claimId)).toEqual([]);
    // The claimant sees the same wait as before the first approval.
    expect(resultText(await (await status(claimId, '2150')).text())).toContain(
      'Checked: waiting for payment approval',
    );

    // The same staff member cannot give the second approval.
    const again = await decide(claimId, { status: 'approved' });
    expect(again.status).toBe(403);
    expect(((await again.json()) as { error: { detail: string } }).error.detail).toBe(
      'You gave this claim its first approval. Every payout needs a second approval from another staff member.',
    );
    const listed = (await (
      await api('/api/portal/claims?status=second-approval', staff.access_token)
    ).json()) as { claims: { reference: string }[] };
    expect(listed.claims.map((claim) => claim.reference)).toContain(claimId);

    const second = await approveAsSecond(claimId);
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ status: 'approved' });
    expect(paid(await paymentRun(secondStaff), claimId).map(detailOf)).toEqual([
      {
        bsb: '082-001',
        // Nine characters, right-aligned: the leading zeros stay.
        accountNumber: ' 00123456',
        code: '50',
        cents: '0000040000',
        name: 'B Payout',
        reference: `Cirrus ${claimId}`,
      },
    ]);
    expect(paid(await paymentRun(), claimId)).toEqual([]);
  });

  it('needs two approvers for a small payout too: the promotion’s content sets no threshold', async () => {
    // $200, below the $250 the promotions' files once set (an editor could lift it to let one approve).
    expect(splits.amountAud).toBe(200);
    expect(splits).not.toHaveProperty('secondApprovalAboveAud');
    const claimId = referenceOf(await postForm(site.url, path, { body: claimAnswers() })) ?? '';
    expect((await decide(claimId, { status: 'validated' })).status).toBe(200);
    const approved = await decide(claimId, { status: 'approved' });
    expect(await approved.json()).toMatchObject({
      status: 'second-approval',
      firstApprovedBy: 'Sam Taylor (staff@cirrusclimate.com.au)',
    });
    expect(paid(await paymentRun(), claimId)).toEqual([]);
  });

  it('frees the serials of a rejected claim, so the system’s owner can claim when someone claimed it first', async () => {
    const answers = claimAnswers();
    const squatted = referenceOf(await postForm(site.url, path, { body: answers })) ?? '';
    const owner = { ...claimAnswers(), serialNumber: answers.serialNumber, name: 'Rightful Owner' };
    expect((await postForm(site.url, path, { body: owner })).status).toBe(409);
    expect(
      (await decide(squatted, { status: 'rejected', note: 'The invoice is not for this system.' })).status,
    ).toBe(200);
    const claimed = await postForm(site.url, path, { body: owner });
    expect(claimed.status).toBe(303);
    expect(referenceOf(claimed)).not.toBe(squatted);
  });

  it('erases a closed claim’s bank details, invoice and serials with the rest of the record', async () => {
    const answers = claimAnswers();
    const claimId = referenceOf(await postForm(site.url, path, { body: answers })) ?? '';
    expect(
      (await decide(claimId, { status: 'rejected', note: 'Bought outside the promotion.' })).status,
    ).toBe(200);
    const lead = await handle.db
      .selectFrom('leads')
      .select('id')
      .where('reference', '=', claimId)
      .executeTakeFirstOrThrow();
    // Retention with a cutoff a day after the server's clock: every closed lead is past its time.
    const erased = await createLeadRepository(handle).eraseClosedBefore(`${day(1)}T00:00:00.000Z`);
    expect(erased).toBeGreaterThanOrEqual(1);
    const claim = await handle.db
      .selectFrom('promotion_claims')
      .select(['bsb', 'account_number', 'account_name'])
      .where('lead_id', '=', lead.id)
      .executeTakeFirstOrThrow();
    expect(claim).toEqual({ bsb: null, account_number: null, account_name: null });
    const files = await handle.db
      .selectFrom('lead_files')
      .select('id')
      .where('lead_id', '=', lead.id)
      .execute();
    const serials = await handle.db
      .selectFrom('promotion_claim_serials')
      .select('serial')
      .where('lead_id', '=', lead.id)
      .execute();
    expect([files.length, serials.length]).toEqual([0, 0]);
    // The status check no longer finds it, and the system can be claimed again.
    const after = resultText(await (await status(claimId, '2150')).text());
    expect(after).toContain('No claim found');
    const again = await postForm(site.url, path, { body: { ...claimAnswers(), ...answers } });
    expect(again.status).toBe(303);
  });
});
