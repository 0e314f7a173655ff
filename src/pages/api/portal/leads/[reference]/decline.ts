import { portalEndpoint } from '#server/portal/endpoint.ts';
import { declineLead } from '#server/portal/routing-handlers.ts';

export const prerender = false;

/** POST /api/portal/leads/CC-XXXXXX/decline `{ reason, note? }`: passes the lead to the next nearest dealer. */
export const POST = portalEndpoint((input, { params }) => declineLead(input, params.reference));
