import { portalEndpoint } from '#server/portal/endpoint.ts';
import { reassignLead } from '#server/portal/routing-handlers.ts';

export const prerender = false;

/** POST /api/portal/leads/CC-XXXXXX/reassign `{ dealer }` (staff): gives the lead to any dealer. */
export const POST = portalEndpoint((input, { params }) => reassignLead(input, params.reference));
