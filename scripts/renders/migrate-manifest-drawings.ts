/**
 * One-off (issue 52): the dimension drawings join the manifest. Each product's committed drawing
 * PNG (the gallery's `dimensions` entry) is recorded under the key of its inputs and the drawing
 * builder's hash, at its gallery position; the drawing builder makes these files byte for byte
 * (checked here), so nothing is drawn again. Run once; removed afterwards.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { dimensionDrawing, drawingPng } from './drawing/dimension-drawing.ts';
import { manifestSchema } from './manifest.ts';
import { galleryFile, renderPlan } from './plan.ts';
import { productFactsSchema } from './product-facts.ts';

const root = path.resolve(import.meta.dirname, '../..');
const file = path.join(root, 'src/assets/renders/manifest.json');
const manifest = manifestSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
const productsDir = path.join(root, 'src/content/products');
for (const [slug] of Object.entries(manifest.products)) {
  const product = productFactsSchema.parse(
    parse(readFileSync(path.join(productsDir, findType(slug), `${slug}.yaml`), 'utf8')),
  );
  const drawing = renderPlan(product).find((picture) => picture.kind === 'dimensions');
  const position = product.images?.findIndex((image) => image.kind === 'dimensions') ?? -1;
  if (!drawing || position < 0) throw new Error(`${slug}: no drawing`);
  const png = readFileSync(path.join(productsDir, product.productType, galleryFile(slug, position, 'png')));
  const made = await drawingPng(dimensionDrawing(drawing.inputs as never, drawing.alt));
  if (!made.equals(png)) throw new Error(`${slug}: the drawing builder does not make the committed drawing`);
  manifest.renders[drawing.key] = {
    inputs: drawing.inputs as never,
    builder: drawing.builder,
    width: 1600,
    height: 1200,
    bytes: png.byteLength,
  };
  (manifest.products[slug] as Record<string, string>)[String(position)] = drawing.key;
}
function findType(slug: string): string {
  for (const type of ['wall-split', 'multi', 'cassette', 'ducted', 'gas-heater', 'window', 'evaporative']) {
    try {
      readFileSync(path.join(productsDir, type, `${slug}.yaml`));
      return type;
    } catch {}
  }
  throw new Error(slug);
}
writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`${Object.keys(manifest.products).length} drawings recorded`);
