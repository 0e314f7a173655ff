/**
 * "Send this plan to a dealer" end to end: the built server, a real SMTP sink. A plan posted from
 * Parramatta (2150) is routed like a quote to Parramatta Air & Climate, and the dealer's mail and
 * lead record carry every answer of the plan, its date and the plan as the server works it out: the
 * text a browser posts as the plan is never passed on.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { longDate } from '../../src/lib/australian-dates.ts';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/database.ts';
import { createLeadRepository } from '../../src/server/leads/repository.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { postForm, referenceOf, validAnswers } from '../support/lead-posts.ts';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';

describe.each(databaseKinds)('a rebate plan sent to a dealer ($name)', (kind) => {
  let database: TestDatabase;
  let sink: SmtpSink;
  let site: SiteProcess;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await kind.create();
    sink = await startSmtpSink();
    site = await startSiteProcess({
      DATABASE_URL: database.url,
      SMTP_URL: sink.url,
      LEADS_NOTIFY_TO: 'sales@cirrus.test',
      FORM_RATE_LIMIT: '0',
    });
    handle = await openDatabase(database.url);
  });

  afterAll(async () => {
    await site?.stop();
    await sink?.stop();
    await handle?.close();
    await database?.drop();
  });

  it('reaches the nearest dealer, whose mail shows the answers and the plan’s date', async () => {
    // The posted plan text claims $500 to $640: the server's own plan replaces it.
    const answers = validAnswers('plan');
    const response = await postForm(site.url, '/send-your-plan', { body: answers });
    expect(response.status).toBe(303);
    const reference = referenceOf(response) ?? '';
    const leads = createLeadRepository(handle);
    const lead = await leads.getLeadByReference(reference);
    expect(lead).toMatchObject({ type: 'plan', routingState: 'waiting' });
    expect(await leads.notificationsOf(lead?.id ?? 0)).toEqual([
      expect.objectContaining({ kind: 'dealer-assignment' }),
      expect.objectContaining({ kind: 'lead-notification' }),
      expect.objectContaining({ kind: 'visitor-confirmation' }),
    ]);
    // The dealer's, the leads inbox's, and the homeowner's own (a plan is always mailed back).
    await sink.waitFor(3);
    const dealerMail = sink.messages.find(
      (mail) => mail.to[0] === 'parramatta-air-and-climate@dealers.cirrusclimate.com.au',
    );
    expect(dealerMail?.subject).toContain(reference);
    for (const line of [
      'Heating now: Ducted gas heating',
      'The home: Owner-occupier',
      'Every gas appliance goes: Yes',
      'Installed price used ($): 3900',
      `Plan worked out on: ${longDate(site.today)}`,
      'System: Aura 3.5 kW Reverse Cycle Split System.',
      'NSW Energy Savings Scheme (residential air conditioners): eligible on the answers, ',
      'NSW Peak Demand Reduction Scheme (residential air conditioners): eligible on the answers, ',
    ]) {
      expect(dealerMail?.text).toContain(line);
    }
    expect(dealerMail?.text).not.toContain('$500 to $640');
    expect(dealerMail?.text).not.toContain('Rebate plan of today.');
    // Rows for another state's schemes are left out of a NSW plan.
    expect(dealerMail?.text).not.toContain('Household income (VIC)');
    // The homeowner keeps the plan the dealer received, and a link that reopens it.
    const ownMail = sink.messages.find((mail) => mail.to[0] === 'dee@example.com');
    expect(ownMail?.subject).toContain(reference);
    expect(ownMail?.text).toContain('The plan the dealer received:');
    expect(ownMail?.text).toContain('System: Aura 3.5 kW Reverse Cycle Split System.');
    expect(ownMail?.text).not.toContain('$500 to $640');
    expect(ownMail?.html).toMatch(
      /<a[^>]+href="https?:\/\/[^"]+\/rebates\?postcode=2150&amp;current=ducted-gas[^"]*#your-plan"[^>]*>(?:(?!<\/a>)[\s\S])*Open your plan again/,
    );
    // Until the dealer accepts, the mail carries the plan but not the customer, nor the concession card.
    expect(dealerMail?.text).not.toContain('dee@example.com');
    expect(dealerMail?.text).not.toContain('Concession card');
  });

  it('passes on no text of its own: hostile plan text and another day are replaced by the server’s', async () => {
    const answers = {
      ...validAnswers('plan'),
      planDate: '2019-01-01',
      plan: '<script>alert(1)</script> Call 1900 000 000 for a bigger rebate',
      postcode: '3150',
      name: 'Ari Patel',
      email: 'ari@example.com',
    };
    const response = await postForm(site.url, '/send-your-plan', { body: answers });
    expect(response.status).toBe(303);
    const lead = await createLeadRepository(handle).getLeadByReference(referenceOf(response) ?? '');
    const payload = lead?.payload as Record<string, unknown>;
    expect(payload.plan).toMatch(/^Rebate plan of /);
    expect(payload.plan).toContain('Postcode 3150 (VIC');
    expect(payload.plan).not.toContain('1900 000 000');
    expect(payload.plan).not.toContain('<script>');
    // A day older than a month is not the rules' day: the plan is worked out on today's rules.
    expect(payload.planDate).toBe(site.today);
  });

  it('refuses a plan without the visitor’s contact details: 400, the plan kept', async () => {
    const { email: _email, ...answers } = validAnswers('plan');
    const response = await postForm(site.url, '/send-your-plan', { body: answers });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Enter an email address or a phone number so we can reply');
    expect(html).toContain('value="ducted-gas"');
  });
});

describe('plans from one client in a day', () => {
  let site: SiteProcess;

  beforeAll(async () => {
    // The per-minute limit out of the way, so the daily one is what refuses.
    site = await startSiteProcess({ FORM_RATE_LIMIT: '100' });
  });

  afterAll(async () => {
    await site?.stop();
  });

  it('three reach dealers; the fourth is refused (429, saying when to try again), and other forms still work', async () => {
    for (const name of ['Dee Walker', 'Dee Walker', 'Dee Walker']) {
      const response = await postForm(site.url, '/send-your-plan', {
        body: { ...validAnswers('plan'), name },
      });
      expect(response.status).toBe(303);
    }
    const fourth = await postForm(site.url, '/send-your-plan', { body: validAnswers('plan') });
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(3600);
    expect(await fourth.text()).toContain('This connection has sent this form 3 times today');
    expect((await postForm(site.url, '/get-a-quote', { body: validAnswers('quote') })).status).toBe(303);
  });
});
