#!/usr/bin/env node
/**
 * `npm run bench:routing`: how long choosing a dealer for one lead takes (`chooseDealer`, the pure
 * part of routing that runs inside the lead's transaction), with the 137 real dealers and with
 * 5,000 generated ones spread over real postcode positions. Leads come from postcodes drawn at
 * random (fixed seed) from those with a dealer within 150 km, half of them naming a product type;
 * each dealer's load varies (some paused, some full). Reports the mean per lead (all leads timed
 * together, so the scheduler's pauses on a shared machine spread out) and the median and p99 of
 * leads timed one by one (the p99 moves with the machine's load).
 *
 * Budget: under 5 ms per lead at 5,000 dealers (mean). Exits 1 when it is missed.
 * Options: --leads N (default 2,000 per directory).
 */
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { distanceKm } from '../../src/lib/postcodes/index.ts';
import { chooseDealer } from '../../src/lib/routing/choose-dealer.ts';
import { readDealerDirectory } from '../../src/lib/server-only/dealers/read-directory.ts';
import { derivePostcodeTable, readPostcodeTable } from '../../src/lib/server-only/postcodes/derive.ts';

const root = resolve(import.meta.dirname, '../..');
const BUDGET_MS = 5;
const RADIUS_KM = 150;
const CAP = 5;
const { values } = parseArgs({ options: { leads: { type: 'string', default: '2000' } } });
const leadCount = Number(values.leads);

/** A small deterministic generator (mulberry32), so runs compare. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(20261123);
const pick = (list) => list[Math.floor(next() * list.length)];

const tableFile = join(root, 'src/generated/postcodes.json');
await derivePostcodeTable(tableFile);
const table = await readPostcodeTable(tableFile);
const realDealers = (await readDealerDirectory(join(root, 'src/content/dealers'), table)).map((d) => d.entry);
const positions = Object.values(table).map(([, lat, lng]) => ({ lat, lng }));
const productTypes = ['wall-split', 'ducted', 'cassette', 'multi', 'window', 'evaporative', 'gas-heater'];

/** 5,000 dealers: real dealers' shapes at real postcode positions, with made-up ids. */
const generatedDealers = Array.from({ length: 5000 }, (_, index) => {
  const model = pick(realDealers);
  return { ...model, id: `generated-${index}`, location: pick(positions) };
});

function measure(name, dealers) {
  const loads = new Map(
    dealers.map((dealer) => [
      dealer.id,
      {
        paused: next() < 0.05,
        waiting: Math.floor(next() * (CAP + 1)),
        waitingCap: CAP,
        open: Math.floor(next() * 20),
      },
    ]),
  );
  const loadOf = (id) => loads.get(id);
  // Leads where dealers are: positions with at least one dealer within the radius.
  const served = positions.filter((position) =>
    dealers.some((dealer) => distanceKm(position, dealer.location) <= RADIUS_KM),
  );
  const leads = Array.from({ length: leadCount }, () => ({
    origin: pick(served),
    productType: next() < 0.5 ? pick(productTypes) : null,
    exclude: new Set(next() < 0.2 ? [pick(dealers).id] : []),
  }));
  // Warm up the JIT, then time each lead alone.
  for (const lead of leads.slice(0, 200)) chooseDealer(dealers, lead, loadOf, RADIUS_KM);
  let assigned = 0;
  const batchStart = performance.now();
  for (const lead of leads) if (chooseDealer(dealers, lead, loadOf, RADIUS_KM)) assigned += 1;
  const mean = (performance.now() - batchStart) / leads.length;
  const times = [];
  for (const lead of leads) {
    const start = performance.now();
    chooseDealer(dealers, lead, loadOf, RADIUS_KM);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return {
    name,
    dealers: dealers.length,
    leads: leads.length,
    assigned,
    mean,
    median: at(0.5),
    p99: at(0.99),
  };
}

const results = [measure('real directory', realDealers), measure('generated', generatedDealers)];
const ms = (value) => `${value.toFixed(3)} ms`;
console.log('| Directory | Dealers | Leads | Assigned | Mean | Median | p99 |');
console.log('|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.name} | ${r.dealers.toLocaleString('en-AU')} | ${r.leads.toLocaleString('en-AU')} | ${r.assigned.toLocaleString('en-AU')} | ${ms(r.mean)} | ${ms(r.median)} | ${ms(r.p99)} |`,
  );
}
const large = results[1];
if (large.mean >= BUDGET_MS) {
  console.error(
    `Over budget: ${ms(large.mean)} per lead at ${large.dealers} dealers (budget < ${BUDGET_MS} ms)`,
  );
  process.exit(1);
}
console.log(
  `Within budget: ${ms(large.mean)} per lead < ${BUDGET_MS} ms at ${large.dealers.toLocaleString('en-AU')} dealers.`,
);
