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
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { authSettings, type DevTokens, loginForTokens } from '../support/dev-login.ts';
import { formPaths, postForm, referenceOf, warrantyAnswers } from '../support/lead-posts.ts';
import { demoDealers, demoUsers } from '../support/portal-site.ts';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { pngFile } from '../support/upload-files.ts';

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
  const check = (serial: string, postcode: string) =>
    postForm(site.url, '/warranty/check', { key: null, body: { serial, postcode } });
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
    const found = await check(answers.outdoorSerialNumber.toLowerCase(), answers.postcode ?? '');
    expect(found.status).toBe(200);
    expect(found.headers.get('cache-control')).toBe('no-store');
    const text = checkResult(await found.text());
    expect(text).toContain('Received: we are checking your registration');
    expect(text).toContain(reference);

    const wrongPostcode = await check(answers.serialNumber, '2000');
    const unknown = await check('CAI-2503-99999', '2000');
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
    let text = checkResult(await (await check(answers.serialNumber, answers.postcode ?? '')).text());
    expect(text).toContain('We need more information');
    expect(text).toContain('A photo of the whole invoice');
    const declined = await decide(reference, {
      status: 'declined',
      note: 'The invoice is for a different model.',
    });
    expect(declined.status).toBe(200);
    text = checkResult(await (await check(answers.serialNumber, answers.postcode ?? '')).text());
    expect(text).toContain('Declined');
    expect(text).toContain('Reason: The invoice is for a different model.');
    const toOwner = () => sink.messages.filter((message) => message.to.includes('owner.decline@example.com'));
    await expect.poll(() => toOwner().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    const owners = toOwner();
    expect(owners.map((message) => message.subject)).toEqual([
      `More information needed for your warranty (${reference})`,
      `Your warranty registration was declined (${reference})`,
    ]);
    expect(owners[1]?.raw).toContain('The invoice is for a different model.');
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
    const html = await (await check(answers.serialNumber, answers.postcode ?? '')).text();
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
    expect(mail.map((message) => message.subject)).toContain(
      `Your Cirrus warranty is approved (${reference})`,
    );
  });

  it('rate-limits the status check per client', async () => {
    let response: Response | undefined;
    for (let attempt = 0; attempt <= CHECK_LIMIT; attempt += 1) {
      response = await check('CAI-2503-00001', '2000');
      if (response.status === 429) break;
    }
    expect(response?.status).toBe(429);
    expect(Number(response?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response?.text()).toContain('You have checked several times in a short while');
  });
});
