/**
 * The real outbox worker for in-process tests, sending over SMTP to a sink on loopback, on the
 * test's clock, polled by the test (`runOnce`) rather than on a timer; and a logger that prints
 * only errors.
 */
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { createOutboxWorker, createSmtpSender, type OutboxWorker } from '../../src/server/leads/outbox.ts';
import { createLeadRepository } from '../../src/server/leads/repository.ts';
import type { Logger } from '../../src/server/log.ts';

export const quietLogger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: (message: string, fields?: object) => console.error(message, fields),
  child: () => quietLogger,
} as unknown as Logger;

export function testOutbox(handle: DatabaseHandle, smtpUrl: string, clock: () => Date): OutboxWorker {
  return createOutboxWorker({
    repository: createLeadRepository(handle, clock),
    sender: createSmtpSender(smtpUrl),
    from: 'Cirrus Climate <no-reply@cirrusclimate.com.au>',
    logger: quietLogger,
    pollMs: 60_000,
    retryBaseMs: 1_000,
    maxAttempts: 3,
    leaseMs: 30_000,
  });
}
