/**
 * What the service requests' functions work over: the database, the clock, the review queue over
 * service requests (lookups, the row lock, a decision with its status change and mail), and the key
 * owners' links are signed with. One context per process (src/server/services.ts); tests make their
 * own with a clock of their choosing.
 */
import type { Kysely } from 'kysely';
import { clock as serverClock } from '../clock.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { Database } from '../db/types.ts';
import { cachedOwnerLinks, type OwnerLinks } from '../review/owner-link.ts';
import { createReviewQueue } from '../review/queue.ts';
import { recordQuery, toRecord } from './records.ts';

export interface ServiceContext {
  db: Kysely<Database>;
  /** Now, as every step reads it. */
  clock: () => Date;
  /** Service requests in the review queue shared with warranty registrations and claims. */
  queue: ReturnType<typeof serviceQueue>;
  /** The key owners' links are signed with (made on first use, shared by every process). */
  ownerLinks(): Promise<OwnerLinks>;
}

const serviceQueue = (handle: DatabaseHandle, now: () => string) =>
  createReviewQueue(handle, now, { query: recordQuery, leadIdOf: (row) => row.lead_id, toRecord });

export function serviceContext(handle: DatabaseHandle, clock: () => Date = serverClock.now): ServiceContext {
  const now = () => clock().toISOString();
  return {
    db: handle.db,
    clock,
    queue: serviceQueue(handle, now),
    ownerLinks: cachedOwnerLinks(handle.db, now, 'service'),
  };
}
