/**
 * Which published warranty cover applies to a product, and the product's warranty derived from it. The
 * warranty terms are the one source: product files name no warranty, the content loader adds it at build.
 */
import { z } from 'zod';
import { productTypeSchema } from '../schemas/common.ts';
import type { Product } from '../schemas/product.ts';
import { evaporativeMountingSchema, rangeSchema } from '../schemas/product-facts.ts';
import type { WarrantyCoverage, WarrantyTerms } from '../schemas/warranty.ts';

/** What decides a product's cover: its type, range and (for evaporative coolers) mounting. */
export type CoverKey = Pick<Product, 'productType' | 'range'> & {
  mounting?: z.infer<typeof evaporativeMountingSchema>;
};

/** The cover for a product: one naming its range wins over the general cover for its type. */
export function warrantyCoverFor(terms: WarrantyTerms, product: CoverKey): WarrantyCoverage | undefined {
  const matches = terms.coverage.filter(
    (cover) =>
      cover.productTypes.includes(product.productType) &&
      (!cover.ranges || cover.ranges.includes(product.range)) &&
      (!cover.mountings || (product.mounting !== undefined && cover.mountings.includes(product.mounting))),
  );
  return matches.find((cover) => cover.ranges) ?? matches[0];
}

/** A product's own warranty periods, as its page and spec table show them, from the cover it falls under. */
export function productWarranty(cover: WarrantyCoverage): Product['warranty'] {
  return {
    years: cover.partsAndLabourYears,
    partsAndLabour: true,
    ...(cover.compressorYears ? { compressorYears: cover.compressorYears } : {}),
    ...(cover.componentCover
      ? { componentCover: cover.componentCover.map(({ component, years }) => ({ component, years })) }
      : {}),
  };
}

const coverKeySchema = z.object({
  slug: z.string(),
  productType: productTypeSchema,
  range: rangeSchema,
  mounting: evaporativeMountingSchema.optional(),
});

/**
 * A product file's data with its warranty added from the terms, ready for the product schema. Data whose
 * type or range is malformed passes through unchanged so the product schema reports it; a product no cover
 * applies to, or a file that writes its own warranty, is an error naming the product.
 */
export function withDerivedWarranty(terms: WarrantyTerms, data: unknown): unknown {
  const key = coverKeySchema.safeParse(data);
  if (!key.success || typeof data !== 'object' || data === null) return data;
  if ('warranty' in data) {
    throw new Error(
      `${key.data.slug}: remove "warranty"; it comes from the warranty terms (content/warranty)`,
    );
  }
  const cover = warrantyCoverFor(terms, key.data);
  if (!cover) {
    throw new Error(
      `${key.data.slug}: no warranty cover in content/warranty applies to a ${key.data.range} ${key.data.productType}`,
    );
  }
  return { ...data, warranty: productWarranty(cover) };
}
