/**
 * What warranty registration needs to know about a model number: the product it belongs to, its
 * range's serial formats (from the warranty terms) and whether the system has an outdoor unit whose
 * serial is asked for too. Browser-safe and pure: the server builds the table once from the catalogue.
 */
import type { Product } from '../../schemas/product.ts';
import type { SerialFormat, WarrantyTerms } from '../../schemas/warranty.ts';
import { modelNumbersOf } from '../model-numbers.ts';
import type { ProductType } from '../value-lists.ts';

/** Product types sold as an indoor and an outdoor unit, each with its own serial number. */
const SPLIT_TYPES: ReadonlySet<ProductType> = new Set(['wall-split', 'ducted', 'cassette', 'multi']);

export interface RegistrableModel {
  /** The model number as printed (upper case). */
  modelNumber: string;
  /** The product's slug and name. */
  slug: string;
  name: string;
  range: Product['range'];
  productType: ProductType;
  /** The serial format of the indoor unit (or the only unit). */
  indoor: SerialFormat;
  /** The outdoor unit's serial format; absent when the system is one unit. */
  outdoor?: SerialFormat;
  /** The product's warranty periods (derived from the terms at build). */
  warranty: Product['warranty'];
}

/**
 * Every model number of the catalogue (indoor, outdoor or single unit) to what registration checks.
 * A product whose range has no serial format in the terms is an error: the build should fail.
 */
export function registrableModels(
  products: readonly Product[],
  terms: WarrantyTerms,
): ReadonlyMap<string, RegistrableModel> {
  const models = new Map<string, RegistrableModel>();
  for (const product of products) {
    const formats = terms.serialFormats.find((entry) => entry.range === product.range);
    if (!formats) throw new Error(`warranty terms: no serial format for the ${product.range} range`);
    const split = SPLIT_TYPES.has(product.productType);
    if (split && !formats.outdoor) {
      throw new Error(
        `warranty terms: the ${product.range} range has split systems but no outdoor serial format`,
      );
    }
    for (const modelNumber of modelNumbersOf(product)) {
      models.set(modelNumber.toUpperCase(), {
        modelNumber: modelNumber.toUpperCase(),
        slug: product.slug,
        name: product.name,
        range: product.range,
        productType: product.productType,
        indoor: formats.indoor,
        ...(split && formats.outdoor ? { outdoor: formats.outdoor } : {}),
        warranty: product.warranty,
      });
    }
  }
  return models;
}

/** True when a serial (as normalised: upper case) is of the format. */
export const matchesSerialFormat = (format: SerialFormat, serial: string) =>
  new RegExp(format.pattern, 'v').test(serial);

/** The hint under a serial field: one example per range, from the terms. */
export function serialHint(terms: WarrantyTerms, unit: 'indoor' | 'outdoor'): string {
  const examples = terms.serialFormats
    .map((entry) => (entry[unit] ? `${entry[unit].example} (${entry.range})` : null))
    .filter((example): example is string => example !== null);
  const where =
    unit === 'indoor'
      ? 'On the rating plate of the indoor unit (or the only unit)'
      : 'On the rating plate of the outdoor unit';
  return `${where}, e.g. ${examples.join(', ')}`;
}
