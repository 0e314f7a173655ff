/**
 * Building blocks shared by the content schemas: identifiers, the product taxonomy, Australian states,
 * climate zones and the SEO block every page-like entry carries.
 */
import { z } from 'zod';
import { australianStates, climateZones, productTypes } from '../lib/value-lists.ts';

/** A URL-safe identifier: lower-case letters and digits joined by single hyphens. */
export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters and digits joined by single hyphens');

/** The eight Australian states and territories, by their usual abbreviations. */
export const australianStateSchema = z.enum(australianStates);
export type AustralianState = z.infer<typeof australianStateSchema>;

/** A four-digit Australian postcode, kept as text so leading zeros survive (NT 0800). */
export const postcodeSchema = z.string().regex(/^\d{4}$/, 'Use a four-digit postcode');

/** What kind of system a product is; decides which specifications it has. */
export const productTypeSchema = z.enum(productTypes);
export type ProductType = z.infer<typeof productTypeSchema>;

/** Slugs of the categories that group products by type; each product has exactly one. */
export const typeCategorySlugSchema = z.enum([
  'wall-mounted-air-conditioning',
  'ducted-air-conditioners',
  'cassette-air-conditioners',
  'multi-air-conditioning',
  'window-air-conditioning',
  'evaporative-cooling',
  'gas-ducted-heating',
]);
export type TypeCategorySlug = z.infer<typeof typeCategorySlugSchema>;

/** Slugs of the categories that group products by what they do; a product has every one that applies. */
export const functionCategorySlugSchema = z.enum(['cooling', 'heating', 'dual-function']);
export type FunctionCategorySlug = z.infer<typeof functionCategorySlugSchema>;

/** Any category slug, type or function. */
export const categorySlugSchema = z.enum([
  ...typeCategorySlugSchema.options,
  ...functionCategorySlugSchema.options,
]);
export type CategorySlug = z.infer<typeof categorySlugSchema>;

/** The type category each product type is listed (and canonically addressed) under. */
export const typeCategoryByProductType = {
  'wall-split': 'wall-mounted-air-conditioning',
  ducted: 'ducted-air-conditioners',
  cassette: 'cassette-air-conditioners',
  multi: 'multi-air-conditioning',
  window: 'window-air-conditioning',
  evaporative: 'evaporative-cooling',
  'gas-heater': 'gas-ducted-heating',
} as const satisfies Record<ProductType, TypeCategorySlug>;

/** Climate zones of the Zoned Energy Rating Label: hot (Brisbane), average (Sydney), cold (Melbourne). */
export const climateZoneSchema = z.enum(climateZones);
export type ClimateZone = z.infer<typeof climateZoneSchema>;

/** Search-engine title and description of a page. */
export const seoSchema = z.strictObject({
  /** The document title, at most 60 characters so results do not truncate it. */
  title: z.string().min(10).max(60),
  /** The meta description, 120-160 characters. */
  description: z.string().min(120).max(160),
});
export type Seo = z.infer<typeof seoSchema>;

/**
 * A calendar date as ISO 8601 text, e.g. "2025-09-01". Astro's YAML parser turns an unquoted date into
 * a Date, so a Date is accepted and turned back into the same text.
 */
export const isoDateSchema = z.union([
  z.iso.date(),
  z.date().transform((date) => date.toISOString().slice(0, 10)),
]);

/** A short titled point: a benefit, a piece of advice, a step. */
export const titledTextSchema = z.strictObject({
  /** The point in a few words. */
  title: z.string().min(2).max(80),
  /** One to three sentences of plain text. */
  text: z.string().min(10),
});
export type TitledText = z.infer<typeof titledTextSchema>;
