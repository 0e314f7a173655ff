/**
 * NSW Energy Savings Scheme, residential air conditioners (activity D16), worked out from the rule's
 * own figures (src/content/rebates/nsw-ess-d16.yaml) and the scheme's postcode tables
 * (src/content/rebate-tables), as the administrator's calculator (HVAC1_PDRSAug24) computes it:
 *
 *   deemed savings (MWh) = [(cap_c × hours_c ÷ AEER_base − cooling kWh)
 *                          + (cap_h × hours_h ÷ ACOP_base − heating kWh)] × lifetime ÷ 1000
 *   certificates         = floor(savings × regional network factor × 1.06), and none below zero
 *
 * The sum is clamped at zero, not each part: a heating part below its baseline takes from the cooling
 * part. cap: rated capacities (kW, 35 °C cooling and 7 °C heating); cooling and heating kWh: the
 * register's TCEC and THEC for the zone, or, where it holds none, cap × hours ÷ the rated AEER or ACOP.
 */
import type { EssZone, RuleOf } from '../../schemas/rebate.ts';
import type { PlanAnswers } from '../../schemas/rebate-plan.ts';
import type { RebateTables } from '../../schemas/rebate-table.ts';
import { formatDollars, formatNumber } from './format.ts';
import { checkSays, coolingMinimum, heatingMinimum } from './minimums.ts';
import { productClassNames } from './names.ts';
import { tableValue } from './tables.ts';
import type { ConditionNote, PlannerProduct, SchemeResult, WorkingLine } from './types.ts';

type EssRule = RuleOf<'nsw-ess-d16'>;

/** The scheme's climate zone of a postcode (ESS Table A27): one zone a postcode. */
export const essZoneOf = (tables: RebateTables, postcode: string): EssZone =>
  tableValue(tables['nsw-climate-zones'], postcode);

/** The regional network factor of a postcode (ESS Table A24). */
export const networkFactorOf = (tables: RebateTables, postcode: string): number =>
  tableValue(tables['nsw-regional-network-factor'], postcode);

/** The baseline table's capacity band for a rated cooling capacity, kW. */
export function baselineBand(kw: number): 'under4' | 'from4to10' | 'from10to39' | 'from39to65' {
  if (kw < 4) return 'under4';
  if (kw < 10) return 'from4to10';
  if (kw < 39) return 'from10to39';
  return 'from39to65';
}

/** The certificates the formula gives, with each part, for the working and the tests. */
export interface EssCertificates {
  install: 'new' | 'replacement';
  baselineAeer: number;
  baselineAcop: number;
  coolingHours: number;
  heatingHours: number;
  /** The new system's cooling kWh a year, and whether it is the register's TCEC or worked from the AEER. */
  coolingKwh: number;
  coolingFrom: 'tcec' | 'aeer';
  heatingKwh: number;
  heatingFrom: 'thec' | 'acop' | 'none';
  /** Cooling part, kWh a year (baseline less the new system; may be below zero). */
  coolingPart: number;
  /** Heating part, kWh a year (may be below zero). */
  heatingPart: number;
  /** (cooling + heating) × lifetime ÷ 1000, clamped at zero. */
  savingsMwh: number;
  rnf: number;
  certificates: number;
}

/** What the product is worked out as: the catalogue's figures, or the rated ones where the register has none. */
function energyOf(product: PlannerProduct, zone: EssZone, coolingHours: number, heatingHours: number) {
  const tcec = product.annualEnergyKwh.cooling?.[zone];
  const thec = product.annualEnergyKwh.heating?.[zone];
  const heatingKw = product.heatingKw ?? 0;
  return {
    coolingKwh: tcec ?? (product.coolingKw * coolingHours) / product.aeer,
    coolingFrom: tcec === undefined ? ('aeer' as const) : ('tcec' as const),
    heatingKwh: thec ?? (heatingKw > 0 && product.acop ? (heatingKw * heatingHours) / product.acop : 0),
    heatingFrom:
      thec !== undefined
        ? ('thec' as const)
        : heatingKw > 0 && product.acop
          ? ('acop' as const)
          : ('none' as const),
  };
}

export function essCertificates(
  rule: EssRule,
  tables: RebateTables,
  product: PlannerProduct,
  postcode: string,
  install: 'new' | 'replacement',
): EssCertificates {
  const zone = essZoneOf(tables, postcode);
  const productClass = product.registration.productClass;
  const band = baselineBand(product.coolingKw);
  const baselineAeer = rule.baselines[install].aeer[productClass][band];
  const baselineAcop = rule.baselines[install].acop[productClass][band];
  const coolingHours = rule.hours.cooling[zone];
  const heatingHours = rule.hours.heating[zone];
  const energy = energyOf(product, zone, coolingHours, heatingHours);
  const coolingPart = (product.coolingKw * coolingHours) / baselineAeer - energy.coolingKwh;
  const heatingPart =
    product.heatingKw === null ? 0 : (product.heatingKw * heatingHours) / baselineAcop - energy.heatingKwh;
  // The calculator clamps the sum, not each part (facts §1.2).
  const savingsMwh = Math.max(0, ((coolingPart + heatingPart) * rule.lifetimeYears) / 1000);
  const rnf = networkFactorOf(tables, postcode);
  // A tiny epsilon keeps floating point from flooring 12.999999 to 12.
  const certificates = Math.floor(savingsMwh * rnf * rule.certificateFactor + 1e-9);
  return {
    install,
    baselineAeer,
    baselineAcop,
    coolingHours,
    heatingHours,
    ...energy,
    coolingPart,
    heatingPart,
    savingsMwh,
    rnf,
    certificates,
  };
}

