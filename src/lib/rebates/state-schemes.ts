/**
 * The Victorian and ACT schemes and the "no scheme" card: each checks its conditions against the
 * answers and says which failed (with its clause) or which we could not check, then its value.
 * Pure; the figures come from each rule's content file.
 */

import type { RebateRule, RuleOf } from '../../schemas/rebate.ts';
import type { PlanAnswers } from '../../schemas/rebate-plan.ts';
import { longDate } from '../australian-dates.ts';
import { formatDollars, formatNumber } from './format.ts';
import { currentSystemNames, gasSystems, mainsGasSystems } from './names.ts';
import type { ConditionNote, PlannerProduct, SchemeResult, WorkingLine } from './types.ts';

type Keyed = { conditions: readonly { key: string; says: string; clause: string }[]; clause: string };

/** A rule's condition by key, as the card shows it. */
function condition(rule: Keyed, key: string): ConditionNote {
  const found = rule.conditions.find((item) => item.key === key);
  return { says: found?.says ?? key, clause: found?.clause ?? rule.clause };
}

/** Collects failed and unconfirmed conditions, then gives the status. */
class Checks {
  readonly failed: ConditionNote[] = [];
  readonly toConfirm: ConditionNote[] = [];
  private readonly rule: Keyed;
  constructor(rule: Keyed) {
    this.rule = rule;
  }
  /**
   * A condition that is met (true), not met (false), or not known from the answers (undefined). `why`
   * states the visitor's answer against the rule ("You rent the home; this program is for owners who
   * live in it"), never the rule as if it were the visitor's fact.
   */
  check(key: string, met: boolean | undefined, why?: string) {
    const note = condition(this.rule, key);
    if (met === false) this.failed.push(why ? { says: why, clause: note.clause } : note);
    if (met === undefined) this.toConfirm.push(note);
  }
  get status(): SchemeResult['status'] {
    if (this.failed.length > 0) return 'not-eligible';
    return this.toConfirm.length > 0 ? 'possibly' : 'eligible';
  }
}

const heats = (product: PlannerProduct) => product.heatingKw !== null;

const lowerFirst = (text: string) =>
  /^[A-Z](?![A-Z])/.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;

/** Why a cooling-only product fails a program for reverse-cycle systems. */
const coolingOnly = (product: PlannerProduct) =>
  `The ${product.name} is cooling-only; this program is for reverse-cycle systems that heat as well as cool.`;

/** Why a renter or a landlord fails a program for owner-occupiers, and what a renter can do. */
const notOwner = (answers: PlanAnswers) =>
  answers.tenure === 'renter'
    ? 'You rent the home; this program is for owners who live in it. Your landlord may be able to apply: take them this plan.'
    : 'You rent the home out; this program is for owners who live in it.';

/** Victorian Energy Upgrades: eligibility and the indicative band. */
export function evaluateVeu(
  rule: RuleOf<'vic-veu-space-conditioning'>,
  answers: PlanAnswers,
  product: PlannerProduct,
): SchemeResult {
  const checks = new Checks(rule);
  checks.check(
    'replaces-eligible-heater',
    rule.replaces.includes(answers.current),
    `You heat with ${lowerFirst(currentSystemNames[answers.current])}; this activity replaces ${rule.replaces.map((system) => lowerFirst(currentSystemNames[system])).join(' or ')}.`,
  );
  checks.check('reverse-cycle', heats(product), coolingOnly(product));
  const working: WorkingLine[] = [
    {
      label: 'Indicative discount',
      sum: `${formatDollars(rule.indicative.low)} to ${formatDollars(rule.indicative.high)}: ${rule.indicative.basis}`,
    },
  ];
  const status = checks.status;
  const value = status === 'not-eligible' ? null : { low: rule.indicative.low, high: rule.indicative.high };
  return {
    rule,
    status,
    failed: checks.failed,
    // The provider checks the product listing, its warranty, the co-payment and the decommissioning.
    toConfirm: [
      ...checks.toConfirm,
      condition(rule, 'approved-product'),
      condition(rule, 'product-warranty'),
      condition(rule, 'co-payment'),
      ...(answers.current === 'ducted-gas' ? [condition(rule, 'decommissioning')] : []),
    ],
    value,
    valueSays: value
      ? `Estimate: about ${formatDollars(value.low)} to ${formatDollars(value.high)} off the installation price (indicative band, ${rule.instrumentVersion}).`
      : 'No discount from this scheme for this upgrade.',
    stacking: [],
    working,
  };
}

