import { inviteReviewSample } from '#server/dealers/portal-handlers.ts';
import { portalEndpoint } from '#server/portal/endpoint.ts';

export const prerender = false;

/** POST /api/portal/dealers/{id}/review-sample `{ count }` (staff): invites a random sample of recent jobs. */
export const POST = portalEndpoint(inviteReviewSample);
