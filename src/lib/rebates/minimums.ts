/**
 * The NSW activities' minimum efficiencies (D16 and HVAC1): the register's seasonal figure against its
 * table where the register holds one, else the rated AEER or ACOP against the fallback table
 * (HVAC1.4, D16.5), as the administrator's calculator checks them. Pure.
 */
import type { EssZone, ProductClass } from '../../schemas/rebate.ts';
import { formatNumber } from './format.ts';
import type { PlannerProduct } from './types.ts';

/** The minimum table's size band for a rated cooling capacity, kW. */
export function minimumBand(kw: number) {
  if (kw < 4) return 'under4' as const;
  if (kw < 6) return 'from4to6' as const;
  if (kw < 10) return 'from6to10' as const;
  if (kw < 13) return 'from10to13' as const;
  if (kw < 25) return 'from13to25' as const;
  return 'from25to65' as const;
}

type Bands = Record<ReturnType<typeof minimumBand>, number>;
type ByClass = Record<ProductClass, Bands>;

/** One efficiency against its minimum, e.g. "TCSPF (mixed) 5.18 against at least 5.5". */
export interface EfficiencyCheck {
  /** The figure's name, e.g. "TCSPF (mixed)" or "AEER (the register has no TCSPF)". */
  label: string;
  value: number;
  minimum: number;
  met: boolean;
}

const checkOf = (label: string, value: number, minimum: number): EfficiencyCheck => ({
  label,
  value,
  minimum,
  met: value >= minimum,
});

/** What a check says: "TCSPF (mixed) 5.18 against at least 5.5". */
export const checkSays = (check: EfficiencyCheck) =>
  `${check.label} ${formatNumber(check.value)} against at least ${formatNumber(check.minimum)}`;

/** The cooling minimum: TCSPF (mixed), or the rated AEER where the register has no TCSPF. */
export function coolingMinimum(
  minimums: { tcspfMixed: ByClass; aeerWithoutTcspf: ByClass },
  product: PlannerProduct,
): EfficiencyCheck {
  const productClass = product.registration.productClass;
  const size = minimumBand(product.coolingKw);
  const tcspf = product.seasonalEfficiency.tcspf;
  return tcspf
    ? checkOf('TCSPF (mixed)', tcspf.average, minimums.tcspfMixed[productClass][size])
    : checkOf(
        'AEER (the register has no TCSPF)',
        product.aeer,
        minimums.aeerWithoutTcspf[productClass][size],
      );
}

/**
 * The heating minimum in a zone: HSPF (mixed in the hot and average zones, cold in the cold zone), or
 * the rated ACOP where the register has no HSPF; null for a cooling-only product.
 */
export function heatingMinimum(
  minimums: { hspfMixed: ByClass; hspfCold: ByClass; acopWithoutHspf: ByClass },
  product: PlannerProduct,
  zone: EssZone,
): EfficiencyCheck | null {
  if (product.heatingKw === null) return null;
  const productClass = product.registration.productClass;
  const size = minimumBand(product.coolingKw);
  const hspf = product.seasonalEfficiency.hspf;
  if (hspf) {
    return zone === 'cold'
      ? checkOf('HSPF (cold)', hspf.cold, minimums.hspfCold[productClass][size])
      : checkOf('HSPF (mixed)', hspf.average, minimums.hspfMixed[productClass][size]);
  }
  if (product.acop === null) return null;
  return checkOf(
    'ACOP (the register has no HSPF)',
    product.acop,
    minimums.acopWithoutHspf[productClass][size],
  );
}
