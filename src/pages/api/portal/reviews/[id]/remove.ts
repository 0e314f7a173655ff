import { removeReview } from '#server/dealers/portal-handlers.ts';
import { portalEndpoint } from '#server/portal/endpoint.ts';

export const prerender = false;

/** POST /api/portal/reviews/{id}/remove `{ reason }` (staff): removal for a published reason. */
export const POST = portalEndpoint(removeReview);
