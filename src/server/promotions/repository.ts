/**
 * Promotion claims in the database, on SQLite and PostgreSQL alike: the review row with the bank
 * details and the claimed serials, written in the lead's own transaction; the claimant's status
 * check by claim ID and postcode; staff's review (validate, approve, reject, mailing the claimant in
 * the same transaction) and the approved claims for payment, the one read of the bank details in
 * full.
 */
import type { Transaction } from 'kysely';
import { clock as serverClock } from '../clock.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { ClaimStatus, Database } from '../db/types.ts';
import type { LeadPayload } from '../leads/forms.ts';
import type { NewNotification } from '../leads/store/records.ts';
import { createLeadFileStore, createReviewQueue, insertLeadFile, type LeadUpload } from '../review/queue.ts';

export interface NewClaim {
  promotion: string;
  amountAud: number;
  bank: { accountName: string; bsb: string; accountNumber: string };
  serials: readonly string[];
  file: LeadUpload;
}

/** A claim as the status check and staff see it: the bank account only by its last digits. */
export interface ClaimRecord {
  leadId: number;
  reference: string;
  promotion: string;
  status: ClaimStatus;
  statusNote: string | null;
  amountAud: number;
  /** "…4321"; null once erased. */
  accountEnding: string | null;
  postcode: string | null;
  createdAt: string;
  updatedAt: string;
  payload: Partial<LeadPayload<'claim'>>;
}

/** A row of the payment file: an approved claim with its bank details in full. */
export interface ClaimPayment {
  reference: string;
  promotion: string;
  name: string;
  accountName: string;
  bsb: string;
  accountNumber: string;
  amountAud: number;
  approvedAt: string;
}

export type ClaimDecision =
  | { status: 'validated' }
  | { status: 'approved' }
  | { status: 'rejected'; note: string };

/** The lead status a claim's review stands for: approval and rejection close it. */
const leadStatusOf = { received: 'new', validated: 'contacted', approved: 'won', rejected: 'lost' } as const;

function isClaimSerialConflict(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const details = error as Error & { code?: string; table?: string; constraint?: string };
  if (details.code === '23505')
    return (details.constraint ?? details.table ?? '').includes('promotion_claim_serials');
  return /UNIQUE constraint failed: promotion_claim_serials\./.test(error.message);
}

/** A serial claimed meanwhile under the same promotion. By name: pages bundle their own copy. */
export class ClaimedSerialError extends Error {
  override readonly name = 'ClaimedSerialError';
}

export const isSerialClaimed = (error: unknown) =>
  (error instanceof Error && error.name === 'ClaimedSerialError') || isClaimSerialConflict(error);

export const accountEnding = (accountNumber: string | null) =>
  accountNumber ? `…${accountNumber.slice(-3)}` : null;

