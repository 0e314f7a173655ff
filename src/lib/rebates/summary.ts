/**
 * A plan in a few plain lines, for the dealer: every answer, each scheme's status and value, the
 * running-cost change and the plan's date. It travels with the "send this plan to a dealer" lead
 * (src/server/forms/plan.ts), so the dealer's lead page and mail show it as the visitor saw it. Pure.
 */
import type { PlanAnswers } from '../../schemas/rebate-plan.ts';
import { longDate } from '../australian-dates.ts';
import { plannerFields } from './answer.ts';
import { formatDollars, formatNumber } from './format.ts';
import { currentSystemNames, gasSystems } from './names.ts';
import type { Plan, PlannerProduct } from './types.ts';

const tenureNames = {
  'owner-occupier': 'owner-occupier',
  landlord: 'landlord (rents the home out)',
  renter: 'renter',
} as const;
const statusNames = {
  eligible: 'eligible on the answers',
  possibly: 'possibly eligible',
  'not-eligible': 'not eligible',
  'no-scheme': 'no scheme',
  closed: 'closed',
} as const;

/** "$600" or "$600 to $760". */
export function dollarRange(low: number, high: number): string {
  return Math.round(low) === Math.round(high)
    ? formatDollars(low)
    : `${formatDollars(low)} to ${formatDollars(high)}`;
}

/** The prices a plan used: gas only where today's heating burns it. */
function pricesSays(plan: Plan, answers: PlanAnswers): string {
  const electricity = `Prices: ${formatNumber(plan.tariffs.electricity)} c/kWh`;
  if (!gasSystems.includes(answers.current)) return `${electricity}.`;
  return `${electricity}, ${formatNumber(plan.tariffs.gas)} c/MJ, supply ${formatNumber(plan.tariffs.supply)} c/day; every gas appliance goes: ${answers.allGasGoes ? 'yes' : 'no'}.`;
}

export function planSummary(plan: Plan, answers: PlanAnswers, product: PlannerProduct): string {
  const current =
    answers.current === 'old-reverse-cycle' && answers.reverseCycleAgeYears !== undefined
      ? `${currentSystemNames[answers.current]} (${answers.reverseCycleAgeYears} years old)`
      : currentSystemNames[answers.current];
  const lines = [
    `Rebate plan of ${longDate(plan.today)} (estimates from the rules on the site that day).`,
    // No concession card or income here: the lead's own fields carry them, shown once the dealer accepts.
    `Postcode ${answers.postcode} (${plan.state}, ${plan.zone} zone). Heating now: ${current}. Home: ${tenureNames[answers.tenure]}.`,
    `System: ${product.name}. ${pricesSays(plan, answers)}`,
    ...plan.schemes.map(
      (scheme) =>
        `${scheme.rule.scheme}: ${statusNames[scheme.status]}${scheme.certificates !== undefined ? `, ${scheme.certificates} certificates` : ''}${scheme.value ? `, ${formatDollars(scheme.value.low)}${scheme.value.high !== scheme.value.low ? ` to ${formatDollars(scheme.value.high)}` : ''}` : ''}.`,
    ),
    plan.totalBack
      ? `In all: about ${dollarRange(plan.totalBack.low, plan.totalBack.high)} back, estimated.`
      : 'In all: nothing back from the schemes on these answers.',
    plan.running
      ? `Running costs for ${formatNumber(answers.areaM2 ?? 0, 0)} m² heated and cooled: ${formatDollars(plan.running.currentCost)} a year now, ${formatDollars(plan.running.newCost)} with the new system${plan.running.supplySaved > 0 ? `, ${formatDollars(plan.running.supplySaved)} of gas supply saved` : ''}.`
      : 'Running costs: not worked out (no area given).',
    plan.upfront
      ? `${plan.upfront.typical ? 'Typical installed price' : 'Price'} ${dollarRange(plan.upfront.priceLow, plan.upfront.priceHigh)}, ${dollarRange(plan.upfront.netLow, plan.upfront.netHigh)} after the schemes.`
      : 'No price entered yet.',
    // The certificate discounts exist only if a provider is engaged before the system goes in.
    ...(plan.schemes.some(
      (scheme) =>
        scheme.rule.payment === 'point-of-sale-discount' &&
        (scheme.status === 'eligible' || scheme.status === 'possibly'),
    )
      ? [
          'Before installing: line up an accredited certificate provider; the certificate discounts depend on one being engaged before the system goes in.',
        ]
      : []),
  ];
  return lines.join('\n');
}

/**
 * The "send this plan to a dealer" form's address, filled in with the plan's answers and its date; the
 * server works the plan out again from them (src/server/rebates/plan-lead.ts), so the text is not sent.
 */
export function sendPlanHref(plan: Plan, answers: PlanAnswers, product: PlannerProduct): string {
  const query = new URLSearchParams({
    product: product.slug,
    postcode: answers.postcode,
    current: answers.current,
    tenure: answers.tenure,
    concession: answers.concession,
    income: answers.income,
    landValue: answers.landValue,
    allGasGoes: answers.allGasGoes ? 'yes' : 'no',
    planDate: plan.today,
  });
  if (answers.reverseCycleAgeYears !== undefined)
    query.set('reverseCycleAgeYears', String(answers.reverseCycleAgeYears));
  if (answers.price !== undefined) query.set('price', String(Math.round(answers.price)));
  if (answers.areaM2 !== undefined) query.set('areaM2', String(Math.round(answers.areaM2)));
  return `/send-your-plan?${query}`;
}

/**
 * The planner's address that reopens a plan from the answers a lead carries (the fields the planner
 * asks, as the "send this plan" form stores them), landing on the plan. Answers a dealer does not
 * see yet (withheld until it accepts) are simply absent, and the planner asks for them.
 */
export function reopenPlanHref(answers: Readonly<Record<string, unknown>>): string {
  const query = new URLSearchParams();
  for (const field of plannerFields) {
    const value = answers[field];
    if (value === undefined || value === null || value === '') continue;
    if (field === 'allGasGoes') {
      if (value === 'yes' || value === true) query.set(field, 'yes');
    } else query.set(field, String(value));
  }
  return `/rebates?${query}#your-plan`;
}
