import { installsOf } from '#server/installs/site.ts';
import { portalEndpoint } from '#server/portal/endpoint.ts';
import { bookInstall, installOfLead } from '#server/portal/install-handlers.ts';

export const prerender = false;

/** GET /api/portal/installs?lead=CC-XXXXXX: the lead's installation job with the technician's link, or null. */
export const GET = portalEndpoint(async (input, { locals }) => {
  const services = locals.services;
  if (!services) throw new Error('installs need the site server');
  return installOfLead({ input, services, installs: await installsOf(services) });
});

/** POST /api/portal/installs: the lead's dealer books the installation of a won quote. */
export const POST = portalEndpoint(async (input, { locals }) => {
  const services = locals.services;
  if (!services) throw new Error('installs need the site server');
  return bookInstall({ input, services, installs: await installsOf(services) });
});
