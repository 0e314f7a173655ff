import { clock } from '#server/clock.ts';
import { portalEndpoint } from '#server/portal/endpoint.ts';
import { reassignLead } from '#server/portal/routing-handlers.ts';
import { ownerLinkExpiry } from '#server/review/owner-link.ts';

export const prerender = false;

/**
 * POST /api/portal/leads/CC-XXXXXX/reassign `{ dealer, reason }` (staff): gives the lead to any
 * dealer; a service request's owner is mailed a link of the request's new version.
 */
export const POST = portalEndpoint(async (input, { params, locals }) => {
  const links = locals.services ? await locals.services.service.ownerLinks() : undefined;
  const ownerToken = links
    ? (reference: string, version: number) =>
        links.issue(reference, version, ownerLinkExpiry([], clock.now()))
    : undefined;
  return reassignLead(input, params.reference, ownerToken);
});
