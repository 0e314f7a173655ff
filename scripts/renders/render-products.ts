/**
 * `npm run render`: makes the products' pictures (plan.ts): five rendered with Blender's Cycles
 * (scenes in scripts/renders/scenes/, the builder of each picture named in builders.ts), written as
 * WebP masters, and the dimension drawing (drawing/), a PNG, where the content editor keeps a
 * gallery's files, `src/content/products/<type>/<slug>/images/<position>/file.<ext>`; then writes
 * the product file's `images` (with the YAML library: the rest of the file is left as it is).
 * Products sharing a cabinet (same type, finish and dimensions) share renders: each distinct render
 * is made once. The manifest (src/assets/renders/manifest.json) records what each picture was made
 * from and which gallery position holds it: an entry at a position the manifest does not give it,
 * or whose file is not the picture's, is a photograph from the editor, kept where it is and never
 * overwritten (a photograph of a picture's kind takes that picture's place). A picture whose key
 * (its inputs and its builder's code) is in the manifest is reused, not made again (`--force`
 * makes it anyway). Only this script needs Blender; the site's build and tests read the committed files.
 *
 *   npm run render                    every product of a type that has scene builders
 *   npm run render -- <slug>...       only these
 *   npm run render -- --samples=32 --width=800 --height=600 <slug>   a quicker draft
 *   npm run render -- --force --pictures=front,in-room <slug>   those pictures again, current or not
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { parse } from 'yaml';
import { runBlender } from './blender.ts';
import { moduleName, renderedTypes } from './builders.ts';
import { commandLine } from './command-line.ts';
import { withField } from './content-files.ts';
import { type DrawingInputs, dimensionDrawing, drawingPng } from './drawing/dimension-drawing.ts';
import {
  fileDigest,
  heldPositions,
  productsDir,
  type RenderManifest,
  readManifest,
  renderRecordSchema,
  writeManifest,
} from './manifest.ts';
import { galleryFile, type PlannedPicture, pictureExtension, renderPlan } from './plan.ts';
import { type ProductFacts, productFactsSchema } from './product-facts.ts';

type RenderRecord = RenderManifest['renders'][string];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const renderScript = path.join(root, 'scripts/renders/scenes/render.py');
/** Renders made so far, kept outside the repository until their product is written. */
const cacheDir = path.join(tmpdir(), 'cirrus-renders');

const { options, names: only } = commandLine(
  'Usage: npm run render -- [product slug…] [--pictures=front,outdoor,controller,in-room,in-scale] [--force] [--samples=32] [--width=1200 --height=900]',
);
const pictureFilter = options.pictures ? new Set(String(options.pictures).split(',')) : undefined;
// 1200 × 900 is twice the gallery's 600 px column; 32 samples with adaptive sampling is clean at that size.
const WIDTH = Number(options.width ?? 1200);
const HEIGHT = Number(options.height ?? 900);
const SAMPLES = Number(options.samples ?? 32);
/**
 * Samples per picture. Interiors have more indirect light, so more noise at equal samples, but
 * their scenes smooth it in the compositor (studio.smooth_indirect), so the room needs only three
 * quarters of the studio's samples and the in-scale cut (small units, flat walls) five eighths.
 */
const roomSamples = (picture: string) =>
  picture === 'in-room'
    ? Math.round(SAMPLES * 0.75)
    : picture === 'in-scale'
      ? Math.round(SAMPLES * 0.625)
      : SAMPLES;

/** Renders one picture with Blender and returns the WebP master, the seconds it took and the CPU seconds it used. */
async function renderPicture(
  picture: PlannedPicture,
): Promise<{ webp: Buffer; seconds: number; cpuSeconds?: number }> {
  const output = path.join(tmpdir(), `cirrus-render-${picture.key}.png`);
  const args = {
    ...picture.inputs,
    builder: moduleName(picture.builder.name),
    width: WIDTH,
    height: HEIGHT,
    samples: roomSamples(picture.inputs.picture),
    output,
  };
  const { seconds, cpuSeconds } = runBlender(renderScript, args, picture.key);
  // Rooms and the in-scale cut are smoothed in Blender's compositor (studio.smooth_indirect): no
  // median here, so the unit's edges and labels stay as rendered.
  const webp = await sharp(output).webp({ quality: 87, effort: 6, smartSubsample: true }).toBuffer();
  rmSync(output, { force: true });
  return { webp, seconds, cpuSeconds };
}

