import { portalEndpoint } from '#server/portal/endpoint.ts';
import { listLeads } from '#server/portal/handlers.ts';

export const prerender = false;

/** GET /api/portal/leads?type&status&from&to&state&postcode&search&page&pageSize */
export const GET = portalEndpoint((input) => listLeads(input));
