/** The catalogue entries the planner offers, reduced to the figures its rules read. Pure. */
import type { ProductFacts } from '../../schemas/product-facts.ts';
import type { PlannerProduct } from './types.ts';

/** The product's planner figures, or undefined for a product the planner does not cover (evaporative, gas). */
export function plannerProductOf(product: ProductFacts): PlannerProduct | undefined {
  if (product.productType === 'evaporative' || product.productType === 'gas-heater') return undefined;
  return {
    slug: product.slug,
    name: product.name,
    productType: product.productType,
    aeer: product.aeer,
    acop: product.acop,
    registration: product.registration,
    seasonalEfficiency: product.seasonalEfficiency,
    annualEnergyKwh: product.annualEnergyKwh,
    coolingKw: product.coolingCapacityKw.rated,
    coolingInputKw: product.coolingInputKw,
    heatingKw: product.heatingCapacityKw?.rated ?? null,
  };
}
