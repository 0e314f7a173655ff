/**
 * Data retention: personal details of leads closed (won or lost) more than LEAD_RETENTION_DAYS ago
 * are erased, as the privacy policy promises; My home's expired sessions and sign-in links go too, and
 * privacy exports and requests past their time (src/config/retention.ts holds every period).
 * Runs at start-up and then every few hours.
 */

import { clock as serverClock } from '../clock.ts';
import { createPeriodicJob, type PeriodicJob } from '../jobs/periodic-job.ts';
import type { Logger } from '../log.ts';
import type { LeadRepository } from './repository.ts';

export type RetentionJob = PeriodicJob;

const DAY_MS = 86_400_000;

export function createRetentionJob(options: {
  repository: Pick<LeadRepository, 'eraseClosedBefore'>;
  /** Payment runs: their files are erased once past their keeping time. */
  paymentRuns?: { erasePaymentRunsPast(): Promise<number> };
  /** My home: expired sessions and sign-in links, and the sign-in mails sent, are deleted. */
  homeAccess?: { deleteExpired(): Promise<number> };
  /** Privacy requests: expired exports, unconfirmed requests past their link, closed ones past their keeping time. */
  privacyRequests?: { sweep(): Promise<number> };
  retentionDays: number;
  logger: Logger;
  intervalMs?: number;
  clock?: () => Date;
}): RetentionJob {
  const { repository, logger } = options;
  const clock = options.clock ?? serverClock.now;
  return createPeriodicJob({
    async run() {
      const cutoff = new Date(clock().getTime() - options.retentionDays * DAY_MS).toISOString();
      const erased = await repository.eraseClosedBefore(cutoff);
      if (erased > 0) logger.info('retention: erased personal details of closed leads', { erased, cutoff });
      const runs = (await options.paymentRuns?.erasePaymentRunsPast()) ?? 0;
      if (runs > 0)
        logger.info('retention: erased the files of payment runs past their keeping time', { runs });
      const access = (await options.homeAccess?.deleteExpired()) ?? 0;
      if (access > 0)
        logger.info('retention: deleted expired My home sessions and sign-in links', { access });
      const privacy = (await options.privacyRequests?.sweep()) ?? 0;
      if (privacy > 0) logger.info('retention: deleted expired privacy exports and requests', { privacy });
      return erased;
    },
    intervalMs: options.intervalMs ?? 6 * 3_600_000,
    logger,
    failure: 'retention sweep failed',
  });
}
