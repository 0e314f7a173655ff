import { installsOf } from '#server/installs/site.ts';
import { portalEndpoint } from '#server/portal/endpoint.ts';
import { refrigerantRegisterJson } from '#server/portal/install-lists.ts';

export const prerender = false;

/** GET /api/portal/installs/register?quarter=2027-Q1: the dealer's refrigerant register on screen. */
export const GET = portalEndpoint(async (input, { locals }) => {
  const services = locals.services;
  if (!services) throw new Error('installs need the site server');
  return refrigerantRegisterJson({ input, services, installs: await installsOf(services) });
});
