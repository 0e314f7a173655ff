/**
 * GET /api/rebates/rules.json: every rebate rule the planner applies, with its dates, source,
 * instrument version, clause and last check, plus the planner's tariffs. Made at build (the rules
 * are content), so the service worker can keep it for the planner offline; `stale` marks rules whose
 * check is older than the settings allow on the build's day, for staff to re-read.
 */
import type { APIRoute } from 'astro';
import { rulesDocument } from '#lib/server-only/rebates.ts';
import { clock } from '#server/clock.ts';

export const prerender = true;

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(await rulesDocument(clock.today())), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
