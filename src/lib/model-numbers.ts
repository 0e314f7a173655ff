/**
 * Every model number printed on a product's units: the single unit's, or the outdoor unit's and the
 * indoor units' (a multi-split lists each indoor unit it accepts, each its own model). Used by the
 * lead forms' model suggestions, the promotions' eligible models and warranty registration.
 */
import type { Product } from '../schemas/product.ts';

export function modelNumbersOf(product: Product): string[] {
  if ('modelNumber' in product) return [product.modelNumber];
  return Object.values(product.modelNumbers).flat();
}

/**
 * The model number an owner quotes for service: the indoor unit's of a split pair (the one with the
 * display), the outdoor unit's of a multi-split (one system, several indoor models), the single unit's otherwise.
 */
export function serviceModelNumber(product: Product): string {
  if ('modelNumber' in product) return product.modelNumber;
  if ('unit' in product.modelNumbers) return product.modelNumbers.unit;
  return typeof product.modelNumbers.indoor === 'string'
    ? product.modelNumbers.indoor
    : product.modelNumbers.outdoor;
}
