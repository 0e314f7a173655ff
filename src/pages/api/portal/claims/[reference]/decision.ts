import { claimEndpoint } from '#server/portal/claim-endpoint.ts';
import { claimDecision } from '#server/portal/claim-handlers.ts';

export const prerender = false;

/** POST /api/portal/claims/CC-XXXXXX/decision (staff): validate, approve or reject with a reason. */
export const POST = claimEndpoint(claimDecision);