/** A gallery entry as the product file has it (the editor may add `focalPoint` and `credit`). */
type GalleryEntry = NonNullable<ProductFacts['images']>[number];

interface ProductFile {
  file: string;
  text: string;
  product: ProductFacts;
}

/** A gallery slot: an entry kept as it is (a photograph), or one of the product's planned pictures. */
type Slot = { keep: GalleryEntry } | { picture: PlannedPicture };

/**
 * The product's gallery as it will be: each planned picture in plan order, unless a photograph of
 * its kind is in the gallery (the photograph then takes its place), then the other photographs,
 * then the dimension drawing last. Photographs are the entries not held by the manifest.
 */
function gallerySlots(
  product: ProductFile['product'],
  plan: readonly PlannedPicture[],
  held: ReadonlySet<number>,
): Slot[] {
  const photographs = (product.images ?? []).filter((_, position) => !held.has(position));
  const replacing = new Map<PlannedPicture, GalleryEntry>();
  for (const picture of plan) {
    const taken = new Set(replacing.values());
    const photograph = photographs.find((entry) => entry.kind === picture.kind && !taken.has(entry));
    if (photograph) replacing.set(picture, photograph);
  }
  const slot = (picture: PlannedPicture): Slot => {
    const photograph = replacing.get(picture);
    return photograph ? { keep: photograph } : { picture };
  };
  const placed = new Set(replacing.values());
  return [
    ...plan.filter((picture) => picture.kind !== 'dimensions').map(slot),
    ...photographs.filter((entry) => !placed.has(entry)).map((keep) => ({ keep })),
    ...plan.filter((picture) => picture.kind === 'dimensions').map(slot),
  ];
}

/** The picture's master: reused from the gallery when current, else from the interrupted run's cache, else made. */
async function pictureFile(picture: PlannedPicture, manifest: RenderManifest, made: Map<string, Buffer>) {
  const known = made.get(picture.key);
  if (known) return { data: known, fresh: false };
  const forced = options.force && (!pictureFilter || pictureFilter.has(picture.inputs.picture));
  const record = manifest.renders[picture.key];
  const extension = pictureExtension(picture.inputs.picture);
  // The key hashes the inputs and the builder's code: a picture recorded under it is current, and
  // any gallery file of it with its digest is it.
  const committed = Object.entries(manifest.products)
    .flatMap(([slug, byPosition]) =>
      Object.entries(byPosition)
        .filter(([, key]) => key === picture.key)
        .map(([at]) =>
          path.join(productsDir, picture.inputs.productType, galleryFile(slug, Number(at), extension)),
        ),
    )
    .filter((candidate) => existsSync(candidate))
    .map((candidate) => readFileSync(candidate))
    .find((data) => fileDigest(data) === record?.sha256);
  if (committed && !forced) return { data: committed, fresh: false };
  if (picture.builder.name === 'drawing') {
    const data = await drawingPng(dimensionDrawing(picture.inputs as DrawingInputs, picture.alt));
    manifest.renders[picture.key] = {
      inputs: picture.inputs as unknown as RenderRecord['inputs'],
      builder: picture.builder,
      width: 1600,
      height: 1200,
      bytes: data.byteLength,
      sha256: fileDigest(data),
    };
    return { data, fresh: true };
  }
  // A render an interrupted run made (same inputs, same builder) is in the cache: not made again.
  const cached = path.join(cacheDir, picture.key);
  if (!forced && existsSync(`${cached}.json`)) {
    manifest.renders[picture.key] = renderRecordSchema.parse(
      JSON.parse(readFileSync(`${cached}.json`, 'utf8')),
    );
    return { data: readFileSync(`${cached}.webp`), fresh: false };
  }
  const result = await renderPicture(picture);
  manifest.renders[picture.key] = {
    inputs: picture.inputs as unknown as RenderRecord['inputs'],
    builder: picture.builder,
    samples: roomSamples(picture.inputs.picture),
    width: WIDTH,
    height: HEIGHT,
    seconds: Math.round(result.seconds * 10) / 10,
    cpuSeconds: result.cpuSeconds === undefined ? undefined : Math.round(result.cpuSeconds * 10) / 10,
    bytes: result.webp.byteLength,
    sha256: fileDigest(result.webp),
  };
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(`${cached}.webp`, result.webp);
  writeFileSync(`${cached}.json`, JSON.stringify(manifest.renders[picture.key]));
  console.log(
    `${picture.inputs.picture} ${picture.key}: ${result.seconds.toFixed(1)} s (${result.cpuSeconds?.toFixed(1) ?? '?'} CPU s), ${Math.round(result.webp.byteLength / 1024)} KB (${picture.inputs.productType})`,
  );
  return { data: result.webp, fresh: true };
}

