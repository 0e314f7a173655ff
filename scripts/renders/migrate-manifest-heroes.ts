/**
 * One-off (issue 52): the heroes join the manifest. Each entry whose `hero.image` is the render's
 * path is recorded as the render of its plan as it is now (its product's sizes and finishes, the
 * heroes builder's Python as committed): no hero is rendered again. Samples are those the heroes
 * were made at (docs/performance.md: 48 for the home and Edge pages, 32 for the wall-mounted
 * category, 24 for the rest). Run once; removed afterwards.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { heroEntryFile, heroes, heroFile, heroOf, heroPlan } from './hero-plan.ts';
import { fileDigest, readManifest, writeManifest } from './manifest.ts';

const manifest = readManifest();
for (const slug of Object.keys(heroes)) {
  const file = heroEntryFile(slug);
  const { hero } = parse(readFileSync(file, 'utf8')) as { hero: { image: string; alt: string } };
  if (hero.image !== heroFile(slug)) throw new Error(`${slug}: hero ${hero.image} is not the render's`);
  if (hero.alt !== heroOf(slug).alt) throw new Error(`${slug}: the entry's alt text is not the table's`);
  const data = readFileSync(path.resolve(path.dirname(file), hero.image));
  const { width, height } = await sharp(data).metadata();
  const plan = heroPlan(slug);
  manifest.renders[plan.key] = {
    inputs: plan.inputs,
    builder: plan.builder,
    samples: heroOf(slug).samples ?? 24,
    width: width ?? 0,
    height: height ?? 0,
    bytes: data.byteLength,
    sha256: fileDigest(data),
  };
  manifest.heroes[slug] = plan.key;
}
writeManifest(manifest);
console.log(`${Object.keys(manifest.heroes).length} heroes recorded`);
