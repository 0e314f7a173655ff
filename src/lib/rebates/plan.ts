/**
 * The planner's whole answer for one set of answers and one product: a card per scheme in the
 * state, the running-cost change, the net upfront cost and the simple payback. Pure (no Node, no
 * packages): the server renders it for the form post and the island runs it on every change.
 * A rule outside its dates on `today` (the caller's clock) is never applied.
 */

import type { RebateRule, RebateSettings } from '../../schemas/rebate.ts';
import { longDate } from '../australian-dates.ts';
import { decisionsMade } from '../privacy/automated-decisions.ts';
import { essZoneOf, evaluateEss } from './nsw-ess.ts';
import { evaluatePdrs } from './nsw-pdrs.ts';
import { compareRunningCosts, type Tariffs } from './running.ts';
import { evaluateAct, evaluateNone, evaluateVeu, evaluateVicUpgrade } from './state-schemes.ts';
import type { Plan, PlanInput, PlannerProduct, SchemeResult } from './types.ts';

/** The planner estimates rebates and running costs by fixed rules: the privacy policy names it. */
export const automatedDecisions = decisionsMade('rebate-estimate');

/** Whether a rule is in force on a day (YYYY-MM-DD; ISO dates compare as text). */
export function ruleInForce(rule: RebateRule, today: string): boolean {
  return rule.validFrom <= today && (rule.validTo === null || today <= rule.validTo);
}

/** The rules that apply in a state today. */
export function rulesInForce(rules: readonly RebateRule[], state: string, today: string): RebateRule[] {
  return rules.filter((rule) => rule.state === state && ruleInForce(rule, today));
}

/** Rules of a state whose end has passed and that say what replaced them: shown as closed. */
export function closedRules(rules: readonly RebateRule[], state: string, today: string): RebateRule[] {
  return rules.filter(
    (rule) =>
      rule.state === state && rule.validTo !== null && rule.validTo < today && rule.replacedBy !== null,
  );
}

/** A closed program's card: never a value, and what to do instead. */
function closedCard(rule: RebateRule): SchemeResult {
  const closedOn = rule.validTo ? longDate(rule.validTo) : '';
  return {
    rule,
    status: 'closed',
    failed: [],
    toConfirm: [],
    value: null,
    valueSays:
      `Closed: this program took no applications after ${closedOn}, so it cannot be claimed. ${rule.replacedBy?.says ?? ''}`.trim(),
    stacking: [],
    working: [],
  };
}

/**
 * Whether a rule is listed for staff to check: never checked against its source (`lastVerified`
 * null), or last checked longer ago than the settings allow.
 */
export function isStale(
  rule: Pick<RebateRule, 'lastVerified'>,
  today: string,
  staleAfterDays: number,
): boolean {
  if (rule.lastVerified === null) return true;
  const days = (Date.parse(today) - Date.parse(rule.lastVerified)) / 86_400_000;
  return days > staleAfterDays;
}

/**
 * Staff's order for rules to check: never checked first, then the oldest check, then by id. ISO dates
 * compare as text.
 */
export function byOldestCheck(
  a: Pick<RebateRule, 'lastVerified' | 'id'>,
  b: Pick<RebateRule, 'lastVerified' | 'id'>,
): number {
  if (a.lastVerified !== b.lastVerified) {
    if (a.lastVerified === null) return -1;
    if (b.lastVerified === null) return 1;
    return a.lastVerified.localeCompare(b.lastVerified);
  }
  return a.id.localeCompare(b.id);
}

export function planFor(input: PlanInput): Plan {
  const { answers, product, settings, state, tables, today } = input;
  const rules = rulesInForce(input.rules, state, today);
  // The NSW schemes count hours by their own zone table; elsewhere the energy label's zone applies.
  const zone = state === 'NSW' ? essZoneOf(tables, answers.postcode) : input.labelZone;

  const schemes: SchemeResult[] = rules.map((rule): SchemeResult => {
    switch (rule.calculation) {
      case 'nsw-ess-d16':
        return evaluateEss(rule, tables, answers, product);
      case 'nsw-pdrs-hvac1':
        return evaluatePdrs(rule, tables, answers, product);
      case 'vic-veu-space-conditioning':
        return evaluateVeu(rule, answers, product);
      case 'vic-heating-upgrade':
        return evaluateVicUpgrade(rule, answers, product);
      case 'act-home-energy-support':
        return evaluateAct(rule, answers, product);
      default:
        return evaluateNone(rule);
    }
  });
  if (schemes.length === 0) {
    // Every rule for the state has lapsed (or none was written): say so rather than show nothing.
    schemes.push(noCurrentRule(state, today));
  }
  // Programs that have closed stay on the page as closed, with what replaced them (after the live ones).
  schemes.push(...closedRules(input.rules, state, today).map(closedCard));
  const counted = applyStacking(schemes);

  const tariff = settings.tariffs[state];
  const tariffs: Tariffs = {
    electricity: answers.electricity ?? tariff.electricityCentsPerKwh,
    gas: answers.gas ?? tariff.gasCentsPerMj,
    supply: answers.supply ?? tariff.gasSupplyCentsPerDay,
  };
  // Running costs count hours by the energy label's zone, as the product page and the sizing tool do.
  const running = compareRunningCosts(answers, product, input.labelZone, settings, tariffs);

  const totalBack = counted.some((scheme) => scheme.value !== null)
    ? {
        low: counted.reduce((sum, scheme) => sum + (scheme.value?.low ?? 0), 0),
        high: counted.reduce((sum, scheme) => sum + (scheme.value?.high ?? 0), 0),
      }
    : null;
  const upfront = upfrontCost(answers.price, typicalPrice(settings, product), totalBack);
  const saving = running ? -running.yearlyChange : 0;
  const paybackYears =
    upfront && saving > 0 ? { low: upfront.netLow / saving, high: upfront.netHigh / saving } : null;
  const notices =
    answers.tenure === 'landlord' ? settings.landlordNotices.filter((notice) => notice.state === state) : [];
  return { state, zone, schemes, totalBack, running, upfront, paybackYears, tariffs, notices, today };
}

