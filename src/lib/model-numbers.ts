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
