/**
 * `npm run render`: renders the products' pictures with Blender's Cycles (scenes in
 * scripts/renders/scenes/, the Python builder of each picture named in builders.ts) and writes each as a WebP master where
 * the content editor keeps a gallery's files, `src/content/products/<type>/<slug>/images/<position>/file.webp`,
 * then points the product file's generated gallery entries at them. Products sharing a cabinet (same
 * type, finish and dimensions) share renders: each distinct render is made once. The manifest
 * (src/assets/renders/manifest.json) records what each render was made from; a render whose key (its
 * inputs and its builder's Python, builders.ts) is in the manifest is reused, not rendered again
 * (`--force` renders anyway).
 * Only this script needs Blender; the site's build and tests read the committed files.
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
import { type ArtProduct, artProductSchema, pictureSet } from '../art/pictures.ts';
import { runBlender } from './blender.ts';
import { moduleName, renderedTypes } from './builders.ts';
import { commandLine } from './command-line.ts';
import { manifestSchema, type RenderManifest, renderRecordSchema } from './manifest.ts';
import { galleryFile, type PlannedPicture, renderPlan } from './plan.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const productsDir = path.join(root, 'src/content/products');
const renderScript = path.join(root, 'scripts/renders/scenes/render.py');
const manifestFile = path.join(root, 'src/assets/renders/manifest.json');
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

function readManifest(): RenderManifest {
  if (!existsSync(manifestFile)) return { renders: {}, products: {} };
  return manifestSchema.parse(JSON.parse(readFileSync(manifestFile, 'utf8')));
}

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

/** A gallery entry as the product file has it. */
interface GalleryEntry {
  kind: string;
  file: string;
  alt: string;
}

interface ProductFile {
  file: string;
  text: string;
  product: ArtProduct & { images?: { kind: string; file: string; alt: string }[] };
}

/** The product file's images list, rewritten: the YAML block at its end (the art script writes it last). */
function withImages(text: string, entries: readonly { kind: string; file: string; alt: string }[]): string {
  const [head] = text.split(/\nimages:\n/);
  const lines = ['images:'];
  for (const entry of entries) {
    lines.push(`  - kind: ${entry.kind}`, `    file: ${entry.file}`, `    alt: ${JSON.stringify(entry.alt)}`);
  }
  return `${head?.trimEnd()}\n${lines.join('\n')}\n`;
}

