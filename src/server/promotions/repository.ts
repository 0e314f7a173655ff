/**
 * Promotion claims in the database, on SQLite and PostgreSQL alike: the review row with the bank
 * details and the claimed serials, written in the lead's own transaction; the claimant's status
 * check by claim ID and postcode; staff's review (validate, approve, reject, mailing the claimant in
 * the same transaction) and the approved claims for payment, the one read of the bank details in
 * full.
 */
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { PaymentRunSummary } from '../../lib/portal-api.ts';
import { clock as serverClock } from '../clock.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { ClaimStatus, Database } from '../db/types.ts';
import type { NewNotification, StoredPayload } from '../leads/store/records.ts';
import { createLeadFileStore, createReviewQueue, insertLeadFile, type LeadUpload } from '../review/queue.ts';
import { type BankSeal, developmentBankSeal } from './bank-seal.ts';

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
  /** Who gave the first of two approvals (a payout above the promotion's threshold); else null. */
  firstApprovedBy: string | null;
  /** The form's payload; `{}` once erased. */
  payload: StoredPayload;
}

export type { PaymentRunSummary };

/** A payment run with its file. */
export interface PaymentRun extends PaymentRunSummary {
  file: string;
}

/** A row of the payment file: what the payment run needs, and nothing else. */
export interface ClaimPayment {
  reference: string;
  accountName: string;
  bsb: string;
  accountNumber: string;
  amountAud: number;
}

export type ClaimDecision =
  | { status: 'validated' }
  | { status: 'approved' }
  | { status: 'rejected'; note: string };

/** Who decides: as the history shows them, and their stable identity (the identity provider's subject). */
export interface ClaimActor {
  name: string;
  sub: string;
}

/** Why a decision is not taken: the step does not follow, or the second approval is the first approver's. */
export type ClaimRefusal = 'conflict' | 'same-approver';

/** The lead status a claim's review stands for: approval and rejection close it. */
const leadStatusOf = {
  received: 'new',
  validated: 'contacted',
  'second-approval': 'contacted',
  approved: 'won',
  rejected: 'lost',
} as const;

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

function summaryOf(
  row: {
    id: string;
    created_at: string;
    created_by: string;
    claim_count: number;
    total_cents: number | string;
    available_until: string;
  },
  hasFile: boolean,
  at: string,
): PaymentRunSummary {
  const availableUntil = new Date(row.available_until).toISOString();
  return {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    createdBy: row.created_by,
    claimCount: Number(row.claim_count),
    totalCents: Number(row.total_cents),
    availableUntil,
    available: hasFile && availableUntil > at,
  };
}

