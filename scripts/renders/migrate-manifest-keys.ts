/**
 * One-off (issue 52): the manifest's renders re-keyed from the hash of their inputs alone to the
 * hash of their inputs and their builder's Python (builders.ts). No render is made again: their
 * inputs are unchanged, so each record keeps its picture and is recorded as made by its builder as
 * it is now. Run once with `node scripts/renders/migrate-manifest-keys.ts`; removed afterwards.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { builderOf } from './builders.ts';
import { currentBuilderHashes, renderKey, stableJson } from './plan.ts';

const file = path.join(import.meta.dirname, '../../src/assets/renders/manifest.json');
const old = JSON.parse(readFileSync(file, 'utf8')) as {
  renders: Record<string, { inputs: { picture: string; productType: string }; builder: string }>;
  products: Record<string, Record<string, string>>;
};
const hashes = currentBuilderHashes();
const renamed = new Map<string, string>();
const renders: Record<string, unknown> = {};
for (const [key, record] of Object.entries(old.renders)) {
  const inputsKey = createHash('sha256').update(stableJson(record.inputs)).digest('hex').slice(0, 16);
  if (inputsKey !== key) throw new Error(`${key}: not the hash of its inputs`);
  const name = builderOf(record.inputs.productType, record.inputs.picture);
  const builder = { name, hash: hashes[name] };
  const newKey = renderKey(record.inputs, builder.hash);
  renamed.set(key, newKey);
  renders[newKey] = { ...record, builder };
}
const products = Object.fromEntries(
  Object.entries(old.products).map(([slug, positions]) => [
    slug,
    Object.fromEntries(Object.entries(positions).map(([position, key]) => [position, renamed.get(key)])),
  ]),
);
writeFileSync(file, `${JSON.stringify({ renders, products }, null, 2)}\n`);
console.log(`${renamed.size} renders re-keyed`);
