import { portalEndpoint } from '../../../server/portal/endpoint';
import { listLeads } from '../../../server/portal/handlers';

export const prerender = false;

/** GET /api/portal/leads?type&status&from&to&state&postcode&search&page&pageSize */
export const GET = portalEndpoint((input) => listLeads(input));
