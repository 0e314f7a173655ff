/**
 * A warranty registration as the code reads it: the records and decisions' types, the one query that
 * reads a registration joined to its lead, and the serial conflict that makes a serial registrable
 * once.
 */
import type { Transaction } from 'kysely';
import type { Database, WarrantyStatus } from '../db/types.ts';
import type { StoredPayload } from '../leads/store/records.ts';
import type { LeadUpload } from '../review/queue.ts';

/** What the registration form's transaction writes beside the lead. */
export interface NewRegistration {
  model: string;
  productSlug: string;
  dealerId: string | null;
  serials: { indoor: string; outdoor?: string };
  file: LeadUpload;
}

/** A registration as the owner's status check and the certificate see it. */
export interface RegistrationRecord {
  leadId: number;
  reference: string;
  status: WarrantyStatus;
  statusNote: string | null;
  model: string;
  productSlug: string;
  dealerId: string | null;
  certificateToken: string | null;
  approvedAt: string | null;
  createdAt: string;
  updatedAt: string;
  postcode: string | null;
  /** The form's payload; `{}` once erased. */
  payload: StoredPayload;
}

/** A staff decision: approval, a request for information, or a decline with its reason. */
export type WarrantyDecision =
  | { status: 'approved' }
  | { status: 'info-needed'; note: string }
  | { status: 'declined'; note: string };

/** The lead status a registration's review stands for: a decision closes it, a question keeps it open. */
export const leadStatusOf = {
  received: 'new',
  'info-needed': 'contacted',
  approved: 'won',
  declined: 'lost',
} as const;

/** A serial already registered (the primary key refused it), found by the row it collided with. */
export class SerialTakenError extends Error {
  override readonly name = 'SerialTakenError';
}

export function isSerialConflict(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const details = error as Error & { code?: string; table?: string; constraint?: string };
  if (details.code === '23505')
    return (details.constraint ?? details.table ?? '').includes('warranty_serials');
  return /UNIQUE constraint failed: warranty_serials\./.test(error.message);
}

/**
 * True for a serial already registered. By name, not class: the pages are bundled with their own
 * copy of this module, and the repository they are handed is the server's.
 */
export const isSerialTaken = (error: unknown) =>
  (error instanceof Error && error.name === 'SerialTakenError') || isSerialConflict(error);

/** Registrations joined to their leads (aliased `l`), as the review queue reads them. */
export const registrationQuery = (executor: Pick<Transaction<Database>, 'selectFrom'>) =>
  executor
    .selectFrom('warranty_registrations as w')
    .innerJoin('leads as l', 'l.id', 'w.lead_id')
    .select([
      'w.lead_id as leadId',
      'l.reference',
      'w.status',
      'w.status_note as statusNote',
      'w.model',
      'w.product_slug as productSlug',
      'w.dealer_id as dealerId',
      'w.certificate_token as certificateToken',
      'w.approved_at as approvedAt',
      'l.created_at as createdAt',
      'w.updated_at as updatedAt',
      'l.postcode',
      'l.payload',
    ]);

/** A registration's row as its record, its payload parsed. */
export const toRecord = (
  row: Omit<RegistrationRecord, 'payload'> & { payload: string },
): RegistrationRecord => ({
  ...row,
  payload: JSON.parse(row.payload) as RegistrationRecord['payload'],
});
