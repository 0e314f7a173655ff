import { onDemandPictures } from '#lib/server-only/images/on-demand-pictures.ts';
import { staffHomeLook } from '#server/my-home/staff.ts';
import { portalEndpoint } from '#server/portal/endpoint.ts';

export const prerender = false;

/** GET /api/portal/owners/home?email= (staff): the owner's My home as they see it, read-only; the look is logged. */
export const GET = portalEndpoint(async (input, { locals }) => {
  const services = locals.services;
  if (!services) throw new Error('My home needs the site server');
  return staffHomeLook(input, services, (await onDemandPictures(locals)).products);
});
