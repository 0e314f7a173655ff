import { portalEndpoint } from '../../../server/portal/endpoint';
import { exportLeads } from '../../../server/portal/handlers';

export const prerender = false;

/** GET /api/portal/leads.csv with the list's filters: every matching lead as CSV. */
export const GET = portalEndpoint((input) => exportLeads(input));
