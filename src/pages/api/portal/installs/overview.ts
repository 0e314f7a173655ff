import { installsOf } from '#server/installs/site.ts';
import { portalEndpoint } from '#server/portal/endpoint.ts';
import { installsOverview } from '#server/portal/install-lists.ts';

export const prerender = false;

/** GET /api/portal/installs/overview: a dealer's jobs; for staff, the jobs across dealers to act on. */
export const GET = portalEndpoint(async (input, { locals }) => {
  const services = locals.services;
  if (!services) throw new Error('installs need the site server');
  return installsOverview({ input, services, installs: await installsOf(services) });
});
