import { portalEndpoint } from '#server/portal/endpoint.ts';
import { privacyQueue } from '#server/privacy/staff.ts';

export const prerender = false;

/** GET /api/portal/privacy (staff): privacy requests with their 30-day clocks and audit logs. */
export const GET = portalEndpoint(async (input, { locals }) => {
  if (!locals.services) throw new Error('Privacy requests need the site server');
  return privacyQueue(input, locals.services);
});
