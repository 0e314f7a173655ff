import { claimEndpoint } from '#server/portal/claim-endpoint.ts';
import { claimDetail } from '#server/portal/claim-handlers.ts';

export const prerender = false;

/** GET /api/portal/claims/CC-XXXXXX (staff): the claim, its answers, serials and invoice's details. */
export const GET = claimEndpoint(claimDetail);
