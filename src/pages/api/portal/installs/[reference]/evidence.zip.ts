import { installsOf } from '#server/installs/site.ts';
import { portalEndpoint } from '#server/portal/endpoint.ts';
import { evidenceOfJob } from '#server/portal/install-handlers.ts';

export const prerender = false;

/** GET /api/portal/installs/CJ-XXXXXX/evidence.zip: the job's original photos with their manifest. */
export const GET = portalEndpoint(async (input, { locals, params }) => {
  const services = locals.services;
  if (!services) throw new Error('installs need the site server');
  return evidenceOfJob({ input, services, installs: await installsOf(services) }, params.reference);
});
