/**
 * `npm run art`: draws every product's pictures from its own spec data and writes them beside its
 * content file where the content editor keeps a gallery's files,
 * `src/content/products/<type>/<slug>/images/<position>/file.jpg` (renders; the dimension drawing is
 * a PNG), so saving a product in the editor leaves them where they are. The SVG sources go to
 * `src/assets/product-art/<slug>/<kind>.svg`. A product file without `images` gets the generated
 * list; a product that has one keeps it, and only its entries that are still generated (same kind
 * and the generated alt text; a photograph added in the editor comes with its own) are redrawn.
 *
 *   npm run art                 every product
 *   npm run art -- <slug>...    only these
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { parse } from 'yaml';
import { type ArtProduct, artProductSchema, type Picture, pictureSet } from './pictures.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const productsDir = path.join(root, 'src/content/products');
const sourcesDir = path.join(root, 'src/assets/product-art');

/** 1200 x 900 SVG user units rasterised at 1600 x 1200: sharp's density is in dots per inch of 72-dpi units. */
const DENSITY = 72 * (1600 / 1200);

async function rasterise(svg: string, file: string, format: 'jpg' | 'png'): Promise<number> {
  const image = sharp(Buffer.from(svg), { density: DENSITY });
  const output =
    format === 'jpg'
      ? await image.flatten({ background: '#ffffff' }).jpeg({ quality: 84, mozjpeg: true }).toBuffer()
      : await image
          .flatten({ background: '#ffffff' })
          .png({ palette: true, colours: 64, compressionLevel: 9 })
          .toBuffer();
  writeFileSync(file, output);
  return output.byteLength;
}

/** Where the content editor stores the file of gallery entry `position` (Keystatic names it by field path). */
function galleryFile(product: ArtProduct, position: number, picture: Picture): string {
  return `./${product.slug}/images/${position}/file${path.extname(picture.file)}`;
}

function imagesYaml(product: ArtProduct, entries: readonly Picture[]): string {
  const lines = ['images:'];
  for (const [position, entry] of entries.entries()) {
    lines.push(`  - kind: ${entry.kind}`);
    lines.push(`    file: ${galleryFile(product, position, entry)}`);
    lines.push(`    alt: ${JSON.stringify(entry.alt)}`);
  }
  return `${lines.join('\n')}\n`;
}

async function main() {
  const only = new Set(process.argv.slice(2));
  const files = readdirSync(productsDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => path.join(productsDir, file));
  const products = files.map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  const parsed = products.map(({ file, text }) => ({
    file,
    text,
    product: artProductSchema.parse(parse(text)),
  }));
  const catalogue = parsed.map(({ product }) => product);
  let bytes = 0;
  let count = 0;
  for (const { file, text, product } of parsed) {
    if (only.size > 0 && !only.has(product.slug)) continue;
    const pictures = pictureSet(product, catalogue);
    const sourceDir = path.join(sourcesDir, product.slug);
    mkdirSync(sourceDir, { recursive: true });
    // Position in the gallery → the picture drawn there: all of them for a new list, else the entries still generated.
    const targets = product.images
      ? product.images.flatMap((image, position) => {
          const picture = pictures.find((drawn) => drawn.kind === image.kind && drawn.alt === image.alt);
          return picture && image.file === galleryFile(product, position, picture)
            ? [{ position, picture }]
            : [];
        })
      : pictures.map((picture, position) => ({ position, picture }));
    for (const { position, picture } of targets) {
      writeFileSync(path.join(sourceDir, `${picture.kind}.svg`), picture.svg);
      const target = path.join(path.dirname(file), galleryFile(product, position, picture));
      mkdirSync(path.dirname(target), { recursive: true });
      bytes += await rasterise(picture.svg, target, picture.file.endsWith('.png') ? 'png' : 'jpg');
      count += 1;
    }
    if (!product.images) writeFileSync(file, `${text.trimEnd()}\n${imagesYaml(product, pictures)}`);
  }
  console.log(`product art: ${count} pictures, ${Math.round(bytes / 1024)} KB of masters`);
}

await main();
