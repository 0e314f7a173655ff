/**
 * Data retention: personal details of leads closed (won or lost) more than LEAD_RETENTION_DAYS ago
 * are erased, as the privacy policy promises. Runs at start-up and then every few hours.
 */
import type { Logger } from '../log.ts';
import type { LeadRepository } from './repository.ts';

export interface RetentionJob {
  /** One sweep now; resolves with the number of leads erased. */
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

const DAY_MS = 86_400_000;

export function createRetentionJob(options: {
  repository: Pick<LeadRepository, 'eraseClosedBefore'>;
  retentionDays: number;
  logger: Logger;
  intervalMs?: number;
  clock?: () => Date;
}): RetentionJob {
  const { repository, logger } = options;
  const clock = options.clock ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;

  async function sweep(): Promise<number> {
    const cutoff = new Date(clock().getTime() - options.retentionDays * DAY_MS).toISOString();
    const erased = await repository.eraseClosedBefore(cutoff);
    if (erased > 0) logger.info('retention: erased personal details of closed leads', { erased, cutoff });
    return erased;
  }

  function runOnce(): Promise<number> {
    running ??= sweep()
      .catch((error) => {
        logger.error('retention sweep failed', { error });
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    runOnce,
    start() {
      void runOnce();
      timer = setInterval(() => void runOnce(), options.intervalMs ?? 6 * 3_600_000);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      if (running) await running;
    },
  };
}
