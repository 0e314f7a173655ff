/**
 * Consent records on SQLite and (with TEST_DATABASE_URL) PostgreSQL, through the real lead form
 * pipeline and the real mail preferences: a contact form's post stores its collection notice word
 * for word as the form component renders it, with the privacy policy's version from its content,
 * the server's time and the form's page; a mail topic's change stores the words the preferences page
 * shows (saving the same choice again stores nothing); the person's export lists both and nothing of
 * another address; a deletion request erases them, and retention erases a closed lead's.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeadForm } from '../../src/components/forms/LeadForm.tsx';
import { MailPreferences } from '../../src/components/my-home/MailPreferences.tsx';
import { loadEnv } from '../../src/config/env.ts';
import { startClock } from '../../src/server/clock.ts';
import { leadFormOf } from '../../src/server/forms/index.ts';
import { handleLeadForm, type LeadFormContext } from '../../src/server/leads/form-handler.ts';
import type { Logger } from '../../src/server/log.ts';
import { setOptOut } from '../../src/server/mail-preferences/preferences.ts';
import { MAIL_TOPICS, mailTopics } from '../../src/server/mail-preferences/topics.ts';
import { gatherExport } from '../../src/server/privacy/export.ts';
import { createServices, type Services } from '../../src/server/services.ts';
import { loadPrivacyPolicyVersion, root } from '../content/load-content.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { fixtureDealersDir } from '../support/fixture-content.ts';
import { validAnswers } from '../support/lead-posts.ts';

const silent: Logger = { debug() {}, info() {}, warn() {}, error() {}, child: () => silent };
/** Wednesday 3 February 2027, noon in Sydney. */
const NOW = '2027-02-03T01:00:00.000Z';
const contact = leadFormOf('contact');
const url = new URL(contact.copy.path, 'http://localhost');

/** The policy's version as its content file states it. */
const policyVersion = loadPrivacyPolicyVersion();
const where = (page: string) => ({ page, policyVersion });

/** Markup as a person reads it: no tags, entities decoded, spaces collapsed. */
const readable = (html: string) =>
  html
    .replaceAll(/<[^>]+>/g, '')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')
    .replaceAll(/\s+/g, ' ')
    .trim();

