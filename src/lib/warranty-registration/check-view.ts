/**
 * What the warranty status page shows, shared by the server that prepares it and the component that
 * draws it: the form's values and errors, and the registration found (or that none was). No runtime
 * imports, so components can use it.
 */
import type { WarrantyReviewStatus } from '../value-lists.ts';

/** Where a registration's review stands, as the owner reads it. */
export type { WarrantyReviewStatus };

/**
 * A registration as the check shows it. The serial is on the units, visible from the street, and
 * the postcode is public too, so those two give only where the review stands; what the owner's
 * registration holds (its reference, our notes to them, the certificate with their name) needs the
 * email address it was made with as well.
 */
export interface WarrantyCheckResult {
  status: WarrantyReviewStatus;
  /** The product's name and the model number registered. */
  product: string;
  model: string;
  /** The product's owner's guide (PDF), when the product is in the catalogue. */
  ownersGuideUrl: string | null;
  /** When the review last changed (YYYY-MM-DD). */
  updatedOn: string;
  /** For whoever also gave the registration's email address; null otherwise. */
  owner: WarrantyOwnerView | null;
}

/** What only the owner sees. */
export interface WarrantyOwnerView {
  reference: string;
  /** What staff need, or why it was declined. */
  note: string | null;
  /** The certificate's address once approved. */
  certificateUrl: string | null;
}

export interface WarrantyCheckView {
  values: { serial?: string; postcode?: string; email?: string };
  errors: Readonly<Record<string, string>>;
  formError?: string;
  /** Why the link the page was opened with did not open the record (expired, altered). */
  linkNotice?: string;
  /**
   * After a valid check: the registration, or null when none matches both serial and postcode (and
   * the email address, when one was given).
   */
  result?: WarrantyCheckResult | null;
}
