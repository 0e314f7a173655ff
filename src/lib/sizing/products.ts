/**
 * What the sizing tool knows of each current product: its type and the capacities it is matched
 * on. Built at build time (`./from-catalogue.ts`) into the sizing page's page-data document, and
 * parsed again by the island, so the browser never trusts a document of the wrong shape.
 */
import * as z from 'zod/mini';
import type { ProductType } from '../../schemas/common.ts';
import { productTypeLabels } from '../product-labels.ts';
import { australianStates } from '../value-lists.ts';

// The product types from the labels module rather than the content schema, which would bring the
// full zod build into the island.
const productTypes = Object.keys(productTypeLabels) as ProductType[];

const kw = z.number().check(z.positive());

/** A small picture of the product (server-only/images makes it at build), as lib/picture-data.ts shapes it. */
const thumbnailSchema = z.object({
  sources: z.array(z.object({ type: z.literal('image/avif'), srcset: z.string() })),
  src: z.string(),
  srcset: z.string(),
  sizes: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
});

export const sizingProductSchema = z.object({
  /** Product slug (what the quote form's product field takes). */
  slug: z.string(),
  /** Full product name. */
  name: z.string(),
  /** Product page path. */
  path: z.string().check(z.startsWith('/products/')),
  /** Kind of system. */
  productType: z.enum(productTypes),
  /** Range name. */
  range: z.string(),
  /** Rated cooling capacity at 35 °C, kW; null for heaters. */
  coolingKw: z.nullable(kw),
  /** Rated heating capacity at 7 °C (a gas heater's output), kW; null for cooling-only systems. */
  heatingKw: z.nullable(kw),
  /** Heating capacity still delivered at 2 °C outdoor, kW, when published. */
  heatingAt2CKw: z.nullable(kw),
  /** Airflow of an evaporative cooler, m³/h; null for other types. */
  airflowM3h: z.nullable(kw),
  /** Whether an evaporative cooler is portable (the tool sizes fixed ones for a whole home). */
  portable: z.boolean(),
  /** Most indoor units a multi-split drives; null for other types. */
  maxIndoorUnits: z.nullable(z.number().check(z.int(), z.positive())),
  /** The product's own picture at thumbnail size (its first image). */
  picture: z.optional(thumbnailSchema),
});
export type SizingProduct = z.infer<typeof sizingProductSchema>;

export const sizingProductsSchema = z.array(sizingProductSchema);

/** What the sizing page's page-data document holds for the island (the page copy is there too). */
export const sizingPageDataSchema = z.object({
  /** The current products' sizing facts. */
  products: sizingProductsSchema,
  /** Hash of the postcode table's static query: postcode → [state, lat, lng]. */
  postcodeTable: z.string().check(z.regex(/^[0-9a-f]{16}$/)),
});
export type SizingPageData = z.infer<typeof sizingPageDataSchema>;

/** A row of the postcode table's static query: state, latitude, longitude. */
export const postcodePositionsSchema = z.record(
  z.string(),
  z.tuple([z.enum(australianStates), z.number(), z.number()]),
);
