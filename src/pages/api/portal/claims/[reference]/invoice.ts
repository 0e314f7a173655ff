import { claimEndpoint } from '../../../../../server/portal/claim-endpoint';
import { claimInvoice } from '../../../../../server/portal/claim-handlers';

export const prerender = false;

/** GET /api/portal/claims/CC-XXXXXX/invoice (staff): the invoice, as its own type, never as HTML. */
export const GET = claimEndpoint(claimInvoice);