describe.each(databaseKinds)('consent records on $name', (kind) => {
  let database: TestDatabase;
  let services: Services;
  /** When the services started their clock at NOW (the machine's time, to bound what ran since). */
  let clockStartedAt = 0;
  let context: LeadFormContext;
  const db = () => services.db.db;
  const consentsOfLead = (leadId: number) =>
    db().selectFrom('consent_records').selectAll().where('lead_id', '=', leadId).execute();
  const consentsOfEmail = (email: string) =>
    db().selectFrom('consent_records').selectAll().where('email', '=', email).orderBy('id').execute();

  /** Sends the contact form as a browser would (its page first, for the key); the stored lead. */
  const sendContact = async (email: string) => {
    const fresh = await handleLeadForm(contact, new Request(url), url, context);
    if (fresh.kind !== 'page') throw new Error('a GET renders the form');
    const body = new URLSearchParams({
      submissionKey: fresh.view.idempotencyKey,
      website: '',
      ...validAnswers('contact'),
      email,
    });
    const request = new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    const outcome = await handleLeadForm(contact, request, url, context);
    expect(outcome.kind).toBe('redirect');
    const reference =
      outcome.kind === 'redirect' ? new URL(outcome.location, url).searchParams.get('ref') : '';
    const lead = await services.leads.getLeadByReference(reference ?? '');
    if (!lead) throw new Error('the contact form stored no lead');
    return lead;
  };

  beforeAll(async () => {
    database = await kind.create();
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      TEST_DEALERS_DIR: fixtureDealersDir,
      TEST_NOW: NOW,
    };
    clockStartedAt = Date.now();
    services = await createServices(loadEnv(env), silent, { root, startWorkers: false, mailSender: null });
    context = {
      services,
      client: { address: '203.0.113.9', userAgent: undefined },
      productSlugs: new Set(),
      // The version the form page's controller reads from the policy's content (privacyPolicyVersion,
      // through Astro's content layer, which the HTTP tests exercise): here from the same file.
      policyVersion,
    };
  });

  afterAll(async () => {
    await services?.close();
    await database?.drop();
    startClock(undefined);
  });

  it('stores a lead form’s notice as its page shows it, with the policy’s version, the time and the page', async () => {
    const lead = await sendContact('Mia.Russo@example.com');
    const [record, ...more] = await consentsOfLead(lead.id);
    expect(more).toEqual([]);
    expect(record).toMatchObject({
      email: 'mia.russo@example.com',
      kind: 'lead-form',
      subject: 'contact',
      given: 1,
      policy_version: policyVersion,
      page: '/contact-us',
    });
    // The server's clock (started at NOW when the services started, running on), not the machine's.
    const at = new Date(record?.created_at ?? 0).getTime();
    expect(at).toBeGreaterThanOrEqual(new Date(NOW).getTime());
    expect(at).toBeLessThanOrEqual(new Date(NOW).getTime() + (Date.now() - clockStartedAt) + 1000);

    const page = renderToStaticMarkup(
      createElement(LeadForm, {
        definition: contact.copy,
        constraints: {},
        view: { values: {}, errors: {}, idempotencyKey: 'k' },
        choices: { product: [], modelNumbers: [] },
        summary: null,
        today: '2027-02-03',
      }),
    );
    const notice = /<p class="[^"]*privacy[^"]*">([\s\S]*?)<\/p>/.exec(page)?.[1] ?? '';
    expect(notice).toContain('href="/privacy-policy"');
    expect(readable(notice)).toBe(record?.text);
  });

  it('stores each change of a mail topic in the words the preferences page shows; the same choice again stores nothing', async () => {
    const email = 'tom.baker@example.com';
    await setOptOut(services.mail, email, 'care-filter', true, 'preferences', where('/my-home/preferences'));
    await setOptOut(services.mail, email, 'care-filter', true, 'preferences', where('/my-home/preferences'));
    await setOptOut(services.mail, email, 'care-filter', false, 'preferences', where('/my-home/preferences'));
    await setOptOut(services.mail, email, 'dealer-reviews', true, 'one-click', where('/my-home/unsubscribe'));
    const records = await consentsOfEmail(email);
    expect(records.map((row) => [row.subject, row.given, row.page])).toEqual([
      ['care-filter', 0, '/my-home/preferences'],
      ['care-filter', 1, '/my-home/preferences'],
      ['dealer-reviews', 0, '/my-home/unsubscribe'],
    ]);
    const page = readable(
      renderToStaticMarkup(
        createElement(MailPreferences, {
          view: {
            state: 'choose',
            email,
            a: '',
            token: '',
            topics: mailTopics.map((topic) => ({ topic, ...MAIL_TOPICS[topic], subscribed: true })),
          },
        }),
      ),
    );
    const filter = MAIL_TOPICS['care-filter'];
    expect(records[1]?.text).toBe(`Send me: ${filter.label} (ticked). ${filter.description}`);
    for (const words of ['Send me', filter.label, filter.description]) expect(page).toContain(words);
    expect(records[2]?.text).toBe('Unsubscribed: you will get no more invitations to review your dealer.');
  });

  it('lists every consent of the address in its export, and erases them with its other data', async () => {
    const email = 'ruth.okafor@example.com';
    const lead = await sendContact(email);
    await setOptOut(services.mail, email, 'care-service', true, 'preferences', where('/my-home/preferences'));
    const other = await sendContact('someone.else@example.com');

    const exported = await gatherExport(db(), email, 'PR-7K3M9Q', new Date(NOW), () => undefined);
    expect(exported.consents.map((row) => [row.kind, row.subject, row.given, row.page])).toEqual([
      ['lead-form', 'contact', true, '/contact-us'],
      ['mail-topic', 'care-service', false, '/my-home/preferences'],
    ]);
    expect(exported.consents[0]?.policyVersion).toBe(policyVersion);
    expect(JSON.stringify(exported)).not.toContain('someone.else');

    expect(await services.leads.eraseByEmail(email)).toBe(1);
    expect(await consentsOfLead(lead.id)).toEqual([]);
    expect(await consentsOfEmail(email)).toEqual([]);
    // Another address's stay; retention erases a closed lead's with its details.
    expect(await consentsOfLead(other.id)).toHaveLength(1);
    await db().updateTable('leads').set({ closed_at: NOW }).where('id', '=', other.id).execute();
    expect(await services.leads.eraseClosedBefore('2027-02-04T00:00:00.000Z')).toBeGreaterThanOrEqual(1);
    expect(await consentsOfLead(other.id)).toEqual([]);
  });
});
