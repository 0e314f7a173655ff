import { getRebateRules, getRebateSettings } from '#lib/server-only/rebates.ts';
import { portalEndpoint } from '#server/portal/endpoint.ts';
import { staleRebateRules } from '#server/portal/rebate-handlers.ts';

export const prerender = false;

/** GET /api/portal/rebate-rules: the rebate rules whose last check is too old (staff only). */
export const GET = portalEndpoint(async (input) =>
  staleRebateRules(input, await getRebateRules(), await getRebateSettings()),
);