async function main() {
  const files: ProductFile[] = readdirSync(productsDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => path.join(productsDir, file))
    .map((file) => {
      const text = readFileSync(file, 'utf8');
      return { file, text, product: productFactsSchema.parse(parse(text)) };
    });
  const targets = files.filter(
    ({ product }) => renderedTypes.has(product.productType) && (only.size === 0 || only.has(product.slug)),
  );
  const manifest = readManifest();
  const made = new Map<string, Buffer>();
  let fresh = 0;
  for (const { file, text, product } of targets) {
    const folder = path.dirname(file);
    const held = heldPositions(manifest, product);
    const slots = gallerySlots(product, renderPlan(product), new Set(held.keys()));
    const photographs = new Set(
      (product.images ?? [])
        .filter((_, at) => !held.has(at))
        .map((entry) => path.resolve(folder, entry.file)),
    );
    const positions: Record<string, string> = {};
    const writes: { target: string; data: Buffer }[] = [];
    const entries: GalleryEntry[] = [];
    for (const [position, slot] of slots.entries()) {
      if ('keep' in slot) {
        entries.push(slot.keep);
        continue;
      }
      const { picture } = slot;
      const file = galleryFile(product.slug, position, pictureExtension(picture.inputs.picture));
      // The same picture as before keeps its entry (an alt text or focal point set in the editor); a
      // new picture gets the alt text that says what it shows.
      const before = [...held].find(([, key]) => key === picture.key)?.[0];
      const kept = before === undefined ? undefined : product.images?.[before];
      const entry = kept ? { ...kept, file } : { kind: picture.kind, file, alt: picture.alt };
      const target = path.resolve(folder, entry.file);
      if (photographs.has(target))
        throw new Error(`${product.slug}: ${entry.file} is a photograph; not overwriting it`);
      const result = await pictureFile(picture, manifest, made);
      if (result.fresh) fresh += 1;
      made.set(picture.key, result.data);
      writes.push({ target, data: result.data });
      entries.push(entry);
      positions[String(position)] = picture.key;
    }
    // Only once every picture of the product is made: the files of its old pictures go, the new ones land.
    for (const at of held.keys()) {
      const old = path.resolve(folder, product.images?.[at]?.file ?? '');
      if (!photographs.has(old)) rmSync(old, { force: true });
    }
    for (const { target, data } of writes) {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, data);
    }
    manifest.products[product.slug] = positions;
    writeManifest(manifest);
    writeFileSync(file, withField(text, 'images', entries));
    // Empty position folders of removed entries go too.
    const imagesDir = path.join(folder, product.slug, 'images');
    for (const position of existsSync(imagesDir) ? readdirSync(imagesDir) : []) {
      const dir = path.join(imagesDir, position);
      if (readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
    }
  }
  writeManifest(manifest);
  console.log(`pictures: ${fresh} made, ${targets.length} products written`);
}

await main();
