/**
 * Rate limits, counted through `rate-limiter-flexible` in a store every instance of the site shares:
 * a PostgreSQL table when DATABASE_URL is PostgreSQL (so N processes allow the limit once, not N
 * times), memory when the site runs on SQLite (one process by design). Should the shared store fail,
 * each process falls back to counting in its own memory rather than refusing or allowing everyone.
 *
 * Clients are keyed by address; an IPv6 client by its /64, the block one subscriber is usually
 * given, so changing the last 64 bits does not buy a fresh allowance.
 */

import { isIPv6 } from 'node:net';
import pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { decisionsMade } from '../../lib/privacy/automated-decisions.ts';
import { isPostgresUrl } from '../db/database.ts';

/** Refusing a client or an address past a limit: the privacy policy names it. */
export const automatedDecisions = decisionsMade('rate-limits');

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
  remaining: number;
}

export interface RateLimiter {
  /** Counts one hit (or `points`) for the key and says whether it is within the limit. */
  hit(key: string, points?: number): Promise<RateLimitResult>;
  /** Whether the key has any allowance left, counting nothing. */
  peek(key: string): Promise<RateLimitResult>;
  /** False when the limit is 0 (turned off). */
  readonly enabled: boolean;
}

/** Where counts are kept: shared by every limiter of a process. */
export interface RateLimitStore {
  kind: 'memory' | 'postgres';
  /** Table of the counts (created by the migrations). */
  readonly tableName: string;
  pool?: pg.Pool;
  close(): Promise<void>;
}

export const RATE_LIMIT_TABLE = 'rate_limits';

/** PostgreSQL for a PostgreSQL DATABASE_URL (its own small pool), memory otherwise. */
export function createRateLimitStore(databaseUrl: string): RateLimitStore {
  if (!isPostgresUrl(databaseUrl))
    return { kind: 'memory', tableName: RATE_LIMIT_TABLE, close: async () => {} };
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 3, connectionTimeoutMillis: 3_000 });
  // A lost idle connection (database restart) must not crash the process.
  pool.on('error', () => undefined);
  return { kind: 'postgres', tableName: RATE_LIMIT_TABLE, pool, close: () => pool.end() };
}

/** Expands an IPv6 address to its eight groups. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) =>
    (Number.parseInt(group, 16) || 0).toString(16),
  );
}

/** The key a client address is counted under: IPv4 as is, IPv6 by its /64. */
export function clientRateKey(address: string): string {
  const bare = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(bare)) return bare;
  return `${ipv6Groups(bare.toLowerCase()).slice(0, 4).join(':')}::/64`;
}

/** The network a client address belongs to: IPv4 by its /24, IPv6 by its /48. */
export function networkRateKey(address: string): string {
  const key = clientRateKey(address);
  const ipv4 = /^(\d+\.\d+\.\d+)\.\d+$/.exec(key);
  if (ipv4?.[1]) return `${ipv4[1]}.0/24`;
  if (key.endsWith('::/64')) return `${key.split(':').slice(0, 3).join(':')}::/48`;
  return key;
}

export function createRateLimiter(options: {
  /** Hits allowed per window; 0 turns limiting off. */
  limit: number;
  windowMs: number;
  /** Names this limit's keys in the shared store (one name per limit). */
  name?: string;
  store?: RateLimitStore;
  /** Told of each refusal (metrics). */
  onRefused?: (name: string) => void;
}): RateLimiter {
  const name = options.name ?? 'limit';
  const settings = {
    points: Math.max(1, options.limit),
    duration: Math.max(1, Math.ceil(options.windowMs / 1000)),
    keyPrefix: name,
  };
  const memory = new RateLimiterMemory(settings);
  const limiter =
    options.store?.kind === 'postgres' && options.store.pool
      ? new RateLimiterPostgres({
          ...settings,
          storeClient: options.store.pool,
          storeType: 'pool',
          tableName: options.store.tableName,
          tableCreated: true,
          insuranceLimiter: memory,
        })
      : memory;

  const unlimited: RateLimitResult = {
    allowed: true,
    retryAfterSeconds: 0,
    remaining: Number.POSITIVE_INFINITY,
  };
  const result = (res: RateLimiterRes, allowed: boolean): RateLimitResult => ({
    allowed,
    retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
    remaining: Math.max(0, res.remainingPoints),
  });

  return {
    enabled: options.limit > 0,
    async hit(key, points = 1) {
      if (options.limit <= 0) return unlimited;
      try {
        return result(await limiter.consume(key, points), true);
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        options.onRefused?.(name);
        return result(refusal, false);
      }
    },
    async peek(key) {
      if (options.limit <= 0) return unlimited;
      // A store that cannot answer counts as allowance left: the hit that follows decides.
      const counted = await limiter.get(key).catch(() => null);
      if (!counted) return { allowed: true, retryAfterSeconds: 0, remaining: settings.points };
      const left = result(counted, counted.remainingPoints > 0);
      if (!left.allowed) options.onRefused?.(name);
      return left;
    },
  };
}
