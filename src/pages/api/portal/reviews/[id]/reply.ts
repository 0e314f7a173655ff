import { replyToReview } from '#server/dealers/portal-handlers.ts';
import { portalEndpoint } from '#server/portal/endpoint.ts';

export const prerender = false;

/** POST /api/portal/reviews/{id}/reply `{ reply }`: the reviewed dealer's one public reply. */
export const POST = portalEndpoint(replyToReview);
