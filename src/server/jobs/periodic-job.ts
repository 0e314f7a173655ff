/**
 * A job a server process runs at start-up and then every so often (retention, routing timeouts):
 * one run at a time (a run asked for while one is going joins it), failures logged and counted as
 * zero, the timer unref'd so it never keeps the process alive, and `stop` waiting for the run in hand.
 */
import type { Logger } from '../log.ts';

export interface PeriodicJob {
  /** One run now (or the one already going); resolves with what it counted. */
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export function createPeriodicJob(options: {
  /** The work; resolves with how many things it handled. */
  run: () => Promise<number>;
  intervalMs: number;
  logger: Logger;
  /** Log message when a run fails. */
  failure: string;
}): PeriodicJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;

  function runOnce(): Promise<number> {
    running ??= options
      .run()
      .catch((error) => {
        options.logger.error(options.failure, { error });
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
      timer = setInterval(() => void runOnce(), options.intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      if (running) await running;
    },
  };
}
