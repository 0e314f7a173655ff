import { listReviews } from '#server/dealers/portal-handlers.ts';
import { portalEndpoint } from '#server/portal/endpoint.ts';

export const prerender = false;

/** GET /api/portal/reviews: the caller's dealer's reviews (staff: `?dealer=`, or every dealer's). */
export const GET = portalEndpoint(listReviews);
