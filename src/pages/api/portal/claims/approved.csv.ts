import { claimEndpoint } from '#server/portal/claim-endpoint.ts';
import { approvedClaimsCsv } from '#server/portal/claim-handlers.ts';

export const prerender = false;

/**
 * POST /api/portal/claims/approved.csv (staff): the payment file of the claims fully approved and
 * not exported yet, which it marks exported (so a GET, which must change nothing, is not answered).
 */
export const POST = claimEndpoint((input) => approvedClaimsCsv(input));
