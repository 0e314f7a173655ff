/**
 * `npm run art:heroes`: draws the hero of each category and of the pages that open with one (home,
 * the Edge range, products, the sizing tool, warranty, promotions) from the art kit (heroes.ts) and writes it
 * where the content editor keeps a hero's file, `src/content/<collection>/<slug>/hero/image.jpg`,
 * adding `hero:` to the content file when it has none. A hero whose alt text is no longer the
 * generated one is a photograph added in the editor: it is left as it is.
 *
 *   npm run art:heroes              every hero
 *   npm run art:heroes -- <slug>... only these
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { parse } from 'yaml';
import { type HeroSpec, heroSvg } from './heroes.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface HeroTarget {
  collection: 'categories' | 'pages';
  slug: string;
  spec: HeroSpec;
  alt: string;
}

const living = 'a sunlit living room with a sofa and a window onto gum trees';

export const heroTargets: readonly HeroTarget[] = [
  {
    collection: 'pages',
    slug: 'home',
    spec: { unit: 'wall-split', range: 'Edge', air: 'both' },
    alt: `A graphite Cirrus Edge wall split above the sofa in ${living}, sending out cool and warm air`,
  },
  {
    collection: 'pages',
    slug: 'edge',
    spec: { unit: 'wall-split', range: 'Edge', air: 'both', evening: true },
    alt: 'A graphite Cirrus Edge wall split above the sofa in a living room at dusk, a lamp on and the sky orange through the window',
  },
  {
    collection: 'pages',
    slug: 'products',
    spec: { unit: 'multi', range: 'Aura', air: 'both' },
    alt: `A white Cirrus Aura wall split above the sofa in ${living}, its outdoor unit outside the window`,
  },
  {
    collection: 'pages',
    slug: 'your-perfect-climate',
    spec: { unit: 'wall-split', range: 'Aura', air: 'cool', measured: true },
    alt: 'A living room measured for an air conditioner: 5.0 m across the floor and 2.4 m to the ceiling, a white wall split above the sofa',
  },
  {
    collection: 'pages',
    slug: 'warranty',
    spec: { unit: 'multi', range: 'Edge', air: 'both' },
    alt: `A graphite Cirrus Edge wall split above the sofa in ${living}, its outdoor unit outside the window`,
  },
  {
    collection: 'pages',
    slug: 'promotions',
    spec: { unit: 'wall-split', range: 'Aura', air: 'cool' },
    alt: `A pearl white Cirrus Aura wall split sending cool air through ${living} on a summer day`,
  },
  {
    collection: 'categories',
    slug: 'wall-mounted-air-conditioning',
    spec: { unit: 'wall-split', range: 'Aura', air: 'both' },
    alt: `A white wall-mounted split system above the sofa in ${living}`,
  },
  {
    collection: 'categories',
    slug: 'cassette-air-conditioners',
    spec: { unit: 'cassette', range: 'Aura', air: 'both' },
    alt: `A ceiling cassette air conditioner set into the ceiling of ${living}, blowing air four ways`,
  },
  {
    collection: 'categories',
    slug: 'ducted-air-conditioners',
    spec: { unit: 'ducted', range: 'Aura', air: 'both' },
    alt: `Two ducted air conditioning grilles in the ceiling of ${living}, and the zone controller on the wall`,
  },
  {
    collection: 'categories',
    slug: 'multi-air-conditioning',
    spec: { unit: 'multi', range: 'Aura', air: 'both' },
    alt: `One wall head of a multi-split system in ${living}, its shared outdoor unit outside the window`,
  },
  {
    collection: 'categories',
    slug: 'window-air-conditioning',
    spec: { unit: 'window', range: 'Breeze', air: 'cool' },
    alt: `A window air conditioner fitted in the lower half of the window of ${living}`,
  },
  {
    collection: 'categories',
    slug: 'evaporative-cooling',
    spec: { unit: 'evaporative', range: 'Outback', air: 'cool' },
    alt: `An evaporative cooling outlet in the ceiling of ${living}, spreading cool air`,
  },
  {
    collection: 'categories',
    slug: 'gas-ducted-heating',
    spec: { unit: 'gas-ducted', range: 'Hearth', air: 'warm', evening: true },
    alt: 'Warm air rising from gas ducted heating floor vents in a living room at dusk, the heating controller on the wall',
  },
  {
    collection: 'categories',
    slug: 'heating',
    spec: { unit: 'gas-heater', range: 'Hearth', air: 'warm', evening: true },
    alt: 'A Cirrus Hearth gas space heater warming a living room at dusk, beside the sofa',
  },
  {
    collection: 'categories',
    slug: 'cooling',
    spec: { unit: 'wall-split', range: 'Breeze', air: 'cool' },
    alt: `A white wall split sending cool air through ${living}`,
  },
  {
    collection: 'categories',
    slug: 'dual-function',
    spec: { unit: 'wall-split', range: 'Edge', air: 'both' },
    alt: `A graphite reverse cycle wall split sending out cool and warm air in ${living}`,
  },
];

/** The hero's file as the content file names it (where the editor's image field stores it). */
export const heroFile = (slug: string) => `./${slug}/hero/image.jpg`;

/** 1200 × 900 canvas units rasterised at 1200 × 900: the widest hero is shown at 600 px, 2 × on a dense screen. */
const DENSITY = 72;

async function main() {
  const only = new Set(process.argv.slice(2));
  for (const target of heroTargets) {
    if (only.size > 0 && !only.has(target.slug)) continue;
    const contentFile = path.join(root, 'src/content', target.collection, `${target.slug}.yaml`);
    const text = readFileSync(contentFile, 'utf8');
    const current = (parse(text) as { hero?: { image: string; alt: string } }).hero;
    if (current && (current.alt !== target.alt || current.image !== heroFile(target.slug))) {
      console.log(`${target.collection}/${target.slug}: has its own hero, left as it is`);
      continue;
    }
    const file = path.join(path.dirname(contentFile), heroFile(target.slug));
    mkdirSync(path.dirname(file), { recursive: true });
    const jpeg = await sharp(Buffer.from(heroSvg(target.spec, target.alt)), { density: DENSITY })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 84, mozjpeg: true })
      .toBuffer();
    writeFileSync(file, jpeg);
    if (!current) {
      const hero = `hero:\n  image: ${heroFile(target.slug)}\n  alt: ${JSON.stringify(target.alt)}\n`;
      writeFileSync(contentFile, `${text.endsWith('\n') ? text : `${text}\n`}${hero}`);
    }
    console.log(`${target.collection}/${target.slug}: ${Math.round(jpeg.byteLength / 1024)} KB`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
