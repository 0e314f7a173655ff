/**
 * A promotion claim as the code reads it: the records and decisions' types, the one query that
 * reads a claim joined to its lead (its account number opened from its seal), and the serial
 * conflict that makes a serial claimable once per promotion.
 */
import type { Transaction } from 'kysely';
import type { ClaimStatus, Database } from '../db/types.ts';
import type { StoredPayload } from '../leads/store/records.ts';
import type { LeadUpload } from '../review/queue.ts';
import type { BankSeal } from './bank-seal.ts';

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
  payload: StoredPayload;
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
export const leadStatusOf = {
  received: 'new',
  validated: 'contacted',
  'second-approval': 'contacted',
  approved: 'won',
  rejected: 'lost',
} as const;

export function isClaimSerialConflict(error: unknown): boolean {
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

/** A sealed value opened, or null. */
export const openedWith = (seal: BankSeal, value: string | null) =>
  value === null ? null : seal.open(value);

/** Claims joined to their leads (aliased `l`), as the review queue reads them. */
export const claimQuery = (executor: Pick<Transaction<Database>, 'selectFrom'>) =>
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

export type ClaimRow = Omit<ClaimRecord, 'payload' | 'accountEnding'> & {
  payload: string;
  accountNumber: string | null;
  firstApproverSub: string | null;
};

/** A claim's row as its record: the account number only by its last digits. */
export const toRecord = (
  { accountNumber, payload, firstApproverSub: _sub, ...row }: ClaimRow,
  seal: BankSeal,
): ClaimRecord => ({
  ...row,
  amountAud: Number(row.amountAud),
  accountEnding: accountEnding(openedWith(seal, accountNumber)),
  payload: JSON.parse(payload) as ClaimRecord['payload'],
});
