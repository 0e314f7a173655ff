/**
 * Retention: erasing the personal details of leads closed long enough ago, in batches.
 */
import { type ExpressionBuilder, sql, type Transaction } from 'kysely';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Database } from '../../db/types.ts';
import { eraseConsents } from '../../privacy/consent.ts';
import type { Now } from './records.ts';

const ERASE_BATCH = 500;

/**
 * After an erasure, no copy of the erased bytes may stay readable in the database's files. SQLite
 * runs with `secure_delete` (sqlite.ts), so a freed cell or page is overwritten with zeros as it is
 * freed; the write-ahead log still holds the pages as they were before, until a checkpoint copies
 * the new ones over them: a TRUNCATE checkpoint does that and empties the log file. PostgreSQL keeps
 * an erased row's old version until VACUUM reclaims it (autovacuum does so on its own; a plain
 * VACUUM of the tables erased here, which does not lock out reads or writes, does it now).
 */
async function forgetOldVersions(handle: DatabaseHandle): Promise<void> {
  if (handle.dialect === 'sqlite') {
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(handle.db);
    return;
  }
  try {
    await sql`VACUUM leads, lead_notes, lead_status_history, lead_routing_events, lead_files, promotion_claims, warranty_registrations, service_requests, notification_outbox, consent_records`.execute(
      handle.db,
    );
  } catch {
    // A role that may not vacuum these tables: autovacuum reclaims the old versions later.
  }
}

/** What an erased address becomes where a row must stay for someone else. */
const ERASED = '[erased]';

/**
 * What My home keeps under an address, erased with it: sessions and sign-in links, care reminders,
 * tenant links, safety notices mailed. Units bought from a seller stay bought, with the buyer's
 * address replaced: deleting the row would hand them back to the seller's My home (a lead is its
 * maker's until a sale moves it, ../../my-home/ownership.ts). A sale still waiting goes; a sale done
 * keeps its row for the other party, with this address replaced. Mail preferences stay: an address
 * that left a topic is never mailed it again, whatever else is erased.
 */
async function eraseHomeOf(trx: Transaction<Database>, address: string): Promise<void> {
  await trx.deleteFrom('owner_sessions').where('email', '=', address).execute();
  await trx.deleteFrom('owner_sign_ins').where('email', '=', address).execute();
  await trx.deleteFrom('care_reminders').where('email', '=', address).execute();
  await trx.updateTable('home_lead_owners').set({ email: ERASED }).where('email', '=', address).execute();
  await trx.deleteFrom('home_tenant_links').where('owner_email', '=', address).execute();
  await trx.deleteFrom('safety_notice_mails').where('email', '=', address).execute();
  const party = (eb: ExpressionBuilder<Database, 'home_transfers'>) =>
    eb.or([eb('seller_email', '=', address), eb('buyer_email', '=', address)]);
  await trx.deleteFrom('home_transfers').where(party).where('status', '=', 'pending').execute();
  for (const column of ['seller_email', 'buyer_email'] as const) {
    await trx
      .updateTable('home_transfers')
      .set({ [column]: ERASED })
      .where(column, '=', address)
      .execute();
  }
}

/**
 * Erases the personal details of the leads `ids` in one transaction: payload, name, email, phone,
 * notes, history and routing notes, uploaded files, bank details, install photos, the consents sent
 * with them, the notification texts (mail not yet sent is deleted). Type, status, postcode, state, product and dates stay.
 */
async function eraseLeadRows(trx: Transaction<Database>, ids: number[], timestamp: string): Promise<void> {
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
  await trx.updateTable('lead_status_history').set({ note: null }).where('lead_id', 'in', ids).execute();
  await trx.updateTable('lead_routing_events').set({ note: null }).where('lead_id', 'in', ids).execute();
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
  // An installation's photos (inside a home, with where they were taken) and the owner's
  // words go with its lead; the record's readings stay for the refrigerant register.
  const jobs = trx.selectFrom('install_jobs').select('id').where('lead_id', 'in', ids);
  await trx.deleteFrom('install_photos').where('job_id', 'in', jobs).execute();
  // A buyer's hold on the units of an erased lead (My home's sale) names the buyer: it goes too.
  await trx.deleteFrom('home_lead_owners').where('lead_id', 'in', ids).execute();
  // The consents sent with the leads name the person: they go with them.
  await eraseConsents(trx, { leadIds: ids });
  await trx.updateTable('install_jobs').set({ owner_issue: null }).where('lead_id', 'in', ids).execute();
  // A service request keeps its model and outcome for the figures, not the serial or the notes.
  await trx
    .updateTable('service_requests')
    .set({ serial: '', outcome_note: null, visit_windows: null })
    .where('lead_id', 'in', ids)
    .execute();
  await trx
    .updateTable('warranty_registrations')
    .set({ certificate_token: null, status_note: null })
    .where('lead_id', 'in', ids)
    .execute();
  // Mail not yet sent would carry the details out after the erasure: it goes. What was sent
  // or gave up stays as a record that mail went out, with its text erased.
  await trx
    .deleteFrom('notification_outbox')
    .where('lead_id', 'in', ids)
    .where('status', 'not in', ['sent', 'failed'])
    .execute();
  await trx
    .updateTable('notification_outbox')
    .set({
      body: '[erased]',
      html: null,
      calendar: null,
      subject: '[erased]',
      recipient: '[erased]',
      last_error: null,
    })
    .where('lead_id', 'in', ids)
    .execute();
}

export function createRetentionLeadStore(handle: DatabaseHandle, now: Now) {
  const { db } = handle;
  return {
    /**
     * Erases the personal details of leads closed before `cutoff` (ISO instant): payload, name,
     * email, phone, notes, history and routing notes, uploaded files, bank details, the notification
     * texts (mail not yet sent is deleted), then the old versions of those rows (forgetOldVersions). Type, status, postcode, state,
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
          await eraseLeadRows(trx, ids, now());
          return ids.length;
        });
        erased += count;
        if (count < ERASE_BATCH) break;
      }
      if (erased > 0) await forgetOldVersions(handle);
      return erased;
    },

    /**
     * A person's deletion request (src/server/privacy): erases every lead of the address, open or
     * closed, as retention does, and the text of mail sent to it without a lead (sign-in links), and
     * its home (eraseHomeOf). Returns how many leads were erased.
     */
    async eraseByEmail(email: string): Promise<number> {
      const address = email.trim().toLowerCase();
      const erased = await db.transaction().execute(async (trx) => {
        const ids = (
          await trx
            .selectFrom('leads')
            .select('id')
            .where((eb) => eb(eb.fn('lower', ['email']), '=', address))
            .where('erased_at', 'is', null)
            .execute()
        ).map((row) => row.id);
        if (ids.length > 0) await eraseLeadRows(trx, ids, now());
        await trx
          .updateTable('notification_outbox')
          .set({ body: '[erased]', html: null, calendar: null, subject: '[erased]', recipient: '[erased]' })
          .where((eb) => eb(eb.fn('lower', ['recipient']), '=', address))
          .where('kind', 'not in', ['privacy-confirm', 'privacy-answer'])
          .execute();
        await eraseHomeOf(trx, address);
        // Every consent of the address goes too (those of its mail topics included): the choice
        // itself stays in mail_preferences, so a topic left is still never mailed.
        await eraseConsents(trx, { email: address });
        return ids.length;
      });
      await forgetOldVersions(handle);
      return erased;
    },
  };
}
