import { portalEndpoint } from '#server/portal/endpoint.ts';
import { overview } from '#server/portal/handlers.ts';

export const prerender = false;

/** GET /api/portal/overview: lead counts by kind and status (staff only). */
export const GET = portalEndpoint((input) => overview(input));
