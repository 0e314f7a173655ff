/**
 * Where each mail leads, as absolute addresses under SITE_URL: straight to its subject. An owner's
 * mail links their own record with its reference and their signed token
 * (src/server/review/owner-link.ts), which opens it on its status page with nothing to type; the
 * postcode is never in a link, so a link whose token has expired shows the form with the reference
 * filled in and the owner types the postcode.
 */
import type { OwnerLinkKind } from '../review/owner-link.ts';
import { certificatePath } from '../warranty/certificate-path.ts';

const at = (siteUrl: string, path: string, query: Record<string, string> = {}) => {
  const url = new URL(path, siteUrl);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.href;
};

export const mailLinks = {
  /** The lead's own page in the portal; login returns to it (src/islands/auth/session.ts). */
  lead: (siteUrl: string, reference: string) => at(siteUrl, '/portal/lead', { ref: reference }),
  /** The claim status page for this claim: its ID and, in the claimant's own mail, their token. */
  claimStatus: (siteUrl: string, reference: string, token?: string) =>
    at(siteUrl, '/promotions/claim-status', { claimId: reference, ...(token ? { token } : {}) }),
  /** The warranty status page opening this registration with the owner's token. */
  warrantyStatus: (siteUrl: string, reference: string, token: string) =>
    at(siteUrl, '/warranty/check', { ref: reference, token }),
  /**
   * The service status page with the reference filled in and, in the owner's own mail, their token:
   * with it they choose or change a visit time without typing their email address.
   */
  serviceStatus: (siteUrl: string, reference: string, token?: string) =>
    at(siteUrl, '/service/status', { ref: reference, ...(token ? { token } : {}) }),
  /** An installation job's page (the technician's checklist, the owner's confirmation) with its signed token. */
  installJob: (
    siteUrl: string,
    path: '/installs/commission' | '/installs/confirm',
    job: string,
    token: string,
  ) => at(siteUrl, path, { job, token }),
  /** The status page of an owner's record of `kind`, opened by their token. */
  ownerStatus: (kind: OwnerLinkKind, siteUrl: string, reference: string, token: string): string =>
    kind === 'service'
      ? mailLinks.serviceStatus(siteUrl, reference, token)
      : kind === 'warranty'
        ? mailLinks.warrantyStatus(siteUrl, reference, token)
        : mailLinks.claimStatus(siteUrl, reference, token),
  /** A dealer's public page: its licences, the site's measured response times, its reviews. */
  dealerPage: (siteUrl: string, dealerId: string) => at(siteUrl, `/dealers/${dealerId}`),
  /** An approved registration's certificate. */
  certificate: (siteUrl: string, token: string) => at(siteUrl, certificatePath(token)),
};
