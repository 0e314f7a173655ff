/**
 * A lead's status changes, wherever staff make them: the portal's status menu, and the decisions
 * on what an owner sent (a warranty registration, a promotion claim), whose mail is queued in the
 * same transaction, so a decision is never recorded without its mail or the reverse.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';
import { isClosedStatus, type LeadStatus } from '../schema.ts';
import type { NewNotification } from './records.ts';

/** Where the lead stands before the change, when the caller has already read (and locked) it. */
interface LeadStanding {
  status: LeadStatus;
  closed_at: string | null;
}

export interface LeadStatusChange {
  leadId: number;
  to: LeadStatus;
  actor: string;
  note: string | null;
  timestamp: string;
  /** The lead as read in this transaction; read here when not given. */
  from?: LeadStanding;
  /**
   * When the lead counts as closed, for a change that closes it at another time than now (an
   * approved warranty: when its cover ends). By default a closing status closes it now, or keeps
   * the time it closed; an open status reopens it.
   */
  closesAt?: string;
}

/**
 * Moves the lead to `change.to` and writes the history row. Answers the lead's new standing, or
 * undefined when it already had that status (nothing written).
 */
export async function moveLeadStatus(
  trx: Transaction<Database>,
  change: LeadStatusChange,
): Promise<(LeadStanding & { updated_at: string }) | undefined> {
  const from =
    change.from ??
    (await trx
      .selectFrom('leads')
      .select(['status', 'closed_at'])
      .where('id', '=', change.leadId)
      .executeTakeFirstOrThrow());
  if (from.status === change.to) return undefined;
  const closedAt = isClosedStatus(change.to)
    ? (change.closesAt ?? (isClosedStatus(from.status) ? from.closed_at : null) ?? change.timestamp)
    : null;
  const moved = { status: change.to, updated_at: change.timestamp, closed_at: closedAt };
  await trx.updateTable('leads').set(moved).where('id', '=', change.leadId).execute();
  await trx
    .insertInto('lead_status_history')
    .values({
      lead_id: change.leadId,
      from_status: from.status,
      to_status: change.to,
      changed_by: change.actor,
      note: change.note,
      changed_at: change.timestamp,
    })
    .execute();
  return moved;
}

/**
 * Queues `notification` for the lead (null: mail about no lead, such as a sign-in link or a sale's
 * confirmation), to be sent by the outbox from `timestamp` on, with the row of the My home link it
 * carries, if any.
 */
export async function queueNotification(
  trx: Transaction<Database>,
  leadId: number | null,
  notification: NewNotification,
  timestamp: string,
): Promise<void> {
  const { signIn, ...mail } = notification;
  await signIn?.(trx, mail.recipient);
  await trx
    .insertInto('notification_outbox')
    .values({
      lead_id: leadId,
      ...mail,
      status: 'pending',
      attempts: 0,
      next_attempt_at: timestamp,
      created_at: timestamp,
    })
    .execute();
}
