/**
 * What a form's thank-you page may add to its next steps (each form's module in src/server/forms
 * says what: the claim's status links carry the claim ID, a service request shows its warranty
 * standing, a quote a promotion its product qualifies for), and the claim's links.
 */
import type { Page } from '../schemas/page.ts';
import type { StandingCopy } from './service/standing-copy.ts';

/** What a form adds to its thank-you page, each part optional. */
export interface ThankYouExtras {
  /** Its next steps as the page shows them (the claim's links carrying the claim ID). */
  page?: Page;
  /** A current promotion the product asked about qualifies for. */
  promotion?: { product: string; offer: string; title: string; href: string };
  /** A service request's warranty standing: no charge, the call-out fee, or register now. */
  warranty?: StandingCopy;
}

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
