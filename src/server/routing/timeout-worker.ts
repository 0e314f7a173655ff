/**
 * The response-window timer: every server process looks for leads whose dealer let the window
 * pass, every ROUTING_TIMEOUT_POLL_MS, and passes them on (`sweepTimeouts`). Processes never act on
 * one lead twice: PostgreSQL skips leads another process holds and the hand-over is a conditional
 * update. A pass that wrote mail wakes the outbox.
 */
import { createPeriodicJob, type PeriodicJob } from '../jobs/periodic-job.ts';
import type { Logger } from '../log.ts';
import type { RoutingRepository } from './repository.ts';

export type TimeoutWorker = PeriodicJob;

export function createTimeoutWorker(options: {
  routing: Pick<RoutingRepository, 'sweepTimeouts'>;
  pollMs: number;
  logger: Logger;
  /** Called after a sweep passed leads on (their dealers' mail is in the outbox), with how many. */
  onPassed?: (passed: number) => void;
}): TimeoutWorker {
  const { routing, logger } = options;
  return createPeriodicJob({
    async run() {
      const passed = await routing.sweepTimeouts();
      if (passed > 0) {
        logger.info('routing: passed on leads whose response window ended', { passed });
        options.onPassed?.(passed);
      }
      return passed;
    },
    intervalMs: options.pollMs,
    logger,
    failure: 'routing timeout sweep failed',
  });
}
