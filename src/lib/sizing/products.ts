/**
 * What the sizing tool knows of each current product: its type and the capacities it is matched
 * on. Built at build time (`./from-catalogue.ts`) into the sizing page's page-data document, and
 * parsed again by the island, so the browser never trusts a document of the wrong shape.
 */
import * as v from 'valibot';
import type { ProductType } from '../../schemas/common.ts';
import { productTypeLabels } from '../product-labels.ts';
import { australianStates, productRanges } from '../value-lists.ts';

// The product types from the labels module rather than the content schema, which would bring
// zod into the island.
const productTypes = Object.keys(productTypeLabels) as ProductType[];

const kw = v.pipe(v.number(), v.gtValue(0));

/** The product's picture at card size (server-only/images makes it at build), as lib/picture-data.ts shapes it. */
const pictureSchema = v.object({
  sources: v.array(v.object({ type: v.literal('image/avif'), srcset: v.string() })),
  src: v.string(),
  sizes: v.string(),
  width: v.number(),
  height: v.number(),
  alt: v.string(),
});

const stars = v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(10)));

/** What the listing's card shows of a product (lib/product-records.ts `ProductCardView`), for the recommendations. */
const sizingCardSchema = v.object({
  status: v.picklist(['current', 'discontinued']),
  capacity: v.string(),
  roomSize: v.object({
    minM2: v.number(),
    maxM2: v.number(),
    basis: v.picklist(['living-room', 'home']),
  }),
  coolingStars: stars,
  heatingStars: stars,
  gasStars: stars,
  wifi: v.boolean(),
  keyFeatures: v.array(v.string()),
  promotion: v.optional(v.object({ text: v.string(), title: v.string(), href: v.string() })),
  picture: v.optional(pictureSchema),
});

const rated = v.object({ outputKw: kw, efficiency: kw });

/** The rated figures a running cost is worked out from (lib/running-cost.ts `RunningCostProfile`). */
const runningCostProfileSchema = v.variant('kind', [
  v.object({ kind: v.literal('electric'), cooling: rated, heating: v.nullable(rated) }),
  v.object({ kind: v.literal('evaporative'), powerW: kw, waterLPerHour: v.nullable(kw) }),
  v.object({ kind: v.literal('gas'), gasInputMJh: kw }),
]);

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
  range: v.picklist(productRanges),
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
  /** Its listing card: picture, capacity, stars, room size, key features, a current promotion. */
  card: sizingCardSchema,
  /** What its running cost in the visitor's climate zone is worked out from. */
  runningCost: runningCostProfileSchema,
});
export type SizingProduct = v.InferOutput<typeof sizingProductSchema>;
/** What a product is sized by, without what its recommendation shows (its card, its running cost). */
export type SizingFacts = Omit<SizingProduct, 'card' | 'runningCost'>;

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
