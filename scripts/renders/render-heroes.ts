/**
 * Renders the heroes in Blender (Cycles): one room per category with the unit an installer would put
 * there, and one for each page that opens with a picture (home, Edge, products, promotions,
 * warranty, the sizing guide), from the same unit models as the product renders (scripts/renders/scenes,
 * imported read-only by scripts/renders/heroes/scene.py).
 *
 *   npm run render:heroes                 every hero
 *   npm run render:heroes -- cooling      one (or several) by slug
 *   npm run render:heroes -- --samples=8 --width=400 --height=300 --out=/tmp/x   a quick draft
 *
 * One Blender at a time under `nice -n 15`; each hero is written as a 1200 × 900 WebP to
 * src/content/<categories|pages>/<slug>/hero/image.webp and its CPU seconds (GNU time) are printed.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { parse } from 'yaml';
import { runBlender } from './blender.ts';
import { commandLine } from './command-line.ts';
import { sceneFinish, sceneOutdoorFinish } from './plan.ts';
import { productFactsSchema, unitsOf } from './product-facts.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const contentDir = path.join(root, 'src/content');
const productsDir = path.join(contentDir, 'products');
const scene = path.join(root, 'scripts/renders/heroes/scene.py');

const { options, names: wanted } = commandLine(
  'Usage: npm run render:heroes -- [category…] [--samples=24] [--width=1200 --height=900] [--out=DIR (drafts, the content untouched)]',
);
const WIDTH = Number(options.width ?? 1200);
const HEIGHT = Number(options.height ?? 900);
const SAMPLES = Number(options.samples ?? 24);
const outDir = options.out ? String(options.out) : undefined;

/**
 * Each hero: the collection whose entry it opens, the product whose unit it shows (its sizes and
 * its range's finish) and what it shows, for its alt text (written to the entry's `hero.alt`).
 */
const heroes: Record<string, { collection: 'categories' | 'pages'; product: string; alt: string }> = {
  'wall-mounted-air-conditioning': {
    collection: 'categories',
    product: 'wall-split/aura-3-5kw-reverse-cycle-split-system.yaml',
    alt: 'A white wall split air conditioner centred above the upholstered bed head of a bedroom, with bedside lamps either side and morning sun across the bed and the timber floor',
  },
  cooling: {
    collection: 'categories',
    product: 'wall-split/aura-5-0kw-reverse-cycle-split-system.yaml',
    alt: 'A white wall split above a linen sofa in a sunlit summer living room, afternoon sun falling through a wide window across the oak floor and the rug',
  },
  heating: {
    collection: 'categories',
    product: 'wall-split/aura-7-1kw-reverse-cycle-split-system.yaml',
    alt: 'A white wall split above a bookcase in a living room at dusk, a floor lamp glowing warm beside a brown sofa, a green armchair on a red rug and the window blue with evening',
  },
  'dual-function': {
    collection: 'categories',
    product: 'wall-split/aura-7-1kw-reverse-cycle-split-system.yaml',
    alt: 'A white wall split on the long wall of an open living and dining room, a sofa and coffee table below it and a dining table for six beside glass doors onto the garden',
  },
  'multi-air-conditioning': {
    collection: 'categories',
    product: 'multi/aura-5-0kw-multi-split-system.yaml',
    alt: 'Two white wall heads of one multi-split system in an open-plan room, one on the back wall and one on the side wall above the sofa, a kitchen with an island and stools beside the living area',
  },
  'cassette-air-conditioners': {
    collection: 'categories',
    product: 'cassette/aura-7-1kw-ceiling-cassette-reverse-cycle-system.yaml',
    alt: 'A four-way ceiling cassette set flush into the ceiling of a family room, above two sofas and a coffee table, glass doors onto the garden behind',
  },
  'ducted-air-conditioners': {
    collection: 'categories',
    product: 'ducted/aura-10-0kw-ducted-reverse-cycle-system.yaml',
    alt: "Supply-air diffusers and a return-air grille in the ceiling of an open-plan living and dining room, the ducted system's wall controller on the side wall, a sofa, armchair and dining table, glass doors onto the garden",
  },
  'gas-ducted-heating': {
    collection: 'categories',
    product: 'gas-heater/hearth-6-star-22kw-gas-ducted-heater.yaml',
    alt: 'Floor vents of gas ducted heating in the timber floor of a winter living room, the heating controller on the wall set to 21 °C, a floor lamp on beside the sofa on a grey afternoon',
  },
  'window-air-conditioning': {
    collection: 'categories',
    product: 'window/breeze-2-7kw-reverse-cycle-window-air-conditioner.yaml',
    alt: 'A window air conditioner fitted in the lower sash of a double-hung window of a bedroom study, a desk and chair beside it and the bed in the foreground',
  },
  'evaporative-cooling': {
    collection: 'categories',
    product: 'evaporative/outback-rm180-roof-mounted-evaporative-cooler.yaml',
    alt: 'A brick house seen from its back yard on a summer day, the evaporative cooler on its grey corrugated roof near the ridge, a paved patio, a lawn and a tree under a blue sky',
  },
  home: {
    collection: 'pages',
    product: 'wall-split/edge-3-5kw-reverse-cycle-split-system.yaml',
    alt: 'A graphite Cirrus Edge wall split above a deep green sofa in a bright living room, sheer curtains at a wide window onto the garden, a floor lamp and a side-table lamp',
  },
  edge: {
    collection: 'pages',
    product: 'wall-split/edge-3-5kw-reverse-cycle-split-system.yaml',
    alt: 'A graphite Cirrus Edge wall split above the bed head of a bedroom late at night, one bedside lamp on low, its display glowing and the window deep blue',
  },
  products: {
    collection: 'pages',
    product: 'wall-split/aura-3-5kw-reverse-cycle-split-system.yaml',
    alt: 'A white Cirrus Aura wall split above the sofa in a family room, and through the glass doors its outdoor unit on a concrete slab on the brick patio',
  },
  promotions: {
    collection: 'pages',
    product: 'wall-split/aura-5-0kw-reverse-cycle-split-system.yaml',
    alt: 'A white Cirrus Aura wall split above a sideboard in a summer dining room, a table for six and a bowl of lemons in the sun from glass doors onto the deck',
  },
  warranty: {
    collection: 'pages',
    product: 'wall-split/edge-3-5kw-reverse-cycle-split-system.yaml',
    alt: 'The graphite outdoor unit of a Cirrus Edge on its concrete slab against a brick wall in the side passage, its pipes in a cover up the wall and the isolator switch beside it',
  },
  'your-perfect-climate': {
    collection: 'pages',
    product: 'wall-split/aura-5-0kw-reverse-cycle-split-system.yaml',
    alt: 'A living room measured for an air conditioner: 5.0 m across the floor and 2.4 m to the ceiling drawn on, a white wall split above the sofa',
  },
};

