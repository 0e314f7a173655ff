/**
 * /my-home/unsubscribe: RFC 8058 one-click unsubscribe (POST, from a mail's List-Unsubscribe header;
 * signed, no cookie) and, for a person who opens the URL, the way to the preferences page (GET).
 */
import type { APIRoute } from 'astro';
import { oneClickRoute } from '#server/mail-preferences/page.ts';
import { privacyPolicyVersion } from '#server/privacy/policy-version.ts';

export const prerender = false;

export const GET: APIRoute = async (context) => oneClickRoute(context, await privacyPolicyVersion());
export const POST: APIRoute = async (context) => oneClickRoute(context, await privacyPolicyVersion());
