import { portalEndpoint } from '#server/portal/endpoint.ts';
import { exportLeads } from '#server/portal/handlers.ts';

export const prerender = false;

/** GET /api/portal/leads.csv with the list's filters: every matching lead as CSV. */
export const GET = portalEndpoint((input) => exportLeads(input));
