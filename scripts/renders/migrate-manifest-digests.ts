/**
 * One-off (issue 52): each picture's record gains the digest of its file, so a gallery entry is the
 * manifest's picture by its place and its bytes. Every gallery file a record is named for must have
 * one digest (products sharing a render share identical files). Run once; removed afterwards.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileDigest, productsDir } from './manifest.ts';
import { galleryFile, pictureExtension } from './plan.ts';

const file = path.resolve(import.meta.dirname, '../../src/assets/renders/manifest.json');
const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
  renders: Record<string, { inputs: { picture: string; productType: string }; sha256?: string }>;
  products: Record<string, Record<string, string>>;
};
const typeOf = new Map<string, string>();
for (const [slug, positions] of Object.entries(manifest.products)) {
  for (const [position, key] of Object.entries(positions)) {
    const record = manifest.renders[key];
    if (!record) throw new Error(`${slug} ${position}: no record ${key}`);
    const type = typeOf.get(slug) ?? record.inputs.productType;
    typeOf.set(slug, type);
    const data = readFileSync(
      path.join(
        productsDir,
        type,
        galleryFile(slug, Number(position), pictureExtension(record.inputs.picture)),
      ),
    );
    const digest = fileDigest(data);
    if (record.sha256 && record.sha256 !== digest) throw new Error(`${key}: two different files`);
    record.sha256 = digest;
  }
}
writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`${Object.keys(manifest.renders).length} digests recorded`);
