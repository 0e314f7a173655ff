import { portalEndpoint } from '#server/portal/endpoint.ts';
import { acceptLead } from '#server/portal/routing-handlers.ts';

export const prerender = false;

/** POST /api/portal/leads/CC-XXXXXX/accept: the dealer takes the lead on (its users then see the customer). */
export const POST = portalEndpoint((input, { params }) => acceptLead(input, params.reference));
