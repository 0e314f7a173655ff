/**
 * Staff's list of rebate rules to check: every rule never checked against its source (`lastVerified`
 * null, listed first) or whose `lastVerified` is older than the planner settings' `staleAfterDays`
 * on the server's clock, with its scheme, state, last check and source, oldest check next. Staff only (the same permission as the team overview, whose screen
 * shows it); a dealer's user gets 403, an anonymous caller 401 from the endpoint's gate.
 */
import type { StaleRulesResponse } from '../../lib/portal-api.ts';
import { byOldestCheck, isStale } from '../../lib/rebates/plan.ts';
import type { RebateRule, RebateSettings } from '../../schemas/rebate.ts';
import { clock } from '../clock.ts';
import { json } from '../http/problem.ts';
import { denied, type PortalRequest } from './handlers.ts';

export async function staleRebateRules(
  input: Pick<PortalRequest, 'principal'>,
  rules: readonly RebateRule[],
  settings: Pick<RebateSettings, 'staleAfterDays'>,
): Promise<Response> {
  const refused = denied(input.principal, 'overview:read');
  if (refused) return refused;
  const today = clock.today();
  const stale = rules
    .filter((rule) => isStale(rule, today, settings.staleAfterDays))
    .sort(byOldestCheck)
    .map((rule) => ({
      id: rule.id,
      scheme: rule.scheme,
      state: rule.state,
      lastVerified: rule.lastVerified,
      source: rule.source,
    }));
  const body: StaleRulesResponse = { today, staleAfterDays: settings.staleAfterDays, stale };
  return json(body);
}
