/**
 * What bounds the files visitors upload (warranty proofs, claim invoices), so nobody can exhaust the
 * server's memory, disk or database with them:
 * - posts with a file in flight per client, per process (`perClient`; past it: 429, before a byte is
 *   read), so one client cannot hold the slots below;
 * - a slot per file being read, per process, taken when a file's first bytes arrive (all taken: 503,
 *   the form's fields kept), so however many posts arrive at once only `concurrency` files are
 *   written; a post without a file (a service request without a photo) needs none. Files stream
 *   to disk, so the pool is sized for disk and connections, not memory (a few MB each: the test);
 * - a minimum rate each upload must keep (src/server/http/body-limit.ts), so a stalled one gives its
 *   slot back within seconds rather than at the request timeout;
 * - the bytes one client may upload per day, across instances (in the rate-limit store);
 * - the total size of files waiting for staff review, read from the database.
 * Files arrive in this process's temporary folder (src/server/uploads/multipart.ts), never in
 * memory; the folder goes when the process stops.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.ts';
import {
  clientRateKey,
  createRateLimiter,
  type RateLimitResult,
  type RateLimitStore,
} from '../http/rate-limit.ts';

const MB = 1024 * 1024;
const DAY_MS = 86_400_000;

export interface UploadLimitSettings {
  /** Files read at once by this process. */
  concurrency: number;
  /** Posts with a file one client may have in flight in this process. */
  perClient: number;
  /** Megabytes one client may upload per day; 0: no bound. */
  clientMbPerDay: number;
  /** Megabytes of files waiting for review, in total. */
  pendingMaxMb: number;
}

export interface UploadLimits {
  readonly settings: UploadLimitSettings;
  /** Folder the files of uploads being read are written to. */
  readonly tempDir: string;
  /** A slot for one file, or null when all are taken; call the returned function once it is done. */
  acquire(): (() => void) | null;
  /**
   * One of the client's posts in flight, or null when it has `perClient` already; call the
   * returned function once the post is answered.
   */
  holdClient(address: string): (() => void) | null;
  /** Whether the client has any of the day's allowance left (before reading its post). */
  clientAllowance(address: string): Promise<RateLimitResult>;
  /** Counts a received file against the client's day; not allowed when it goes past. */
  spend(address: string, bytes: number): Promise<RateLimitResult>;
  /** Whether `bytes` more fit under the total of files waiting for review. */
  pendingRoom(bytes: number): Promise<boolean>;
  /** Removes the temporary folder. */
  close(): Promise<void>;
}

/** Bytes of the files of registrations and claims nobody has reviewed yet. */
export async function pendingUploadBytes(db: DatabaseHandle): Promise<number> {
  const row = await db.db
    .selectFrom('lead_files')
    .select(sql<string | number | null>`sum(byte_size)`.as('bytes'))
    .where((eb) =>
      eb.or([
        eb(
          'lead_id',
          'in',
          eb.selectFrom('warranty_registrations').select('lead_id').where('status', '=', 'received'),
        ),
        eb(
          'lead_id',
          'in',
          eb.selectFrom('promotion_claims').select('lead_id').where('status', '=', 'received'),
        ),
      ]),
    )
    .executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

export async function createUploadLimits(
  db: DatabaseHandle,
  settings: UploadLimitSettings,
  options: { store?: RateLimitStore; onRefused?: (name: string) => void } = {},
): Promise<UploadLimits> {
  const tempDir = await mkdtemp(join(tmpdir(), 'cirrus-uploads-'));
  let reading = 0;
  /** Posts in flight by client key (clientRateKey): a key goes when its last post is answered. */
  const inFlight = new Map<string, number>();
  // Counted in KiB: a day's allowance of megabytes stays a small integer in the shared store.
  const daily = createRateLimiter({
    name: 'upload-bytes',
    limit: settings.clientMbPerDay * 1024,
    windowMs: DAY_MS,
    store: options.store,
    onRefused: options.onRefused,
  });
  return {
    settings,
    tempDir,
    acquire() {
      if (reading >= settings.concurrency) return null;
      reading += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        reading -= 1;
      };
    },
    holdClient(address) {
      const key = clientRateKey(address);
      const held = inFlight.get(key) ?? 0;
      if (held >= settings.perClient) return null;
      inFlight.set(key, held + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (inFlight.get(key) ?? 1) - 1;
        if (left > 0) inFlight.set(key, left);
        else inFlight.delete(key);
      };
    },
    clientAllowance: (address) => daily.peek(clientRateKey(address)),
    spend: (address, bytes) => daily.hit(clientRateKey(address), Math.max(1, Math.ceil(bytes / 1024))),
    async pendingRoom(bytes) {
      return (await pendingUploadBytes(db)) + bytes <= settings.pendingMaxMb * MB;
    },
    close: () => rm(tempDir, { recursive: true, force: true }),
  };
}