export function createClaimRepository(handle: DatabaseHandle, clock: () => Date = serverClock.now) {
  const { db } = handle;
  const now = () => clock().toISOString();

  const claimQuery = (executor: Pick<Transaction<Database>, 'selectFrom'>) =>
    executor
      .selectFrom('promotion_claims as c')
      .innerJoin('leads as l', 'l.id', 'c.lead_id')
      .select([
        'c.lead_id as leadId',
        'l.reference',
        'c.promotion',
        'c.status',
        'c.status_note as statusNote',
        'c.amount_aud as amountAud',
        'c.account_number as accountNumber',
        'l.postcode',
        'l.created_at as createdAt',
        'c.updated_at as updatedAt',
        'l.payload',
      ]);

  type Row = Omit<ClaimRecord, 'payload' | 'accountEnding'> & {
    payload: string;
    accountNumber: string | null;
  };
  const toRecord = ({ accountNumber, payload, ...row }: Row): ClaimRecord => ({
    ...row,
    amountAud: Number(row.amountAud),
    accountEnding: accountEnding(accountNumber),
    payload: JSON.parse(payload) as ClaimRecord['payload'],
  });
  const queue = createReviewQueue(handle, now, {
    query: claimQuery,
    statusColumn: 'c.status',
    leadIdOf: (row) => row.leadId,
    toRecord,
  });
  const { findByReference, findByReferenceAndPostcode, list } = queue;

  return {
    findByReference,
    /** The invoice sent with a claim (staff only: the caller checks). */
    ...createLeadFileStore(db),
    /** A claim by its ID, only with the postcode it was made with (else nothing, like an unknown ID). */
    findByReferenceAndPostcode,
    /** Claims for staff, newest first, optionally of one status. */
    list,

    /** The claim ID of a claim under this promotion holding any of these serials. */
    async referenceForSerials(promotion: string, serials: readonly string[]): Promise<string | undefined> {
      const row = await db
        .selectFrom('promotion_claim_serials as s')
        .innerJoin('leads as l', 'l.id', 's.lead_id')
        .select('l.reference')
        .where('s.promotion', '=', promotion)
        .where('s.serial', 'in', [...serials])
        .executeTakeFirst();
      return row?.reference;
    },

    /** Writes the claim's review row, its serials and its invoice inside the lead's transaction. */
    async insertClaim(trx: Transaction<Database>, leadId: number, claim: NewClaim): Promise<void> {
      const timestamp = now();
      await trx
        .insertInto('promotion_claims')
        .values({
          lead_id: leadId,
          promotion: claim.promotion,
          status: 'received',
          status_note: null,
          amount_aud: claim.amountAud,
          account_name: claim.bank.accountName,
          bsb: claim.bank.bsb,
          account_number: claim.bank.accountNumber,
          updated_at: timestamp,
          updated_by: 'website',
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
    },

    /** The serials claimed with a lead. */
    async serialsOf(leadId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('promotion_claim_serials')
        .select('serial')
        .where('lead_id', '=', leadId)
        .orderBy('serial')
        .execute();
      return rows.map((row) => row.serial);
    },

    /**
     * Records staff's decision and mails the claimant in one transaction. A claim is validated
     * before it is approved; a decided claim (approved or rejected) stays decided, and a rejected
     * one frees its serials. Undefined when
     * there is no such claim; 'conflict' when the step is not allowed from where it stands.
     */
    async decide(
      reference: string,
      decision: ClaimDecision,
      actor: string,
      mail: (record: ClaimRecord) => NewNotification | null,
    ): Promise<ClaimRecord | 'conflict' | undefined> {
      return queue.decide<'conflict'>(
        reference,
        actor,
        async (trx, current, timestamp) => {
          const allowed =
            decision.status === 'approved'
              ? current.status === 'validated'
              : current.status === 'received' || current.status === 'validated';
          if (!allowed) return 'conflict' as const;
          const note = decision.status === 'rejected' ? decision.note : null;
          await trx
            .updateTable('promotion_claims')
            .set({ status: decision.status, status_note: note, updated_at: timestamp, updated_by: actor })
            .where('lead_id', '=', current.leadId)
            .execute();
          if (decision.status === 'rejected') {
            // A rejected claim pays nothing and holds no serial: whoever really bought the system
            // (someone claimed it first with another's serials), or the claimant with the right
            // invoice, can claim it.
            await trx.deleteFrom('promotion_claim_serials').where('lead_id', '=', current.leadId).execute();
          }
          const record = toRecord({
            ...current,
            status: decision.status,
            statusNote: note,
            updatedAt: timestamp,
          });
          return { record, leadStatus: leadStatusOf[decision.status], note };
        },
        mail,
      );
    },

    /** Approved claims with their bank details in full, oldest approval first: the payment file. */
    async approvedForPayment(): Promise<ClaimPayment[]> {
      const rows = await db
        .selectFrom('promotion_claims as c')
        .innerJoin('leads as l', 'l.id', 'c.lead_id')
        .select([
          'l.reference',
          'c.promotion',
          'l.name',
          'c.account_name',
          'c.bsb',
          'c.account_number',
          'c.amount_aud',
          'c.updated_at',
        ])
        .where('c.status', '=', 'approved')
        .where('l.erased_at', 'is', null)
        .where('c.bsb', 'is not', null)
        .orderBy('c.updated_at')
        .orderBy('c.lead_id')
        .execute();
      return rows.map((row) => ({
        reference: row.reference,
        promotion: row.promotion,
        name: row.name ?? '',
        accountName: row.account_name ?? '',
        bsb: row.bsb ?? '',
        accountNumber: row.account_number ?? '',
        amountAud: Number(row.amount_aud),
        approvedAt: row.updated_at,
      }));
    },
  };
}

export type ClaimRepository = ReturnType<typeof createClaimRepository>;