/** Victoria's heating upgrade rebate: $1,000, plus $200 when gas heating is decommissioned. */
export function evaluateVicUpgrade(
  rule: RuleOf<'vic-heating-upgrade'>,
  answers: PlanAnswers,
  product: PlannerProduct,
): SchemeResult {
  const checks = new Checks(rule);
  checks.check('owner-occupier', answers.tenure === 'owner-occupier', notOwner(answers));
  const hasCard = answers.concession !== 'none';
  const income = answers.income;
  checks.check(
    'concession-or-income',
    hasCard || income === 'under-limit' ? true : income === 'over-limit' ? false : undefined,
    `You have no concession card and your household earns $${formatNumber(rule.incomeLimit)} or more a year; this program needs one or the other.`,
  );
  const age = answers.reverseCycleAgeYears;
  const replacesOk =
    answers.current === 'old-reverse-cycle'
      ? age === undefined
        ? undefined
        : age > rule.reverseCycleMinAgeYears
      : rule.replaces.includes(answers.current);
  checks.check(
    'replaces-eligible-heating',
    replacesOk,
    `Your reverse-cycle system is ${age ?? 0} years old; this program replaces one only once it is older than ${rule.reverseCycleMinAgeYears} years.`,
  );
  checks.check('reverse-cycle', heats(product), coolingOnly(product));
  const gas = gasSystems.includes(answers.current);
  const total = rule.amount + (gas ? rule.gasDecommissioningBonus : 0);
  const withSwitchboard = total + rule.switchboardUpgrade;
  const status = checks.status;
  const switchboard = `, and up to ${formatDollars(rule.switchboardUpgrade)} more if the switchboard must be upgraded`;
  const working: WorkingLine[] = [
    {
      label: 'Rebate',
      sum: `${
        gas
          ? `${formatDollars(rule.amount)} + ${formatDollars(rule.gasDecommissioningBonus)} for decommissioning the gas heater = ${formatDollars(total)}`
          : `${formatDollars(rule.amount)} (no gas heater to decommission)`
      }${switchboard}: ${formatDollars(total)} to ${formatDollars(withSwitchboard)}`,
    },
  ];
  return {
    rule,
    status,
    failed: checks.failed,
    toConfirm: checks.toConfirm,
    value: status === 'not-eligible' ? null : { low: total, high: withSwitchboard },
    valueSays:
      status === 'not-eligible'
        ? 'No rebate from this program for this home.'
        : `Estimate: ${formatDollars(total)}${gas ? ` (${formatDollars(rule.amount)} + ${formatDollars(rule.gasDecommissioningBonus)} for gas decommissioning)` : ''}${switchboard}, taken off the approved supplier’s price.`,
    stacking: [],
    working,
  };
}

/** ACT Home Energy Support: 50 % of the cost up to $2,500, and the zero-interest loans. */
export function evaluateAct(
  rule: RuleOf<'act-home-energy-support'>,
  answers: PlanAnswers,
  product: PlannerProduct,
): SchemeResult {
  const checks = new Checks(rule);
  checks.check('homeowner', answers.tenure === 'owner-occupier', notOwner(answers));
  checks.check(
    'concession-card',
    answers.concession === 'pensioner' || answers.concession === 'health-care',
    answers.concession === 'none'
      ? 'You have no concession card; this rebate is for Pensioner Concession and Health Care Card holders.'
      : 'Your card is not one the rebate accepts: it is for Pensioner Concession and Health Care Card holders.',
  );
  checks.check(
    'land-value',
    answers.landValue === 'unknown' ? undefined : answers.landValue === 'under-cap',
    `The home’s land value is over $${formatNumber(rule.landValueCap)}, the most this rebate allows.`,
  );
  checks.check('reverse-cycle', heats(product), coolingOnly(product));
  const status = checks.status;
  const cap = rule.cap;
  const share =
    answers.price === undefined ? cap : Math.min(cap, Math.floor((answers.price * rule.percent) / 100));
  const working: WorkingLine[] = [
    {
      label: 'Rebate',
      sum:
        answers.price === undefined
          ? `${formatNumber(rule.percent)} % of the cost, up to ${formatDollars(cap)} (enter a price to see your figure)`
          : `${formatNumber(rule.percent)} % × ${formatDollars(answers.price)} = ${formatDollars((answers.price * rule.percent) / 100)}, capped at ${formatDollars(cap)}: ${formatDollars(share)}`,
    },
  ];
  const loan = `${rule.loan.name}s of ${formatDollars(rule.loan.min)} to ${formatDollars(rule.loan.max)} can pay the rest.`;
  return {
    rule,
    status,
    failed: checks.failed,
    toConfirm: checks.toConfirm,
    value: status === 'not-eligible' ? null : { low: answers.price === undefined ? 0 : share, high: share },
    valueSays:
      status === 'not-eligible'
        ? `No rebate from this program for this home. ${loan}`
        : `Estimate: ${formatNumber(rule.percent)} % of the cost up to ${formatDollars(cap)}${answers.price === undefined ? '' : ` (${formatDollars(share)} on your price)`}. ${loan}`,
    stacking: [],
    working,
  };
}

/** A state with no scheme in our rules: the card says so, with the date it was checked or that it was not. */
export function evaluateNone(rule: RuleOf<'none'>): SchemeResult {
  return {
    rule,
    status: 'no-scheme',
    failed: [],
    toConfirm: [],
    value: null,
    valueSays: rule.lastVerified
      ? `No state scheme found for ${rule.state} as of ${longDate(rule.lastVerified)}. The running-cost comparison below still applies.`
      : `No state scheme for ${rule.state} is in our rules; we have not yet checked the official programs to confirm there is none. The running-cost comparison below still applies.`,
    stacking: [],
    working: [],
  };
}

/** True when the current system is on mains gas (its daily supply charge can go). */
export const onMainsGas = (answers: PlanAnswers) => mainsGasSystems.includes(answers.current);

export type { RebateRule };
