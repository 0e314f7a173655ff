/**
 * The render manifest (src/assets/renders/manifest.json): for each render, what it was made from
 * (its inputs: product type, range finish, dimensions), by which builder and the hash of that
 * builder's Python, at how many samples and what size, and how long it took; and for each product,
 * which render sits at which gallery position. `staleRenders` compares it with the catalogue and
 * the render scripts: a product whose type, finish or dimensions changed since its render was
 * made, whose render's builder has changed since, or a product of a rendered type with no render
 * (a new product), is reported with the command that renders it again.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
  /** The master's digest (`fileDigest`): a gallery file is this picture only while its digest is this. */
  sha256: z.string().regex(/^[0-9a-f]{16}$/),
});

export const manifestSchema = z.object({
  /** Render key (hash of its inputs and its builder's hash) → the record of it. */
  renders: z.record(z.string(), renderRecordSchema),
  /** Product slug → the render at each gallery position (position as a string). */
  products: z.record(z.string(), z.record(z.string(), z.string())),
});
export type RenderManifest = z.infer<typeof manifestSchema>;

/** The products' content folder: `<productType>/<slug>.yaml` and beside it each gallery's files. */
export const productsDir = path.resolve(import.meta.dirname, '../../src/content/products');

/** First 16 hex digits of a file's SHA-256. */
export const fileDigest = (data: Buffer): string =>
  createHash('sha256').update(data).digest('hex').slice(0, 16);

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
  /** Where the galleries' files are (a test passes a copy with a photograph in a render's place). */
  contentDir: string = productsDir,
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
    const held = heldPositions(manifest, product, contentDir);
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
 * at its position and the entry's file is that picture's file there, with the picture's digest (a
 * photograph uploaded in the editor lands at the same path). Any other entry is the editor's,
 * whatever its alt text says, and the pipeline leaves it alone.
 */
export function heldPositions(
  manifest: RenderManifest,
  product: Pick<ProductFacts, 'slug' | 'productType'> & { images?: readonly { file: string }[] },
  contentDir: string = productsDir,
): Map<number, string> {
  const held = new Map<number, string>();
  for (const [position, key] of Object.entries(manifest.products[product.slug] ?? {})) {
    const index = Number(position);
    const record = manifest.renders[key];
    const file = product.images?.[index]?.file;
    if (!record || file !== galleryFile(product.slug, index, pictureExtension(record.inputs.picture)))
      continue;
    const onDisk = path.join(contentDir, product.productType, file);
    if (existsSync(onDisk) && fileDigest(readFileSync(onDisk)) === record.sha256) held.set(index, key);
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
