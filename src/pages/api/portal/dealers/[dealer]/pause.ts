import { portalEndpoint } from '../../../../../server/portal/endpoint';
import { pauseDealer } from '../../../../../server/portal/routing-handlers';

export const prerender = false;

/** POST /api/portal/dealers/{id}/pause `{ paused }` (staff): pause or resume a dealer. */
export const POST = portalEndpoint((input, { params }) => pauseDealer(input, params.dealer));
