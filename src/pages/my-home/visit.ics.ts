/**
 * GET /my-home/visit.ics?ref=: the signed-in owner's booked service visit as a calendar file, the
 * same event their booking mail carried. Another owner's request, or none booked: 404.
 */
import type { APIRoute } from 'astro';
import { visitFileRoute } from '#server/my-home/page.ts';

export const prerender = false;

export const GET: APIRoute = (context) => visitFileRoute(context);
