#!/usr/bin/env node
/**
 * What the dealer locator downloads, from the build: the static-query documents `/where-to-buy`
 * lists (dealers, postcode positions, the suburbs of each letter), as brotli and gzip bytes (the
 * `.br` / `.gz` files the build writes). A visitor fetches the dealers and positions when focusing
 * the search and one letter's suburbs when typing a name; the worst case is the largest letter. The
 * map's base map (coast, borders, place names) comes when results first show, and has its own budget.
 *
 *   npm run bench:locator                    # DIST_DIR=<build> to read another build
 *
 * Exits 1 when a letter's document, the base map or the worst case is over its budget.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = join(process.env.DIST_DIR ?? 'dist', 'client');
const KB = 1024;
const budgets = {
  letterBrotli: 20 * KB,
  letterGzip: 24 * KB,
  worstCaseBrotli: 60 * KB,
  worstCaseGzip: 80 * KB,
  mapBrotli: 30 * KB,
  mapGzip: 36 * KB,
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

const over = [
  ...letters
    .filter((doc) => doc.brotli > budgets.letterBrotli || doc.gzip > budgets.letterGzip)
    .map((doc) => `suburbs ${doc.hash}`),
  ...(worst.brotli > budgets.worstCaseBrotli || worst.gzip > budgets.worstCaseGzip ? ['worst case'] : []),
  ...(map.brotli > budgets.mapBrotli || map.gzip > budgets.mapGzip ? ['base map'] : []),
];
if (over.length) {
  console.error(
    `\nOver budget: ${over.join(', ')} (letter ≤ 20 KB brotli / 24 KB gzip, worst case ≤ 60 / 80 KB, base map ≤ 30 / 36 KB)`,
  );
  process.exit(1);
}
