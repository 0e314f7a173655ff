/**
 * The response-window timer: every server process looks for leads whose dealer let the window
 * pass, every ROUTING_TIMEOUT_POLL_MS, and passes them on (`sweepTimeouts`). Processes never act on
 * one lead twice: PostgreSQL skips leads another process holds and the hand-over is a conditional
 * update. A pass that wrote mail wakes the outbox.
 */
import type { Logger } from '../log.ts';
import type { RoutingRepository } from './repository.ts';

export interface TimeoutWorker {
  /** One sweep now; resolves with the number of leads passed on. */
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export function createTimeoutWorker(options: {
  routing: Pick<RoutingRepository, 'sweepTimeouts'>;
  pollMs: number;
  logger: Logger;
  /** Called after a sweep passed leads on (their dealers' mail is in the outbox). */
  onPassed?: () => void;
}): TimeoutWorker {
  const { routing, logger } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;

  function runOnce(): Promise<number> {
    running ??= routing
      .sweepTimeouts()
      .then((passed) => {
        if (passed > 0) {
          logger.info('routing: passed on leads whose response window ended', { passed });
          options.onPassed?.();
        }
        return passed;
      })
      .catch((error) => {
        logger.error('routing timeout sweep failed', { error });
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
      timer = setInterval(() => void runOnce(), options.pollMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      if (running) await running;
    },
  };
}
