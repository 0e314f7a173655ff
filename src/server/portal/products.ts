/**
 * What a lead's `product` (a catalogue slug, or a product type from the quote form's "what are you
 * interested in" choice) means to a dealer: the product's name and its page on the site.
 */
import { categoryUrl, productUrl } from '../../lib/catalogue-urls.ts';
import { productInterestLabels } from '../../lib/lead-forms/definitions.ts';
import { type ProductType, typeCategoryByProductType } from '../../schemas/common.ts';

export interface ProductLink {
  name: string;
  url: string;
}

/** Looks a product up by slug in the catalogue. */
export type ProductLookup = (slug: string) => ProductLink | undefined;

/** A slug or product type as a name and link; a value the catalogue no longer has keeps its text. */
export function productLink(
  value: string,
  lookup: ProductLookup | undefined,
): ProductLink | { name: string; url: null } {
  if (Object.hasOwn(productInterestLabels, value)) {
    const type = value as ProductType;
    return { name: productInterestLabels[type], url: categoryUrl(typeCategoryByProductType[type]) };
  }
  return lookup?.(value) ?? { name: value, url: null };
}

let catalogue: Promise<ReadonlyMap<string, ProductLink>> | undefined;

/** The catalogue's products by slug, read once per process (the build's content does not change). */
export async function catalogueLookup(): Promise<ProductLookup> {
  catalogue ??= import('../../lib/server-only/catalogue.ts').then(async ({ getProducts }) => {
    const products = await getProducts();
    return new Map(products.map((item) => [item.slug, { name: item.name, url: productUrl(item) }]));
  });
  const map = await catalogue;
  return (slug) => map.get(slug);
}
