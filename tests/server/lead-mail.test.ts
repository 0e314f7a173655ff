/**
 * Lead notifications end to end: the built server, its outbox worker and a real SMTP server on
 * loopback. A lead is committed before the visitor is thanked; its email follows, once, even when
 * SMTP is down for a while or the server process is killed in between.
 */
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/database.ts';
import { createLeadRepository } from '../../src/server/leads/repository.ts';
import { sqliteKind, type TestDatabase } from '../support/databases.ts';
import { postForm, referenceOf, validAnswers } from '../support/lead-posts.ts';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';
import { downSmtpPort, type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';

const sqlite = sqliteKind;
const cleanup: (() => Promise<unknown>)[] = [];

afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function track<T extends SiteProcess | SmtpSink | TestDatabase>(thing: T): Promise<T> {
  if ('child' in thing) cleanup.push(() => thing.stop('SIGKILL'));
  else if ('drop' in thing) cleanup.push(() => thing.drop());
  else cleanup.push(() => thing.stop());
  return thing;
}

const handles = new Map<string, Promise<DatabaseHandle>>();

/** One connection per database, closed after each test. */
function handleOf(url: string): Promise<DatabaseHandle> {
  let handle = handles.get(url);
  if (!handle) {
    const opened = openDatabase(url);
    handles.set(url, opened);
    cleanup.push(async () => {
      handles.delete(url);
      await (await opened)?.close();
    });
    handle = opened;
  }
  return handle;
}

/** The outbox rows of a lead. */
async function outboxOf(url: string, reference: string) {
  const leads = createLeadRepository(await handleOf(url));
  const lead = await leads.getLeadByReference(reference);
  return lead ? await leads.notificationsOf(lead.id) : [];
}

/**
 * Resolves once nothing in the outbox waits or is being sent. A row is marked sent only after the
 * SMTP server took it, so from then on every email there is has reached the sink and no second
 * copy is on its way: the counts that follow are final.
 */
async function outboxSettled(url: string) {
  const handle = await handleOf(url);
  await expect
    .poll(
      async () =>
        Number(
          (
            await handle.db
              .selectFrom('notification_outbox')
              .select((eb) => eb.fn.countAll<number>().as('count'))
              .where('status', 'in', ['pending', 'sending'])
              .executeTakeFirstOrThrow()
          ).count,
        ),
      { timeout: 15_000 },
    )
    .toBe(0);
}
const subjectsWith = (sink: SmtpSink, reference: string) =>
  sink.messages.filter((mail) => mail.subject.includes(reference)).map((mail) => mail.to.join(','));

/** A site on a fresh database that mails the inbox and confirms to visitors, through a real SMTP sink. */
async function startConfirmingSite(env: Record<string, string> = {}) {
  const database = await track(await sqlite.create());
  const sink = await track(await startSmtpSink());
  const site = await track(
    await startSiteProcess({
      DATABASE_URL: database.url,
      SMTP_URL: sink.url,
      LEADS_NOTIFY_TO: 'sales@cirrus.test',
      LEADS_CONFIRMATION_EMAIL: 'true',
      ...env,
    }),
  );
  return { database, sink, site };
}

describe('lead notifications over SMTP', () => {
  it('emails the leads inbox (and the visitor, when turned on) exactly once', async () => {
    const { database, sink, site } = await startConfirmingSite();
    const response = await postForm(site.url, '/get-a-quote', { body: validAnswers('quote') });
    expect(response.status).toBe(303);
    const reference = referenceOf(response) ?? '';
    await sink.waitFor(3);
    await outboxSettled(database.url);
    // The inbox, the visitor, and the dealer the quote went to: once each.
    const dealerInbox = 'eastern-suburbs-comfort-air-bondi-junction@dealers.cirrusclimate.com.au';
    expect(subjectsWith(sink, reference).sort()).toEqual([
      'ann@example.com',
      dealerInbox,
      'sales@cirrus.test',
    ]);
    const confirmation = sink.messages.find((mail) => mail.to[0] === 'ann@example.com');
    expect(confirmation?.text).toContain('Eastern Suburbs Comfort Air in Bondi Junction has your request');
    const dealerMail = sink.messages.find((mail) => mail.to[0] === dealerInbox);
    expect(dealerMail?.text).toContain('Four bedrooms, west facing.');
    for (const part of [dealerMail?.text, dealerMail?.html]) {
      expect(part).not.toContain('ann@example.com');
      expect(part).not.toContain('Ann O');
    }
    const inbox = sink.messages.find((mail) => mail.to[0] === 'sales@cirrus.test');
    expect(inbox?.subject).toBe(`New quote request ${reference} (2000)`);
    expect(inbox?.text).toContain('Postcode: 2000');
    expect((await outboxOf(database.url, reference)).map((row) => row.status)).toEqual([
      'sent',
      'sent',
      'sent',
    ]);
  });

  it('confirms to the visitor with no text they wrote but a first name, within limits per address and client', async () => {
    const { database, sink, site } = await startConfirmingSite({ FORM_RATE_LIMIT: '0' });
    const spam = (email: string) => ({
      ...validAnswers('contact'),
      name: 'Winner Claim your prize',
      email,
      message: 'You won! Claim your prize at prize dot example before Friday.',
    });
    // Four posts to one stranger's address, then eight to eight more addresses, all from one client.
    const recipients = [
      ...Array<string>(4).fill('victim@example.com'),
      ...Array.from({ length: 8 }, (_, index) => `stranger${index}@example.com`),
    ];
    for (const email of recipients) {
      expect((await postForm(site.url, '/contact-us', { body: spam(email) })).status).toBe(303);
    }
    // Twelve leads for the inbox; confirmations: three to the one address, ten from the one client.
    await sink.waitFor(12 + 10);
    await outboxSettled(database.url);
    const confirmations = sink.messages.filter((mail) => mail.to[0] !== 'sales@cirrus.test');
    expect(confirmations.filter((mail) => mail.to[0] === 'victim@example.com')).toHaveLength(3);
    expect(confirmations).toHaveLength(10);
    for (const mail of confirmations) {
      expect(mail.text).toContain('Hi Winner,');
      expect(mail.text).not.toMatch(/prize|Claim/);
      expect(mail.html).not.toMatch(/prize|Claim/);
    }
    expect(sink.messages.filter((mail) => mail.to[0] === 'sales@cirrus.test')).toHaveLength(12);
  }, 90_000);

  it('delivers once after the SMTP server comes back', async () => {
    const database = await track(await sqlite.create());
    const down = await downSmtpPort();
    const { port } = down;
    const site = await track(
      await startSiteProcess({
        DATABASE_URL: database.url,
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        OUTBOX_RETRY_BASE_MS: '200',
        OUTBOX_POLL_MS: '100',
      }),
    );
    const reference =
      referenceOf(await postForm(site.url, '/contact-us', { body: validAnswers('contact') })) ?? '';
    expect(reference).not.toBe('');
    await expect
      .poll(async () => (await outboxOf(database.url, reference))[0]?.attempts ?? 0, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    const waiting = (await outboxOf(database.url, reference))[0];
    expect(['pending', 'sending']).toContain(waiting?.status);
    expect(waiting?.last_error).toEqual(expect.any(String));
    await down.release();
    const sink = await track(await startSmtpSink({ port }));
    await sink.waitFor(1);
    await outboxSettled(database.url);
    expect(subjectsWith(sink, reference)).toHaveLength(1);
    expect((await outboxOf(database.url, reference))[0]?.status).toBe('sent');
    // Two failed attempts, then the SMTP server back: more than the default 30 s on a busy machine.
  }, 90_000);

  it('delivers after a restart when the process was killed between commit and send', async () => {
    const database = await track(await sqlite.create());
    // No SMTP server configured: the lead and its email are committed, nothing is sent.
    const first = await track(await startSiteProcess({ DATABASE_URL: database.url }));
    const reference =
      referenceOf(await postForm(first.url, '/request-an-installer', { body: validAnswers('installer') })) ??
      '';
    expect((await outboxOf(database.url, reference))[0]?.status).toBe('pending');
    await first.stop('SIGKILL');

    const sink = await track(await startSmtpSink());
    await track(await startSiteProcess({ DATABASE_URL: database.url, SMTP_URL: sink.url }));
    await sink.waitFor(2);
    await outboxSettled(database.url);
    // The inbox's notification and the dealer's assignment (Collins Climate Consultants has no email
    // address, so it comes to the inbox for staff to phone): one each.
    expect(subjectsWith(sink, reference)).toHaveLength(2);
    expect(
      sink.messages.filter((mail) => mail.subject.startsWith(`New installer request ${reference} near`)),
    ).toHaveLength(1);
    // Two server processes start one after the other: more than the default 30 s on a busy machine.
  }, 90_000);

  it('takes over an email whose sender died mid-delivery once its lease expires', async () => {
    const database = await track(await sqlite.create());
    const stalled = await track(await startSmtpSink({ stall: true }));
    const first = await track(
      await startSiteProcess({ DATABASE_URL: database.url, SMTP_URL: stalled.url, OUTBOX_LEASE_MS: '1500' }),
    );
    const reference =
      referenceOf(await postForm(first.url, '/warranty/register', { body: validAnswers('warranty') })) ?? '';
    await expect
      .poll(async () => (await outboxOf(database.url, reference))[0]?.status, { timeout: 15_000 })
      .toBe('sending');
    await first.stop('SIGKILL');

    const sink = await track(await startSmtpSink());
    await track(
      await startSiteProcess({
        DATABASE_URL: database.url,
        SMTP_URL: sink.url,
        OUTBOX_LEASE_MS: '1500',
        OUTBOX_POLL_MS: '200',
      }),
    );
    await sink.waitFor(1);
    await outboxSettled(database.url);
    expect(subjectsWith(sink, reference)).toHaveLength(1);
    expect((await outboxOf(database.url, reference))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    // Two server processes start one after the other: more than the default 30 s on a busy machine.
  }, 90_000);

  it('stops the outbox and closes the database after draining on SIGTERM', async () => {
    const database = await track(await sqlite.create());
    const sink = await track(await startSmtpSink());
    const site = await track(await startSiteProcess({ DATABASE_URL: database.url, SMTP_URL: sink.url }));
    expect((await postForm(site.url, '/contact-us', { body: validAnswers('contact') })).status).toBe(303);
    expect(await site.stop('SIGTERM')).toBe(0);
    expect(site.output()).toContain('"msg":"stopped"');
    // The last connection to close checkpoints the write-ahead log and removes it.
    expect(existsSync(`${database.url}-wal`)).toBe(false);
  });
});
