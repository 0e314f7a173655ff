/**
 * The service agent's steps on a request it holds (offer visit windows, record the outcome) and
 * staff's reassignment clearing the earlier agent's times: each under the request's lock, with its
 * status change and the owner's mail in the same transaction.
 */
import type { Transaction } from 'kysely';
import type { ServiceOutcome } from '../../lib/value-lists.ts';
import type { Database } from '../db/types.ts';
import type { NewNotification } from '../leads/store/records.ts';
import { queueNotification } from '../leads/store/status-change.ts';
import type { ServiceContext } from './context.ts';
import {
  bookedWindow,
  type RecordRow,
  recordQuery,
  type ServiceRecord,
  type ServiceStepRefusal,
  toRecord,
  type VisitWindow,
} from './records.ts';

/** The locked request, if `dealerId` holds it (has accepted it), or why not. */
function heldBy(row: RecordRow, dealerId: string): ServiceRecord | 'not-found' | 'not-accepted' {
  if (row.dealer_id !== dealerId) return 'not-found';
  if (row.routing_state !== 'accepted') return 'not-accepted';
  return toRecord(row);
}

/** An agent's step as the portal answers it. */
const stepResult = (
  done: ServiceRecord | ServiceStepRefusal | undefined,
): { ok: true } | { ok: false; reason: ServiceStepRefusal } =>
  done === undefined
    ? { ok: false, reason: 'not-found' }
    : typeof done === 'string'
      ? { ok: false, reason: done }
      : { ok: true };

/**
 * The agent holding an accepted request offers visit windows (replacing any it offered before
 * the owner chose); the owner is mailed in the same transaction.
 */
export async function offerWindows(
  context: ServiceContext,
  reference: string,
  dealerId: string,
  windows: readonly VisitWindow[],
  mail: (record: ServiceRecord) => NewNotification | null,
  /** Who the status history names: the agent's trading name. */
  actor: string = dealerId,
): Promise<{ ok: true } | { ok: false; reason: ServiceStepRefusal }> {
  const done = await context.queue.decide<ServiceStepRefusal>(
    reference,
    actor,
    async (trx, row, timestamp) => {
      const held = heldBy(row, dealerId);
      if (typeof held === 'string') return held;
      if (held.outcome || held.ownerCancelledAt || held.chosenWindow !== null) return 'done';
      await trx
        .updateTable('service_requests')
        .set({
          visit_windows: JSON.stringify(windows),
          chosen_window: null,
          owner_asked_at: null,
          updated_at: timestamp,
        })
        .where('lead_id', '=', held.leadId)
        .execute();
      return {
        record: { ...held, windows: [...windows], ownerAskedAt: null },
        leadStatus: 'contacted',
        note: null,
      };
    },
    mail,
  );
  return stepResult(done);
}

/**
 * The agent records what the visit came to: fixed or not covered closes the request (won or
 * lost), a part ordered keeps it open. The owner is mailed in the same transaction.
 */
export async function recordOutcome(
  context: ServiceContext,
  reference: string,
  dealerId: string,
  outcome: ServiceOutcome,
  note: string | null,
  mail: (record: ServiceRecord) => NewNotification | null,
  /** Who the status history names: the agent's trading name. */
  actor: string = dealerId,
): Promise<{ ok: true } | { ok: false; reason: ServiceStepRefusal }> {
  const done = await context.queue.decide<ServiceStepRefusal>(
    reference,
    actor,
    async (trx, row, timestamp) => {
      const held = heldBy(row, dealerId);
      if (typeof held === 'string') return held;
      if (held.chosenWindow === null) return 'no-windows';
      await trx
        .updateTable('service_requests')
        .set({ outcome, outcome_note: note, updated_at: timestamp })
        .where('lead_id', '=', held.leadId)
        .execute();
      return {
        record: { ...held, outcome, outcomeNote: note },
        leadStatus: outcome === 'fixed' ? 'won' : outcome === 'not-covered' ? 'lost' : 'quoted',
        note,
      };
    },
    mail,
  );
  return stepResult(done);
}

/**
 * Staff moved the request (inside the reassignment's transaction, its lead row locked) from one
 * agent to another: the earlier agent's times and the booking go (the new agent offers its own),
 * the owner's links get a new version (links mailed before, and the email address the removed
 * agent saw, no longer move a visit), and the owner is mailed (`mail`: with the request as it stood,
 * null for none). Nothing for a lead that is not a service request.
 */
export async function clearForNewAgent(
  trx: Transaction<Database>,
  leadId: number,
  timestamp: string,
  mail: (before: ServiceRecord) => NewNotification | null,
): Promise<void> {
  const row = await recordQuery(trx).where('r.lead_id', '=', leadId).executeTakeFirst();
  if (!row) return;
  const before = toRecord(row);
  const booked = bookedWindow(before);
  await trx
    .updateTable('service_requests')
    .set((eb) => ({
      visit_windows: null,
      chosen_window: null,
      booked_at: null,
      booking_changed_by: null,
      owner_asked_at: null,
      // The cancellation's calendar file counts as one more sent.
      booking_sequence: booked ? eb('booking_sequence', '+', 1) : eb.ref('booking_sequence'),
      owner_link_version: eb('owner_link_version', '+', 1),
      updated_at: timestamp,
    }))
    .where('lead_id', '=', leadId)
    .execute();
  const notification = before.outcome ? null : mail(before);
  if (notification) await queueNotification(trx, leadId, notification, timestamp);
}
