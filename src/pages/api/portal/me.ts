import { json } from '#server/http/problem.ts';
import { portalEndpoint } from '#server/portal/endpoint.ts';

export const prerender = false;

/**
 * GET /api/portal/me: who the access token says the caller is, and the organisation they work for
 * by name (their dealer's, or Cirrus Climate for staff), for the portal's navigation.
 */
export const GET = portalEndpoint(async ({ principal, routing }) =>
  json({
    ...principal,
    organisationName: principal.dealerId
      ? (routing.dealer(principal.dealerId)?.name ?? principal.dealerId)
      : 'Cirrus Climate',
  }),
);
