/**
 * `npm run art`: draws every product's pictures from its own spec data and writes them beside its
 * content file, `src/content/products/<type>/<slug>/<kind>.jpg` (renders) and `dimensions.png`
 * (the drawing), with the SVG sources in `src/assets/product-art/<slug>/`. A product file without
 * `images` gets the generated list; a product whose list names other files (a photograph added in
 * the editor) keeps it, and only the generated files it still names are redrawn.
 *
 *   npm run art                 every product
 *   npm run art -- <slug>...    only these
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { parse } from 'yaml';
import { type ArtProduct, artProductSchema, pictureSet } from './pictures.ts';

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

function imagesYaml(product: ArtProduct, entries: ReturnType<typeof pictureSet>): string {
  const lines = ['images:'];
  for (const entry of entries) {
    lines.push(`  - kind: ${entry.kind}`);
    lines.push(`    file: ./${product.slug}/${entry.file}`);
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
    const imageDir = path.join(path.dirname(file), product.slug);
    const sourceDir = path.join(sourcesDir, product.slug);
    mkdirSync(imageDir, { recursive: true });
    mkdirSync(sourceDir, { recursive: true });
    const named = new Set((product.images ?? []).map((image) => path.basename(image.file)));
    for (const picture of pictures) {
      if (product.images && !named.has(picture.file)) continue;
      const base = picture.file.replace(/\.\w+$/, '');
      writeFileSync(path.join(sourceDir, `${base}.svg`), picture.svg);
      bytes += await rasterise(
        picture.svg,
        path.join(imageDir, picture.file),
        picture.file.endsWith('.png') ? 'png' : 'jpg',
      );
      count += 1;
    }
    if (!product.images) writeFileSync(file, `${text.trimEnd()}\n${imagesYaml(product, pictures)}`);
  }
  console.log(`product art: ${count} pictures, ${Math.round(bytes / 1024)} KB of masters`);
}

await main();
