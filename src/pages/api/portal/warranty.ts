import { warrantyEndpoint } from '#server/portal/warranty-endpoint.ts';
import { warrantyList } from '#server/portal/warranty-handlers.ts';

export const prerender = false;

/** GET /api/portal/warranty?status= (staff): warranty registrations to review, newest first. */
export const GET = warrantyEndpoint((input) => warrantyList(input));
