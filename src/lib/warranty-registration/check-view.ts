/**
 * What the warranty status page shows, shared by the server that prepares it and the component that
 * draws it: the form's values and errors, and the registration found (or that none was). No runtime
 * imports, so components can use it.
 */
import type { WarrantyReviewStatus } from '../value-lists.ts';

/** Where a registration's review stands, as the owner reads it. */
export type { WarrantyReviewStatus };

export interface WarrantyCheckResult {
  status: WarrantyReviewStatus;
  reference: string;
  /** The product's name and the model number registered. */
  product: string;
  model: string;
  /** What staff need, or why it was declined. */
  note: string | null;
  /** The certificate's address once approved. */
  certificateUrl: string | null;
  /** When the review last changed (YYYY-MM-DD). */
  updatedOn: string;
}

export interface WarrantyCheckView {
  values: { serial?: string; postcode?: string };
  errors: Readonly<Record<string, string>>;
  formError?: string;
  /** After a valid check: the registration, or null when none matches both serial and postcode. */
  result?: WarrantyCheckResult | null;
}
