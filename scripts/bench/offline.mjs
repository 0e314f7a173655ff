#!/usr/bin/env node
/**
 * `npm run bench:offline`: what the service worker costs, measured on the build folder
 * (DIST_DIR, default `dist`; run `npm run build` first).
 *
 * - Precache: every entry of sw.js's precache manifest, as stored on the device (raw) and as sent
 *   (brotli). Budget: 1.5 MB.
 * - Worker scripts: sw.js, the Workbox runtime and the site's extension, compressed. Budget: 25 KB.
 * - Critical path: the home page's own module scripts (and what they import statically) must not
 *   register the worker; registration is a dynamic import after the load event.
 *
 * Exits 1 when a budget is exceeded or the worker is found on the critical path.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '../..');
const dist = resolve(root, process.env.DIST_DIR || 'dist');
const client = join(dist, 'client');
const PRECACHE_BUDGET = 1.5 * 1024 * 1024;
const WORKER_BUDGET = 25 * 1024;

if (!existsSync(join(client, 'sw.js'))) {
  console.error(
    `No service worker in ${client}: run the build first (DIST_DIR=${process.env.DIST_DIR || 'dist'}).`,
  );
  process.exit(1);
}

const br = (buffer) =>
  brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function sizes(files) {
  let raw = 0;
  let brotli = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(join(client, file));
    raw += content.length;
    brotli += br(content);
    gzip += gz(content);
  }
  return { raw, brotli, gzip };
}

// ── Precache ──────────────────────────────────────────────────────────────────────────────────
const sw = readFileSync(join(client, 'sw.js'), 'utf8');
const precacheUrls = [...sw.matchAll(/\{url:"([^"]+)",revision:(?:"[^"]*"|null)\}/g)].map(
  (match) => match[1],
);
if (precacheUrls.length === 0) {
  console.error('No precache manifest found in sw.js.');
  process.exit(1);
}
/** `/` → index.html, `/products` → products.html, `_astro/x.js` → itself. */
const fileOf = (url) => {
  const path = url.replace(/^\//, '');
  if (path === '') return 'index.html';
  return /\.[a-z0-9]+$/i.test(path) ? path : `${path}.html`;
};
const precacheFiles = precacheUrls.map(fileOf);
const precache = sizes(precacheFiles);

// ── Worker scripts ────────────────────────────────────────────────────────────────────────────
const runtime = /define\(\["\.\/(workbox-[\w-]+)"\]/.exec(sw)?.[1];
const extensions = [...sw.matchAll(/importScripts\("\/([^"]+)"\)/g)].map((match) => match[1]);
const workerFiles = ['sw.js', ...(runtime ? [`${runtime}.js`] : []), ...extensions];
const worker = sizes(workerFiles);

// ── Critical path of the home page ────────────────────────────────────────────────────────────
const html = readFileSync(join(client, 'index.html'), 'utf8');
const entryScripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g)].map(
  (match) => match[1],
);
const staticGraph = new Set();
const visit = (file) => {
  if (staticGraph.has(file) || !existsSync(join(client, file))) return;
  staticGraph.add(file);
  const code = readFileSync(join(client, file), 'utf8');
  // Static imports only (`import"./x.js"`, `from"./x.js"`); `import("./x.js")` loads later.
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+)["']/g)) {
    visit(join(file, '..', match[1]));
  }
};
for (const entry of entryScripts) visit(entry);
const registersWorker = [...staticGraph].filter((file) =>
  /["'`]\/sw\.js["'`]/.test(readFileSync(join(client, file), 'utf8')),
);
const htmlMentionsWorker = /sw\.js|workbox-|sw-extension-/.test(html);
const criticalPathClean = registersWorker.length === 0 && !htmlMentionsWorker;

const precacheOk = precache.raw <= PRECACHE_BUDGET;
const workerOk = worker.brotli <= WORKER_BUDGET && worker.gzip <= WORKER_BUDGET;

console.log(`Offline budget for ${dist}\n`);
console.log('| measure | raw | gzip | brotli | budget | |');
console.log('|---|---:|---:|---:|---:|---|');
console.log(
  `| precache (${precacheFiles.length} files) | ${kb(precache.raw)} | ${kb(precache.gzip)} | ${kb(precache.brotli)} | ≤ 1.5 MB stored | ${precacheOk ? 'ok' : 'OVER'} |`,
);
console.log(
  `| sw.js + Workbox runtime + extension (${workerFiles.length} files) | ${kb(worker.raw)} | ${kb(worker.gzip)} | ${kb(worker.brotli)} | ≤ 25 KB compressed | ${workerOk ? 'ok' : 'OVER'} |`,
);
console.log(
  `| worker requests before the load event | ${criticalPathClean ? 0 : 'some'} | | | 0 | ${criticalPathClean ? 'ok' : 'FAIL'} |`,
);
console.log(`\nworker files: ${workerFiles.join(', ')}`);
console.log(`home page module scripts (static graph): ${[...staticGraph].join(', ') || 'none'}`);
const largest = precacheFiles
  .map((file) => ({ file, bytes: readFileSync(join(client, file)).length }))
  .sort((a, b) => b.bytes - a.bytes)
  .slice(0, 5);
console.log(`largest precached: ${largest.map(({ file, bytes }) => `${file} ${kb(bytes)}`).join(', ')}`);
if (!criticalPathClean) {
  console.error(
    `\nThe worker is on the critical path: ${htmlMentionsWorker ? 'index.html references it; ' : ''}${registersWorker.join(', ')}`,
  );
}
process.exit(precacheOk && workerOk && criticalPathClean ? 0 : 1);
