import { portalEndpoint } from '#server/portal/endpoint.ts';
import { dealerQueue } from '#server/portal/routing-handlers.ts';

export const prerender = false;

/** GET /api/portal/queue: a dealer's waiting leads (time left in each window) and accepted ones. */
export const GET = portalEndpoint((input) => dealerQueue(input));
