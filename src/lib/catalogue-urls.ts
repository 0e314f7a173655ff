/**
 * The catalogue's addresses: a product's canonical URL, a category listing, where a range is
 * presented. Every link to a catalogue page is built here. Pure; safe in islands.
 */
import type { CategorySlug } from '../schemas/common.ts';
import type { ProductFacts, Range } from '../schemas/product-facts.ts';

/** Canonical URL of a product: under its type category. */
export function productUrl(product: Pick<ProductFacts, 'typeCategory' | 'slug'>): string {
  return `/products/${product.typeCategory}/${product.slug}`;
}

/** Where a range is presented: Edge has its own landing page, the others a filtered listing. */
export function rangeUrl(range: Range): string {
  return range === 'Edge' ? '/edge' : `/products?range=${range}`;
}

/** URL of a category listing. */
export function categoryUrl(slug: CategorySlug): string {
  return `/products/${slug}`;
}
