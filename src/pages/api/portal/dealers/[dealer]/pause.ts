import { portalEndpoint } from '#server/portal/endpoint.ts';
import { pauseDealer } from '#server/portal/routing-handlers.ts';

export const prerender = false;

/** POST /api/portal/dealers/{id}/pause `{ paused }` (staff): pause or resume a dealer. */
export const POST = portalEndpoint((input, { params }) => pauseDealer(input, params.dealer));
