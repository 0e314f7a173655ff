/**
 * Privacy requests over the built server, on SQLite and (with TEST_DATABASE_URL) PostgreSQL, with real
 * SMTP on loopback and the real development identity provider: a person with a quote, a contact
 * message, a warranty registration (its proof of purchase), a cashback claim and a service request asks
 * for a copy on the form; the mailed link confirms it; staff export it from the queue; the answer's
 * signed links download JSON and PDF holding every one of those records, the mails sent, the files
 * and each form's consent (in the words its page shows), and nothing of another address's. A refusal mails its reason; every step is in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueuedPrivacyRequest } from '../../src/lib/privacy/requests.ts';
import type { PrivacyExport } from '../../src/server/privacy/export.ts';
import { loadPrivacyPolicyVersion } from '../content/load-content.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { authSettings, type DevTokens, loginForTokens } from '../support/dev-login.ts';
import { formPaths, postForm, referenceOf, validAnswers } from '../support/lead-posts.ts';
import { demoUsers } from '../support/portal-site.ts';
import { mailArrived } from '../support/received-mail.ts';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';

/** The privacy policy's version, as its content states it: each consent names it. */
const policyVersion = loadPrivacyPolicyVersion();

/** Tuesday 12 January 2027, 10 am in Sydney. */
const NOW = '2027-01-11T23:00:00.000Z';
const TODAY = '2027-01-12';

