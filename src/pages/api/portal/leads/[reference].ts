import { portalEndpoint } from '#server/portal/endpoint.ts';
import { leadDetail } from '#server/portal/handlers.ts';

export const prerender = false;

/** GET /api/portal/leads/CC-XXXXXX: the lead, its answers, status history and notes. */
export const GET = portalEndpoint((input, { params }) => leadDetail(input, params.reference));
