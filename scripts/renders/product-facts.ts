/**
 * The facts of a product the picture pipeline reads from its content file (the product schema
 * checks the rest): its name, range, type, mounting or installation and its units' sizes, and what
 * an alt text calls a unit of each type.
 */
import { z } from 'zod';
import { productImageKindSchema } from '../../src/schemas/image.ts';
import { dimensionsSchema, rangeSchema } from '../../src/schemas/product-facts.ts';

export const productFactsSchema = z.looseObject({
  slug: z.string(),
  name: z.string(),
  range: rangeSchema,
  productType: z.string(),
  mounting: z.string().optional(),
  installation: z.string().optional(),
  maxIndoorUnits: z.number().optional(),
  dimensions: z.union([
    dimensionsSchema,
    z.object({ indoor: dimensionsSchema, outdoor: dimensionsSchema }),
    z.object({ unit: dimensionsSchema }),
  ]),
  images: z
    .array(z.looseObject({ kind: productImageKindSchema, file: z.string(), alt: z.string() }))
    .optional(),
});
export type ProductFacts = z.infer<typeof productFactsSchema>;

/** A unit's outer size, mm (as the product schema has it). */
export interface SizeMm {
  widthMm: number;
  heightMm: number;
  depthMm: number;
}

const size = (d: SizeMm): SizeMm => ({ widthMm: d.widthMm, heightMm: d.heightMm, depthMm: d.depthMm });

/** The unit the front picture is about (a multi's outdoor unit) and the others. */
export function unitsOf(product: ProductFacts): { main: SizeMm; indoor?: SizeMm; outdoor?: SizeMm } {
  const d = product.dimensions;
  if ('indoor' in d) return { main: size(d.indoor), indoor: size(d.indoor), outdoor: size(d.outdoor) };
  if ('unit' in d) return { main: size(d.unit) };
  return { main: size(d as SizeMm) };
}

/** What a picture's alt text calls a unit of each type. */
export const typeNames: Record<string, string> = {
  'wall-split': 'wall split indoor unit',
  ducted: 'ducted indoor unit',
  cassette: 'ceiling cassette',
  multi: 'multi-split outdoor unit',
  window: 'window air conditioner',
  evaporative: 'evaporative cooler',
  'gas-heater': 'gas ducted heater',
};
