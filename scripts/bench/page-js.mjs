#!/usr/bin/env node
/**
 * First-party JavaScript a page loads, from the build: every module script and island (component and
 * renderer) in the page's HTML, plus the chunks they import statically, summed as brotli-compressed
 * bytes (the `.br` files the build writes). Dynamic imports (login code, the header's search dialog,
 * loaded on demand) are listed apart and not counted, except the chunks a page's `idle` pattern
 * names: the search page imports its panel as soon as the browser is idle, so that is its JS too
 * (counted in the total, not the eager sum). Two sums: "eager" (module scripts and `client:load` islands, fetched with
 * the page) and the total with the islands that wait for idle time or visibility (`client:idle`,
 * `client:visible`); a page may have a budget for each.
 *
 *   node scripts/bench/page-js.mjs [path…]          # default: the catalogue pages and their budgets
 *   node scripts/bench/page-js.mjs --quiet          # one line a page (npm test runs this)
 *   DIST_DIR=dist-catalogue node scripts/bench/page-js.mjs
 *
 * Exits 1 when a page is over its budget.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const buildDir = process.env.DIST_DIR ?? 'dist';
const dist = join(buildDir, 'client');
const KB = 1024;

/**
 * Catalogue pages and their budgets (docs/performance.md, "Catalogue pages"): `eager` for what loads
 * with the page, `total` with the deferred islands as well. Product pages load React only when the
 * running-cost estimate scrolls into view.
 */
const defaults = [
  {
    path: '/products/wall-mounted-air-conditioning/edge-3-5kw-reverse-cycle-split-system',
    budget: { eager: 20 * KB, total: 90 * KB },
  },
  {
    path: '/products/gas-ducted-heating/hearth-7-star-24kw-gas-ducted-heater',
    budget: { eager: 20 * KB, total: 90 * KB },
  },
  {
    path: '/products/evaporative-cooling/outback-rm200-roof-mounted-evaporative-cooler',
    budget: { eager: 20 * KB, total: 90 * KB },
  },
  { path: '/products', budget: { total: 90 * KB } },
  { path: '/products/wall-mounted-air-conditioning', budget: { total: 90 * KB } },
  // Tool pages (issue "Product tools"): each island, React included, under 90 KB.
  { path: '/compare', budget: { total: 90 * KB } },
  // The sizing tool's recommendations are the listing's product cards with their Compare toggles
  // (issue 39): the card, the compare store and elements and the running-cost estimate add about
  // 4 KB, all loaded after the page (91.4 KB measured); the tool's own code stayed as it was.
  { path: '/your-perfect-climate', budget: { total: 95 * KB } },
  { path: '/where-to-buy', budget: { total: 90 * KB } },
  // The search panel (`mount`) and what it imports load when the browser is idle.
  { path: '/search', budget: { total: 90 * KB }, idle: /\/mount\.[\w-]+\.js$/ },
  { path: '/faqs', budget: { total: 90 * KB } },
  { path: '/', budget: { total: 20 * KB } },
  // Rendered on demand (its answers are in the address): the build's own handler renders it here.
  { path: '/rebates', budget: { total: 90 * KB }, onDemand: true },
];

function htmlFile(path) {
  return join(dist, path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`);
}

/**
 * The HTML of a page rendered on demand, from the build's own handler in this process (no database,
 * no identity provider: a public page needs neither), or null when the build has no server.
 */
async function renderOnDemand(path) {
  const entry = resolve(buildDir, 'server/entry.mjs');
  if (!existsSync(entry)) return null;
  // The adapter must not start its own server (as src/server/main.ts says).
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const { handler } = await import(pathToFileURL(entry).href);
  const server = createServer((req, res) =>
    handler(req, res, () => {
      res.statusCode = 404;
      res.end();
    }),
  );
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  try {
    const response = await fetch(`http://127.0.0.1:${server.address().port}${path}`);
    return response.ok ? await response.text() : null;
  } finally {
    server.close();
  }
}

