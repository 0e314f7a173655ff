/**
 * NSW Energy Savings Scheme, residential air conditioners (activity D16), worked out from the rule's
 * own figures (src/content/rebates/nsw-ess-d16.yaml):
 *
 *   deemed savings (MWh) = (max(0, cap_c × hours_c ÷ AEER_base − TCEC)
 *                         + max(0, cap_h × hours_h ÷ ACOP_base − THEC)) × lifetime ÷ 1000
 *   certificates         = floor(savings × regional network factor × certificate factor)
 *
 * cap: rated capacities (kW, 35 °C cooling and 7 °C heating); TCEC/THEC: the model's annual cooling
 * and heating kWh for the zone; baselines by product class, capacity band and new or replacement.
 */
import type { EssZone, RuleOf } from '../../schemas/rebate.ts';
import type { PlanAnswers } from '../../schemas/rebate-plan.ts';
import { formatDollars, formatNumber } from './format.ts';
import { productClassNames } from './names.ts';
import type { ConditionNote, PlannerProduct, SchemeResult, WorkingLine } from './types.ts';

type EssRule = RuleOf<'nsw-ess-d16'>;

/** The zone or zones the scheme's table gives a postcode; empty when the table has no row for it. */
export function essZonesFor(rule: EssRule, postcode: string): EssZone[] {
  const code = Number(postcode);
  return rule.zoneTable.find((range) => code >= range.from && code <= range.to)?.zones ?? [];
}

/** The regional network factor of a postcode. */
export function networkFactorFor(rule: EssRule, postcode: string): number {
  const code = Number(postcode);
  return (
    rule.regionalNetworkFactor.ranges.find((range) => code >= range.from && code <= range.to)?.factor ??
    rule.regionalNetworkFactor.default
  );
}

/** The baseline table's capacity band for a rated cooling capacity, kW. */
export function baselineBand(kw: number): 'under4' | 'from4to10' | 'from10to39' | 'from39to65' {
  if (kw < 4) return 'under4';
  if (kw < 10) return 'from4to10';
  if (kw < 39) return 'from10to39';
  return 'from39to65';
}

/** The minimum table's size band for a rated cooling capacity, kW. */
export function minimumBand(kw: number) {
  if (kw < 4) return 'under4' as const;
  if (kw < 6) return 'from4to6' as const;
  if (kw < 10) return 'from6to10' as const;
  if (kw < 13) return 'from10to13' as const;
  if (kw < 25) return 'from13to25' as const;
  return 'from25to65' as const;
}

/** The certificates the formula gives, with each part, for the working and the tests. */
export interface EssCertificates {
  install: 'new' | 'replacement';
  baselineAeer: number;
  baselineAcop: number;
  coolingHours: number;
  heatingHours: number;
  tcec: number;
  thec: number;
  /** Cooling part, kWh a year, clamped at 0. */
  coolingPart: number;
  /** Heating part, kWh a year, clamped at 0. */
  heatingPart: number;
  savingsMwh: number;
  rnf: number;
  certificates: number;
}

export function essCertificates(
  rule: EssRule,
  product: PlannerProduct,
  zone: EssZone,
  postcode: string,
  install: 'new' | 'replacement',
): EssCertificates {
  const productClass = product.registration.productClass;
  const band = baselineBand(product.coolingKw);
  const baselineAeer = rule.baselines[install].aeer[productClass][band];
  const baselineAcop = rule.baselines[install].acop[productClass][band];
  const coolingHours = rule.hours.cooling[zone];
  const heatingHours = rule.hours.heating[zone];
  const tcec = product.annualEnergyKwh.cooling[zone];
  const thec = product.annualEnergyKwh.heating?.[zone] ?? 0;
  const coolingPart = Math.max(0, (product.coolingKw * coolingHours) / baselineAeer - tcec);
  const heatingPart =
    product.heatingKw === null ? 0 : Math.max(0, (product.heatingKw * heatingHours) / baselineAcop - thec);
  const savingsMwh = ((coolingPart + heatingPart) * rule.lifetimeYears) / 1000;
  const rnf = networkFactorFor(rule, postcode);
  // A tiny epsilon keeps floating point from flooring 12.999999 to 12.
  const certificates = Math.floor(savingsMwh * rnf * rule.certificateFactor + 1e-9);
  return {
    install,
    baselineAeer,
    baselineAcop,
    coolingHours,
    heatingHours,
    tcec,
    thec,
    coolingPart,
    heatingPart,
    savingsMwh,
    rnf,
    certificates,
  };
}

/** The product's seasonal efficiencies against the rule's minimums for its class, size and the zone. */
export function essMinimums(rule: EssRule, product: PlannerProduct, zone: EssZone) {
  const productClass = product.registration.productClass;
  const size = minimumBand(product.coolingKw);
  const hspfTable = zone === 'cold' ? rule.minimums.hspfCold : rule.minimums.hspfMixed;
  const tcspf = product.seasonalEfficiency.tcspf.average;
  const hspfFigures = product.seasonalEfficiency.hspf;
  return {
    tcspf,
    minTcspf: rule.minimums.tcspfMixed[productClass][size],
    /** Null for a cooling-only product. */
    hspf: hspfFigures === null ? null : zone === 'cold' ? hspfFigures.cold : hspfFigures.average,
    minHspf: hspfTable[productClass][size],
  };
}

