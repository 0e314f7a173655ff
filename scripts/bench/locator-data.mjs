#!/usr/bin/env node
/**
 * What the dealer locator downloads, from the build: the static-query documents `/where-to-buy`
 * lists (dealers, postcode positions, the suburbs of each letter), as brotli and gzip bytes (the
 * `.br` / `.gz` files the build writes). A visitor fetches the dealers and positions when focusing
 * the search and one letter's suburbs when typing a name; the worst case is the largest letter. The
 * map's base map (coast, borders, place names) comes when results first show, and has its own budget.
 * Where MAP_STYLE_URL is set, the map is drawn with MapLibre instead: its code (HostedBase and
 * MapLibre, script and stylesheet) and its worker come when the map first shows, never with the
 * page (`npm run bench:js` counts the page), each with a budget; the style and tiles are the host's.
 *
 *   npm run bench:locator                    # DIST_DIR=<build> to read another build
 *
 * Exits 1 when a letter's document, the base map, the worst case or the hosted map's code is over
 * its budget.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = join(process.env.DIST_DIR ?? 'dist', 'client');
const KB = 1024;
const HOSTED_CODE_BROTLI_KB = 260;
const HOSTED_WORKER_BROTLI_KB = 140;
const budgets = {
  letterBrotli: 20 * KB,
  letterGzip: 24 * KB,
  worstCaseBrotli: 60 * KB,
  worstCaseGzip: 80 * KB,
  mapBrotli: 30 * KB,
  mapGzip: 36 * KB,
  // MapLibre GL JS 6 is about 1.1 MB minified; a visitor of a site with a hosted map fetches it once
  // (hashed, cached for a year) when results first show.
  hostedCodeBrotli: HOSTED_CODE_BROTLI_KB * KB,
  hostedWorkerBrotli: HOSTED_WORKER_BROTLI_KB * KB,
};

function compressed(file) {
  const body = readFileSync(file);
  const brotli = existsSync(`${file}.br`)
    ? readFileSync(`${file}.br`).length
    : brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const gzip = existsSync(`${file}.gz`)
    ? readFileSync(`${file}.gz`).length
    : gzipSync(body, { level: 9 }).length;
  return { raw: body.length, brotli, gzip };
}

const pageData = JSON.parse(readFileSync(join(dist, 'page-data/where-to-buy/page-data.json'), 'utf8'));
const documents = pageData.staticQueryHashes.map((hash) => {
  const file = join(dist, `page-data/sq/d/${hash}.json`);
  const data = JSON.parse(readFileSync(file, 'utf8'));
  const kind = Array.isArray(data)
    ? data[0]?.dealers
      ? 'dealers'
      : Array.isArray(data[0])
        ? 'suburbs'
        : 'navigation'
    : Object.hasOwn(data, '2000')
      ? 'postcodes'
      : Object.hasOwn(data, 'coast')
        ? 'map'
        : 'other';
  return { hash, kind, ...compressed(file) };
});

/** The hosted map's lazy files: the module and MapLibre (script, stylesheet), and MapLibre's worker. */
const assets = readdirSync(join(dist, '_astro')).filter((name) => !/\.(br|gz|map)$/.test(name));
const hostedCode = assets.filter(
  (name) =>
    /^(HostedBase|maplibre-gl)[.-][\w-]*\.(js|css)$/.test(name) && !name.startsWith('maplibre-gl-worker'),
);
const [hostedWorker] = assets.filter((name) => /^maplibre-gl-worker\.[\w-]+\.mjs$/.test(name));
if (hostedCode.length === 0 || !hostedWorker) {
  console.error('The build has no hosted map code (HostedBase, maplibre-gl, maplibre-gl-worker in _astro/).');
  process.exit(1);
}
const hosted = hostedCode
  .map((name) => compressed(join(dist, '_astro', name)))
  .reduce((a, b) => ({ raw: a.raw + b.raw, brotli: a.brotli + b.brotli, gzip: a.gzip + b.gzip }));
const worker = compressed(join(dist, '_astro', hostedWorker));

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const of = (kind) => documents.filter((doc) => doc.kind === kind);
const [dealers] = of('dealers');
const [postcodes] = of('postcodes');
const [map] = of('map');
const letters = of('suburbs');
if (!dealers || !postcodes || !map || letters.length === 0) {
  console.error('The where-to-buy page data does not list the locator documents.');
  process.exit(1);
}
const largest = letters.reduce((a, b) => (b.brotli > a.brotli ? b : a));
const sum = (list, key) => list.reduce((total, doc) => total + doc[key], 0);
const worst = {
  brotli: dealers.brotli + postcodes.brotli + largest.brotli,
  gzip: dealers.gzip + postcodes.gzip + largest.gzip,
};

console.log('| document | raw | brotli | gzip |');
console.log('|---|---|---|---|');
for (const doc of [dealers, postcodes, largest, map]) {
  const name =
    doc === largest ? `suburbs, largest letter (of ${letters.length})` : doc === map ? 'base map' : doc.kind;
  console.log(`| ${name} | ${kb(doc.raw)} | ${kb(doc.brotli)} | ${kb(doc.gzip)} |`);
}
console.log(
  `| suburbs, all letters | ${kb(sum(letters, 'raw'))} | ${kb(sum(letters, 'brotli'))} | ${kb(sum(letters, 'gzip'))} |`,
);
console.log(
  `| worst case for one visit (dealers + postcodes + largest letter) | | ${kb(worst.brotli)} | ${kb(worst.gzip)} |`,
);

console.log(
  `| hosted map code, when the map shows (${hostedCode.join(', ')}) | ${kb(hosted.raw)} | ${kb(hosted.brotli)} | ${kb(hosted.gzip)} |`,
);
console.log(
  `| hosted map worker, when the map shows | ${kb(worker.raw)} | ${kb(worker.brotli)} | ${kb(worker.gzip)} |`,
);

const over = [
  ...letters
    .filter((doc) => doc.brotli > budgets.letterBrotli || doc.gzip > budgets.letterGzip)
    .map((doc) => `suburbs ${doc.hash}`),
  ...(worst.brotli > budgets.worstCaseBrotli || worst.gzip > budgets.worstCaseGzip ? ['worst case'] : []),
  ...(map.brotli > budgets.mapBrotli || map.gzip > budgets.mapGzip ? ['base map'] : []),
  ...(hosted.brotli > budgets.hostedCodeBrotli ? ['hosted map code'] : []),
  ...(worker.brotli > budgets.hostedWorkerBrotli ? ['hosted map worker'] : []),
];
if (over.length) {
  console.error(
    `\nOver budget: ${over.join(', ')} (letter ≤ 20 KB brotli / 24 KB gzip, worst case ≤ 60 / 80 KB, base map ≤ 30 / 36 KB, hosted map code ≤ ${HOSTED_CODE_BROTLI_KB} KB brotli, its worker ≤ ${HOSTED_WORKER_BROTLI_KB} KB)`,
  );
  process.exit(1);
}
