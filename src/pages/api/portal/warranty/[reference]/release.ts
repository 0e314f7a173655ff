import { buildConfig } from 'virtual:cirrus/build';
import { warrantyEndpoint } from '../../../../../server/portal/warranty-endpoint';
import { warrantyRelease } from '../../../../../server/portal/warranty-handlers';

export const prerender = false;

/**
 * POST /api/portal/warranty/CC-XXXXXX/release (staff): frees a registration's serial numbers for
 * their rightful owner (someone else registered them first), with staff's note.
 */
export const POST = warrantyEndpoint(warrantyRelease, buildConfig.siteUrl);
