import { claimEndpoint } from '#server/portal/claim-endpoint.ts';
import { approvedClaimsCsv } from '#server/portal/claim-handlers.ts';

export const prerender = false;

/** GET /api/portal/claims/approved.csv (staff): approved claims with bank details, for payment. */
export const GET = claimEndpoint((input) => approvedClaimsCsv(input));