/** Whether the product heats and meets the rule's minimum seasonal efficiencies in the zone. */
export function meetsEssMinimums(rule: EssRule, product: PlannerProduct, zone: EssZone): boolean {
  const { tcspf, minTcspf, hspf, minHspf } = essMinimums(rule, product, zone);
  return product.heatingKw !== null && hspf !== null && tcspf >= minTcspf && hspf >= minHspf;
}

const conditionOf = (rule: EssRule, key: EssRule['conditions'][number]['key']): ConditionNote => {
  const found = rule.conditions.find((condition) => condition.key === key);
  return { says: found?.says ?? key, clause: found?.clause ?? rule.clause };
};

/** The card for the NSW scheme. */
export function evaluateEss(
  rule: EssRule,
  answers: PlanAnswers,
  product: PlannerProduct,
  zone: EssZone,
  zoneKnown: boolean,
): SchemeResult {
  const failed: ConditionNote[] = [];
  const toConfirm: ConditionNote[] = [];
  const working: WorkingLine[] = [];
  const install = answers.current === 'old-reverse-cycle' ? 'replacement' : 'new';
  const productClass = product.registration.productClass;
  const { tcspf, minTcspf, hspf, minHspf } = essMinimums(rule, product, zone);

  if (product.heatingKw === null || hspf === null) {
    failed.push({
      says: `The ${product.name} is cooling-only. ${conditionOf(rule, 'heating-capacity').says}`,
      clause: conditionOf(rule, 'heating-capacity').clause,
    });
  } else {
    working.push({
      label: 'Minimum seasonal efficiency',
      sum: `TCSPF (mixed) ${formatNumber(tcspf)} against at least ${formatNumber(minTcspf)}; HSPF (${zone === 'cold' ? 'cold' : 'mixed'}) ${formatNumber(hspf)} against at least ${formatNumber(minHspf)}`,
    });
    if (tcspf < minTcspf || hspf < minHspf) {
      const which =
        tcspf < minTcspf
          ? `its cooling seasonal efficiency (TCSPF ${formatNumber(tcspf)}) is below the ${formatNumber(minTcspf)} the scheme requires`
          : `its heating seasonal efficiency (HSPF ${formatNumber(hspf)}) is below the ${formatNumber(minHspf)} the scheme requires`;
      failed.push({
        says: `The ${product.name} does not qualify: ${which} for this type and size.`,
        clause: conditionOf(rule, 'minimum-efficiency').clause,
      });
    }
  }
  if (!zoneKnown) {
    toConfirm.push({
      says: 'Your postcode lies in two of the scheme’s climate zones: choose yours to see the figure for it.',
      clause: rule.clause,
    });
  }
  toConfirm.push(conditionOf(rule, 'provider-before-install'));

  if (failed.length > 0) {
    return {
      rule,
      status: 'not-eligible',
      failed,
      toConfirm: [],
      value: null,
      valueSays: 'No certificates, so no discount from this scheme.',
      stacking: [],
      working,
    };
  }

  const result = essCertificates(rule, product, zone, answers.postcode, install);
  const heatingKw = product.heatingKw ?? 0;
  working.push(
    {
      label: 'Baselines',
      sum: `${install === 'replacement' ? 'Replacing an air conditioner' : 'A new install'}, ${productClassNames[productClass]}, ${formatNumber(product.coolingKw)} kW: baseline AEER ${formatNumber(result.baselineAeer)}, baseline ACOP ${formatNumber(result.baselineAcop)}`,
    },
    {
      label: 'Cooling part',
      sum: `${formatNumber(product.coolingKw)} kW × ${result.coolingHours} h ÷ ${formatNumber(result.baselineAeer)} − ${formatNumber(result.tcec)} kWh = ${formatNumber(result.coolingPart)} kWh a year`,
    },
    {
      label: 'Heating part',
      sum: `${formatNumber(heatingKw)} kW × ${result.heatingHours} h ÷ ${formatNumber(result.baselineAcop)} − ${formatNumber(result.thec)} kWh = ${formatNumber(result.heatingPart)} kWh a year`,
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
    status: zoneKnown ? 'eligible' : 'possibly',
    failed: [],
    toConfirm,
    value: result.certificates > 0 ? { low, high } : null,
    valueSays:
      result.certificates > 0
        ? `Estimate: ${result.certificates} certificates, worth about ${formatDollars(low)} to ${formatDollars(high)} off the installer’s invoice.`
        : 'Estimate: the formula gives no certificates for this system here.',
    stacking: [],
    working,
  };
}