/** A payment run's id: the day it was made and random letters (`PR-20310214-7KQ2M9XD`). */
const paymentRunId = (instant: string) =>
  `PR-${instant.slice(0, 10).replaceAll('-', '')}-${randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * `seal`: the bank details key's (src/server/promotions/bank-seal.ts); the server passes its own,
 * the development key stands in for tools and tests.
 */
export function createClaimRepository(
  handle: DatabaseHandle,
  clock: () => Date = serverClock.now,
  seal: BankSeal = developmentBankSeal(),
) {
  const { db } = handle;
  const now = () => clock().toISOString();
  const opened = (value: string | null) => (value === null ? null : seal.open(value));

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
        'c.first_approved_by as firstApprovedBy',
        'c.first_approver_sub as firstApproverSub',
        'l.payload',
      ]);

  type Row = Omit<ClaimRecord, 'payload' | 'accountEnding'> & {
    payload: string;
    accountNumber: string | null;
    firstApproverSub: string | null;
  };
  const toRecord = ({ accountNumber, payload, firstApproverSub: _sub, ...row }: Row): ClaimRecord => ({
    ...row,
    amountAud: Number(row.amountAud),
    accountEnding: accountEnding(opened(accountNumber)),
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
          bsb: seal.seal(claim.bank.bsb),
          account_number: seal.seal(claim.bank.accountNumber),
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
     * one frees its serials. A claim paying more than `secondApprovalAboveAud` (a server setting, 0 by default: every claim) is approved twice:
     * the first approval moves it to `second-approval` (the claimant is not mailed: nothing changed
     * for them), and only a different staff member (by subject) approves it finally. Undefined
     * when there is no such claim; 'conflict' when the step is not allowed from where it stands;
     * 'same-approver' when the final approval would be the first approver's own.
     */
    async decide(
      reference: string,
      decision: ClaimDecision,
      actor: ClaimActor,
      mail: (record: ClaimRecord) => NewNotification | null,
      rules: { secondApprovalAboveAud: number },
    ): Promise<ClaimRecord | ClaimRefusal | undefined> {
      return queue.decide<ClaimRefusal>(
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
          const record = toRecord({
            ...current,
            status,
            statusNote: note,
            updatedAt: timestamp,
            ...(status === 'second-approval' ? { firstApprovedBy: actor.name } : {}),
          });
          return { record, leadStatus: leadStatusOf[status], note };
        },
        // The first of two approvals changes nothing the claimant sees: no mail.
        (record) => (record.status === 'second-approval' ? null : mail(record)),
      );
    },

    /**
     * A payment run: the claims fully approved and not paid in a run yet, oldest approval first,
     * written into one file by `write` and marked as paid in this run (by `actor`, now) in the same
     * transaction, so a claim's bank details leave the database in one run only and the next run
     * does not pay it twice. The file is kept, sealed, for `keepDays`, downloadable again by the
     * run's id. Erased claims (no bank details left) are not listed. Undefined when no claim waits.
     */
    async createPaymentRun(
      actor: string,
      write: (payments: ClaimPayment[]) => string,
      keepDays: number,
    ): Promise<PaymentRun | undefined> {
      await this.erasePaymentRunsPast();
      return db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('promotion_claims as c')
          .innerJoin('leads as l', 'l.id', 'c.lead_id')
          .select(['c.lead_id', 'l.reference', 'c.account_name', 'c.bsb', 'c.account_number', 'c.amount_aud'])
          .where('c.status', '=', 'approved')
          .where('c.exported_at', 'is', null)
          .where('l.erased_at', 'is', null)
          .where('c.bsb', 'is not', null)
          .orderBy('c.updated_at')
          .orderBy('c.lead_id')
          // Two runs at once: the second waits and then finds these rows paid (SQLite's writes are
          // serial already).
          .$if(handle.dialect === 'postgres', (query) => query.forUpdate('c'))
          .execute();
        if (rows.length === 0) return undefined;
        const payments = rows.map((row) => ({
          reference: row.reference,
          accountName: row.account_name ?? '',
          bsb: opened(row.bsb) ?? '',
          accountNumber: opened(row.account_number) ?? '',
          amountAud: Number(row.amount_aud),
        }));
        const file = write(payments);
        const createdAt = now();
        const id = paymentRunId(createdAt);
        const availableUntil = new Date(Date.parse(createdAt) + keepDays * 86_400_000).toISOString();
        const totalCents = payments.reduce((sum, payment) => sum + Math.round(payment.amountAud * 100), 0);
        await trx
          .insertInto('payment_runs')
          .values({
            id,
            created_at: createdAt,
            created_by: actor,
            claim_count: payments.length,
            total_cents: totalCents,
            file: seal.seal(file),
            available_until: availableUntil,
          })
          .execute();
        await trx
          .updateTable('promotion_claims')
          .set({ exported_at: createdAt, exported_by: actor, payment_run: id })
          .where(
            'lead_id',
            'in',
            rows.map((row) => row.lead_id),
          )
          .where('exported_at', 'is', null)
          .execute();
        return {
          id,
          createdAt,
          createdBy: actor,
          claimCount: payments.length,
          totalCents,
          availableUntil,
          available: true,
          file,
        };
      });
    },

    /** The latest payment runs, newest first (their files not included). */
    async paymentRuns(limit = 20): Promise<PaymentRunSummary[]> {
      const rows = await db
        .selectFrom('payment_runs')
        .select(['id', 'created_at', 'created_by', 'claim_count', 'total_cents', 'available_until', 'file'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      const at = now();
      return rows.map(({ file, ...row }) => summaryOf(row, file !== null, at));
    },

    /** A payment run with its file, while it is kept; undefined for an unknown or expired run. */
    async paymentRun(id: string): Promise<PaymentRun | undefined> {
      const row = await db
        .selectFrom('payment_runs')
        .select(['id', 'created_at', 'created_by', 'claim_count', 'total_cents', 'available_until', 'file'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row || row.file === null) return undefined;
      const summary = summaryOf(row, true, now());
      return summary.available ? { ...summary, file: seal.open(row.file) } : undefined;
    },

    /** Erases the files of the runs past their keeping time (the run's record stays). */
    async erasePaymentRunsPast(): Promise<number> {
      const result = await db
        .updateTable('payment_runs')
        .set({ file: null })
        .where('available_until', '<=', now())
        .where('file', 'is not', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /**
     * Seals the bank details written before they were sealed (a database from before 0011); run at
     * start-up. The number of claims sealed.
     */
    async sealPlainBankDetails(): Promise<number> {
      const rows = await db
        .selectFrom('promotion_claims')
        .select(['lead_id', 'bsb', 'account_number'])
        .where((eb) =>
          eb.or([
            eb.and([eb('bsb', 'is not', null), eb('bsb', 'not like', 'v1:%')]),
            eb.and([eb('account_number', 'is not', null), eb('account_number', 'not like', 'v1:%')]),
          ]),
        )
        .execute();
      for (const row of rows) {
        await db
          .updateTable('promotion_claims')
          .set({
            bsb: row.bsb === null || seal.isSealed(row.bsb) ? row.bsb : seal.seal(row.bsb),
            account_number:
              row.account_number === null || seal.isSealed(row.account_number)
                ? row.account_number
                : seal.seal(row.account_number),
          })
          .where('lead_id', '=', row.lead_id)
          .where('bsb', '=', row.bsb)
          .execute();
      }
      return rows.length;
    },
  };
}

export type ClaimRepository = ReturnType<typeof createClaimRepository>;
