import { warrantyEndpoint } from '#server/portal/warranty-endpoint.ts';
import { warrantyRelease } from '#server/portal/warranty-handlers.ts';

export const prerender = false;

/**
 * POST /api/portal/warranty/CC-XXXXXX/release (staff): frees a registration's serial numbers for
 * their rightful owner (someone else registered them first), with staff's note.
 */
export const POST = warrantyEndpoint(warrantyRelease);
