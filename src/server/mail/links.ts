/**
 * Where each mail leads, as absolute addresses under SITE_URL: straight to its subject. Owners'
 * links fill in the identifier the status page asks for, never the postcode (the owner types it,
 * which keeps a forwarded mail from opening the answer by itself).
 */
import { certificatePath } from '../warranty/certificate-path.ts';

const at = (siteUrl: string, path: string, query: Record<string, string> = {}) => {
  const url = new URL(path, siteUrl);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.href;
};

export const mailLinks = {
  /** The lead's own page in the portal; login returns to it (src/islands/auth/session.ts). */
  lead: (siteUrl: string, reference: string) => at(siteUrl, '/portal/lead', { ref: reference }),
  /** The claim status page with the claim ID filled in. */
  claimStatus: (siteUrl: string, reference: string) =>
    at(siteUrl, '/promotions/claim-status', { claimId: reference }),
  /** The warranty status page with the serial filled in (the page finds a system by serial). */
  warrantyStatus: (siteUrl: string, serial: string | undefined) =>
    at(siteUrl, '/warranty/check', serial ? { serial } : {}),
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
  /** An approved registration's certificate. */
  certificate: (siteUrl: string, token: string) => at(siteUrl, certificatePath(token)),
};
