/**
 * NSW Peak Demand Reduction Scheme, residential air conditioners (activity HVAC1), worked out from the
 * rule's figures (src/content/rebates/nsw-pdrs-hvac1.yaml) and the postcode tables, as the
 * administrator's calculator (HVAC1_PDRSAug24) computes it:
 *
 *   baseline input (kW)  = rated cooling capacity ÷ baseline AEER (new or replacement, class, band)
 *   peak savings (kW)    = (baseline input − rated cooling input) × usage factor × temperature factor
 *                          (the postcode's BCA zone) × firmness factor
 *   certificates         = floor(peak savings × peak hours × lifetime × network loss factor × 10),
 *                          and none below zero
 *
 * Only the cooling minimum applies: heating capacity plays no part, so a cooling-only system earns
 * them. Pure.
 */
import type { RuleOf } from '../../schemas/rebate.ts';
import type { PlanAnswers } from '../../schemas/rebate-plan.ts';
import type { RebateTables } from '../../schemas/rebate-table.ts';
import { formatDollars, formatNumber } from './format.ts';
import { checkSays, coolingMinimum } from './minimums.ts';
import { productClassNames } from './names.ts';
import { baselineBand } from './nsw-ess.ts';
import { tableValue } from './tables.ts';
import type { ConditionNote, PlannerProduct, SchemeResult, WorkingLine } from './types.ts';

type PdrsRule = RuleOf<'nsw-pdrs-hvac1'>;

/** The peak demand formula's figures, each part kept for the working and the tests. */
export interface PdrsCertificates {
  install: 'new' | 'replacement';
  baselineAeer: number;
  baselineInputKw: number;
  bcaZone: number;
  temperatureFactor: number;
  networkLossFactor: number;
  /** Peak demand savings, kW (may be below zero). */
  peakSavingsKw: number;
  certificates: number;
}

export function pdrsCertificates(
  rule: PdrsRule,
  tables: RebateTables,
  product: Pick<PlannerProduct, 'coolingKw' | 'coolingInputKw' | 'registration'>,
  postcode: string,
  install: 'new' | 'replacement',
): PdrsCertificates {
  const baselineAeer =
    rule.baselineAeer[install][product.registration.productClass][baselineBand(product.coolingKw)];
  const baselineInputKw = product.coolingKw / baselineAeer;
  const bcaZone = tableValue(tables['nsw-bca-climate-zones'], postcode);
  const temperatureFactor = rule.temperatureFactors[bcaZone as keyof PdrsRule['temperatureFactors']];
  const networkLossFactor = tableValue(tables['nsw-network-loss-factor'], postcode);
  const peakSavingsKw =
    (baselineInputKw - product.coolingInputKw) * rule.usageFactor * temperatureFactor * rule.firmnessFactor;
  const capacity = peakSavingsKw * rule.peakHours * rule.lifetimeYears;
  // A tiny epsilon keeps floating point from flooring 56.999999 to 56.
  const certificates = Math.max(0, Math.floor(capacity * networkLossFactor * rule.certificatesPerKw + 1e-9));
  return {
    install,
    baselineAeer,
    baselineInputKw,
    bcaZone,
    temperatureFactor,
    networkLossFactor,
    peakSavingsKw,
    certificates,
  };
}

const conditionOf = (rule: PdrsRule, key: PdrsRule['conditions'][number]['key']): ConditionNote => {
  const found = rule.conditions.find((condition) => condition.key === key);
  return { says: found?.says ?? key, clause: found?.clause ?? rule.clause };
};

/** The card for the peak demand scheme. */
export function evaluatePdrs(
  rule: PdrsRule,
  tables: RebateTables,
  answers: PlanAnswers,
  product: PlannerProduct,
): SchemeResult {
  const install = answers.current === 'old-reverse-cycle' ? 'replacement' : 'new';
  const cooling = coolingMinimum(rule.minimums, product);
  const working: WorkingLine[] = [{ label: 'Minimum efficiency', sum: checkSays(cooling) }];
  const notEligible = (note: ConditionNote): SchemeResult => ({
    rule,
    status: 'not-eligible',
    failed: [note],
    toConfirm: [],
    value: null,
    valueSays: 'No peak demand certificates, so no discount from this scheme.',
    stacking: [],
    working,
  });
  if (!cooling.met) {
    return notEligible({
      says: `The ${product.name} does not qualify: its ${cooling.label} of ${formatNumber(cooling.value)} is below the ${formatNumber(cooling.minimum)} the scheme requires for this type and size.`,
      clause: conditionOf(rule, 'minimum-efficiency').clause,
    });
  }
  const result = pdrsCertificates(rule, tables, product, answers.postcode, install);
  if (result.networkLossFactor === 0) {
    return notEligible({
      says: `Postcode ${answers.postcode} is not on a NSW electricity network in the scheme's table.`,
      clause: conditionOf(rule, 'state').clause,
    });
  }
  working.push(
    {
      label: 'Baseline input power',
      sum: `${install === 'replacement' ? 'Replacing an air conditioner' : 'A new install'}, ${productClassNames[product.registration.productClass]}: ${formatNumber(product.coolingKw)} kW ÷ baseline AEER ${formatNumber(result.baselineAeer)} = ${formatNumber(result.baselineInputKw, 3)} kW`,
    },
    {
      label: 'Peak demand savings',
      sum: `(${formatNumber(result.baselineInputKw, 3)} − ${formatNumber(product.coolingInputKw)} kW rated input) × ${formatNumber(rule.usageFactor)} usage × ${formatNumber(result.temperatureFactor)} temperature factor (BCA zone ${result.bcaZone}) × ${formatNumber(rule.firmnessFactor)} firmness = ${formatNumber(result.peakSavingsKw, 4)} kW`,
    },
    {
      label: 'Certificates',
      sum: `floor(${formatNumber(result.peakSavingsKw, 4)} kW × ${formatNumber(rule.peakHours)} h × ${rule.lifetimeYears} years × ${formatNumber(result.networkLossFactor)} network loss factor × ${formatNumber(rule.certificatesPerKw)}) = ${result.certificates}`,
    },
  );
  const price = rule.certificatePrice;
  const value =
    price && result.certificates > 0
      ? {
          low: Math.floor(result.certificates * price.low),
          high: Math.floor(result.certificates * price.high),
        }
      : null;
  if (price && value) {
    working.push({
      label: 'Indicative value',
      sum: `${result.certificates} certificates × $${formatNumber(price.low)} to $${formatNumber(price.high)} (${price.source}, ${price.asOf}) = ${formatDollars(value.low)} to ${formatDollars(value.high)}`,
    });
  }
  return {
    rule,
    status: 'eligible',
    failed: [],
    certificates: result.certificates,
    toConfirm: [conditionOf(rule, 'registered-product'), conditionOf(rule, 'provider-before-install')],
    value,
    valueSays:
      result.certificates === 0
        ? 'Estimate: the formula gives no peak demand certificates for this system here.'
        : value
          ? `Estimate: ${result.certificates} peak demand certificates, worth about ${formatDollars(value.low)} to ${formatDollars(value.high)} off the installer’s invoice.`
          : `Estimate: ${result.certificates} peak demand certificates. We hold no price for them: the provider says what it pays, so they are not counted in the totals below.`,
    stacking: [],
    working,
  };
}
