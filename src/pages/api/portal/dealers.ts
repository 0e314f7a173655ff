import { portalEndpoint } from '#server/portal/endpoint.ts';
import { dealerTable } from '#server/portal/routing-handlers.ts';

export const prerender = false;

/** GET /api/portal/dealers (staff): received, accepted, declined, timed out, median time to accept, waiting. */
export const GET = portalEndpoint((input) => dealerTable(input));
