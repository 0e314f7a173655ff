import { installsOf } from '#server/installs/site.ts';
import { portalEndpoint } from '#server/portal/endpoint.ts';
import { evidencePdfOfJob } from '#server/portal/install-evidence.ts';

export const prerender = false;

/** GET /api/portal/installs/CJ-XXXXXX/evidence.pdf: the job's evidence pack for the certificate provider. */
export const GET = portalEndpoint(async (input, { locals, params }) => {
  const services = locals.services;
  if (!services) throw new Error('installs need the site server');
  return evidencePdfOfJob({ input, services, installs: await installsOf(services) }, params.reference);
});
