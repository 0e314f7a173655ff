/**
 * What the promotion claims' functions work over: the database and its dialect, the clock, the
 * review queue over claims (lookups, staff's list, a decision with its status change and mail), the
 * key bank details are sealed with and the one owners' links are signed with. One context per
 * process (src/server/services.ts); tests make their own with a clock and a key of their choosing.
 */
import type { Kysely } from 'kysely';
import { clock as serverClock } from '../clock.ts';
import type { DatabaseHandle, DialectName } from '../db/database.ts';
import type { Database } from '../db/types.ts';
import { cachedOwnerLinks, type OwnerLinks } from '../review/owner-link.ts';
import { createReviewQueue } from '../review/queue.ts';
import { type BankSeal, developmentBankSeal } from './bank-seal.ts';
import { claimQuery, toRecord } from './records.ts';

export interface ClaimContext {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Now, as every decision and payment run reads it. */
  clock: () => Date;
  /** Claims in the review queue shared with warranty registrations and service requests. */
  /** The key owners' links are signed with (made on first use, shared by every process). */
  ownerLinks(): Promise<OwnerLinks>;
  queue: ReturnType<typeof claimQueue>;
  /** Bank details' key (src/server/promotions/bank-seal.ts). */
  seal: BankSeal;
}

const claimQueue = (handle: DatabaseHandle, now: () => string, seal: BankSeal) =>
  createReviewQueue(handle, now, {
    query: claimQuery,
    statusColumn: 'c.status',
    leadIdOf: (row) => row.leadId,
    toRecord: (row) => toRecord(row, seal),
  });

/**
 * `seal`: the bank details key's; the server passes its own, the development key stands in for tools
 * and tests.
 */
export function claimContext(
  handle: DatabaseHandle,
  clock: () => Date = serverClock.now,
  seal: BankSeal = developmentBankSeal(),
): ClaimContext {
  const now = () => clock().toISOString();
  return {
    db: handle.db,
    dialect: handle.dialect,
    clock,
    queue: claimQueue(handle, now, seal),
    seal,
    ownerLinks: cachedOwnerLinks(handle.db, now, 'claim'),
  };
}
