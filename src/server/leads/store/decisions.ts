/**
 * The lead's side of a staff decision on something an owner sent (a warranty registration, a
 * promotion claim): the lead follows the decision's status with a history row, and the owner's mail
 * is queued in the same transaction, so a decision is never recorded without its mail or the reverse.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';
import type { LeadStatus } from '../schema.ts';
import type { NewNotification } from './records.ts';

export interface LeadStatusChange {
  leadId: number;
  to: LeadStatus;
  actor: string;
  note: string | null;
  timestamp: string;
  /**
   * When the lead counts as closed after the change (retention runs from it), given its current
   * closing time; null while it is open.
   */
  closedAt(currentClosedAt: string | null): string | null;
}

/** Moves the lead to `change.to` and writes the history row; nothing when it is there already. */
export async function moveLeadStatus(trx: Transaction<Database>, change: LeadStatusChange): Promise<void> {
  const lead = await trx
    .selectFrom('leads')
    .select(['status', 'closed_at'])
    .where('id', '=', change.leadId)
    .executeTakeFirstOrThrow();
  if (lead.status === change.to) return;
  await trx
    .updateTable('leads')
    .set({ status: change.to, updated_at: change.timestamp, closed_at: change.closedAt(lead.closed_at) })
    .where('id', '=', change.leadId)
    .execute();
  await trx
    .insertInto('lead_status_history')
    .values({
      lead_id: change.leadId,
      from_status: lead.status,
      to_status: change.to,
      changed_by: change.actor,
      note: change.note,
      changed_at: change.timestamp,
    })
    .execute();
}

/** Queues `notification` for the lead, to be sent by the outbox from `timestamp` on. */
export async function queueNotification(
  trx: Transaction<Database>,
  leadId: number,
  notification: NewNotification,
  timestamp: string,
): Promise<void> {
  await trx
    .insertInto('notification_outbox')
    .values({
      lead_id: leadId,
      ...notification,
      status: 'pending',
      attempts: 0,
      next_attempt_at: timestamp,
      created_at: timestamp,
    })
    .execute();
}
