/**
 * Renders the category heroes in Blender (Cycles): one room per category with the unit an installer
 * would put there, from the same unit models as the product renders (scripts/renders/scenes,
 * imported read-only by scripts/renders/heroes/scene.py).
 *
 *   npm run render:heroes                 every category
 *   npm run render:heroes -- cooling      one (or several) by slug
 *   npm run render:heroes -- --samples=8 --width=400 --height=300 --out=/tmp/x   a quick draft
 *
 * One Blender at a time under `nice -n 15`; each hero is written as a 1200 × 900 WebP to
 * src/content/categories/<slug>/hero/image.webp and its CPU seconds (GNU time) are printed.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { parse } from 'yaml';
import type { RangeName } from '../art/finishes.ts';
import { runBlender } from './blender.ts';
import { commandLine } from './command-line.ts';
import { sceneFinish } from './plan.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const categoriesDir = path.join(root, 'src/content/categories');
const productsDir = path.join(root, 'src/content/products');
const scene = path.join(root, 'scripts/renders/heroes/scene.py');

const { options, names: wanted } = commandLine(
  'Usage: npm run render:heroes -- [category…] [--samples=24] [--width=1200 --height=900] [--out=DIR (drafts, the content untouched)]',
);
const WIDTH = Number(options.width ?? 1200);
const HEIGHT = Number(options.height ?? 900);
const SAMPLES = Number(options.samples ?? 24);
const outDir = options.out ? String(options.out) : undefined;

/** The product whose unit (sizes and range finish) each hero shows. */
const heroProducts: Record<string, string> = {
  'wall-mounted-air-conditioning': 'wall-split/aura-3-5kw-reverse-cycle-split-system.yaml',
  cooling: 'wall-split/aura-5-0kw-reverse-cycle-split-system.yaml',
  heating: 'wall-split/aura-7-1kw-reverse-cycle-split-system.yaml',
  'dual-function': 'wall-split/aura-7-1kw-reverse-cycle-split-system.yaml',
  'multi-air-conditioning': 'multi/aura-5-0kw-multi-split-system.yaml',
  'cassette-air-conditioners': 'cassette/aura-7-1kw-ceiling-cassette-reverse-cycle-system.yaml',
  'ducted-air-conditioners': 'ducted/aura-10-0kw-ducted-reverse-cycle-system.yaml',
  'gas-ducted-heating': 'gas-heater/hearth-6-star-22kw-gas-ducted-heater.yaml',
  'window-air-conditioning': 'window/breeze-2-7kw-reverse-cycle-window-air-conditioner.yaml',
  'evaporative-cooling': 'evaporative/outback-rm180-roof-mounted-evaporative-cooler.yaml',
};

/** What each hero shows, for its alt text (written to the category's `hero.alt`). */
const heroAlts: Record<string, string> = {
  'wall-mounted-air-conditioning':
    'A white wall split air conditioner centred above the upholstered bed head of a bedroom, with bedside lamps either side and morning sun across the bed and the timber floor',
  cooling:
    'A white wall split above a linen sofa in a sunlit summer living room, afternoon sun falling through a wide window across the oak floor and the rug',
  heating:
    'A white wall split above a bookcase in a living room at dusk, a floor lamp glowing warm beside a brown sofa, a green armchair on a red rug and the window blue with evening',
  'dual-function':
    'A white wall split on the long wall of an open living and dining room, a sofa and coffee table below it and a dining table for six beside glass doors onto the garden',
  'multi-air-conditioning':
    'Two white wall heads of one multi-split system in an open-plan room, one on the back wall and one on the side wall above the sofa, a kitchen with an island and stools beside the living area',
  'cassette-air-conditioners':
    'A four-way ceiling cassette set flush into the ceiling of a family room, above two sofas and a coffee table, glass doors onto the garden behind',
  'ducted-air-conditioners':
    "Supply-air diffusers and a return-air grille in the ceiling of an open-plan living and dining room, the ducted system's wall controller on the side wall, a sofa, armchair and dining table, glass doors onto the garden",
  'gas-ducted-heating':
    'Floor vents of gas ducted heating in the timber floor of a winter living room, the heating controller on the wall set to 21 °C, a floor lamp on beside the sofa on a grey afternoon',
  'window-air-conditioning':
    'A window air conditioner fitted in the lower sash of a double-hung window of a bedroom study, a desk and chair beside it and the bed in the foreground',
  'evaporative-cooling':
    'A brick house seen from its back yard on a summer day, the evaporative cooler on its grey corrugated roof near the ridge, a paved patio, a lawn and a tree under a blue sky',
};

interface Size {
  widthMm: number;
  heightMm: number;
  depthMm: number;
}

interface Product {
  range: RangeName;
  dimensions: { indoor?: Size; unit?: Size } & Partial<Size>;
}

/** What the scene reads: the unit's sizes and the range's finish, as the product renders pass them. */
function sceneInputs(slug: string) {
  const file = heroProducts[slug];
  if (!file) throw new Error(`no hero scene for the category "${slug}"`);
  const product = parse(readFileSync(path.join(productsDir, file), 'utf8')) as Product;
  const dims = product.dimensions;
  const size = dims.indoor ?? dims.unit ?? (dims as Size);
  return {
    slug,
    indoor: { widthMm: size.widthMm, heightMm: size.heightMm, depthMm: size.depthMm },
    finish: sceneFinish(product),
  };
}

function renderHero(slug: string) {
  const png = path.join(tmpdir(), `cirrus-hero-${slug}.png`);
  const args = { ...sceneInputs(slug), width: WIDTH, height: HEIGHT, samples: SAMPLES, output: png };
  const { seconds, cpuSeconds } = runBlender(scene, args, `hero-${slug}`);
  return { png, seconds, cpuSeconds };
}

/** The category's `hero:` now names the rendered WebP and says what it shows; the drawn JPEG goes. */
function pointCategoryAt(slug: string) {
  const file = path.join(categoriesDir, `${slug}.yaml`);
  const alt = heroAlts[slug] ?? '';
  // The content schema caps a hero's alt text at 250 characters.
  if (alt.length === 0 || alt.length > 250) throw new Error(`${slug}: alt text must be 1-250 characters`);
  const text = readFileSync(file, 'utf8').replace(
    /^hero:\n {2}image: .*\n {2}alt: .*$/m,
    `hero:\n  image: ./${slug}/hero/image.webp\n  alt: ${JSON.stringify(alt)}`,
  );
  writeFileSync(file, text);
  rmSync(path.join(categoriesDir, slug, 'hero', 'image.jpg'), { force: true });
}

const all = Object.keys(heroProducts);
for (const slug of wanted.size > 0 ? wanted : all) {
  if (!existsSync(path.join(categoriesDir, `${slug}.yaml`))) throw new Error(`no category "${slug}"`);
  const { png, seconds, cpuSeconds } = renderHero(slug);
  const dir = outDir ?? path.join(categoriesDir, slug, 'hero');
  mkdirSync(dir, { recursive: true });
  const webp = path.join(dir, outDir ? `${slug}.webp` : 'image.webp');
  await sharp(png).webp({ quality: 85, effort: 6, smartSubsample: true }).toFile(webp);
  rmSync(png, { force: true });
  if (!outDir) pointCategoryAt(slug);
  const kb = Math.round(statSync(webp).size / 1024);
  console.log(
    `${slug}: ${cpuSeconds?.toFixed(0) ?? '?'} CPU s, ${seconds.toFixed(0)} s wall, ${kb} kB -> ${path.relative(root, webp)}`,
  );
}
