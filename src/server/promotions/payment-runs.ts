/**
 * Payment runs: the approved claims not paid yet written into one file and marked paid in the same
 * transaction (a claim's bank details leave the database in one run only), each run's file kept
 * sealed for a while and downloadable again by its id, then erased; and the start-up's sealing of
 * bank details kept before they were sealed.
 */
import { randomBytes } from 'node:crypto';
import type { PaymentRunSummary } from '../../lib/portal-api.ts';
import type { ClaimContext } from './context.ts';
import { openedWith } from './records.ts';

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
 * A payment run: the claims fully approved and not paid in a run yet, oldest approval first,
 * written into one file by `write` and marked as paid in this run (by `actor`, now) in the same
 * transaction, so a claim's bank details leave the database in one run only and the next run
 * does not pay it twice. The file is kept, sealed, for `keepDays`, downloadable again by the
 * run's id. Erased claims (no bank details left) are not listed. Undefined when no claim waits.
 */
export async function createPaymentRun(
  context: ClaimContext,
  actor: string,
  write: (payments: ClaimPayment[]) => string,
  keepDays: number,
): Promise<PaymentRun | undefined> {
  await erasePaymentRunsPast(context);
  return context.db.transaction().execute(async (trx) => {
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
      .$if(context.dialect === 'postgres', (query) => query.forUpdate('c'))
      .execute();
    if (rows.length === 0) return undefined;
    const payments = rows.map((row) => ({
      reference: row.reference,
      accountName: row.account_name ?? '',
      bsb: openedWith(context.seal, row.bsb) ?? '',
      accountNumber: openedWith(context.seal, row.account_number) ?? '',
      amountAud: Number(row.amount_aud),
    }));
    const file = write(payments);
    const createdAt = context.clock().toISOString();
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
        file: context.seal.seal(file),
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
}

/** The latest payment runs, newest first (their files not included). */
export async function paymentRuns(context: ClaimContext, limit = 20): Promise<PaymentRunSummary[]> {
  const rows = await context.db
    .selectFrom('payment_runs')
    .select(['id', 'created_at', 'created_by', 'claim_count', 'total_cents', 'available_until', 'file'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  const at = context.clock().toISOString();
  return rows.map(({ file, ...row }) => summaryOf(row, file !== null, at));
}

/** A payment run with its file, while it is kept; undefined for an unknown or expired run. */
export async function paymentRun(context: ClaimContext, id: string): Promise<PaymentRun | undefined> {
  const row = await context.db
    .selectFrom('payment_runs')
    .select(['id', 'created_at', 'created_by', 'claim_count', 'total_cents', 'available_until', 'file'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || row.file === null) return undefined;
  const summary = summaryOf(row, true, context.clock().toISOString());
  return summary.available ? { ...summary, file: context.seal.open(row.file) } : undefined;
}

/** Erases the files of the runs past their keeping time (the run's record stays). */
export async function erasePaymentRunsPast(context: ClaimContext): Promise<number> {
  const result = await context.db
    .updateTable('payment_runs')
    .set({ file: null })
    .where('available_until', '<=', context.clock().toISOString())
    .where('file', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Seals the bank details written before they were sealed (a database from before 0011); run at
 * start-up. The number of claims sealed.
 */
export async function sealPlainBankDetails(context: ClaimContext): Promise<number> {
  const rows = await context.db
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
    await context.db
      .updateTable('promotion_claims')
      .set({
        bsb: row.bsb === null || context.seal.isSealed(row.bsb) ? row.bsb : context.seal.seal(row.bsb),
        account_number:
          row.account_number === null || context.seal.isSealed(row.account_number)
            ? row.account_number
            : context.seal.seal(row.account_number),
      })
      .where('lead_id', '=', row.lead_id)
      .where('bsb', '=', row.bsb)
      .execute();
  }
  return rows.length;
}
