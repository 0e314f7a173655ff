import { portalEndpoint } from '#server/portal/endpoint.ts';
import { changeStatus } from '#server/portal/handlers.ts';

export const prerender = false;

/** POST /api/portal/leads/CC-XXXXXX/status `{ status, note? }`: recorded with who and when. */
export const POST = portalEndpoint((input, { params }) => changeStatus(input, params.reference));
