import { portalEndpoint } from '#server/portal/endpoint.ts';
import { addNote } from '#server/portal/handlers.ts';

export const prerender = false;

/** POST /api/portal/leads/CC-XXXXXX/notes `{ body }`. */
export const POST = portalEndpoint((input, { params }) => addNote(input, params.reference));
