/**
 * What the sizing tool knows of each current product: its type and the capacities it is matched
 * on. Built at build time (`./from-catalogue.ts`) into the sizing page's page-data document, and
 * parsed again by the island, so the browser never trusts a document of the wrong shape.
 */
import * as v from 'valibot';
import type { ProductType } from '../../schemas/common.ts';
import { productTypeLabels } from '../product-labels.ts';
import { australianStates } from '../value-lists.ts';

// The product types from the labels module rather than the content schema, which would bring
// zod into the island.
const productTypes = Object.keys(productTypeLabels) as ProductType[];

const kw = v.pipe(v.number(), v.gtValue(0));

/** A small picture of the product (server-only/images makes it at build), as lib/picture-data.ts shapes it. */
const thumbnailSchema = v.object({
  sources: v.array(v.object({ type: v.literal('image/avif'), srcset: v.string() })),
  src: v.string(),
  srcset: v.string(),
  sizes: v.string(),
  width: v.number(),
  height: v.number(),
  alt: v.string(),
});

export const sizingProductSchema = v.object({
  /** Product slug (what the quote form's product field takes). */
  slug: v.string(),
  /** Full product name. */
  name: v.string(),
  /** Product page path. */
  path: v.pipe(v.string(), v.startsWith('/products/')),
  /** Kind of system. */
  productType: v.picklist(productTypes),
  /** Range name. */
  range: v.string(),
  /** Rated cooling capacity at 35 °C, kW; null for heaters. */
  coolingKw: v.nullable(kw),
  /** Rated heating capacity at 7 °C (a gas heater's output), kW; null for cooling-only systems. */
  heatingKw: v.nullable(kw),
  /** Heating capacity still delivered at 2 °C outdoor, kW, when published. */
  heatingAt2CKw: v.nullable(kw),
  /** Airflow of an evaporative cooler, m³/h; null for other types. */
  airflowM3h: v.nullable(kw),
  /** Whether an evaporative cooler is portable (the tool sizes fixed ones for a whole home). */
  portable: v.boolean(),
  /** Most indoor units a multi-split drives; null for other types. */
  maxIndoorUnits: v.nullable(v.pipe(v.number(), v.integer(), v.gtValue(0))),
  /** The product's own picture at thumbnail size (its first image). */
  picture: v.optional(thumbnailSchema),
});
export type SizingProduct = v.InferOutput<typeof sizingProductSchema>;

export const sizingProductsSchema = v.array(sizingProductSchema);

/** What the sizing page's page-data document holds for the island (the page copy is there too). */
export const sizingPageDataSchema = v.object({
  /** The current products' sizing facts. */
  products: sizingProductsSchema,
  /** Hash of the postcode table's static query: postcode → [state, lat, lng]. */
  postcodeTable: v.pipe(v.string(), v.regex(/^[0-9a-f]{16}$/)),
});
export type SizingPageData = v.InferOutput<typeof sizingPageDataSchema>;

/** A row of the postcode table's static query: state, latitude, longitude. */
export const postcodePositionsSchema = v.record(
  v.string(),
  v.tuple([v.picklist(australianStates), v.number(), v.number()]),
);
