import type { APIRoute } from 'astro';
import { privacyExportRoute } from '#server/privacy/page.ts';

export const prerender = false;

/** GET /privacy/export?ref=&token=&format=pdf|json: an access request's export by its signed, expiring link. */
export const GET: APIRoute = (context) => privacyExportRoute(context);
