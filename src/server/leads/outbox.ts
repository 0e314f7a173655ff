/**
 * The notification outbox worker. Leads and their emails are committed together (see
 * `repository.createLead`); this worker delivers the emails afterwards, so a lead is never lost
 * because mail is down.
 *
 * - Claim, then send: rows are claimed atomically (status `sending` with a lease), so two workers
 *   or two loops never send the same row.
 * - Retries with exponential backoff (base doubling, capped at an hour, with jitter) up to a maximum
 *   number of attempts, then `failed`.
 * - Survives restarts: pending rows are picked up by the next process; a row left `sending` by a
 *   process that died is taken over when its lease expires.
 * - Delivery is at-least-once: if the process dies after the SMTP server accepted a message but
 *   before the row was marked sent, the message is sent again after the lease. Every message carries
 *   a Message-ID derived from its row, so the receiving side can recognise the repeat.
 */
import nodemailer from 'nodemailer';
import { clock } from '../clock.ts';
import type { Logger } from '../log.ts';
import type { LeadRepository, OutboxRow } from './repository.ts';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** The HTML alternative; absent for rows queued before mail had one. */
  html?: string;
  /** A calendar object: sent as the mail's text/calendar part and as an `.ics` attachment. */
  icalEvent?: { filename: string; method: string; content: string };
  /** Extra headers (a topic's `List-Unsubscribe` and `List-Unsubscribe-Post`: src/server/mail-preferences). */
  headers?: Record<string, string>;
  messageId: string;
}

export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Nodemailer over SMTP (`smtp://user:pass@host:port`, `smtps://…`), pooled, with short timeouts. */
export function createSmtpSender(url: string): MailSender {
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}

export interface OutboxWorkerOptions {
  repository: Pick<
    LeadRepository,
    'claimDueNotifications' | 'markNotificationSent' | 'markNotificationFailed'
  >;
  /** Null when no SMTP server is configured: rows wait in the outbox. */
  sender: MailSender | null;
  from: string;
  logger: Logger;
  pollMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  leaseMs: number;
  batchSize?: number;
}

export interface OutboxWorker {
  /** Starts polling (and sends what is due at once). */
  start(): void;
  /** Asks for a run now, e.g. right after a lead was stored. */
  kick(): void;
  /** One pass over due rows; resolves with the number of rows attempted. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for the run in progress. */
  stop(): Promise<void>;
}

const MAX_BACKOFF_MS = 3_600_000;

/** Delay before the next attempt after `attempts` failed ones: doubling, capped, ±20 % jitter. */
export function backoffDelay(attempts: number, baseMs: number, random: () => number = Math.random): number {
  const exponential = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
  return Math.round(exponential * (0.8 + 0.4 * random()));
}

function domainOf(address: string): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(address)?.[1] ?? 'localhost';
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { repository, sender, logger } = options;
  const batchSize = options.batchSize ?? 10;
  const messageDomain = domainOf(options.from);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  let again = false;
  let started = false;
  let stopped = false;

  async function deliver(row: OutboxRow): Promise<void> {
    const lease = row.lease_until ?? '';
    try {
      await sender?.send({
        from: options.from,
        to: row.recipient,
        subject: row.subject,
        text: row.body,
        ...(row.html ? { html: row.html } : {}),
        ...(row.calendar
          ? {
              icalEvent: {
                filename: 'service-visit.ics',
                method: /^METHOD:(\w+)/m.exec(row.calendar)?.[1] ?? 'REQUEST',
                content: row.calendar,
              },
            }
          : {}),
        ...(row.headers ? { headers: JSON.parse(row.headers) as Record<string, string> } : {}),
        messageId: `<outbox-${row.id}@${messageDomain}>`,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = row.attempts >= options.maxAttempts;
      const retryAt = final
        ? null
        : new Date(clock.now().getTime() + backoffDelay(row.attempts, options.retryBaseMs)).toISOString();
      await repository.markNotificationFailed(row.id, message, retryAt);
      const fields = { notification: row.id, lead: row.lead_id, attempts: row.attempts, error: message };
      if (final) logger.error('notification failed for good', fields);
      else logger.warn('notification not sent, will retry', { ...fields, retryAt });
      return;
    }
    if (await repository.markNotificationSent(row.id, lease)) {
      logger.info('notification sent', { notification: row.id, lead: row.lead_id, kind: row.kind });
    } else {
      logger.warn('notification sent after its claim expired', { notification: row.id });
    }
  }

  async function pass(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const leaseUntil = new Date(clock.now().getTime() + options.leaseMs).toISOString();
      const rows = await repository.claimDueNotifications(batchSize, leaseUntil);
      for (const row of rows) await deliver(row);
      attempted += rows.length;
      if (rows.length < batchSize || stopped) return attempted;
    }
  }

  function schedule(delayMs: number) {
    if (!started || stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void run(), delayMs);
    timer.unref();
  }

  async function run(): Promise<number> {
    if (!sender) return 0;
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          total += await pass();
        } while (again && !stopped);
      } catch (error) {
        logger.error('outbox pass failed', { error });
      } finally {
        running = null;
        schedule(options.pollMs);
      }
      return total;
    })();
    return running;
  }

  return {
    start() {
      if (started) return;
      started = true;
      if (!sender) {
        logger.warn('SMTP_URL is not set: lead notifications stay in the outbox until it is');
        return;
      }
      schedule(0);
    },
    kick() {
      if (!sender || !started || stopped) return;
      if (running) again = true;
      else schedule(0);
    },
    runOnce: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (running) await running;
      sender?.close();
    },
  };
}
