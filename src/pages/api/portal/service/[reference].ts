import { problem } from '#server/http/problem.ts';
import { portalEndpoint } from '#server/portal/endpoint.ts';
import { serviceDetail } from '#server/portal/service-handlers.ts';

export const prerender = false;

/** GET /api/portal/service/CC-XXXXXX: a service request's warranty standing, visit windows and outcome. */
export const GET = portalEndpoint((input, { params, locals }) =>
  locals.services
    ? serviceDetail(input, locals.services.service, params.reference)
    : Promise.resolve(problem(503, 'Service unavailable', 'The leads store is not available.')),
);
