/**
 * A lead form's own work beyond storing the lead, for forms that need more than their schema: the
 * file they take, a check for an earlier record the post repeats, and rows written in the lead's
 * transaction. The warranty registration's lives in src/server/warranty/intake.ts.
 */
import type { Transaction } from 'kysely';
import type { FieldErrors } from '../../lib/lead-forms/form-view.ts';
import type { Database } from '../db/types.ts';
import type { UploadedFile } from '../uploads/multipart.ts';

export interface LeadIntake<Accepted = unknown> {
  /** Checks the posted files by content; `accepted` is what `afterInsert` stores. */
  checkFiles(files: ReadonlyMap<string, UploadedFile>): Promise<{ errors: FieldErrors; accepted?: Accepted }>;
  /**
   * An earlier record the valid submission repeats (e.g. a serial already registered): its reference,
   * for the log only. The answer to a repeat is `repeatError`, never this: the earlier record may be
   * someone else's.
   */
  existingReference(payload: Record<string, unknown>): Promise<string | undefined>;
  /** Written inside the lead's transaction, after the lead. */
  afterInsert(
    trx: Transaction<Database>,
    stored: { id: number; reference: string },
    payload: Record<string, unknown>,
    accepted: Accepted,
  ): Promise<void>;
  /** True for an error of `afterInsert` that means the record exists meanwhile (then looked up again). */
  isDuplicate(error: unknown): boolean;
  /**
   * The refusal of a repeat: beside which field, and in what words. It says that the system is
   * already registered or claimed and how to reach us, and nothing the earlier record holds (no
   * reference, claim ID or name): whoever repeats a serial may not be its owner.
   */
  repeatError(): { field: string; message: string };
  /** The payload as stored and mailed, when it differs from what was posted (bank details left out). */
  storedPayload?(payload: Record<string, unknown>): Record<string, unknown>;
}
