import { installsOf } from '#server/installs/site.ts';
import { portalEndpoint } from '#server/portal/endpoint.ts';
import { installableProducts } from '#server/portal/install-lists.ts';

export const prerender = false;

/** GET /api/portal/installs/products: the systems a job may install, for the booking form. */
export const GET = portalEndpoint(async (input, { locals }) => {
  const services = locals.services;
  if (!services) throw new Error('installs need the site server');
  return installableProducts({ input, services, installs: await installsOf(services) });
});
