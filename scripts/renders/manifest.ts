/**
 * The render manifest (src/assets/renders/manifest.json): for each picture (a render, a dimension
 * drawing, a hero), what it was made from (its inputs: product type, range finish, dimensions), by
 * which builder and the hash of that builder's code, at how many samples and what size, how long it
 * took and its file's digest; for each product, which picture sits at which gallery position; and
 * for each hero, which render it is. Which gallery entries and heroes are the manifest's pictures
 * (by their place and their bytes) is decided here; stale.ts compares the pictures with the
 * catalogue and the render scripts.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type BuilderName, builders } from './builders.ts';
import { contentDir, heroFile } from './hero-plan.ts';
import { galleryFile, pictureExtension } from './plan.ts';
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
  /** The builder that made it (scripts/renders/builders.ts) and the hash of its code then. */
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
  /** Product slug → the picture at each gallery position (position as a string). */
  products: z.record(z.string(), z.record(z.string(), z.string())),
  /** Hero slug (its entry's) → the render its entry's `hero` shows. */
  heroes: z.record(z.string(), z.string()),
});
export type RenderManifest = z.infer<typeof manifestSchema>;

/** The products' content folder: `<productType>/<slug>.yaml` and beside it each gallery's files. */
export const productsDir = path.join(contentDir, 'products');

export const manifestFile = path.resolve(import.meta.dirname, '../../src/assets/renders/manifest.json');

export function readManifest(): RenderManifest {
  if (!existsSync(manifestFile)) return { renders: {}, products: {}, heroes: {} };
  return manifestSchema.parse(JSON.parse(readFileSync(manifestFile, 'utf8')));
}

/**
 * Writes the manifest, without the records no product or hero names any more. The render scripts
 * write it after each product or hero, so an interrupted run keeps what it made.
 */
export function writeManifest(manifest: RenderManifest) {
  const used = new Set([
    ...Object.values(manifest.products).flatMap((byPosition) => Object.values(byPosition)),
    ...Object.values(manifest.heroes),
  ]);
  for (const key of Object.keys(manifest.renders)) if (!used.has(key)) delete manifest.renders[key];
  mkdirSync(path.dirname(manifestFile), { recursive: true });
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Whether the file at `onDisk` is the manifest's picture `key` (it exists and has its digest). */
function isPicture(manifest: RenderManifest, key: string, onDisk: string): boolean {
  const record = manifest.renders[key];
  return record !== undefined && existsSync(onDisk) && fileDigest(readFileSync(onDisk)) === record.sha256;
}

/** First 16 hex digits of a file's SHA-256. */
export const fileDigest = (data: Buffer): string =>
  createHash('sha256').update(data).digest('hex').slice(0, 16);

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
  /** Where the galleries' files are (a test passes a copy). */
  galleriesDir: string = productsDir,
): Map<number, string> {
  const held = new Map<number, string>();
  for (const [position, key] of Object.entries(manifest.products[product.slug] ?? {})) {
    const index = Number(position);
    const picture = manifest.renders[key]?.inputs.picture ?? '';
    const file = product.images?.[index]?.file;
    if (file !== galleryFile(product.slug, index, pictureExtension(picture))) continue;
    if (isPicture(manifest, key, path.join(galleriesDir, product.productType, file))) held.set(index, key);
  }
  return held;
}

/**
 * Whether an entry's hero is the manifest's render (its image is the render's path, with its
 * digest), not a photograph uploaded in the editor. `entryFile` is the entry's content file.
 */
export function heroIsRender(
  manifest: RenderManifest,
  slug: string,
  hero: { image?: unknown } | undefined,
  entryFile: string,
): boolean {
  const key = manifest.heroes[slug];
  if (!key || hero?.image !== heroFile(slug)) return false;
  return isPicture(manifest, key, path.resolve(path.dirname(entryFile), heroFile(slug)));
}