/** The typical installed-price band for the system's kind and size, from the settings, if one covers it. */
export function typicalPrice(
  settings: Pick<RebateSettings, 'installedPrices'>,
  product: Pick<PlannerProduct, 'productType' | 'coolingKw'>,
): { low: number; high: number } | undefined {
  return settings.installedPrices
    .filter((band) => band.productType === product.productType && product.coolingKw <= band.upToKw)
    .sort((a, b) => a.upToKw - b.upToKw)[0];
}

/** The price (the visitor's, else the typical band) less what the schemes give back. */
function upfrontCost(
  price: number | undefined,
  typical: { low: number; high: number } | undefined,
  back: Plan['totalBack'],
): Plan['upfront'] {
  const band = price !== undefined ? { low: price, high: price } : typical;
  if (!band) return null;
  return {
    priceLow: band.low,
    priceHigh: band.high,
    typical: price === undefined,
    netLow: Math.max(0, band.low - (back?.high ?? 0)),
    netHigh: Math.max(0, band.high - (back?.low ?? 0)),
  };
}

/**
 * Schemes that can be combined say so on their cards, and both count towards the net price. Schemes
 * that cannot: each card says so, and only the larger of the two counts. Returns the schemes whose
 * values count.
 */
function applyStacking(schemes: SchemeResult[]): SchemeResult[] {
  const live = (scheme: SchemeResult) => scheme.status === 'eligible' || scheme.status === 'possibly';
  const excluded = new Set<SchemeResult>();
  for (const scheme of schemes.filter(live)) {
    for (const partner of scheme.rule.combinesWith) {
      const other = schemes.find((item) => item.rule.id === partner.rule && live(item));
      if (other) scheme.stacking.push(`Can be combined with ${other.rule.scheme}: ${partner.says}`);
    }
    for (const clash of scheme.rule.cannotCombineWith) {
      const other = schemes.find((item) => item.rule.id === clash.rule && live(item));
      if (!other) continue;
      scheme.stacking.push(`Cannot be combined with ${other.rule.scheme}: ${clash.says}`);
      const smaller = (scheme.value?.high ?? 0) < (other.value?.high ?? 0) ? scheme : other;
      excluded.add(smaller);
    }
  }
  // A card always says whether it combines: alone in its state, it says there is nothing to combine with.
  const liveSchemes = schemes.filter(live);
  if (liveSchemes.length === 1 && liveSchemes[0]?.stacking.length === 0) {
    liveSchemes[0].stacking.push(
      `Combining: no other ${liveSchemes[0].rule.state} scheme in our rules is open, so this one stands alone.`,
    );
  }
  return schemes.filter((scheme) => live(scheme) && !excluded.has(scheme));
}

function noCurrentRule(state: Plan['state'], today: string): SchemeResult {
  return {
    rule: {
      id: `${state.toLowerCase()}-no-current-rule`,
      scheme: `No current ${state} scheme in our rules`,
      state,
      payment: 'rebate-after-invoice',
      paymentSays: 'Nothing is paid: no rule we hold is in force today.',
      firstSteps: [],
      confirmedBy: 'Nobody: no rule we hold is in force today.',
      upcomingChanges: [],
      cannotCombineWith: [],
      combinesWith: [],
      validFrom: today,
      validTo: null,
      source: { title: 'Cirrus Climate rebate rules', url: 'https://www.energy.gov.au/rebates' },
      instrumentVersion: 'None in force',
      clause: 'Not applicable',
      lastVerified: today,
      checkedAgainst: null,
      secondaryOnly: [],
      replacedBy: null,
      calculation: 'none',
      conditions: [{ key: 'state', says: `The home is in ${state}.`, clause: 'Not applicable' }],
    },
    status: 'no-scheme',
    failed: [],
    toConfirm: [],
    value: null,
    valueSays: `No ${state} scheme we hold is in force on ${longDate(today)}. The running-cost comparison below still applies.`,
    stacking: [],
    working: [],
  };
}
