import { warrantyEndpoint } from '#server/portal/warranty-endpoint.ts';
import { warrantyDecision } from '#server/portal/warranty-handlers.ts';

export const prerender = false;

/** POST /api/portal/warranty/CC-XXXXXX/decision (staff): approve, ask for information, or decline. */
export const POST = warrantyEndpoint(warrantyDecision);
