/**
 * NSW Peak Demand Reduction Scheme, residential air conditioners (activity HVAC1): eligibility on the
 * answers and the rule's indicative band. The activity's own formula (peak demand savings from the
 * rated cooling input power against a baseline, by zone and network) is not transcribed, so the value
 * is the band the rule file states, as the Victorian Energy Upgrades card does. Pure.
 */
import type { RuleOf } from '../../schemas/rebate.ts';
import { formatDollars } from './format.ts';
import type { ConditionNote, PlannerProduct, SchemeResult } from './types.ts';

type PdrsRule = RuleOf<'nsw-pdrs-hvac1'>;

const conditionOf = (rule: PdrsRule, key: PdrsRule['conditions'][number]['key']): ConditionNote => {
  const found = rule.conditions.find((condition) => condition.key === key);
  return { says: found?.says ?? key, clause: found?.clause ?? rule.clause };
};

/** The card for the peak demand scheme. */
export function evaluatePdrs(rule: PdrsRule, product: PlannerProduct): SchemeResult {
  const working = [
    {
      label: 'Indicative discount',
      sum: `${formatDollars(rule.indicative.low)} to ${formatDollars(rule.indicative.high)}: ${rule.indicative.basis}`,
    },
  ];
  if (product.heatingKw === null) {
    const heating = conditionOf(rule, 'heating-capacity');
    return {
      rule,
      status: 'not-eligible',
      failed: [{ says: `The ${product.name} is cooling-only. ${heating.says}`, clause: heating.clause }],
      toConfirm: [],
      value: null,
      valueSays: 'No peak demand certificates, so no discount from this scheme.',
      stacking: [],
      working,
    };
  }
  const value = { low: rule.indicative.low, high: rule.indicative.high };
  return {
    rule,
    status: 'eligible',
    failed: [],
    // The provider checks the register listing and the activity's minimum efficiency.
    toConfirm: [
      conditionOf(rule, 'registered-product'),
      conditionOf(rule, 'minimum-efficiency'),
      conditionOf(rule, 'provider-before-install'),
    ],
    value,
    valueSays: `Estimate: about ${formatDollars(value.low)} to ${formatDollars(value.high)} off the installer’s invoice (indicative band, not worked out for this system).`,
    stacking: [],
    working,
  };
}
