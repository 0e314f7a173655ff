import { warrantyEndpoint } from '#server/portal/warranty-endpoint.ts';
import { warrantyDetail } from '#server/portal/warranty-handlers.ts';

export const prerender = false;

/** GET /api/portal/warranty/CC-XXXXXX (staff): the registration, its serials and its proof's details. */
export const GET = warrantyEndpoint(warrantyDetail);
