/**
 * The claim's thank-you page: its link to the claim status page carries the claim ID, as the
 * claim's mail does. (Which copy the thank-you page shows is each form's `thankYouPage`, in its
 * module in src/server/forms.)
 */
import type { Page } from '../schemas/page.ts';

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
