import { problem } from '#server/http/problem.ts';
import { portalEndpoint } from '#server/portal/endpoint.ts';
import { servicePhoto } from '#server/portal/service-handlers.ts';

export const prerender = false;

/** GET /api/portal/service/CC-XXXXXX/photo: the owner's photo of the display or unit, never as a page. */
export const GET = portalEndpoint((input, { params, locals }) =>
  locals.services
    ? servicePhoto(input, locals.services.service, params.reference)
    : Promise.resolve(problem(503, 'Service unavailable', 'The leads store is not available.')),
);
