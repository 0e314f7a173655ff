/** Which published warranty cover applies to a product. */
import type { Product } from '../schemas/product.ts';
import type { WarrantyCoverage, WarrantyTerms } from '../schemas/warranty.ts';

/** The cover for a product: one naming its range wins over the general cover for its type. */
export function warrantyCoverFor(terms: WarrantyTerms, product: Product): WarrantyCoverage | undefined {
  const matches = terms.coverage.filter(
    (cover) =>
      cover.productTypes.includes(product.productType) &&
      (!cover.ranges || cover.ranges.includes(product.range)) &&
      (!cover.mountings ||
        (product.productType === 'evaporative' && cover.mountings.includes(product.mounting))),
  );
  return matches.find((cover) => cover.ranges) ?? matches[0];
}
