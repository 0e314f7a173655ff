/**
 * After a warranty registration, over HTTP against the real built server (`npx astro build` first),
 * on SQLite and, with TEST_DATABASE_URL, PostgreSQL, with real SMTP on loopback and real staff
 * tokens from the development identity provider: the owner's status check by serial and postcode
 * (a wrong postcode answers exactly like an unknown serial), rate-limited; staff's review in the
 * portal API (the proof served as itself, staff only), each decision mailed to the owner; the
 * certificate PDF, opened and read; and the dealer table counting registrations that name a dealer.
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftDate } from '../../src/lib/lead-forms/dates.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { loadOwnerLinks } from '../../src/server/review/owner-link.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { authSettings, type DevTokens, loginForTokens } from '../support/dev-login.ts';
import { formPaths, postForm, referenceOf, warrantyAnswers } from '../support/lead-posts.ts';
import { demoDealers, demoUsers } from '../support/portal-site.ts';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { pdfFile, pdfHtmlFile, pngFile } from '../support/upload-files.ts';

const CHECK_LIMIT = 20;

/** The status check's answer: the text of its result box (role="status"), tags stripped. */
function checkResult(html: string): string {
  const box = /<div[^>]*role="status"[^>]*>([\s\S]*?)<\/div><\/div>/.exec(html)?.[1] ?? '';
  return box
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** A registration's two serials, to post again. */
const serialsOf = (answers: { serialNumber: string; outdoorSerialNumber: string }) => ({
  serialNumber: answers.serialNumber,
  outdoorSerialNumber: answers.outdoorSerialNumber,
});

/** "23 November 2031", as the certificate and the page write dates. */
const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

describe.each(databaseKinds)('warranty status and review on $name', (kind) => {
  let database: TestDatabase;
  let site: SiteProcess;
  let sink: SmtpSink;
  let staff: DevTokens;
  let installer: DevTokens;

  const api = (path: string, token?: string, init: RequestInit = {}) =>
    fetch(new URL(path, site.url), {
      ...init,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      },
    });
  const check = (serial: string, postcode: string, email?: string) =>
    postForm(site.url, '/warranty/check', {
      key: null,
      body: { serial, postcode, ...(email === undefined ? {} : { email }) },
    });
  const register = async (answers = warrantyAnswers()) => {
    const response = await postForm(site.url, formPaths.warranty, { body: answers });
    expect(response.status).toBe(303);
    return { answers, reference: referenceOf(response) ?? '' };
  };
  const decide = (reference: string, body: unknown) =>
    api(`/api/portal/warranty/${reference}/decision`, staff.access_token, {
      method: 'POST',
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    database = await kind.create();
    sink = await startSmtpSink();
    site = await startSiteProcess({
      DATABASE_URL: database.url,
      SMTP_URL: sink.url,
      OUTBOX_POLL_MS: '200',
      FORM_RATE_LIMIT: String(CHECK_LIMIT),
    });
    const settings = await authSettings(site.url);
    [staff, installer] = await Promise.all([
      loginForTokens(settings, demoUsers.staff, site.url),
      loginForTokens(settings, demoUsers.installer, site.url),
    ]);
  }, 60_000);

  afterAll(async () => {
    await site?.stop();
    await sink?.stop();
    await database?.drop();
  });

  it('shows a new registration as received, and a wrong postcode exactly like an unknown serial', async () => {
    const { answers, reference } = await register();
    const found = await check(
      answers.outdoorSerialNumber.toLowerCase(),
      answers.postcode ?? '',
      answers.email?.toUpperCase(),
    );
    expect(found.status).toBe(200);
    expect(found.headers.get('cache-control')).toBe('no-store');
    const text = checkResult(await found.text());
    expect(text).toContain('Received: we are checking your registration');
    expect(text).toContain(reference);

    const wrongPostcode = await check(answers.serialNumber, '2000', answers.email);
    const unknown = await check('CAI-2503-99999', '2000', answers.email);
    expect([wrongPostcode.status, unknown.status]).toEqual([200, 200]);
    const [wrongText, unknownText] = [
      checkResult(await wrongPostcode.text()),
      checkResult(await unknown.text()),
    ];
    expect(wrongText).toContain('No registration found');
    expect(wrongText).toBe(unknownText);
    expect(wrongText).not.toContain(reference);
  });

  it('refuses a malformed check with 400 and the values kept', async () => {
    const response = await check('<script>', '12');
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Enter a 4-digit postcode');
    expect(html).toContain('value="12"');
  });

  it('names a proof’s download by the type its content was recognised as, never by the uploader’s name', async () => {
    // A PDF that is also a web page, uploaded as invoice.html.
    const response = await postForm(site.url, formPaths.warranty, {
      body: warrantyAnswers(),
      file: { name: 'invoice.html', type: 'text/html', bytes: pdfHtmlFile() },
    });
    expect(response.status).toBe(303);
    const reference = referenceOf(response) ?? '';
    const detail = (await (await api(`/api/portal/warranty/${reference}`, staff.access_token)).json()) as {
      proof: { url: string; mediaType: string; fileName: string; downloadName: string };
    };
    expect(detail.proof).toMatchObject({
      mediaType: 'application/pdf',
      fileName: 'invoice.html',
      downloadName: `proof-${reference}.pdf`,
    });
    const proof = await api(detail.proof.url, staff.access_token);
    expect(proof.headers.get('content-type')).toBe('application/pdf');
    expect(proof.headers.get('content-disposition')).toBe(`inline; filename="proof-${reference}.pdf"`);
    expect(proof.headers.get('x-content-type-options')).toBe('nosniff');
    expect(proof.headers.get('content-security-policy')).toMatch(/^sandbox;/);
  });

  it('keeps a proof’s UTF-8 file name as sent, without control or bidirectional characters', async () => {
    const nameOf = async (name: string) => {
      const response = await postForm(site.url, formPaths.warranty, {
        body: warrantyAnswers(),
        file: { name, type: 'application/pdf', bytes: pdfFile() },
      });
      expect(response.status).toBe(303);
      const detail = (await (
        await api(`/api/portal/warranty/${referenceOf(response)}`, staff.access_token)
      ).json()) as { proof: { fileName: string } };
      return detail.proof.fileName;
    };
    expect(await nameOf('Reçu été.pdf')).toBe('Reçu été.pdf');
    // A right-to-left override (U+202E) before "fdp.exe" shows it as "exe.pdf"; an isolate, a C1
    // control and a right-to-left mark are invisible. (C0 controls never get this far: the
    // multipart reader refuses them in a header.)
    expect(await nameOf('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(await nameOf('Reçu\u2066\u0085 été\u200F.pdf')).toBe('Reçu été.pdf');
    // A line separator (a line break in a log or a mail) and zero-width characters go too.
    expect(await nameOf('Reçu\u2028\u2029 é\u200Bté\uFEFF.pdf')).toBe('Reçu été.pdf');
  });

  it('answers serial and postcode only with the registration’s email: without it, or with another, as for an unknown serial', async () => {
    // The serial is on the outdoor unit, in the street; the postcode is the street's.
    const { answers, reference } = await register({ ...warrantyAnswers(), email: 'olga.owner@example.com' });
    expect(
      (await decide(reference, { status: 'info-needed', note: 'A photo of the invoice for Olga Owner.' }))
        .status,
    ).toBe(200);
    // Without the email, a registered serial and a made-up one get the same answer: the form asks
    // for the email, and nothing says whether the serial is registered there.
    const [registered, madeUp] = await Promise.all([
      check(answers.outdoorSerialNumber, answers.postcode ?? ''),
      check('CAI-2503-99999', answers.postcode ?? ''),
    ]);
    expect([registered.status, madeUp.status]).toEqual([400, 400]);
    const [registeredHtml, madeUpHtml] = [await registered.text(), await madeUp.text()];
    for (const html of [registeredHtml, madeUpHtml]) {
      expect(html).toContain('Enter the email address you registered with');
      expect(checkResult(html)).toBe('');
      for (const hidden of [reference, 'Olga', 'A photo of the invoice', 'We need more information'])
        expect(html).not.toContain(hidden);
    }
    // Another email address is answered exactly as an unknown serial: the check never says whether
    // an address is the owner's.
    const [wrongEmailAnswer, unknownAnswer] = await Promise.all([
      check(answers.outdoorSerialNumber, answers.postcode ?? '', 'someone@example.com'),
      check('CAI-2503-99999', answers.postcode ?? '', 'someone@example.com'),
    ]);
    expect([wrongEmailAnswer.status, unknownAnswer.status]).toEqual([200, 200]);
    const wrongEmail = checkResult(await wrongEmailAnswer.text());
    expect(wrongEmail).toContain('No registration found');
    expect(wrongEmail).toBe(checkResult(await unknownAnswer.text()));
    for (const hidden of [reference, 'Olga', 'A photo of the invoice', 'We need more information'])
      expect(wrongEmail).not.toContain(hidden);
    const owner = checkResult(
      await (
        await check(answers.outdoorSerialNumber, answers.postcode ?? '', ' Olga.Owner@example.com ')
      ).text(),
    );
    expect(owner).toContain('We need more information');
    expect(owner).toContain(reference);
    expect(owner).toContain('What we need: A photo of the invoice for Olga Owner.');

    // Approved: the certificate (which names the owner) is linked for the email.
    expect((await decide(reference, { status: 'approved' })).status).toBe(200);
    const certificateLink = /href="(\/warranty\/certificate\/[^"]+)"/;
    const approvedOwner = await (
      await check(answers.serialNumber, answers.postcode ?? '', answers.email)
    ).text();
    expect(checkResult(approvedOwner)).toContain('Approved: your warranty is registered');
    expect(certificateLink.test(approvedOwner)).toBe(true);
  });

  it('lets staff only list a registration and open its proof, served as itself', async () => {
    const { answers, reference } = await register({ ...warrantyAnswers(), installerLicence: 'L117392' });
    const list = await api('/api/portal/warranty?status=received', staff.access_token);
    expect(list.status).toBe(200);
    const { registrations } = (await list.json()) as {
      registrations: { reference: string; dealer: unknown }[];
    };
    expect(registrations.find((row) => row.reference === reference)).toMatchObject({
      dealer: { id: demoDealers.parramatta, name: 'Parramatta Air & Climate' },
    });
    const detail = (await (await api(`/api/portal/warranty/${reference}`, staff.access_token)).json()) as {
      serials: { indoor: string; outdoor: string };
      proof: { url: string; mediaType: string };
    };
    expect(detail.serials).toEqual({ indoor: answers.serialNumber, outdoor: answers.outdoorSerialNumber });
    expect(detail.proof.mediaType).toBe('image/png');
    const proof = await api(detail.proof.url, staff.access_token);
    expect(proof.status).toBe(200);
    expect(proof.headers.get('content-type')).toBe('image/png');
    expect(proof.headers.get('x-content-type-options')).toBe('nosniff');
    expect(proof.headers.get('content-security-policy')).toContain('sandbox');
    expect(proof.headers.get('cache-control')).toContain('no-store');
    expect(new Uint8Array(await proof.arrayBuffer())).toEqual(new Uint8Array(pngFile()));
    // A dealer's user and no token at all: refused.
    expect((await api(detail.proof.url, installer.access_token)).status).toBe(403);
    expect((await api('/api/portal/warranty', installer.access_token)).status).toBe(403);
    expect((await api(detail.proof.url)).status).toBe(401);
    // The dealer table counts the registration for the dealer whose licence it named.
    const table = (await (await api('/api/portal/dealers', staff.access_token)).json()) as {
      dealers: { dealerId: string; warrantyRegistrations: number }[];
    };
    expect(
      table.dealers.find((row) => row.dealerId === demoDealers.parramatta)?.warrantyRegistrations,
    ).toBeGreaterThanOrEqual(1);
  });

  it('asks for information and declines with a reason, mailing the owner each time', async () => {
    const { answers, reference } = await register({
      ...warrantyAnswers(),
      email: 'owner.decline@example.com',
    });
    const noNote = await decide(reference, { status: 'info-needed' });
    expect(noNote.status).toBe(400);
    const asked = await decide(reference, {
      status: 'info-needed',
      note: 'A photo of the whole invoice, showing the date and the amount paid.',
    });
    expect(asked.status).toBe(200);
    let text = checkResult(
      await (await check(answers.serialNumber, answers.postcode ?? '', answers.email)).text(),
    );
    expect(text).toContain('We need more information');
    expect(text).toContain('A photo of the whole invoice');
    const declined = await decide(reference, {
      status: 'declined',
      note: 'The invoice is for a different model.',
    });
    expect(declined.status).toBe(200);
    text = checkResult(
      await (await check(answers.serialNumber, answers.postcode ?? '', answers.email)).text(),
    );
    expect(text).toContain('Declined');
    expect(text).toContain('Reason: The invoice is for a different model.');
    const toOwner = () => sink.messages.filter((message) => message.to.includes('owner.decline@example.com'));
    await expect.poll(() => toOwner().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    const owners = toOwner();
    expect(owners.map((message) => message.subject)).toEqual([
      `More information needed for your warranty (${reference})`,
      `Your warranty registration was declined (${reference})`,
    ]);
    expect(owners[1]?.text).toContain('The invoice is for a different model.');
  });

  it('lets staff release serials someone else registered first, so their owner can register, with a note kept on the lead', async () => {
    // Someone registers a system that is not theirs (its serials are on the units, in the street).
    const squatter = await register({ ...warrantyAnswers(), name: 'Sid Quatt', email: 'sid@example.com' });
    const approved = await decide(squatter.reference, { status: 'approved' });
    expect(approved.status).toBe(200);
    const { certificateUrl } = (await approved.json()) as { certificateUrl: string };
    const owner = { ...warrantyAnswers(), ...serialsOf(squatter.answers), name: 'Olive Owner' };
    const refused = await postForm(site.url, formPaths.warranty, { body: owner });
    expect(refused.status).toBe(409);

    const release = (body: unknown, token = staff.access_token) =>
      api(`/api/portal/warranty/${squatter.reference}/release`, token, {
        method: 'POST',
        body: JSON.stringify(body),
      });
    expect((await release({ note: 'Olive showed her invoice.' }, installer.access_token)).status).toBe(403);
    expect((await release({ note: 'ok' })).status).toBe(400);
    const released = await release({ note: 'Olive Owner showed her paid invoice for this system.' });
    expect(released.status).toBe(200);
    expect(await released.json()).toMatchObject({
      status: 'declined',
      serials: { indoor: null, outdoor: null },
      certificateUrl: null,
    });
    // Twice is refused, and the squatter's certificate no longer opens.
    expect((await release({ note: 'Olive Owner showed her paid invoice again.' })).status).toBe(409);
    expect((await api(certificateUrl)).status).toBe(404);

    // The owner registers the system now.
    const registered = await postForm(site.url, formPaths.warranty, { body: owner });
    expect(registered.status).toBe(303);
    expect(referenceOf(registered)).not.toBe(squatter.reference);
    // The note is kept on the squatted registration's lead, naming the serials; its maker is told why.
    const lead = (await (
      await api(`/api/portal/leads/${squatter.reference}`, staff.access_token)
    ).json()) as {
      notes: { author: string; body: string }[];
    };
    expect(lead.notes.map((note) => note.body)).toContain(
      `Serial numbers ${squatter.answers.serialNumber} and ${squatter.answers.outdoorSerialNumber} released for their owner to register: Olive Owner showed her paid invoice for this system.`,
    );
    expect(lead.notes[0]?.author).toContain('Sam Taylor');
    const toSquatter = () => sink.messages.filter((message) => message.to.includes('sid@example.com'));
    await expect
      .poll(() => toSquatter().some((message) => message.subject.includes('declined')), { timeout: 15_000 })
      .toBe(true);
    const mail = toSquatter();
    expect(mail.at(-1)?.text).toContain(
      'Reason: Another person has shown us they own the system with these serial numbers',
    );
  });

  it('approves a registration and issues a certificate naming the owner, model, serials, dates and cover', async () => {
    const { answers, reference } = await register({ ...warrantyAnswers(), name: 'Priya Raman' });
    expect((await api('/warranty/certificate/not-a-token.pdf')).status).toBe(404);
    const approved = await decide(reference, { status: 'approved' });
    expect(approved.status).toBe(200);
    // Kept while the cover lasts: the lead counts as closed when the cover ends (five years for an
    // Aura split), so retention erases it two years after that, as the privacy policy says.
    const handle = await openDatabase(database.url);
    try {
      const lead = await handle.db
        .selectFrom('leads')
        .select(['status', 'closed_at'])
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      expect(lead.status).toBe('won');
      expect(new Date(lead.closed_at ?? '').toISOString().slice(0, 10)).toBe(
        shiftDate(answers.installationDate ?? '', { years: 5 }),
      );
    } finally {
      await handle.close();
    }
    const html = await (await check(answers.serialNumber, answers.postcode ?? '', answers.email)).text();
    expect(checkResult(html)).toContain('Approved: your warranty is registered');
    const link = /href="(\/warranty\/certificate\/[A-Za-z0-9_-]{32}\.pdf)"/.exec(html)?.[1];
    expect(link).toBeDefined();
    const certificate = await fetch(new URL(link ?? '', site.url));
    expect(certificate.status).toBe(200);
    expect(certificate.headers.get('content-type')).toBe('application/pdf');
    expect(certificate.headers.get('cache-control')).toContain('no-store');
    const pdf = await getDocumentProxy(new Uint8Array(await certificate.arrayBuffer()));
    const { text } = await extractText(pdf, { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      'Warranty certificate',
      reference,
      'Priya Raman',
      'CCA-W25R',
      answers.serialNumber,
      answers.outdoorSerialNumber,
      'Aura 2.5',
      longDate(answers.installationDate ?? ''),
      longDate(answers.purchaseDate ?? ''),
      'Parts and labour, whole system',
      // Aura splits: five years parts and labour from installation.
      longDate(shiftDate(shiftDate(answers.installationDate ?? '', { years: 5 }), { days: -1 })),
    ])
      expect(flat).toContain(expected);
    const mail = await sink.waitFor(3, 15_000);
    const approval = mail.find(
      (message) => message.subject === `Your Cirrus warranty is approved (${reference})`,
    );
    // The mail leads to the certificate itself, and to the registration on its status page with
    // the owner's own token (never the postcode), both absolute under SITE_URL (the server's default).
    const siteUrl = 'http://localhost:4321';
    const certificateUrl = new URL(link ?? '', siteUrl).href;
    expect(approval?.html).toContain(`href="${certificateUrl}"`);
    expect(approval?.text).toContain(certificateUrl);
    const token = new RegExp(`/warranty/check\\?ref=${reference}&token=([0-9a-z]+\\.[\\w-]{22})`).exec(
      approval?.text ?? '',
    )?.[1];
    expect(token).toBeDefined();
    expect(approval?.text).not.toContain('postcode=');
    // The link opens the registration with nothing typed: the mailbox is the proof the email field asks for.
    const opened = await fetch(new URL(`/warranty/check?ref=${reference}&token=${token}`, site.url));
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    const openedHtml = await opened.text();
    expect(checkResult(openedHtml)).toContain('Approved: your warranty is registered');
    expect(checkResult(openedHtml)).toContain(reference);
    expect(openedHtml).toContain(`href="${link}"`);
    // The form below is filled in for a later check, all but the email address.
    expect(openedHtml).toMatch(
      new RegExp(
        `name="serial"[^>]*value="${answers.serialNumber}"|value="${answers.serialNumber}"[^>]*name="serial"`,
      ),
    );
    expect(openedHtml).not.toContain(answers.email ?? '@');
    // An altered token, another registration's reference, another kind's key: the form, saying
    // why, and nothing of the registration.
    const altered = `${token?.slice(0, -2)}${token?.endsWith('AA') ? 'BB' : 'AA'}`;
    const keys = await openDatabase(database.url);
    let otherKind = '';
    let expired = '';
    try {
      const now = new Date().toISOString();
      otherKind = (await loadOwnerLinks(keys.db, now, 'claim')).issue(
        reference,
        0,
        new Date(Date.now() + 86_400_000),
      );
      expired = (await loadOwnerLinks(keys.db, now, 'warranty')).issue(
        reference,
        0,
        new Date(Date.now() - 3_600_000),
      );
    } finally {
      await keys.close();
    }
    for (const query of [
      `ref=${reference}&token=${altered}`,
      `ref=CC-2222AA&token=${token}`,
      `ref=${reference}&token=${otherKind}`,
      `ref=${reference}&token=${expired}`,
    ]) {
      const refused = await fetch(new URL(`/warranty/check?${query}`, site.url));
      expect(refused.status, query).toBe(200);
      const html = await refused.text();
      expect(checkResult(html), query).toContain(
        'This link has expired or is not complete, so it cannot open your registration',
      );
      expect(html, query).not.toContain('Approved: your warranty is registered');
      expect(html, query).not.toContain(link ?? 'certificate');
    }
    // An older mail's link with the serial still fills it in (the owner types the rest).
    const prefilled = await (
      await fetch(new URL(`/warranty/check?serial=${answers.serialNumber}`, site.url))
    ).text();
    expect(prefilled).toMatch(
      new RegExp(
        `name="serial"[^>]*value="${answers.serialNumber}"|value="${answers.serialNumber}"[^>]*name="serial"`,
      ),
    );
    expect(prefilled).not.toMatch(/name="postcode"[^>]*value="\d/);
  });

  it('writes dates in Australian time: a registration at 6:26 am on 26 November in Sydney (19:26 UTC) shows 26 November', async () => {
    const { answers, reference } = await register({
      ...warrantyAnswers(),
      name: 'Hamish Oates',
      state: 'NSW',
    });
    expect((await decide(reference, { status: 'approved' })).status).toBe(200);
    // The stored timestamps as the server clock wrote them at 19:26 UTC on 25 November.
    const instant = '2026-11-25T19:26:00.000Z';
    const handle = await openDatabase(database.url);
    try {
      const lead = await handle.db
        .updateTable('leads')
        .set({ created_at: instant })
        .where('reference', '=', reference)
        .returning('id')
        .executeTakeFirstOrThrow();
      await handle.db
        .updateTable('warranty_registrations')
        .set({ updated_at: instant, approved_at: instant })
        .where('lead_id', '=', lead.id)
        .execute();
    } finally {
      await handle.close();
    }
    const html = await (await check(answers.serialNumber, answers.postcode ?? '', answers.email)).text();
    expect(checkResult(html)).toContain('last updated 26 November 2026');
    expect(checkResult(html)).not.toContain('25 November 2026');
    const link = /href="(\/warranty\/certificate\/[A-Za-z0-9_-]{32}\.pdf)"/.exec(html)?.[1];
    const certificate = await fetch(new URL(link ?? '', site.url));
    const pdf = await getDocumentProxy(new Uint8Array(await certificate.arrayBuffer()));
    const flat = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(flat).toContain('approved 26 November 2026');
    expect(flat).toMatch(/Registered\s*26 November 2026/);
    expect(flat).not.toContain('25 November 2026');
  });

  it('rate-limits the status check per client', async () => {
    let response: Response | undefined;
    for (let attempt = 0; attempt <= CHECK_LIMIT; attempt += 1) {
      response = await check('CAI-2503-00001', '2000', 'someone@example.com');
      if (response.status === 429) break;
    }
    expect(response?.status).toBe(429);
    expect(Number(response?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response?.text()).toContain('You have checked several times in a short while');
  });
});
