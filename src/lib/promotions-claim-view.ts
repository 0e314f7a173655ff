/**
 * What the claim status page shows, shared by the server that prepares it and the component that
 * draws it. No runtime imports.
 */
import type { ClaimReviewStatus } from './value-lists.ts';

export type { ClaimReviewStatus };

export interface ClaimStatusResult {
  status: ClaimReviewStatus;
  reference: string;
  promotion: string;
  amountAud: number;
  /** The account paid into, by its last digits. */
  accountEnding: string | null;
  /** Why it was rejected. */
  note: string | null;
  updatedOn: string;
}

export interface ClaimStatusView {
  values: { claimId?: string; postcode?: string };
  errors: Readonly<Record<string, string>>;
  formError?: string;
  /** Why the link the page was opened with did not open the record (expired, altered). */
  linkNotice?: string;
  /** After a valid check: the claim, or null when none has that ID and postcode. */
  result?: ClaimStatusResult | null;
}
