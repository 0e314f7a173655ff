/**
 * A plan in a few plain lines, for the dealer: every answer, each scheme's status and value, the
 * running-cost change and the plan's date. It travels as the quote's message ("Send this plan to a
 * dealer"), so the dealer's lead page and mail show it as the visitor saw it. Pure.
 */
import type { PlanAnswers } from '../../schemas/rebate-plan.ts';
import { longDate } from '../australian-dates.ts';
import { formatDollars, formatNumber } from './format.ts';
import { currentSystemNames } from './names.ts';
import type { Plan, PlannerProduct } from './types.ts';

const tenureNames = {
  'owner-occupier': 'owner-occupier',
  landlord: 'landlord (rents the home out)',
  renter: 'renter',
} as const;
const concessionNames = {
  none: 'none',
  pensioner: 'Pensioner Concession Card',
  'health-care': 'Health Care Card',
  other: 'another concession card',
} as const;
const statusNames = {
  eligible: 'eligible on the answers',
  possibly: 'possibly eligible',
  'not-eligible': 'not eligible',
  'no-scheme': 'no scheme',
} as const;

export function planSummary(plan: Plan, answers: PlanAnswers, product: PlannerProduct): string {
  const current =
    answers.current === 'old-reverse-cycle' && answers.reverseCycleAgeYears !== undefined
      ? `${currentSystemNames[answers.current]} (${answers.reverseCycleAgeYears} years old)`
      : currentSystemNames[answers.current];
  const lines = [
    `Rebate plan of ${longDate(plan.today)} (estimates from the rules on the site that day).`,
    `Postcode ${answers.postcode} (${plan.state}, ${plan.zone} zone). Heating now: ${current}. Home: ${tenureNames[answers.tenure]}. Concession card: ${concessionNames[answers.concession]}.`,
    `System: ${product.name}. Prices: ${formatNumber(plan.tariffs.electricity)} c/kWh, ${formatNumber(plan.tariffs.gas)} c/MJ, supply ${formatNumber(plan.tariffs.supply)} c/day; every gas appliance goes: ${answers.allGasGoes ? 'yes' : 'no'}.`,
    ...plan.schemes.map(
      (scheme) =>
        `${scheme.rule.scheme}: ${statusNames[scheme.status]}${scheme.value ? `, ${formatDollars(scheme.value.low)}${scheme.value.high !== scheme.value.low ? ` to ${formatDollars(scheme.value.high)}` : ''}` : ''}.`,
    ),
    `Running costs: ${formatDollars(plan.running.currentCost)} a year now, ${formatDollars(plan.running.newCost)} with the new system${plan.running.supplySaved > 0 ? `, ${formatDollars(plan.running.supplySaved)} of gas supply saved` : ''}.`,
    plan.upfront
      ? `Price ${formatDollars(plan.upfront.price)}, ${formatDollars(plan.upfront.netLow)} to ${formatDollars(plan.upfront.netHigh)} after the schemes.`
      : 'No price entered yet.',
  ];
  return lines.join('\n');
}

/** The quote form's address, filled in with the plan (routed to the nearest dealer like any quote). */
export function sendPlanHref(plan: Plan, answers: PlanAnswers, product: PlannerProduct): string {
  const query = new URLSearchParams({
    product: product.slug,
    postcode: answers.postcode,
    message: planSummary(plan, answers, product),
  });
  return `/get-a-quote?${query}`;
}
