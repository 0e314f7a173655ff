/**
 * What bounds the files visitors upload (warranty proofs, claim invoices), so nobody can exhaust the
 * server's memory, disk or database with them:
 * - posts with a file in flight per client, per process (`perClient`; past it: 429, before a byte is
 *   read), so one client cannot hold the slots below;
 * - posts with a file in flight per network (`perNetwork`: IPv4 /24, IPv6 /48; 429 likewise), so a
 *   few neighbouring addresses cannot hold them all either;
 * - a slot per file being read, per process, taken when a file's first bytes arrive, so however
 *   many posts arrive at once only `concurrency` files are written; a post without a file (a
 *   service request without a photo) needs none. When every slot is taken, the slowest upload
 *   (one that has run `preemptAfterMs` at least, averaging under `preemptBelowBytesPerSecond`) is
 *   stopped and its slot given to the new one (the stopped post answers 503, its fields kept); only
 *   when none is that slow is the new one refused (503). Files stream to disk, so the pool is
 *   sized for disk and connections, not memory (a few MB each: the test);
 * - a minimum rate each upload must keep, and a deadline scaled to its declared length
 *   (src/server/http/body-limit.ts), so a stalled one gives its slot back within seconds rather
 *   than at the request timeout;
 * - the bytes one client may upload per day, across instances (in the rate-limit store), charged
 *   as they arrive (admission.ts), a post cut short included;
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
  networkRateKey,
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
  /** Posts with a file one network (IPv4 /24, IPv6 /48) may have in flight in this process; 0: no bound. */
  perNetwork?: number;
  /** An upload slower than this on average, bytes a second, may be stopped for a new one; 0: none. */
  preemptBelowBytesPerSecond?: number;
  /** How long an upload runs before it may be stopped for a new one, ms. */
  preemptAfterMs?: number;
  /** Megabytes one client may upload per day; 0: no bound. */
  clientMbPerDay: number;
  /** Megabytes of files waiting for review, in total. */
  pendingMaxMb: number;
}

export interface UploadLimits {
  readonly settings: UploadLimitSettings;
  /** Folder the files of uploads being read are written to. */
  readonly tempDir: string;
  /**
   * A slot for one file, or null when all are taken and none is slow enough to stop; call the
   * returned function once it is done. `holder` says how far the file has come and how to stop it
   * (without one, a slot is never taken from it).
   */
  acquire(holder?: SlotHolder): (() => void) | null;
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

/** An upload holding a slot: how much it has brought, and how to stop it for a faster one. */
export interface SlotHolder {
  /** Bytes received so far. */
  received(): number;
  /** Stops the upload (its post answers that it was stopped); its slot is already given away. */
  preempt(): void;
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
  /** Files being read: when each started, and its holder (if it can be stopped). */
  const reading = new Set<{ startedAt: number; holder?: SlotHolder }>();
  /** Posts in flight by client key (clientRateKey): a key goes when its last post is answered. */
  const inFlight = new Map<string, number>();
  /** Posts in flight by network (networkRateKey). */
  const inFlightNetwork = new Map<string, number>();
  const hold = (counts: Map<string, number>, key: string) => {
    counts.set(key, (counts.get(key) ?? 0) + 1);
    return () => {
      const left = (counts.get(key) ?? 1) - 1;
      if (left > 0) counts.set(key, left);
      else counts.delete(key);
    };
  };
  /** The slowest upload that may be stopped for a new one, if any. */
  const slowest = () => {
    const below = settings.preemptBelowBytesPerSecond ?? 0;
    if (below <= 0) return undefined;
    const now = performance.now();
    let found: { slot: { startedAt: number; holder?: SlotHolder }; rate: number } | undefined;
    for (const slot of reading) {
      const ranMs = now - slot.startedAt;
      if (!slot.holder || ranMs < (settings.preemptAfterMs ?? 5_000)) continue;
      const rate = (slot.holder.received() * 1000) / ranMs;
      if (rate < below && (!found || rate < found.rate)) found = { slot, rate };
    }
    return found?.slot;
  };
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
    acquire(holder) {
      if (reading.size >= settings.concurrency) {
        const stopped = slowest();
        if (!stopped) return null;
        // Its slot is this one's from now; its post answers once its reader sees it stopped.
        reading.delete(stopped);
        options.onRefused?.('upload-preempted');
        stopped.holder?.preempt();
      }
      const slot = { startedAt: performance.now(), ...(holder ? { holder } : {}) };
      reading.add(slot);
      return () => {
        reading.delete(slot);
      };
    },
    holdClient(address) {
      const key = clientRateKey(address);
      if ((inFlight.get(key) ?? 0) >= settings.perClient) return null;
      const network = networkRateKey(address);
      const perNetwork = settings.perNetwork ?? 0;
      if (perNetwork > 0 && (inFlightNetwork.get(network) ?? 0) >= perNetwork) return null;
      const releaseClient = hold(inFlight, key);
      const releaseNetwork = hold(inFlightNetwork, network);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        releaseClient();
        releaseNetwork();
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
