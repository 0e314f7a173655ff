import { problem } from '#server/http/problem.ts';
import { portalEndpoint } from '#server/portal/endpoint.ts';
import { recordOutcome } from '#server/portal/service-handlers.ts';

export const prerender = false;

/** POST /api/portal/service/CC-XXXXXX/outcome `{ outcome, note? }`: the agent records the visit; the owner is mailed. */
export const POST = portalEndpoint((input, { params, locals }) =>
  locals.services
    ? recordOutcome(input, locals.services.service, locals.services.settings.siteUrl, params.reference)
    : Promise.resolve(problem(503, 'Service unavailable', 'The leads store is not available.')),
);
