/**
 * Staff's review of warranty registrations: a decision (approve, ask for information, decline) with
 * the owner's mail, and the release of a squatted serial; each under the registration's lock with
 * its lead status change and mail in the same transaction.
 */
import { randomBytes } from 'node:crypto';
import type { NewNotification } from '../leads/store/records.ts';
import { moveLeadStatus, queueNotification } from '../leads/store/status-change.ts';
import type { WarrantyContext } from './context.ts';
import {
  leadStatusOf,
  type RegistrationRecord,
  registrationQuery,
  toRecord,
  type WarrantyDecision,
} from './records.ts';

/**
 * Records staff's decision and mails the owner in one transaction; approval issues the
 * certificate's token (kept across a later re-approval). Undefined when there is no such
 * registration.
 */
export async function decide(
  context: WarrantyContext,
  reference: string,
  decision: WarrantyDecision,
  actor: string,
  mail: (record: RegistrationRecord) => NewNotification | null,
  /** When an approved registration's cover ends: its lead counts as closed then (retention). */
  coverEnds?: (record: RegistrationRecord) => string | undefined,
): Promise<RegistrationRecord | undefined> {
  return context.queue.decide<never>(
    reference,
    actor,
    async (trx, current, timestamp) => {
      const note = decision.status === 'approved' ? null : decision.note;
      const token =
        decision.status === 'approved'
          ? (current.certificateToken ?? randomBytes(24).toString('base64url'))
          : current.certificateToken;
      await trx
        .updateTable('warranty_registrations')
        .set({
          status: decision.status,
          status_note: note,
          certificate_token: token,
          approved_at:
            decision.status === 'approved' ? (current.approvedAt ?? timestamp) : current.approvedAt,
          updated_at: timestamp,
          updated_by: actor,
        })
        .where('lead_id', '=', current.leadId)
        .execute();
      return {
        record: toRecord({
          ...current,
          status: decision.status,
          statusNote: note,
          certificateToken: token,
          updatedAt: timestamp,
        }),
        leadStatus: leadStatusOf[decision.status],
        note,
        // An approved registration is kept while its cover lasts: it counts as closed when the
        // cover ends, so retention erases it that long after (the privacy policy's promise).
        closesAt: decision.status === 'approved' ? (coverEnds?.(toRecord(current)) ?? timestamp) : undefined,
      };
    },
    mail,
  );
}

/**
 * Releases a registration's serial numbers, for a system someone else registered first (a
 * squatted serial): the serials are freed so the rightful owner can register them, the
 * registration is declined with `reason` (said to whoever made it; its certificate no longer
 * opens), and staff's `auditNote` is kept as a note on the lead, naming the serials released.
 * Undefined when there is no such registration; `released` is empty when its serials were
 * already released.
 */
export async function releaseSerials(
  context: WarrantyContext,
  reference: string,
  reason: string,
  auditNote: string,
  actor: string,
  mail: (record: RegistrationRecord) => NewNotification | null,
): Promise<{ record: RegistrationRecord; released: string[] } | undefined> {
  return context.db.transaction().execute(async (trx) => {
    const current = await registrationQuery(trx)
      .where('l.reference', '=', reference)
      .where('l.erased_at', 'is', null)
      .$if(context.dialect === 'postgres', (query) => query.forUpdate())
      .executeTakeFirst();
    if (!current) return undefined;
    const serials = await trx
      .selectFrom('warranty_serials')
      .select(['serial', 'unit'])
      .where('lead_id', '=', current.leadId)
      .orderBy('unit', 'asc')
      .execute();
    if (serials.length === 0) return { record: toRecord(current), released: [] };
    const timestamp = context.clock().toISOString();
    await trx.deleteFrom('warranty_serials').where('lead_id', '=', current.leadId).execute();
    await trx
      .updateTable('warranty_registrations')
      .set({ status: 'declined', status_note: reason, updated_at: timestamp, updated_by: actor })
      .where('lead_id', '=', current.leadId)
      .execute();
    const released = serials.map((row) => row.serial);
    const note = `Serial numbers ${released.join(' and ')} released for their owner to register: ${auditNote}`;
    await moveLeadStatus(trx, { leadId: current.leadId, to: 'lost', actor, note, timestamp });
    // The history row is not written when the lead was already lost: the note always is.
    await trx
      .insertInto('lead_notes')
      .values({ lead_id: current.leadId, author: actor, body: note, created_at: timestamp })
      .execute();
    await trx.updateTable('leads').set({ updated_at: timestamp }).where('id', '=', current.leadId).execute();
    const updated = toRecord({
      ...current,
      status: 'declined',
      statusNote: reason,
      updatedAt: timestamp,
    });
    const notification = mail(updated);
    if (notification) await queueNotification(trx, current.leadId, notification, timestamp);
    return { record: updated, released };
  });
}
