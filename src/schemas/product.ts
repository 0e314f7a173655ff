/**
 * Products, as a discriminated union on `productType`: a gas heater is not a split system with
 * optional fields. Refrigerant systems (wall, ducted, cassette, multi, window) share the Zoned Energy
 * Rating Label specifications; evaporative coolers and gas heaters have their own. Their facts are
 * in product-facts.ts; here, the gallery and the rules across fields.
 */
import { z } from 'zod';
import { roomSizeContradictions } from '../lib/sizing/copy-check.ts';
import { refrigerantProductTypes } from '../lib/value-lists.ts';
import {
  type BuildImageSchema,
  type ImageFileSchema,
  imagePathSchema,
  productImageSchemaOf,
} from './image.ts';
import {
  cassetteBase,
  ductedBase,
  evaporativeBase,
  gasHeaterBase,
  multiBase,
  type ProductFacts,
  wallSplitBase,
  windowBase,
} from './product-facts.ts';

type ProductInput = ProductFacts;

/** Fewest images a product on sale shows: Baymard finds most products need three to five. */
export const MIN_PRODUCT_IMAGES = 3;

/** Each product type's schema over an image file schema (the path in plain zod, `image()` at build: see image.ts). */
export function productMembersOf<F extends ImageFileSchema>(file: F) {
  const gallery = {
    /** The product's gallery, in the order it is shown: the first is the picture on cards and at the top of the page. */
    images: z.array(productImageSchemaOf(file)).max(12),
  };
  return [
    wallSplitBase.extend(gallery),
    ductedBase.extend(gallery),
    cassetteBase.extend(gallery),
    multiBase.extend(gallery),
    windowBase.extend(gallery),
    evaporativeBase.extend(gallery),
    gasHeaterBase.extend(gallery),
  ] as const;
}

/** Any product in the catalogue, over an image file schema, with the rules across fields. */
export function productSchemaOf<F extends ImageFileSchema>(file: F) {
  return z
    .discriminatedUnion('productType', [...productMembersOf(file)])
    .superRefine(checkProduct)
    .superRefine((product, ctx) => {
      if (product.status === 'current' && product.images.length < MIN_PRODUCT_IMAGES) {
        ctx.addIssue({
          code: 'custom',
          path: ['images'],
          message: `A product on sale needs at least ${MIN_PRODUCT_IMAGES} images (it has ${product.images.length})`,
        });
      }
    });
}

/** The product types' schemas as the content files and the editor's forms have them (image paths). */
export const [
  wallSplitSchema,
  ductedSchema,
  cassetteSchema,
  multiSchema,
  windowSchema,
  evaporativeSchema,
  gasHeaterSchema,
] = productMembersOf(imagePathSchema);

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/** Checks across fields that a single field's schema cannot express. */
function checkProduct(product: ProductInput, ctx: z.RefinementCtx) {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });

  // One room size per product: the copy says what the sizing rule (its card and page) says.
  for (const { path, message } of roomSizeContradictions(product)) issue(path, message);

  if (product.related.includes(product.slug)) issue(['related'], 'A product cannot be related to itself');
  if (new Set(product.related).size !== product.related.length) issue(['related'], 'Related slugs repeat');
  if (new Set(product.functionCategories).size !== product.functionCategories.length) {
    issue(['functionCategories'], 'Function categories repeat');
  }
  const { compressorYears, years } = product.warranty;
  if (compressorYears !== undefined && compressorYears < years) {
    issue(['warranty', 'compressorYears'], 'Compressor cover cannot be shorter than the product cover');
  }

  if (product.productType === 'evaporative') {
    if (!sameSet(product.functionCategories, ['cooling'])) {
      issue(['functionCategories'], 'An evaporative cooler is listed under cooling only');
    }
    if ((product.mounting === 'portable') !== (product.waterTankL !== undefined)) {
      issue(['waterTankL'], 'Portable coolers have a water tank; fixed coolers are plumbed in and have none');
    }
    return;
  }
  if (product.productType === 'gas-heater') {
    if (!sameSet(product.functionCategories, ['heating'])) {
      issue(['functionCategories'], 'A gas heater is listed under heating only');
    }
    if (product.outputKw > product.gasInputMJh / 3.6) {
      issue(['outputKw'], 'Output cannot exceed the gas input (1 kW = 3.6 MJ/h)');
    }
    return;
  }

  const heats = product.heatingCapacityKw !== null;
  const expected = heats ? ['cooling', 'heating', 'dual-function'] : ['cooling'];
  if (!sameSet(product.functionCategories, expected)) {
    issue(
      ['functionCategories'],
      `Expected ${expected.join(', ')} for a ${heats ? 'reverse-cycle' : 'cooling-only'} system`,
    );
  }
  const heatingFields = {
    seasonalEfficiency: product.seasonalEfficiency.hspf,
    energyRating: product.energyRating.heating,
    annualEnergyKwh: product.annualEnergyKwh.heating,
    acop: product.acop,
    operatingRangeC: product.operatingRangeC.heating,
  };
  for (const [field, value] of Object.entries(heatingFields)) {
    if ((value !== null) !== heats) {
      issue(
        [field],
        heats
          ? 'A reverse-cycle system needs heating figures'
          : 'A cooling-only system has no heating figures',
      );
    }
  }
  for (const [field, capacity] of [
    ['coolingCapacityKw', product.coolingCapacityKw],
    ['heatingCapacityKw', product.heatingCapacityKw],
  ] as const) {
    if (!capacity) continue;
    if (
      (capacity.min ?? capacity.rated) > capacity.rated ||
      (capacity.max ?? capacity.rated) < capacity.rated
    ) {
      issue([field], 'Rated capacity must lie between min and max');
    }
  }
  const speeds = product.noise.indoorDbA;
  if (speeds.some((level, index) => index > 0 && level <= (speeds[index - 1] ?? 0))) {
    issue(['noise', 'indoorDbA'], 'Fan speeds go from quietest to highest');
  }
  if (product.productType === 'multi') {
    const { min, max } = product.connectableIndoorKw;
    const rated = product.coolingCapacityKw.rated;
    if (min > max || min < rated * 0.5 - 0.05 || max > rated * 1.3 + 0.05) {
      issue(['connectableIndoorKw'], 'Connectable indoor capacity is 50-130 % of the outdoor rating');
    }
  }
}

/** Any product in the catalogue. */
export const productSchema = productSchemaOf(imagePathSchema);

/** A product as the build hands it over, its images resolved to image metadata. */
export type Product = z.output<ReturnType<typeof productSchemaOf<BuildImageSchema>>>;
/** A product file as written: its images are paths. */
export type ProductFile = z.input<typeof productSchema>;
export type ProductImage = Product['images'][number];
export type ProductOf<T extends Product['productType']> = Extract<Product, { productType: T }>;
/** A product with a refrigerant circuit and an energy rating label. */
export type RefrigerantProduct = ProductOf<(typeof refrigerantProductTypes)[number]>;

/** True when the product has a refrigerant circuit (and so an energy rating label). */
export function isRefrigerantProduct(product: Product): product is RefrigerantProduct {
  return (refrigerantProductTypes as readonly string[]).includes(product.productType);
}