function heroOf(slug: string) {
  const hero = heroes[slug];
  if (!hero) throw new Error(`no hero scene for "${slug}"`);
  return hero;
}

/** What the scene reads: the units' sizes and the range's finishes, as the product renders pass them. */
function sceneInputs(slug: string) {
  const file = path.join(productsDir, heroOf(slug).product);
  const product = productFactsSchema.parse(parse(readFileSync(file, 'utf8')));
  const { main, outdoor } = unitsOf(product);
  return {
    slug,
    indoor: main,
    finish: sceneFinish(product),
    ...(outdoor ? { outdoor, outdoorFinish: sceneOutdoorFinish(product) } : {}),
  };
}

function renderHero(slug: string) {
  const png = path.join(tmpdir(), `cirrus-hero-${slug}.png`);
  const args = { ...sceneInputs(slug), width: WIDTH, height: HEIGHT, samples: SAMPLES, output: png };
  const { seconds, cpuSeconds } = runBlender(scene, args, `hero-${slug}`);
  return { png, seconds, cpuSeconds };
}

const entryFile = (slug: string) => path.join(contentDir, heroOf(slug).collection, `${slug}.yaml`);

/** The entry's `hero:` now names the rendered WebP and says what it shows; the drawn JPEG goes. */
function pointEntryAt(slug: string) {
  const file = entryFile(slug);
  const { alt } = heroOf(slug);
  // The content schema caps a hero's alt text at 250 characters.
  if (alt.length === 0 || alt.length > 250) throw new Error(`${slug}: alt text must be 1-250 characters`);
  const text = readFileSync(file, 'utf8').replace(
    /^hero:\n {2}image: .*\n {2}alt: .*$/m,
    `hero:\n  image: ./${slug}/hero/image.webp\n  alt: ${JSON.stringify(alt)}`,
  );
  writeFileSync(file, text);
  rmSync(path.join(path.dirname(file), slug, 'hero', 'image.jpg'), { force: true });
}

for (const slug of wanted.size > 0 ? wanted : Object.keys(heroes)) {
  if (!existsSync(entryFile(slug))) throw new Error(`no content entry for the hero "${slug}"`);
  const { png, seconds, cpuSeconds } = renderHero(slug);
  const dir = outDir ?? path.join(path.dirname(entryFile(slug)), slug, 'hero');
  mkdirSync(dir, { recursive: true });
  const webp = path.join(dir, outDir ? `${slug}.webp` : 'image.webp');
  await sharp(png).webp({ quality: 85, effort: 6, smartSubsample: true }).toFile(webp);
  rmSync(png, { force: true });
  if (!outDir) pointEntryAt(slug);
  const kb = Math.round(statSync(webp).size / 1024);
  console.log(
    `${slug}: ${cpuSeconds?.toFixed(0) ?? '?'} CPU s, ${seconds.toFixed(0)} s wall, ${kb} kB -> ${path.relative(root, webp)}`,
  );
}
