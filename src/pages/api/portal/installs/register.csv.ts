import { installsOf } from '#server/installs/site.ts';
import { portalEndpoint } from '#server/portal/endpoint.ts';
import { refrigerantRegisterCsv } from '#server/portal/install-handlers.ts';

export const prerender = false;

/** GET /api/portal/installs/register.csv?quarter=2027-Q1: the dealer's refrigerant register as CSV. */
export const GET = portalEndpoint(async (input, { locals }) => {
  const services = locals.services;
  if (!services) throw new Error('installs need the site server');
  return refrigerantRegisterCsv({ input, services, installs: await installsOf(services) });
});