/** Whether the product heats and meets the rule's minimum efficiencies in the zone. */
export function meetsEssMinimums(rule: EssRule, product: PlannerProduct, zone: EssZone): boolean {
  const heating = heatingMinimum(rule.minimums, product, zone);
  return heating?.met === true && coolingMinimum(rule.minimums, product).met;
}

const conditionOf = (rule: EssRule, key: EssRule['conditions'][number]['key']): ConditionNote => {
  const found = rule.conditions.find((condition) => condition.key === key);
  return { says: found?.says ?? key, clause: found?.clause ?? rule.clause };
};

/** The card for the NSW scheme. */
export function evaluateEss(
  rule: EssRule,
  tables: RebateTables,
  answers: PlanAnswers,
  product: PlannerProduct,
): SchemeResult {
  const failed: ConditionNote[] = [];
  const working: WorkingLine[] = [];
  const zone = essZoneOf(tables, answers.postcode);
  const install = answers.current === 'old-reverse-cycle' ? 'replacement' : 'new';
  const productClass = product.registration.productClass;
  const cooling = coolingMinimum(rule.minimums, product);
  const heating = heatingMinimum(rule.minimums, product, zone);

  working.push({
    label: 'Climate zone',
    sum: `Postcode ${answers.postcode} is in the ${zone} zone (ESS Table A27); network factor ${formatNumber(networkFactorOf(tables, answers.postcode))} (Table A24)`,
  });
  if (heating === null) {
    failed.push({
      says: `The ${product.name} is cooling-only. ${conditionOf(rule, 'heating-capacity').says}`,
      clause: conditionOf(rule, 'heating-capacity').clause,
    });
  } else {
    working.push({ label: 'Minimum efficiency', sum: `${checkSays(cooling)}; ${checkSays(heating)}` });
    const short = [cooling, heating].find((check) => !check.met);
    if (short) {
      failed.push({
        says: `The ${product.name} does not qualify: its ${short.label} of ${formatNumber(short.value)} is below the ${formatNumber(short.minimum)} the scheme requires for this type and size.`,
        clause: conditionOf(rule, 'minimum-efficiency').clause,
      });
    }
  }

  if (failed.length > 0) {
    return {
      rule,
      status: 'not-eligible',
      failed,
      toConfirm: [],
      value: null,
      valueSays: 'No energy savings certificates, so no discount from this scheme.',
      stacking: [],
      working,
    };
  }

  const result = essCertificates(rule, tables, product, answers.postcode, install);
  const heatingKw = product.heatingKw ?? 0;
  const coolingSays =
    result.coolingFrom === 'tcec'
      ? `${formatNumber(result.coolingKwh)} kWh (its TCEC)`
      : `${formatNumber(product.coolingKw)} kW × ${result.coolingHours} h ÷ AEER ${formatNumber(product.aeer)}`;
  const heatingSays =
    result.heatingFrom === 'thec'
      ? `${formatNumber(result.heatingKwh)} kWh (its THEC)`
      : `${formatNumber(heatingKw)} kW × ${result.heatingHours} h ÷ ACOP ${formatNumber(product.acop ?? 0)}`;
  working.push(
    {
      label: 'Baselines',
      sum: `${install === 'replacement' ? 'Replacing an air conditioner' : 'A new install'}, ${productClassNames[productClass]}, ${formatNumber(product.coolingKw)} kW: baseline AEER ${formatNumber(result.baselineAeer)}, baseline ACOP ${formatNumber(result.baselineAcop)}`,
    },
    {
      label: 'Cooling part',
      sum: `${formatNumber(product.coolingKw)} kW × ${result.coolingHours} h ÷ ${formatNumber(result.baselineAeer)} − ${coolingSays} = ${formatNumber(result.coolingPart)} kWh a year`,
    },
    {
      label: 'Heating part',
      sum: `${formatNumber(heatingKw)} kW × ${result.heatingHours} h ÷ ${formatNumber(result.baselineAcop)} − ${heatingSays} = ${formatNumber(result.heatingPart)} kWh a year`,
    },
    {
      label: 'Deemed savings',
      sum: `(${formatNumber(result.coolingPart)} + ${formatNumber(result.heatingPart)}) kWh × ${rule.lifetimeYears} years ÷ 1,000 = ${formatNumber(result.savingsMwh, 3)} MWh`,
    },
    {
      label: 'Certificates',
      sum: `floor(${formatNumber(result.savingsMwh, 3)} MWh × ${formatNumber(result.rnf)} network factor × ${formatNumber(rule.certificateFactor)}) = ${result.certificates}`,
    },
  );
  const low = Math.floor(result.certificates * rule.certificatePrice.low);
  const high = Math.floor(result.certificates * rule.certificatePrice.high);
  working.push({
    label: 'Indicative value',
    sum: `${result.certificates} certificates × $${formatNumber(rule.certificatePrice.low)} to $${formatNumber(rule.certificatePrice.high)} (${rule.certificatePrice.source}, ${rule.certificatePrice.asOf}) = ${formatDollars(low)} to ${formatDollars(high)}`,
  });
  return {
    rule,
    status: 'eligible',
    failed: [],
    certificates: result.certificates,
    toConfirm: [conditionOf(rule, 'provider-before-install')],
    value: result.certificates > 0 ? { low, high } : null,
    valueSays:
      result.certificates > 0
        ? `Estimate: ${result.certificates} certificates, worth about ${formatDollars(low)} to ${formatDollars(high)} off the installer’s invoice.`
        : 'Estimate: the formula gives no certificates for this system here.',
    stacking: [],
    working,
  };
}
