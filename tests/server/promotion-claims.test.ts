/**
 * Promotion claims over HTTP against the real built server (`npx astro build` first), posted
 * multipart as a browser without JavaScript does, on SQLite and, with TEST_DATABASE_URL, PostgreSQL,
 * with real SMTP on loopback: the promotions page, each of the promotion's rules with its own
 * message, one claim per serial per promotion, the bank details never shown back and kept out of the
 * lead, the claim ID on the thank-you page and in the mail, and the claim status check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/database.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { type auraSerials, formPaths, postForm, referenceOf, validAnswers } from '../support/lead-posts.ts';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';
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
const claimAnswers = () => validAnswers('claim') as Record<string, string> & ReturnType<typeof auraSerials>;

describe.each(databaseKinds)('promotion claims on $name', (kind) => {
  let database: TestDatabase;
  let site: SiteProcess;
  let sink: SmtpSink;
  let handle: DatabaseHandle;
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
    site = await startSiteProcess({
      DATABASE_URL: database.url,
      SMTP_URL: sink.url,
      OUTBOX_POLL_MS: '200',
      FORM_RATE_LIMIT: '0',
    });
    handle = await openDatabase(database.url);
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
    expect(current).toContain('Summer cashback on Aura and Edge splits');
    expect(current).toContain('href="/promotions/summer-cashback-2026"');
    expect(past).toContain('Winter warmth cashback on Hearth gas heating');
    expect(past).toContain('Claims for this promotion have closed.');
    const closed = await (await fetch(new URL('/promotions/winter-warmth-2026', site.url))).text();
    expect(closed).not.toContain('action="/promotions/claim"');
    expect((await fetch(new URL('/promotions/no-such-promotion', site.url))).status).toBe(404);
  });

  it('stores a claim with its bank details apart, and mails the claim ID', async () => {
    const answers = claimAnswers();
    const response = await postForm(site.url, path, { body: answers });
    expect(response.status).toBe(303);
    const claimId = referenceOf(response) ?? '';
    expect(response.headers.get('location')).toBe(`/thank-you?ref=${claimId}&for=claim`);
    const thanks = await (await fetch(new URL(response.headers.get('location') ?? '', site.url))).text();
    expect(thanks).toContain(claimId);
    expect(thanks).toContain('Your claim ID is the reference above');
    const row = await handle.db
      .selectFrom('promotion_claims as c')
      .innerJoin('leads as l', 'l.id', 'c.lead_id')
      .select(['c.bsb', 'c.account_number', 'c.amount_aud', 'c.status', 'l.payload'])
      .where('l.reference', '=', claimId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ bsb: '062000', account_number: '12345678', status: 'received' });
    expect(Number(row.amount_aud)).toBe(200);
    // The lead (shown in the portal, listed in the inbox mail) has the last digits only.
    expect(row.payload).not.toContain('12345678');
    expect(row.payload).not.toContain('062');
    expect(JSON.parse(row.payload).accountNumber).toBe('…678');
    const mail = await sink.waitFor(2, 15_000);
    const confirmation = mail.find((message) => message.to.includes('ellie@example.com'));
    expect(confirmation?.raw).toContain(`Your claim ID is ${claimId}`);
    for (const message of mail) expect(message.raw).not.toContain('12345678');
  });

  it.each([
    [
      'a purchase before the window',
      { purchaseDate: '2026-10-15' },
      'claim-purchaseDate',
      'Only purchases from 1 November 2026 to 31 January 2027 qualify; yours was on 15 October 2026',
    ],
    [
      'a model the promotion does not cover',
      { model: 'CCA-D100R', serialNumber: 'CAI-2503-11111', outdoorSerialNumber: 'CAO-2503-11111' },
      'claim-model',
      'The CCA-D100R isn’t part of this promotion, which covers Aura 2.5 to 7.1 kW and Edge 2.5 to 5.0 kW reverse-cycle wall splits',
    ],
    [
      'a promotion whose claims have closed',
      {
        promotion: 'winter-warmth-2026',
        model: 'CCH-4S20E',
        serialNumber: 'CHU-2406-01377',
        outdoorSerialNumber: '',
        purchaseDate: '2026-06-10',
      },
      'claim-promotion',
      'Claims for Winter warmth cashback on Hearth gas heating closed on 31 August 2026',
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

  it('takes one claim per serial per promotion, refusing a second with the first claim’s ID', async () => {
    const answers = claimAnswers();
    const first = await postForm(site.url, path, { body: answers });
    expect(first.status).toBe(303);
    const before = await claims();
    const again = await postForm(site.url, path, {
      body: { ...claimAnswers(), serialNumber: answers.serialNumber, name: 'Someone Else' },
    });
    expect(again.status).toBe(409);
    expect(errorText(await again.text(), 'claim-serialNumber')).toBe(
      `This system has already been claimed under this promotion (claim ${referenceOf(first)}): each system can be claimed once`,
    );
    // The same system under another promotion is another claim.
    const ducted = await postForm(site.url, path, {
      body: {
        ...claimAnswers(),
        promotion: 'ducted-upgrade-2026',
        model: 'CCE-D100R',
        serialNumber: answers.serialNumber.replace('CAI', 'CEI'),
        outdoorSerialNumber: answers.outdoorSerialNumber.replace('CAO', 'CEO'),
      },
    });
    expect(ducted.status).toBe(303);
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
});
