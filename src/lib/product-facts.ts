/**
 * Facts about one product in words: its headline capacity, size order, whether it heats, the
 * specifications a card shows and its model numbers. Pure; safe in islands.
 */
import type { Product } from '../schemas/product.ts';
import { isRefrigerantProduct } from '../schemas/product.ts';
import { formatAud, formatDbA, formatKw, formatNumber, formatStars } from './number-format.ts';
import type { SharedSpecKey } from './product-labels.ts';

/** The product's headline capacity in words: "3.5 kW cooling, 4.0 kW heating", "20,000 m³/h", "24.0 kW heating". */
export function formatCapacity(product: Product): string {
  switch (product.productType) {
    case 'evaporative':
      return `${formatNumber(product.airflowM3h)} m³/h`;
    case 'gas-heater':
      return `${formatKw(product.outputKw)} heating`;
    default: {
      const cooling = `${formatKw(product.coolingCapacityKw.rated)} cooling`;
      return product.heatingCapacityKw
        ? `${cooling}, ${formatKw(product.heatingCapacityKw.rated)} heating`
        : cooling;
    }
  }
}

/** A number to sort products of one type by size: cooling kW, heating output kW, or airflow in thousands of m³/h. */
export function capacitySortKey(product: Product): number {
  if (product.productType === 'evaporative') return product.airflowM3h / 1000;
  if (product.productType === 'gas-heater') return product.outputKw;
  return product.coolingCapacityKw.rated;
}

/** True when the product heats (reverse cycle or gas). */
export function productHeats(product: Product): boolean {
  return product.functionCategories.includes('heating');
}

/** One labelled specification. */
export interface Spec {
  label: string;
  value: string;
  /**
   * What the row measures, where products of different types state the same thing under different
   * labels (a gas heater's output and a split's heating capacity); otherwise the label is the key.
   * The comparison lines rows up by it.
   */
  key?: SharedSpecKey;
}

/** The three or four specifications a product card shows. */
export function headlineSpecs(product: Product): Spec[] {
  if (isRefrigerantProduct(product)) {
    const specs: Spec[] = [{ label: 'Cooling', value: formatKw(product.coolingCapacityKw.rated) }];
    if (product.heatingCapacityKw)
      specs.push({ label: 'Heating', value: formatKw(product.heatingCapacityKw.rated) });
    specs.push({
      label: 'Energy rating',
      value: `${formatStars(product.energyRating.cooling.average)} cooling (average zone)`,
    });
    specs.push({ label: 'Quietest indoor', value: formatDbA(product.noise.indoorDbA[0] ?? 0) });
    return specs;
  }
  if (product.productType === 'evaporative') {
    return [
      { label: 'Airflow', value: `${formatNumber(product.airflowM3h)} m³/h` },
      { label: 'Cools up to', value: `${product.coverageM2} m²` },
      { label: 'Running cost', value: `about ${formatAud(product.annualRunningCostAud)} a year` },
    ];
  }
  return [
    { label: 'Heating output', value: formatKw(product.outputKw) },
    { label: 'Gas energy rating', value: formatStars(product.gasStarRating) },
    { label: 'Zones', value: `up to ${product.zones}` },
  ];
}

/** The product's model numbers: indoor and outdoor units, compatible heads, or the single unit. */
export function modelNumberSpecs(product: Product): Spec[] {
  switch (product.productType) {
    case 'evaporative':
    case 'gas-heater':
      return [{ label: 'Model number', value: product.modelNumber }];
    case 'window':
      return [{ label: 'Model number', value: product.modelNumbers.unit }];
    case 'multi':
      return [
        { label: 'Outdoor model', value: product.modelNumbers.outdoor },
        { label: 'Compatible indoor units', value: product.modelNumbers.indoor.join(', ') },
      ];
    default:
      return [
        { label: 'Indoor model', value: product.modelNumbers.indoor },
        { label: 'Outdoor model', value: product.modelNumbers.outdoor },
      ];
  }
}

/** Thermal efficiency of a gas heater: heat output over gas input (1 kW = 3.6 MJ/h), whole per cent. */
export function gasEfficiencyPercent(product: { outputKw: number; gasInputMJh: number }): number {
  return Math.round((product.outputKw / (product.gasInputMJh / 3.6)) * 100);
}
