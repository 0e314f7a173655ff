/**
 * The render manifest (src/assets/renders/manifest.json): for each render, what it was made from
 * (its inputs: product type, range finish, dimensions), by which version of the scene builders, at
 * how many samples and what size, and how long it took; and for each product, which render sits at
 * which gallery position. `staleRenders` compares it with the catalogue: a product whose type,
 * finish or dimensions changed since its render was made, or a product of a type whose every
 * product is rendered that has no render (a new product), is reported with the command that renders it again.
 */
import { z } from 'zod';
import type { ArtProduct } from '../art/pictures.ts';
import { completeTypes, galleryFile, renderKey, renderPlan, stableJson } from './plan.ts';

const sizeSchema = z.object({ widthMm: z.number(), heightMm: z.number(), depthMm: z.number() });

export const renderRecordSchema = z.object({
  /** What the render was made from (see plan.ts RenderInputs). */
  inputs: z.looseObject({
    picture: z.string(),
    productType: z.string(),
    range: z.string().optional(),
    indoor: sizeSchema.optional(),
    outdoor: sizeSchema.optional(),
  }),
  /** Hash of the scene builders' source when it was rendered. */
  builder: z.string(),
  /** Cycles samples per pixel (the most; adaptive sampling stops earlier where a pixel is clean). */
  samples: z.number().int().positive(),
  /** Rendered size in pixels. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Wall-clock seconds Blender took. */
  seconds: z.number().nonnegative(),
  /** CPU seconds (user + system) Blender used: what carries over to another machine. */
  cpuSeconds: z.number().nonnegative().optional(),
  /** Size of the WebP master in bytes. */
  bytes: z.number().int().positive(),
});

export const manifestSchema = z.object({
  /** Render name (hash of its inputs) → the record of it. */
  renders: z.record(z.string(), renderRecordSchema),
  /** Product slug → the render at each gallery position (position as a string). */
  products: z.record(z.string(), z.record(z.string(), z.string())),
});
export type RenderManifest = z.infer<typeof manifestSchema>;

export interface StaleRender {
  slug: string;
  /** What changed, in words. */
  reason: string;
  /** The command that renders it again. */
  command: string;
}

const describeInputs = (inputs: Record<string, unknown>) => {
  const { picture, productType, range, indoor, outdoor, finish, outdoorFinish } = inputs as {
    picture: string;
    productType: string;
    range?: string;
    indoor?: z.infer<typeof sizeSchema>;
    outdoor?: z.infer<typeof sizeSchema>;
    finish?: { name: string };
    outdoorFinish?: { name: string };
  };
  const size = (s?: z.infer<typeof sizeSchema>) => (s ? `${s.widthMm}×${s.heightMm}×${s.depthMm} mm` : '–');
  const look = [range, (finish ?? outdoorFinish)?.name].filter(Boolean).join(', ');
  return `${picture} of a ${productType}${look ? ` (${look})` : ''}, indoor ${size(indoor)}, outdoor ${size(outdoor)}`;
};

/**
 * Products whose renders no longer match their spec data. `entries` is each product file's images
 * list: a position whose file is no longer the render's (a photograph put in its place in the
 * editor) is not the render's business any more.
 */
export function staleRenders(
  manifest: RenderManifest,
  catalogue: readonly (ArtProduct & { images?: readonly { kind: string; file: string }[] })[],
  /** Types every product of which must have renders (a product of one without them is reported). */
  complete: ReadonlySet<string> = completeTypes,
): StaleRender[] {
  const stale: StaleRender[] = [];
  for (const product of catalogue) {
    const command = `npm run render -- ${product.slug}`;
    const rendered = manifest.products[product.slug];
    if (!rendered) {
      if (complete.has(product.productType)) {
        stale.push({ slug: product.slug, reason: `a ${product.productType} with no renders`, command });
      }
      continue;
    }
    const plan = renderPlan(product);
    for (const [position, key] of Object.entries(rendered)) {
      const index = Number(position);
      const entry = product.images?.[index];
      if (entry && entry.file !== galleryFile(product.slug, index, 'webp')) continue;
      const record = manifest.renders[key];
      const wanted = plan.find((picture) => picture.inputs.picture === record?.inputs.picture);
      if (!record) {
        stale.push({
          slug: product.slug,
          reason: `position ${position} names render ${key}, which the manifest lacks`,
          command,
        });
      } else if (
        !wanted ||
        renderKey(wanted.inputs) !== key ||
        stableJson(wanted.inputs) !== stableJson(record.inputs)
      ) {
        stale.push({
          slug: product.slug,
          reason: `the ${record.inputs.picture} render was made as ${describeInputs(record.inputs)}; the product is now ${wanted ? describeInputs(wanted.inputs as unknown as Record<string, unknown>) : `a ${product.productType} without that picture`}`,
          command,
        });
      }
    }
  }
  return stale;
}
