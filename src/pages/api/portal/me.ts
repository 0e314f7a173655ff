import { json } from '#server/http/problem.ts';
import { portalEndpoint } from '#server/portal/endpoint.ts';

export const prerender = false;

/** GET /api/portal/me: who the access token says the caller is. */
export const GET = portalEndpoint(async ({ principal }) => json(principal));
