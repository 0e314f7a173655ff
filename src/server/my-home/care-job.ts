/**
 * The periodic job that queues My home's care reminders (./care.ts `queueDueReminders`) and asks
 * the outbox to send them: every 10 minutes by default, so a reminder leaves within minutes of 8 am
 * on its owner's wall clock. Mail queued by a run is sent by the outbox worker, with its retries.
 */
import { createPeriodicJob, type PeriodicJob } from '../jobs/periodic-job.ts';
import type { Logger } from '../log.ts';
import { type CareContext, queueDueReminders } from './care.ts';

export type CareReminderJob = PeriodicJob;

export function createCareReminderJob(options: {
  context: CareContext;
  /** Asks the outbox to send at once (`outbox.kick`). */
  kick: () => void;
  logger: Logger;
  intervalMs?: number;
}): CareReminderJob {
  return createPeriodicJob({
    async run() {
      const queued = await queueDueReminders(options.context);
      if (queued > 0) {
        options.logger.info('care reminders queued', { queued });
        options.kick();
      }
      return queued;
    },
    intervalMs: options.intervalMs ?? 10 * 60_000,
    logger: options.logger,
    failure: 'care reminders not queued',
  });
}
