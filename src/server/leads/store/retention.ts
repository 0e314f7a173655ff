/**
 * Retention: erasing the personal details of leads closed long enough ago, in batches.
 */
import type { DatabaseHandle } from '../../db/database.ts';
import type { Now } from './records.ts';

const ERASE_BATCH = 500;

export function createRetentionLeadStore(handle: DatabaseHandle, now: Now) {
  const { db } = handle;
  return {
    /**
     * Erases the personal details of leads closed before `cutoff` (ISO instant): payload, name,
     * email, phone, notes, history notes and the notification texts. Type, status, postcode, state,
     * product and dates stay for reporting. Returns how many leads were erased.
     */
    async eraseClosedBefore(cutoff: string): Promise<number> {
      let erased = 0;
      for (;;) {
        const count = await db.transaction().execute(async (trx) => {
          const ids = (
            await trx
              .selectFrom('leads')
              .select('id')
              .where('closed_at', '<', cutoff)
              .where('erased_at', 'is', null)
              .orderBy('id')
              .limit(ERASE_BATCH)
              // Another instance sweeping at the same time takes other rows, never these twice.
              .$if(handle.dialect === 'postgres', (query) => query.forUpdate().skipLocked())
              .execute()
          ).map((row) => row.id);
          if (ids.length === 0) return 0;
          const timestamp = now();
          await trx
            .updateTable('leads')
            .set({
              payload: '{}',
              name: null,
              email: null,
              phone: null,
              user_agent_family: null,
              erased_at: timestamp,
              updated_at: timestamp,
            })
            .where('id', 'in', ids)
            .execute();
          await trx.updateTable('lead_notes').set({ body: '[erased]' }).where('lead_id', 'in', ids).execute();
          await trx
            .updateTable('lead_status_history')
            .set({ note: null })
            .where('lead_id', 'in', ids)
            .execute();
          await trx.deleteFrom('lead_files').where('lead_id', 'in', ids).execute();
          // The serials go too, so the system's next owner can register it.
          await trx.deleteFrom('warranty_serials').where('lead_id', 'in', ids).execute();
          // A claim's bank details and claimed serials go with the rest of the record.
          await trx
            .updateTable('promotion_claims')
            .set({ account_name: null, bsb: null, account_number: null, status_note: null })
            .where('lead_id', 'in', ids)
            .execute();
          await trx.deleteFrom('promotion_claim_serials').where('lead_id', 'in', ids).execute();
          await trx
            .updateTable('warranty_registrations')
            .set({ certificate_token: null, status_note: null })
            .where('lead_id', 'in', ids)
            .execute();
          await trx
            .updateTable('notification_outbox')
            .set({ body: '[erased]', subject: '[erased]', recipient: '[erased]' })
            .where('lead_id', 'in', ids)
            .where('status', 'in', ['sent', 'failed'])
            .execute();
          return ids.length;
        });
        erased += count;
        if (count < ERASE_BATCH) return erased;
      }
    },
  };
}
