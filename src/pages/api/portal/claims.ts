import { claimEndpoint } from '#server/portal/claim-endpoint.ts';
import { claimList } from '#server/portal/claim-handlers.ts';

export const prerender = false;

/** GET /api/portal/claims?status= (staff): promotion claims, newest first. */
export const GET = claimEndpoint((input) => claimList(input));
