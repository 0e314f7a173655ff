/**
 * The notification outbox worker: retries with backoff, claims that never double-send, and real
 * delivery to an SMTP server on loopback, including one that is down at first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import {
  backoffDelay,
  createOutboxWorker,
  createSmtpSender,
  type MailSender,
  type OutboxWorkerOptions,
  type OutgoingMail,
} from '../../src/server/leads/outbox.ts';
import { createLeadRepository, type LeadRepository } from '../../src/server/leads/repository.ts';
import type { LogFields, Logger } from '../../src/server/log.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/databases.ts';
import { simulatedLatency } from '../support/latency.ts';
import { downSmtpPort, startSmtpSink } from '../support/smtp-sink.ts';

function recordingLogger(lines: { level: string; message: string; fields?: LogFields }[] = []): Logger {
  const log = (level: string) => (message: string, fields?: LogFields) =>
    lines.push({ level, message, fields });
  const logger: Logger = {
    debug: log('debug'),
    info: log('info'),
    warn: log('warn'),
    error: log('error'),
    child: () => logger,
  };
  return logger;
}

let counter = 0;
async function newLead(leads: LeadRepository, recipient = 'leads@example.com') {
  counter += 1;
  return leads.createLead(
    {
      type: 'contact',
      idempotencyKey: `outbox-test-${Date.now()}-${counter}-key`,
      payload: { enquiryType: 'other', name: 'Outbox Test', email: 'o@example.com', message: 'Hi' },
      postcode: null,
      state: null,
      userAgentFamily: null,
    },
    (reference) => [
      {
        kind: 'lead-notification',
        recipient,
        subject: `Lead ${reference}`,
        body: `Body ${reference}`,
        html: `<p>Body ${reference}</p>`,
      },
    ],
  );
}

describe('backoff', () => {
  it('doubles per attempt, with jitter, capped at an hour', () => {
    const half = () => 0.5;
    expect(backoffDelay(1, 1000, half)).toBe(1000);
    expect(backoffDelay(2, 1000, half)).toBe(2000);
    expect(backoffDelay(5, 1000, half)).toBe(16_000);
    expect(backoffDelay(30, 1000, half)).toBe(3_600_000);
    expect(backoffDelay(1, 1000, () => 0)).toBe(800);
    expect(backoffDelay(1, 1000, () => 1)).toBe(1200);
  });
});

describe.each(databaseKinds)('outbox worker on $name', (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let leads: LeadRepository;

  beforeAll(async () => {
    ({ database, handle } = await openTestDatabase(kind));
    leads = createLeadRepository(handle);
  });

  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  const worker = (sender: MailSender | null, overrides: Partial<OutboxWorkerOptions> = {}) =>
    createOutboxWorker({
      repository: leads,
      sender,
      from: 'Cirrus Climate <no-reply@cirrusclimate.com.au>',
      logger: recordingLogger(),
      pollMs: 50,
      retryBaseMs: 20,
      maxAttempts: 4,
      leaseMs: 5_000,
      ...overrides,
    });

  it('retries a failing send with backoff and marks it sent once it goes through', async () => {
    const { id, reference } = await newLead(leads);
    const sent: OutgoingMail[] = [];
    let failures = 2;
    const outbox = worker({
      async send(mail) {
        if (mail.subject !== `Lead ${reference}`) return;
        if (failures-- > 0) throw new Error('421 try again later');
        sent.push(mail);
      },
      close() {},
    });
    outbox.start();
    await expect
      .poll(async () => (await leads.notificationsOf(id))[0]?.status, { timeout: 10_000 })
      .toBe('sent');
    await outbox.stop();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'leads@example.com', text: `Body ${reference}` });
    expect(sent[0]?.messageId).toMatch(/^<outbox-\d+@cirrusclimate\.com\.au>$/);
    expect((await leads.notificationsOf(id))[0]).toMatchObject({ attempts: 3, last_error: null });
  });

  it('gives up after the maximum number of attempts', async () => {
    const { id } = await newLead(leads, 'never@example.com');
    const lines: { level: string; message: string }[] = [];
    const outbox = worker(
      {
        async send(mail) {
          if (mail.to === 'never@example.com') throw new Error('550 mailbox unavailable');
        },
        close() {},
      },
      { logger: recordingLogger(lines) },
    );
    outbox.start();
    await expect
      .poll(async () => (await leads.notificationsOf(id))[0]?.status, { timeout: 10_000 })
      .toBe('failed');
    await outbox.stop();
    expect((await leads.notificationsOf(id))[0]).toMatchObject({
      attempts: 4,
      last_error: '550 mailbox unavailable',
    });
    expect(
      lines.some((line) => line.level === 'error' && line.message === 'notification failed for good'),
    ).toBe(true);
  });

  it('never sends a row twice when two workers run at once', async () => {
    const created = await Promise.all(Array.from({ length: 12 }, () => newLead(leads, 'race@example.com')));
    const sent: string[] = [];
    const sender: MailSender = {
      async send(mail) {
        await simulatedLatency(5); // a mail server's round trip, so the two workers overlap
        if (mail.to === 'race@example.com') sent.push(mail.subject);
      },
      close() {},
    };
    const first = worker(sender, { batchSize: 3 });
    const second = worker(sender, { batchSize: 3 });
    await Promise.all([first.runOnce(), second.runOnce(), first.runOnce(), second.runOnce()]);
    await Promise.all([first.stop(), second.stop()]);
    expect(sent.sort()).toEqual(created.map((lead) => `Lead ${lead.reference}`).sort());
  });

  it('keeps rows pending without an SMTP server, and says so once', async () => {
    const { id } = await newLead(leads);
    const lines: { level: string; message: string }[] = [];
    const outbox = worker(null, { logger: recordingLogger(lines) });
    outbox.start();
    outbox.kick();
    expect(await outbox.runOnce()).toBe(0);
    await outbox.stop();
    expect((await leads.notificationsOf(id))[0]?.status).toBe('pending');
    expect(lines.filter((line) => line.message.includes('SMTP_URL is not set'))).toHaveLength(1);
  });

  describe('over SMTP', () => {
    it('delivers each notification once', async () => {
      const sink = await startSmtpSink();
      // Earlier tests left rows that can never go (failed) or are already sent: deliver the rest first.
      const outbox = worker(createSmtpSender(sink.url));
      await outbox.runOnce();
      const before = sink.messages.length;
      const { id, reference } = await newLead(leads, 'inbox@example.com');
      await outbox.runOnce();
      await outbox.runOnce();
      await outbox.stop();
      await sink.stop();
      const ours = sink.messages.slice(before);
      expect(ours).toHaveLength(1);
      expect(ours[0]).toMatchObject({ to: ['inbox@example.com'], subject: `Lead ${reference}` });
      expect(ours[0]?.from).toBe('no-reply@cirrusclimate.com.au');
      expect((await leads.notificationsOf(id))[0]).toMatchObject({ status: 'sent', attempts: 1 });
    });

    it('delivers once after the SMTP server comes back', async () => {
      const down = await downSmtpPort();
      const { port } = down;
      const outbox = worker(createSmtpSender(`smtp://127.0.0.1:${port}`), {
        retryBaseMs: 100,
        maxAttempts: 20,
      });
      outbox.start();
      const { id, reference } = await newLead(leads, 'recovery@example.com');
      outbox.kick();
      await expect
        .poll(async () => (await leads.notificationsOf(id))[0]?.attempts ?? 0, { timeout: 10_000 })
        .toBeGreaterThanOrEqual(2);
      const waiting = (await leads.notificationsOf(id))[0];
      expect(['pending', 'sending']).toContain(waiting?.status);
      expect(waiting?.last_error).toEqual(expect.any(String));
      await down.release();
      const sink = await startSmtpSink({ port });
      await expect
        .poll(async () => (await leads.notificationsOf(id))[0]?.status, { timeout: 10_000 })
        .toBe('sent');
      // Stopping waits for a pass under way: any second copy would have reached the sink by then.
      await outbox.stop();
      await sink.stop();
      expect(sink.messages.filter((mail) => mail.subject === `Lead ${reference}`)).toHaveLength(1);
    });
  });
});