describe.each(databaseKinds)('privacy requests on $name', (kind) => {
  let database: TestDatabase;
  let site: SiteProcess;
  let sink: SmtpSink;
  let staff: DevTokens;
  let installer: DevTokens;

  const mailTo = (to: string, subject: RegExp) => mailArrived(sink, to, subject);
  const pathIn = (mail: ReceivedMail, pattern: RegExp) => {
    const found = pattern.exec(mail.text)?.[0] ?? '';
    expect(found).not.toBe('');
    const url = new URL(found.replaceAll('&amp;', '&'));
    return `${url.pathname}${url.search}`;
  };
  /** A page's HTML without React's separators between adjacent text parts. */
  const htmlOf = async (response: Response) => (await response.text()).replaceAll('<!-- -->', '');
  const api = (path: string, token: string, body?: unknown) =>
    fetch(new URL(path, site.url), {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const lead = async (
    type: Parameters<typeof validAnswers>[0],
    email: string,
    extra: Record<string, string> = {},
  ) => {
    const answers = validAnswers(type, TODAY);
    const response = await postForm(site.url, formPaths[type], { body: { ...answers, ...extra, email } });
    expect(response.status, `${type} form`).toBe(303);
    return referenceOf(response) ?? '';
  };
  /** Asks on the form, confirms from the mailed link; the request's reference. */
  const askAndConfirm = async (email: string, fields: Record<string, string>) => {
    const asked = await postForm(site.url, '/privacy/request', {
      key: null,
      body: { action: 'request', email, ...fields },
    });
    expect(asked.status).toBe(200);
    expect(asked.headers.get('cache-control')).toBe('private, no-store');
    expect(await htmlOf(asked)).toContain(`We have emailed a link to ${email}`);
    const mail = await mailTo(email, /^Confirm your privacy request PR-/);
    const path = pathIn(
      mail,
      /https?:\/\/\S+?\/privacy\/request\?ref=PR-[0-9A-Z]{6}&(?:amp;)?token=[0-9a-z]+\.[A-Za-z0-9_-]{22}/,
    );
    const params = new URL(path, site.url).searchParams;
    const opened = await fetch(new URL(path, site.url));
    expect(opened.status).toBe(200);
    expect(await htmlOf(opened)).toContain('Confirm my request');
    const reference = params.get('ref') ?? '';
    const confirmed = await postForm(site.url, '/privacy/request', {
      key: null,
      body: { action: 'confirm', reference, token: params.get('token') ?? '' },
    });
    expect(confirmed.status).toBe(200);
    expect(await htmlOf(confirmed)).toContain(`Request ${reference} is with our privacy team`);
    return reference;
  };
  const queued = async (reference: string): Promise<QueuedPrivacyRequest | undefined> => {
    const response = await api('/api/portal/privacy', staff.access_token);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { requests: QueuedPrivacyRequest[] };
    return body.requests.find((request) => request.reference === reference);
  };

  beforeAll(async () => {
    database = await kind.create();
    sink = await startSmtpSink();
    site = await startSiteProcess({
      DATABASE_URL: database.url,
      SMTP_URL: sink.url,
      OUTBOX_POLL_MS: '100',
      FORM_RATE_LIMIT: '0',
      TEST_NOW: NOW,
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

  it('exports every record of the address, and nothing of another’s, by the mailed links', async () => {
    const email = `kim.nguyen-${kind.name}@example.com`;
    const other = `other-${kind.name}@example.com`;
    const mine = {
      quote: await lead('quote', email),
      contact: await lead('contact', email),
      warranty: await lead('warranty', email),
      claim: await lead('claim', email),
      service: await lead('service', email),
    };
    const theirs = await lead('quote', other, { name: 'Someone Else' });
    const reference = await askAndConfirm(email, { kind: 'access', details: 'Everything you hold, please.' });

    const waiting = await queued(reference);
    expect(waiting?.status).toBe('open');
    expect(waiting?.clock).toMatchObject({ day: 1, state: 'on-time', daysLeft: 30 });
    expect((await api('/api/portal/privacy', installer.access_token)).status).toBe(403);
    expect(
      (
        await api(`/api/portal/privacy/${reference}`, staff.access_token, {
          action: 'erase',
          note: 'Wrong step',
        })
      ).status,
    ).toBe(400);

    const answered = await api(`/api/portal/privacy/${reference}`, staff.access_token, {
      action: 'export',
      note: 'We prepared a copy of everything we hold for this address.',
    });
    expect(answered.status).toBe(200);
    const answer = await mailTo(email, new RegExp(`^Your privacy request ${reference}: our answer`));
    const pdfPath = pathIn(
      answer,
      /https?:\/\/\S+?\/privacy\/export\?ref=PR-[0-9A-Z]{6}&(?:amp;)?token=[^&\s]+&(?:amp;)?format=pdf/,
    );
    const jsonPath = pdfPath.replace('format=pdf', 'format=json');

    const json = await fetch(new URL(jsonPath, site.url));
    expect(json.status).toBe(200);
    expect(json.headers.get('cache-control')).toBe('private, no-store');
    const data = (await json.json()) as PrivacyExport;
    expect(data.leads.map((item) => item.reference).sort()).toEqual(Object.values(mine).sort());
    expect(data.registrations.map((item) => item.reference)).toEqual([mine.warranty]);
    expect(data.claims.map((item) => item.reference)).toEqual([mine.claim]);
    expect(data.serviceRequests.map((item) => item.reference)).toEqual([mine.service]);
    const filed = data.files.map((file) => file.lead);
    expect(filed).toEqual(expect.arrayContaining([mine.warranty, mine.claim]));
    expect(filed.every((reference) => Object.values(mine).includes(reference))).toBe(true);
    expect(data.files.every((file) => file.kind.startsWith('Upload') && file.at)).toBe(true);
    expect(data.mails.some((mail) => mail.subject.startsWith('Confirm your privacy request'))).toBe(true);
    expect(data.privacyRequests.map((item) => item.reference)).toContain(reference);
    // Each form's consent: the notice in the words the form's page shows, under the policy's version.
    const page = await htmlOf(await fetch(new URL(formPaths.quote, site.url)));
    const notice = /<p class="[^"]*privacy[^"]*">([\s\S]*?)<\/p>/.exec(page)?.[1]?.replaceAll(/<[^>]+>/g, '');
    expect(notice).toContain('privacy policy');
    const consents = data.consents.filter((item) => item.kind === 'lead-form');
    expect(consents.map((item) => item.subject).sort()).toEqual([
      'claim',
      'contact',
      'quote',
      'service',
      'warranty',
    ]);
    for (const consent of consents)
      expect(consent).toMatchObject({ text: notice, given: true, policyVersion });
    const text = JSON.stringify(data);
    expect(text).not.toContain(theirs);
    expect(text).not.toContain(other);
    expect(text).not.toContain('Someone Else');

    const pdf = await fetch(new URL(pdfPath, site.url));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const altered = jsonPath.replace(/token=([^&]+)/, (_, token: string) => `token=${token.slice(0, -3)}AAA`);
    expect((await fetch(new URL(altered, site.url))).status).toBe(403);
    const done = await queued(reference);
    expect(done?.status).toBe('done');
    expect(done?.events.map((event) => event.action)).toEqual([
      'received',
      'confirmed',
      'export',
      'downloaded',
      'downloaded',
    ]);
    expect(done?.events[2]?.actor).toContain('Sam Taylor');
  });

  it('refuses with its reason, mailed and logged; asks again for a bad form', async () => {
    const email = `refused-${kind.name}@example.com`;
    await lead('quote', email);
    const bad = await postForm(site.url, '/privacy/request', {
      key: null,
      body: { action: 'request', email, kind: 'review' },
    });
    expect(bad.status).toBe(400);
    expect(await htmlOf(bad)).toContain('Choose the decision a person should review');
    const reference = await askAndConfirm(email, { kind: 'deletion', details: 'Please delete my quote.' });
    const reason =
      'Your quote is for an installation booked for next week; we keep it until the job is done.';
    const refused = await api(`/api/portal/privacy/${reference}`, staff.access_token, {
      action: 'refuse',
      note: reason,
    });
    expect(refused.status).toBe(200);
    const mail = await mailTo(email, new RegExp(`^Your privacy request ${reference}: our answer`));
    expect(mail.text.replace(/\s+/g, ' ')).toContain(`We could not do what you asked, because: ${reason}`);
    const request = await queued(reference);
    expect(request).toMatchObject({ status: 'refused', outcome: reason });
    expect(request?.events.map((event) => [event.action, event.note])).toEqual([
      ['received', 'Please delete my quote.'],
      ['confirmed', expect.stringContaining('answer due 2027-02-10')],
      ['refuse', reason],
    ]);
    const again = await api(`/api/portal/privacy/${reference}`, staff.access_token, {
      action: 'refuse',
      note: reason,
    });
    expect(again.status).toBe(409);
  });
});
