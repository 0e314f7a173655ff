import { claimEndpoint } from '#server/portal/claim-endpoint.ts';
import { claimInvoice } from '#server/portal/claim-handlers.ts';

export const prerender = false;

/** GET /api/portal/claims/CC-XXXXXX/invoice (staff): the invoice, as its own type, never as HTML. */
export const GET = claimEndpoint(claimInvoice);
