/**
 * Which copy the thank-you page shows: one page of next steps per lead form (`thank-you-quote`,
 * `thank-you-warranty`, …, in src/content/pages), and the plain `thank-you` page when the lead is
 * not known (no reference, or one the page may not look up). A claim's link to its status page
 * carries the claim ID, as the claim's mail does.
 */
import type { Page } from '../schemas/page.ts';
import type { LeadType } from './value-lists.ts';

export const thankYouPageSlug = (kind: LeadType | undefined): string =>
  kind ? `thank-you-${kind}` : 'thank-you';

const CLAIM_STATUS_PATH = '/promotions/claim-status';

/** The claim status page with the claim ID filled in (the mail's link: src/server/mail/links.ts). */
export const claimStatusPath = (claimId: string): string =>
  `${CLAIM_STATUS_PATH}?${new URLSearchParams({ claimId })}`;

/** The claim's thank-you copy with its links to the claim status page carrying the claim ID. */
export function withClaimId(page: Page, claimId: string): Page {
  return {
    ...page,
    sections: page.sections.map((section) =>
      section.cta?.href === CLAIM_STATUS_PATH
        ? { ...section, cta: { ...section.cta, href: claimStatusPath(claimId) } }
        : section,
    ),
  };
}
