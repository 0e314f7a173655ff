import { portalEndpoint } from '#server/portal/endpoint.ts';
import { reassignCandidates } from '#server/portal/routing-handlers.ts';

export const prerender = false;

/** GET /api/portal/leads/CC-XXXXXX/candidates (staff): the dealers to reassign to, nearest first. */
export const GET = portalEndpoint((input, { params }) => reassignCandidates(input, params.reference));
