import { portalEndpoint } from '../../../server/portal/endpoint';
import { dealerTable } from '../../../server/portal/routing-handlers';

export const prerender = false;

/** GET /api/portal/dealers (staff): received, accepted, declined, timed out, median time to accept, waiting. */
export const GET = portalEndpoint((input) => dealerTable(input));
