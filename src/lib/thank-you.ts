/**
 * Which copy the thank-you page shows: one page of next steps per lead form (`thank-you-quote`,
 * `thank-you-warranty`, …, in src/content/pages), and the plain `thank-you` page when the lead is
 * not known (no reference, or one the page may not look up).
 */
import type { LeadType } from './value-lists.ts';

export const thankYouPageSlug = (kind: LeadType | undefined): string =>
  kind ? `thank-you-${kind}` : 'thank-you';