async function main() {
  const files: ProductFile[] = readdirSync(productsDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => path.join(productsDir, file))
    .map((file) => {
      const text = readFileSync(file, 'utf8');
      return { file, text, product: artProductSchema.parse(parse(text)) as ProductFile['product'] };
    });
  const catalogue = files.map(({ product }) => product);
  const targets = files.filter(
    ({ product }) => renderedTypes.has(product.productType) && (only.size === 0 || only.has(product.slug)),
  );
  const manifest = readManifest();
  const made = new Map<string, Buffer>();
  let rendered = 0;
  for (const { file, text, product } of targets) {
    const plan = renderPlan(product);
    const drawn = pictureSet(product, catalogue);
    const existing = (product.images ?? []) as GalleryEntry[];
    // A generated entry carries the alt text its generator wrote; anything else is a photograph from the editor.
    const generated = (entry: { kind: string; alt: string }) =>
      drawn.some((picture) => picture.kind === entry.kind && picture.alt === entry.alt) ||
      plan.some((picture) => picture.kind === entry.kind && picture.alt === entry.alt);
    const photographs = existing.filter((entry) => !generated(entry));
    const dimensions = existing.find((entry) => entry.kind === 'dimensions' && generated(entry));
    const entries: { kind: string; file: string; alt: string; render?: PlannedPicture }[] = [];
    for (const picture of plan) {
      const photograph = photographs.find((entry) => entry.kind === picture.kind);
      entries.push(photograph ?? { kind: picture.kind, file: '', alt: picture.alt, render: picture });
    }
    entries.push(...photographs.filter((entry) => !entries.includes(entry)));
    if (dimensions) entries.push({ ...dimensions });
    const folder = path.dirname(file);
    const keep = new Set(photographs.map((entry) => path.resolve(folder, entry.file)));
    // Files of the generated entries being replaced go (the dimension drawing moves to its new position).
    const dimensionsFile = dimensions ? path.resolve(folder, dimensions.file) : undefined;
    const dimensionsData =
      dimensionsFile && existsSync(dimensionsFile) ? readFileSync(dimensionsFile) : undefined;
    const positions: Record<string, string> = {};
    const writes: { target: string; data: Buffer }[] = [];
    for (const [position, entry] of entries.entries()) {
      if (entry.render) {
        const picture = entry.render;
        entry.file = galleryFile(product.slug, position, 'webp');
        const target = path.resolve(folder, entry.file);
        if (keep.has(target))
          throw new Error(`${product.slug}: ${entry.file} is a photograph; not overwriting it`);
        let webp = made.get(picture.key);
        const record = manifest.renders[picture.key];
        const previous = Object.entries(manifest.products).flatMap(([slug, byPosition]) =>
          Object.entries(byPosition)
            .filter(([, key]) => key === picture.key)
            .map(([at]) =>
              path.join(productsDir, product.productType, galleryFile(slug, Number(at), 'webp')),
            ),
        );
        const reusable = previous.find((candidate) => existsSync(candidate));
        // The key hashes the inputs and the builder's Python: a render recorded under it is current.
        const renderThis = !pictureFilter || pictureFilter.has(picture.inputs.picture);
        if (!webp && record && !(options.force && renderThis) && reusable) webp = readFileSync(reusable);
        // A render an interrupted run made (same inputs, same builder) is in the cache: not made again.
        const cached = path.join(cacheDir, picture.key);
        if (!webp && !options.force && existsSync(`${cached}.json`)) {
          webp = readFileSync(`${cached}.webp`);
          manifest.renders[picture.key] = renderRecordSchema.parse(
            JSON.parse(readFileSync(`${cached}.json`, 'utf8')),
          );
        }
        if (!webp) {
          const result = await renderPicture(picture);
          webp = result.webp;
          rendered += 1;
          manifest.renders[picture.key] = {
            inputs: picture.inputs as unknown as RenderManifest['renders'][string]['inputs'],
            builder: picture.builder,
            samples: roomSamples(picture.inputs.picture),
            width: WIDTH,
            height: HEIGHT,
            seconds: Math.round(result.seconds * 10) / 10,
            cpuSeconds: result.cpuSeconds === undefined ? undefined : Math.round(result.cpuSeconds * 10) / 10,
            bytes: webp.byteLength,
          };
          mkdirSync(cacheDir, { recursive: true });
          writeFileSync(`${cached}.webp`, webp);
          writeFileSync(`${cached}.json`, JSON.stringify(manifest.renders[picture.key]));
          console.log(
            `${picture.inputs.picture} ${picture.key}: ${result.seconds.toFixed(1)} s (${result.cpuSeconds?.toFixed(1) ?? '?'} CPU s), ${Math.round(webp.byteLength / 1024)} KB (${product.slug})`,
          );
        }
        made.set(picture.key, webp);
        writes.push({ target, data: webp });
        positions[String(position)] = picture.key;
      } else if (entry === entries.at(-1) && dimensions && entry.kind === 'dimensions' && dimensionsData) {
        entry.file = `./${product.slug}/images/${position}/file.png`;
        writes.push({ target: path.resolve(folder, entry.file), data: dimensionsData });
      }
    }
    // Only once every picture of the product is made: the replaced generated files go, the new ones land.
    for (const entry of existing) {
      const target = path.resolve(folder, entry.file);
      if (generated(entry) && !keep.has(target)) rmSync(target, { force: true });
    }
    for (const { target, data } of writes) {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, data);
    }
    manifest.products[product.slug] = positions;
    writeManifest(manifest);
    writeFileSync(
      file,
      withImages(
        text,
        entries.map(({ kind, file: entryFile, alt }) => ({ kind, file: entryFile, alt })),
      ),
    );
    // Empty position folders of removed entries go too.
    const imagesDir = path.join(folder, product.slug, 'images');
    for (const position of existsSync(imagesDir) ? readdirSync(imagesDir) : []) {
      const dir = path.join(imagesDir, position);
      if (readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
    }
  }
  writeManifest(manifest);
  console.log(`renders: ${rendered} made, ${targets.length} products written`);
}

/** Writes the manifest, without the renders no product names any more; after each product, so an interrupted run keeps what it wrote. */
function writeManifest(manifest: RenderManifest) {
  const used = new Set(Object.values(manifest.products).flatMap((byPosition) => Object.values(byPosition)));
  for (const key of Object.keys(manifest.renders)) if (!used.has(key)) delete manifest.renders[key];
  mkdirSync(path.dirname(manifestFile), { recursive: true });
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
}

await main();
