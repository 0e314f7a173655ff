/**
 * The render manifest (src/assets/renders/manifest.json): for each render, what it was made from
 * (its inputs: product type, range finish, dimensions), by which builder and the hash of that
 * builder's Python, at how many samples and what size, and how long it took; and for each product,
 * which render sits at which gallery position. `staleRenders` compares it with the catalogue and
 * the render scripts: a product whose type, finish or dimensions changed since its render was
 * made, whose render's builder has changed since, or a product of a rendered type with no render
 * (a new product), is reported with the command that renders it again.
 */
import { z } from 'zod';
import { type BuilderHashes, type BuilderName, builderFiles, builders, renderedTypes } from './builders.ts';
import {
  currentBuilderHashes,
  galleryFile,
  pictureExtension,
  renderKey,
  renderPlan,
  stableJson,
} from './plan.ts';
import type { ProductFacts } from './product-facts.ts';

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
  /** The builder that made it (scripts/renders/builders.ts) and the hash of its Python then. */
  builder: z.object({
    name: z.enum(Object.keys(builders) as [BuilderName, ...BuilderName[]]),
    hash: z.string(),
  }),
  /** Cycles samples per pixel (the most; adaptive sampling stops earlier where a pixel is clean); none for the drawing. */
  samples: z.number().int().positive().optional(),
  /** Rendered size in pixels. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Wall-clock seconds Blender took (none for the drawing, made in a moment). */
  seconds: z.number().nonnegative().optional(),
  /** CPU seconds (user + system) Blender used: what carries over to another machine. */
  cpuSeconds: z.number().nonnegative().optional(),
  /** Size of the master (WebP; the drawing's PNG) in bytes. */
  bytes: z.number().int().positive(),
});

export const manifestSchema = z.object({
  /** Render key (hash of its inputs and its builder's hash) → the record of it. */
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
 * Products whose renders no longer match their spec data or their builders. `entries` is each
 * product file's images list: a position whose file is no longer the render's (a photograph put in
 * its place in the editor) is not the render's business any more. `hashes` are the builders'
 * hashes now (a test passes those of a changed copy of the render scripts).
 */
export function staleRenders(
  manifest: RenderManifest,
  catalogue: readonly (ProductFacts & { images?: readonly { kind: string; file: string }[] })[],
  hashes: BuilderHashes = currentBuilderHashes(),
): StaleRender[] {
  const stale: StaleRender[] = [];
  for (const product of catalogue) {
    if (!renderedTypes.has(product.productType)) continue;
    const command = `npm run render -- ${product.slug}`;
    const rendered = manifest.products[product.slug];
    if (!rendered) {
      stale.push({ slug: product.slug, reason: `a ${product.productType} with no renders`, command });
      continue;
    }
    const plan = renderPlan(product, hashes);
    const held = heldPositions(manifest, product);
    for (const [position, key] of Object.entries(rendered)) {
      if (product.images && !held.has(Number(position))) continue;
      const reason = staleReason(manifest, key, plan);
      if (reason) stale.push({ slug: product.slug, reason: `position ${position}: ${reason}`, command });
    }
  }
  return stale;
}

/**
 * The gallery positions of a product that hold the pictures the manifest gives it (position → key):
 * a gallery entry is one of the pipeline's pictures by its place, when the manifest names a picture
 * at its position and the entry's file is that picture's file there. Any other entry is the
 * editor's (a photograph), whatever its alt text says, and the pipeline leaves it alone.
 */
export function heldPositions(
  manifest: RenderManifest,
  product: Pick<ProductFacts, 'slug'> & { images?: readonly { file: string }[] },
): Map<number, string> {
  const held = new Map<number, string>();
  for (const [position, key] of Object.entries(manifest.products[product.slug] ?? {})) {
    const index = Number(position);
    const picture = manifest.renders[key]?.inputs.picture;
    const file = product.images?.[index]?.file;
    if (picture && file === galleryFile(product.slug, index, pictureExtension(picture))) held.set(index, key);
  }
  return held;
}

/** Why the render `key` is not the one the plan wants now, in words; undefined when it is. */
function staleReason(manifest: RenderManifest, key: string, plan: ReturnType<typeof renderPlan>) {
  const record = manifest.renders[key];
  if (!record) return `render ${key} is not in the manifest`;
  if (renderKey(record.inputs, record.builder.hash) !== key)
    return `render ${key} was not made from what its record says (its key is not the hash of its inputs and builder)`;
  const { picture } = record.inputs;
  const wanted = plan.find((planned) => planned.inputs.picture === picture);
  if (!wanted)
    return `the ${picture} render was made as ${describeInputs(record.inputs)}; the product is now without that picture`;
  if (wanted.key === key) return undefined;
  if (stableJson(wanted.inputs) !== stableJson(record.inputs))
    return `the ${picture} render was made as ${describeInputs(record.inputs)}; the product is now ${describeInputs(wanted.inputs as unknown as Record<string, unknown>)}`;
  const { name } = wanted.builder;
  return `the ${picture} render was made by the ${name} builder as it was (${record.builder.hash}); its Python (${builderFiles(name).join(', ')}) has changed since (${wanted.builder.hash})`;
}
