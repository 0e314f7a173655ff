/**
 * Promotion claims in the database, on SQLite and PostgreSQL alike: the review row with the bank
 * details (sealed) and the claimed serials, written in the lead's own transaction; the claimant's
 * status check by claim ID and postcode; staff's review (validate, approve, reject, mailing the
 * claimant in the same transaction); payment runs (./payment-runs.ts). Each is a function over a
 * context (./context.ts: the database, the clock, the review queue, the bank details' key), bound to
 * the process's context for `Services`.
 */
import type { Transaction } from 'kysely';
import { bindContext } from '../db/bind-context.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { Database } from '../db/types.ts';
import type { NewNotification } from '../leads/store/records.ts';
import { createLeadFileStore, insertLeadFile } from '../review/queue.ts';
import type { BankSeal } from './bank-seal.ts';
import { type ClaimContext, claimContext } from './context.ts';
import {
  createPaymentRun,
  erasePaymentRunsPast,
  paymentRun,
  paymentRuns,
  sealPlainBankDetails,
} from './payment-runs.ts';
import {
  type ClaimActor,
  type ClaimDecision,
  ClaimedSerialError,
  type ClaimRecord,
  type ClaimRefusal,
  isClaimSerialConflict,
  leadStatusOf,
  type NewClaim,
  toRecord,
} from './records.ts';

/** The claim ID of a claim under this promotion holding any of these serials. */
export async function referenceForSerials(
  context: ClaimContext,
  promotion: string,
  serials: readonly string[],
): Promise<string | undefined> {
  const row = await context.db
    .selectFrom('promotion_claim_serials as s')
    .innerJoin('leads as l', 'l.id', 's.lead_id')
    .select('l.reference')
    .where('s.promotion', '=', promotion)
    .where('s.serial', 'in', [...serials])
    .executeTakeFirst();
  return row?.reference;
}

/** Writes the claim's review row, its serials and its invoice inside the lead's transaction. */
export async function insertClaim(
  context: ClaimContext,
  trx: Transaction<Database>,
  leadId: number,
  claim: NewClaim,
): Promise<void> {
  const timestamp = context.clock().toISOString();
  await trx
    .insertInto('promotion_claims')
    .values({
      lead_id: leadId,
      promotion: claim.promotion,
      status: 'received',
      status_note: null,
      amount_aud: claim.amountAud,
      account_name: claim.bank.accountName,
      bsb: context.seal.seal(claim.bank.bsb),
      account_number: context.seal.seal(claim.bank.accountNumber),
      updated_at: timestamp,
      updated_by: 'website',
      first_approved_by: null,
      first_approver_sub: null,
      first_approved_at: null,
      exported_at: null,
      exported_by: null,
    })
    .execute();
  try {
    await trx
      .insertInto('promotion_claim_serials')
      .values(claim.serials.map((serial) => ({ promotion: claim.promotion, serial, lead_id: leadId })))
      .execute();
  } catch (error) {
    if (isClaimSerialConflict(error)) throw new ClaimedSerialError('serial already claimed');
    throw error;
  }
  await insertLeadFile(trx, leadId, claim.file, timestamp);
}

/** The serials claimed with a lead. */
export async function serialsOf(context: ClaimContext, leadId: number): Promise<string[]> {
  const rows = await context.db
    .selectFrom('promotion_claim_serials')
    .select('serial')
    .where('lead_id', '=', leadId)
    .orderBy('serial')
    .execute();
  return rows.map((row) => row.serial);
}

/**
 * Records staff's decision and mails the claimant in one transaction. A claim is validated
 * before it is approved; a decided claim (approved or rejected) stays decided, and a rejected
 * one frees its serials. A claim paying more than `secondApprovalAboveAud` (a server setting, 0 by default: every claim) is approved twice:
 * the first approval moves it to `second-approval` (the claimant is not mailed: nothing changed
 * for them), and only a different staff member (by subject) approves it finally. Undefined
 * when there is no such claim; 'conflict' when the step is not allowed from where it stands;
 * 'same-approver' when the final approval would be the first approver's own.
 */
export async function decide(
  context: ClaimContext,
  reference: string,
  decision: ClaimDecision,
  actor: ClaimActor,
  mail: (record: ClaimRecord) => NewNotification | null,
  rules: { secondApprovalAboveAud: number },
): Promise<ClaimRecord | ClaimRefusal | undefined> {
  return context.queue.decide<ClaimRefusal>(
    reference,
    actor.name,
    async (trx, current, timestamp) => {
      const open = current.status === 'received' || current.status === 'validated';
      const allowed =
        decision.status === 'approved'
          ? current.status === 'validated' || current.status === 'second-approval'
          : decision.status === 'validated'
            ? current.status === 'received'
            : open || current.status === 'second-approval';
      if (!allowed) return 'conflict' as const;
      if (
        decision.status === 'approved' &&
        current.status === 'second-approval' &&
        current.firstApproverSub === actor.sub
      )
        return 'same-approver' as const;
      const status =
        decision.status === 'approved' &&
        current.status === 'validated' &&
        Number(current.amountAud) > rules.secondApprovalAboveAud
          ? ('second-approval' as const)
          : decision.status;
      const note = decision.status === 'rejected' ? decision.note : null;
      const first =
        status === 'second-approval'
          ? { first_approved_by: actor.name, first_approver_sub: actor.sub, first_approved_at: timestamp }
          : {};
      await trx
        .updateTable('promotion_claims')
        .set({ status, status_note: note, updated_at: timestamp, updated_by: actor.name, ...first })
        .where('lead_id', '=', current.leadId)
        .execute();
      if (decision.status === 'rejected') {
        // A rejected claim pays nothing and holds no serial: whoever really bought the system
        // (someone claimed it first with another's serials), or the claimant with the right
        // invoice, can claim it.
        await trx.deleteFrom('promotion_claim_serials').where('lead_id', '=', current.leadId).execute();
      }
      const record = toRecord(
        {
          ...current,
          status,
          statusNote: note,
          updatedAt: timestamp,
          ...(status === 'second-approval' ? { firstApprovedBy: actor.name } : {}),
        },
        context.seal,
      );
      return { record, leadStatus: leadStatusOf[status], note };
    },
    // The first of two approvals changes nothing the claimant sees: no mail.
    (record) => (record.status === 'second-approval' ? null : mail(record)),
  );
}

/** The claims' functions bound to one context, as `Services` holds them. */
export function createClaimRepository(handle: DatabaseHandle, clock?: () => Date, seal?: BankSeal) {
  const context = claimContext(handle, clock, seal);
  return {
    /** A claim by its ID (staff: the caller checks). */
    findByReference: context.queue.findByReference,
    /** A claim by its ID, only with the postcode it was made with (else nothing, like an unknown ID). */
    findByReferenceAndPostcode: context.queue.findByReferenceAndPostcode,
    /** Claims for staff, newest first, optionally of one status. */
    list: context.queue.list,
    /** The invoice sent with a claim (staff only: the caller checks). */
    /** A claim by reference for its owner's signed link (erased ones are not found). */
    findForOwner: context.queue.findForOwner,
    /** The key the owner's links are signed with (src/server/review/owner-link.ts). */
    ownerLinks: context.ownerLinks,
    ...createLeadFileStore(context.db),
    ...bindContext(context, {
      referenceForSerials,
      insertClaim,
      serialsOf,
      decide,
      createPaymentRun,
      paymentRuns,
      paymentRun,
      erasePaymentRunsPast,
      sealPlainBankDetails,
    }),
  };
}

export type ClaimRepository = ReturnType<typeof createClaimRepository>;
