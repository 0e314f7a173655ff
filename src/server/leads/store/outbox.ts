/**
 * The notification outbox, for its worker: claiming due notifications under a lease, and recording
 * each delivery or failure.
 */
import type { DatabaseHandle } from '../../db/database.ts';
import type { Now, OutboxRow } from './records.ts';

export function createOutboxStore(handle: DatabaseHandle, now: Now) {
  const { db, dialect } = handle;
  return {
    /**
     * Claims up to `limit` notifications that are due (pending and due, or `sending` with an expired
     * lease) by marking them `sending` until `leaseUntil`, in one statement: two workers never claim
     * the same row. Each claim counts as an attempt.
     */
    async claimDueNotifications(limit: number, leaseUntil: string): Promise<OutboxRow[]> {
      const timestamp = now();
      const due = db
        .selectFrom('notification_outbox')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', timestamp)]),
            eb.and([eb('status', '=', 'sending'), eb('lease_until', '<', timestamp)]),
          ]),
        )
        .orderBy('id')
        .limit(limit)
        .$if(dialect === 'postgres', (query) => query.forUpdate().skipLocked());
      return db
        .updateTable('notification_outbox')
        .set((eb) => ({ status: 'sending', lease_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', due)
        .returningAll()
        .execute();
    },

    /** Records a delivered notification; false when the claim had been taken over meanwhile. */
    async markNotificationSent(id: number, leaseUntil: string): Promise<boolean> {
      const result = await db
        .updateTable('notification_outbox')
        .set({ status: 'sent', sent_at: now(), lease_until: null, last_error: null })
        .where('id', '=', id)
        .where('status', '=', 'sending')
        .where('lease_until', '=', leaseUntil)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Records a failed attempt: back to pending until `retryAt`, or failed for good when null. */
    async markNotificationFailed(id: number, error: string, retryAt: string | null): Promise<void> {
      await db
        .updateTable('notification_outbox')
        .set({
          status: retryAt ? 'pending' : 'failed',
          next_attempt_at: retryAt ?? now(),
          lease_until: null,
          last_error: error.slice(0, 1000),
        })
        .where('id', '=', id)
        .where('status', '=', 'sending')
        .execute();
    },

    /** Notifications of a lead, oldest first (tests and the portal's lead view). */
    async notificationsOf(leadId: number): Promise<OutboxRow[]> {
      return db
        .selectFrom('notification_outbox')
        .selectAll()
        .where('lead_id', '=', leadId)
        .orderBy('id')
        .execute();
    },
  };
}
