/**
 * What the warranty registrations' functions work over: the database and its dialect, the clock,
 * the review queue over registrations (lookups, staff's list, a decision with its status change
 * and mail), and the key owners' links are signed with. One context per process
 * (src/server/services.ts); tests make their own with a clock of their choosing.
 */
import type { Kysely } from 'kysely';
import { clock as serverClock } from '../clock.ts';
import type { DatabaseHandle, DialectName } from '../db/database.ts';
import type { Database } from '../db/types.ts';
import { cachedOwnerLinks, type OwnerLinks } from '../review/owner-link.ts';
import { createReviewQueue } from '../review/queue.ts';
import { registrationQuery, toRecord } from './records.ts';

export interface WarrantyContext {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Now, as every decision reads it. */
  clock: () => Date;
  /** Registrations in the review queue shared with claims and service requests. */
  /** The key owners' links are signed with (made on first use, shared by every process). */
  ownerLinks(): Promise<OwnerLinks>;
  queue: ReturnType<typeof registrationQueue>;
}

const registrationQueue = (handle: DatabaseHandle, now: () => string) =>
  createReviewQueue(handle, now, {
    query: registrationQuery,
    statusColumn: 'w.status',
    leadIdOf: (row) => row.leadId,
    toRecord,
  });

export function warrantyContext(
  handle: DatabaseHandle,
  clock: () => Date = serverClock.now,
): WarrantyContext {
  const now = () => clock().toISOString();
  return {
    db: handle.db,
    dialect: handle.dialect,
    clock,
    queue: registrationQueue(handle, now),
    ownerLinks: cachedOwnerLinks(handle.db, now, 'warranty'),
  };
}