function brotliSize(file) {
  if (existsSync(`${file}.br`)) return readFileSync(`${file}.br`).length;
  // Files under 1 KB are not precompressed: compress them here.
  return brotliCompressSync(readFileSync(file), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
}

/**
 * Entry scripts of a page: module scripts and each island's component and renderer, split into
 * those fetched with the page and those of islands that wait (idle time, visibility, a media query).
 */
function entries(html) {
  const eager = new Set();
  const deferred = new Set();
  // A module script, or the data block the start script imports once the page has painted
  // (src/lib/html/deferred-scripts.ts): loaded on every visit either way.
  for (const [, src] of html.matchAll(/<script[^>]*\s(?:data-)?src="(\/_astro\/[^"]+\.js)"/g)) eager.add(src);
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const client = /\sclient="([^"]+)"/.exec(tag)?.[1] ?? 'load';
    for (const [, url] of tag.matchAll(/(?:component|renderer)-url="(\/_astro\/[^"]+\.js)"/g)) {
      (client === 'load' ? eager : deferred).add(url);
    }
  }
  for (const [, url] of html.matchAll(/import\("(\/_astro\/[^"]+\.js)"\)/g)) eager.add(url);
  for (const [, url] of html.matchAll(/\bimport\s*["'](\/_astro\/[^"']+\.js)["']/g)) eager.add(url);
  return { eager, all: new Set([...eager, ...deferred]) };
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

const quiet = process.argv.includes('--quiet');
const requested = process.argv.slice(2).filter((arg) => arg !== '--quiet');
const pages = requested.length
  ? requested.map((path) => ({ path, budget: null, idle: null, onDemand: true }))
  : defaults;
let failed = false;
for (const { path, budget, idle, onDemand } of pages) {
  const file = htmlFile(path);
  const html = existsSync(file) ? readFileSync(file, 'utf8') : onDemand ? await renderOnDemand(path) : null;
  if (html === null) {
    console.log(`${path}: not built (${onDemand ? 'no server entry in the build' : file})`);
    failed = true;
    continue;
  }
  const roots = entries(html);
  const deferred = closure(roots.all);
  // Loaded when idle: those on-demand chunks and what they import count too.
  const { files, lazy } = idle
    ? closure([...deferred.files, ...deferred.lazy.filter((url) => idle.test(url))])
    : deferred;
  const eagerFiles = new Set(closure(roots.eager).files);
  const sizes = files.map((url) => ({ url, bytes: brotliSize(join(dist, url)), eager: eagerFiles.has(url) }));
  const total = sizes.reduce((sum, item) => sum + item.bytes, 0);
  const eager = sizes.filter((item) => item.eager).reduce((sum, item) => sum + item.bytes, 0);
  const checks = [
    ['eager', eager, budget?.eager],
    ['total', total, budget?.total],
  ].filter(([, , limit]) => limit !== undefined);
  const over = checks.filter(([, bytes, limit]) => bytes > limit);
  failed ||= over.length > 0;
  const verdict = checks.length
    ? ` (budget ${checks.map(([name, , limit]) => `${name} ${limit / KB} KB`).join(', ')})${over.length ? ` OVER: ${over.map(([name]) => name).join(', ')}` : ''}`
    : '';
  console.log(
    `${path}: ${(total / KB).toFixed(1)} KB brotli in ${files.length} files, ${(eager / KB).toFixed(1)} KB of it eager${verdict}`,
  );
  // Quiet: the files only for a page over its budget, where they say what to cut.
  if (quiet && over.length === 0) continue;
  for (const item of sizes.sort((a, b) => b.bytes - a.bytes)) {
    console.log(
      `  ${(item.bytes / KB).toFixed(1).padStart(6)} KB  ${item.eager ? '     ' : 'later'}  ${item.url}`,
    );
  }
  if (lazy.length) console.log(`  on demand, not counted: ${lazy.join(', ')}`);
}
process.exit(failed ? 1 : 0);
