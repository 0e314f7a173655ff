import { warrantyEndpoint } from '#server/portal/warranty-endpoint.ts';
import { warrantyProof } from '#server/portal/warranty-handlers.ts';

export const prerender = false;

/** GET /api/portal/warranty/CC-XXXXXX/proof (staff): the proof of purchase, as its own type, never as HTML. */
export const GET = warrantyEndpoint(warrantyProof);
