/**
 * The rate limiter (memory for SQLite, the shared table for PostgreSQL) and the retention schedule.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import {
  clientRateKey,
  createRateLimiter,
  createRateLimitStore,
  type RateLimitStore,
} from '../../src/server/http/rate-limit.ts';
import { createRetentionJob } from '../../src/server/leads/retention.ts';
import { createLogger } from '../../src/server/log.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/databases.ts';

describe.each(databaseKinds)('rate limiter on $name', (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let store: RateLimitStore;

  beforeAll(async () => {
    ({ database, handle } = await openTestDatabase(kind));
    store = createRateLimitStore(database.url);
    expect(store.kind).toBe(kind.name === 'postgres' ? 'postgres' : 'memory');
  });
  afterAll(async () => {
    await store?.close();
    await handle?.close();
    await database?.drop();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows the limit per key and window, then tells how long to wait', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    const limiter = createRateLimiter({ name: 'unit', limit: 2, windowMs: 60_000, store });
    expect((await limiter.hit('quote:1.2.3.4')).allowed).toBe(true);
    expect((await limiter.hit('quote:1.2.3.4')).allowed).toBe(true);
    vi.advanceTimersByTime(15_000);
    expect(await limiter.hit('quote:1.2.3.4')).toEqual({
      allowed: false,
      retryAfterSeconds: 45,
      remaining: 0,
    });
    expect((await limiter.hit('contact:1.2.3.4')).allowed).toBe(true);
    expect((await limiter.hit('quote:5.6.7.8')).allowed).toBe(true);
    vi.advanceTimersByTime(45_000);
    expect((await limiter.hit('quote:1.2.3.4')).allowed).toBe(true);
  });

  it('is off at 0', async () => {
    const limiter = createRateLimiter({ name: 'off', limit: 0, windowMs: 1000, store });
    for (let index = 0; index < 100; index += 1) expect((await limiter.hit('x')).allowed).toBe(true);
    expect(limiter.enabled).toBe(false);
  });

  it('tells each refusal, by the limit’s name', async () => {
    const refused: string[] = [];
    const limiter = createRateLimiter({
      name: 'told',
      limit: 1,
      windowMs: 60_000,
      store,
      onRefused: (name) => refused.push(name),
    });
    await limiter.hit('k');
    await limiter.hit('k');
    expect(refused).toEqual(['told']);
  });
});

describe('client keys', () => {
  it('count an IPv6 client by its /64, and IPv4 (also mapped into IPv6) by its address', () => {
    expect(clientRateKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientRateKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientRateKey('2001:0db8:0001:0002:ffff::9')).toBe('2001:db8:1:2::/64');
    expect(clientRateKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientRateKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientRateKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientRateKey('192.0.2.7')).toBe('192.0.2.7');
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
