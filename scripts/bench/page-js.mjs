#!/usr/bin/env node
/**
 * First-party JavaScript a page loads, from the build: every module script and island (component and
 * renderer) in the page's HTML, plus the chunks they import statically, summed as brotli-compressed
 * bytes (the `.br` files the build writes). Dynamic imports (login code, the header's search dialog,
 * loaded on demand) are listed apart and not counted, except the chunks a page's `idle` pattern
 * names: the search page imports its panel as soon as the browser is idle, so that is its JS too.
 *
 *   node scripts/bench/page-js.mjs [path…]          # default: the catalogue pages and their budgets
 *   DIST_DIR=dist-catalogue node scripts/bench/page-js.mjs
 *
 * Exits 1 when a page is over its budget.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const dist = join(process.env.DIST_DIR ?? 'dist', 'client');
const KB = 1024;

/** Catalogue pages and their budgets (docs/performance.md, "Catalogue pages"). */
const defaults = [
  { path: '/products/wall-mounted-air-conditioning/edge-3-5kw-reverse-cycle-split-system', budget: 20 * KB },
  { path: '/products/gas-ducted-heating/hearth-7-star-24kw-gas-ducted-heater', budget: 20 * KB },
  { path: '/products', budget: 90 * KB },
  { path: '/products/wall-mounted-air-conditioning', budget: 90 * KB },
  { path: '/faqs', budget: 90 * KB },
  { path: '/', budget: 20 * KB },
  // Tool pages (issue "Product tools"): the island, React included, under 90 KB.
  { path: '/your-perfect-climate', budget: 90 * KB },
  // The search panel (`mount`) and what it imports load when the browser is idle.
  { path: '/search', budget: 90 * KB, idle: /\/mount\.[\w-]+\.js$/ },
];

function htmlFile(path) {
  return join(dist, path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`);
}

function brotliSize(file) {
  if (existsSync(`${file}.br`)) return readFileSync(`${file}.br`).length;
  // Files under 1 KB are not precompressed: compress them here.
  return brotliCompressSync(readFileSync(file), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
}

/** Entry scripts of a page: module scripts and each island's component and renderer. */
function entries(html) {
  const urls = new Set();
  for (const [, src] of html.matchAll(/<script[^>]*\ssrc="(\/_astro\/[^"]+\.js)"/g)) urls.add(src);
  for (const [, url] of html.matchAll(/(?:component|renderer)-url="(\/_astro\/[^"]+\.js)"/g)) urls.add(url);
  for (const [, url] of html.matchAll(/import\("(\/_astro\/[^"]+\.js)"\)/g)) urls.add(url);
  for (const [, url] of html.matchAll(/\bimport\s*["'](\/_astro\/[^"']+\.js)["']/g)) urls.add(url);
  return urls;
}

/** Follows static imports from the entries; returns counted files and on-demand ones. */
function closure(roots) {
  const seen = new Set();
  const lazy = new Set();
  const queue = [...roots];
  while (queue.length) {
    const url = queue.pop();
    if (seen.has(url)) continue;
    seen.add(url);
    const source = readFileSync(join(dist, url), 'utf8');
    // The bundler quotes specifiers with ', " or ` (template literals in dynamic imports).
    for (const [, rel] of source.matchAll(/(?:\bfrom\s*|\bimport\s*)["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) {
      queue.push(new URL(rel, `http://x${url}`).pathname);
    }
    for (const [, rel] of source.matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)) {
      lazy.add(new URL(rel, `http://x${url}`).pathname);
    }
  }
  return { files: [...seen].sort(), lazy: [...lazy].filter((url) => !seen.has(url)).sort() };
}

const requested = process.argv.slice(2);
const pages = requested.length ? requested.map((path) => ({ path, budget: null, idle: null })) : defaults;
let failed = false;
for (const { path, budget, idle } of pages) {
  const file = htmlFile(path);
  if (!existsSync(file)) {
    console.log(`${path}: not built (${file})`);
    failed = true;
    continue;
  }
  const eager = closure(entries(readFileSync(file, 'utf8')));
  // Loaded when idle: those on-demand chunks and what they import count too.
  const { files, lazy } = idle
    ? closure([...eager.files, ...eager.lazy.filter((url) => idle.test(url))])
    : eager;
  const sizes = files.map((url) => ({ url, bytes: brotliSize(join(dist, url)) }));
  const total = sizes.reduce((sum, item) => sum + item.bytes, 0);
  const over = budget !== null && total > budget;
  failed ||= over;
  const verdict =
    (budget === null ? '' : over ? ` OVER budget ${budget / KB} KB` : ` (budget ${budget / KB} KB)`) +
    (idle ? ', on-idle chunks included' : '');
  console.log(`${path}: ${(total / KB).toFixed(1)} KB brotli in ${files.length} files${verdict}`);
  for (const item of sizes.sort((a, b) => b.bytes - a.bytes)) {
    console.log(`  ${(item.bytes / KB).toFixed(1).padStart(6)} KB  ${item.url}`);
  }
  if (lazy.length) console.log(`  on demand, not counted: ${lazy.join(', ')}`);
}
process.exit(failed ? 1 : 0);
