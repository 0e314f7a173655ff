#!/usr/bin/env node
/**
 * The product spec sheets: what rendering them adds to the build, and what a visitor downloads.
 * Renders every product's sheet in this process, the way the build does (each once), timed; then
 * reads the built files' sizes (`npm run build` first).
 *
 *   npm run bench:sheets                     # DIST_DIR=<build> to read another build
 *
 * Exits 1 when rendering all sheets takes longer than its budget or a sheet is larger than its.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { renderSpecSheet } from '../../src/lib/server-only/spec-sheet/render.ts';
import { specSheetContent } from '../../src/lib/spec-sheet/content.ts';
import { warrantyCoverFor } from '../../src/lib/warranty.ts';
import { productSchema } from '../../src/schemas/product.ts';
import { warrantyTermsSchema } from '../../src/schemas/warranty.ts';
import { loadFolder } from '../../tests/content/load-content.ts';

const KB = 1024;
const budgets = { renderAllMs: 6000, sheetBytes: 48 * KB };

const products = loadFolder('products').map(({ data }) => productSchema.parse(data));
const terms = warrantyTermsSchema.parse(loadFolder('warranty')[0]?.data);
const contents = products.map((product) =>
  specSheetContent(
    product,
    { cover: warrantyCoverFor(terms, product), startsFrom: terms.startsFrom },
    'https://www.cirrusclimate.com.au',
  ),
);

// One warm-up render: pdfkit loads its font metrics once per process, as in the build.
await renderSpecSheet(contents[0]);
const started = performance.now();
for (const content of contents) await renderSpecSheet(content);
const renderAllMs = performance.now() - started;

const dir = join(process.env.DIST_DIR ?? 'dist', 'client', 'spec-sheets');
const sizes = readdirSync(dir)
  .filter((file) => file.endsWith('.pdf'))
  .map((file) => ({ file, bytes: statSync(join(dir, file)).size }))
  .sort((a, b) => a.bytes - b.bytes);
const total = sizes.reduce((sum, sheet) => sum + sheet.bytes, 0);
const median = sizes[Math.floor(sizes.length / 2)]?.bytes ?? 0;
const largest = sizes.at(-1);
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

console.log(`Spec sheets: ${products.length} products, ${sizes.length} PDFs built`);
console.log(
  `  render all:  ${(renderAllMs / 1000).toFixed(2)} s (${(renderAllMs / products.length).toFixed(0)} ms a sheet; budget ${budgets.renderAllMs / 1000} s)`,
);
console.log(
  `  sizes:       smallest ${kb(sizes[0]?.bytes ?? 0)}, median ${kb(median)}, largest ${kb(largest?.bytes ?? 0)} (${largest?.file}); budget ${kb(budgets.sheetBytes)}`,
);
console.log(`  all sheets:  ${kb(total)}`);

const failures = [];
if (sizes.length !== products.length) failures.push(`${sizes.length} PDFs for ${products.length} products`);
if (renderAllMs > budgets.renderAllMs) failures.push('rendering is over budget');
if ((largest?.bytes ?? 0) > budgets.sheetBytes) failures.push(`${largest?.file} is over budget`);
if (failures.length > 0) {
  console.error(`Over budget: ${failures.join('; ')}`);
  process.exit(1);
}
