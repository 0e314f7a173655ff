/**
 * The in-memory form rate limiter and the retention schedule.
 */
import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../src/server/http/rate-limit.ts';
import { createRetentionJob } from '../../src/server/leads/retention.ts';
import { createLogger } from '../../src/server/log.ts';

describe('rate limiter', () => {
  it('allows the limit per key and window, then tells how long to wait', () => {
    let now = 1_000_000;
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, clock: () => now });
    expect(limiter.hit('quote:1.2.3.4').allowed).toBe(true);
    expect(limiter.hit('quote:1.2.3.4').allowed).toBe(true);
    now += 15_000;
    expect(limiter.hit('quote:1.2.3.4')).toEqual({ allowed: false, retryAfterSeconds: 45, remaining: 0 });
    expect(limiter.hit('contact:1.2.3.4').allowed).toBe(true);
    expect(limiter.hit('quote:5.6.7.8').allowed).toBe(true);
    now += 45_000;
    expect(limiter.hit('quote:1.2.3.4').allowed).toBe(true);
    limiter.close();
  });

  it('is off at 0', () => {
    const limiter = createRateLimiter({ limit: 0, windowMs: 1000 });
    for (let index = 0; index < 100; index += 1) expect(limiter.hit('x').allowed).toBe(true);
    expect(limiter.enabled).toBe(false);
    limiter.close();
  });
});

describe('retention job', () => {
  it('erases leads closed more than the retention period ago', async () => {
    const cutoffs: string[] = [];
    const job = createRetentionJob({
      repository: {
        async eraseClosedBefore(cutoff) {
          cutoffs.push(cutoff);
          return 3;
        },
      },
      retentionDays: 730,
      logger: createLogger({}, true),
      clock: () => new Date('2026-06-30T00:00:00.000Z'),
    });
    expect(await job.runOnce()).toBe(3);
    expect(cutoffs).toEqual(['2024-06-30T00:00:00.000Z']);
  });

  it('survives a failing sweep', async () => {
    const job = createRetentionJob({
      repository: {
        async eraseClosedBefore() {
          throw new Error('database is locked');
        },
      },
      retentionDays: 30,
      logger: { ...createLogger({}, true), error: () => undefined },
    });
    expect(await job.runOnce()).toBe(0);
  });
});
