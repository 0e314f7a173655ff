import { portalEndpoint } from '#server/portal/endpoint.ts';
import { privacyStep } from '#server/privacy/staff.ts';

export const prerender = false;

/** POST /api/portal/privacy/{reference} (staff): export, correct, erase, answer a review, or refuse with a reason. */
export const POST = portalEndpoint(async (input, { locals, params }) => {
  if (!locals.services) throw new Error('Privacy requests need the site server');
  return privacyStep(input, locals.services, params.reference ?? '');
});
