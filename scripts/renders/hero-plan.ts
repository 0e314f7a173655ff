/**
 * The heroes' plan: each hero in the table below, the inputs its Blender scene is made from (the
 * shown product's unit sizes and range finishes, the hero's slug that picks its room) and its key,
 * the hash of those inputs and the heroes builder's Python (builders.ts), as the product pictures'
 * keys are made (plan.ts). The manifest records which render each entry's hero is.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { BuilderHashes } from './builders.ts';
import { currentBuilderHashes, renderKey, sceneFinish, sceneOutdoorFinish } from './plan.ts';
import { productFactsSchema, unitsOf } from './product-facts.ts';

export const contentDir = path.resolve(import.meta.dirname, '../../src/content');

interface Hero {
  collection: 'categories' | 'pages';
  /** The product file (under src/content/products/) whose unit the room shows. */
  product: string;
  alt: string;
  /** Cycles samples per pixel; 24 unless given. */
  samples?: number;
}

/**
 * Each hero: the collection whose entry it opens, the product whose unit it shows (its sizes and
 * its range's finish), what it shows, for its alt text (written to the entry's `hero.alt`), and its
 * Cycles samples where 24 show grain (a dark cabinet, a bedroom's lamp light).
 */
export const heroes: Record<string, Hero> = {
  'wall-mounted-air-conditioning': {
    collection: 'categories',
    samples: 32,
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
    samples: 48,
    product: 'wall-split/edge-3-5kw-reverse-cycle-split-system.yaml',
    alt: 'A graphite Cirrus Edge wall split above a deep green sofa in a bright living room, sheer curtains at a wide window onto the garden, a floor lamp and a side-table lamp',
  },
  edge: {
    collection: 'pages',
    samples: 48,
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

export function heroOf(slug: string): Hero {
  const hero = heroes[slug];
  if (!hero) throw new Error(`no hero scene for "${slug}"`);
  return hero;
}

/** The content file of the entry the hero opens. */
export const heroEntryFile = (slug: string, root: string = contentDir): string =>
  path.join(root, heroOf(slug).collection, `${slug}.yaml`);

/** Where the content editor keeps an entry's hero image (relative to the entry's file). */
export const heroFile = (slug: string): string => `./${slug}/hero/image.webp`;

/** A hero's render: what its scene is made from, its builder and its key. */
export function heroPlan(slug: string, hashes: BuilderHashes = currentBuilderHashes()) {
  const file = path.join(contentDir, 'products', heroOf(slug).product);
  const product = productFactsSchema.parse(parse(readFileSync(file, 'utf8')));
  const { main, outdoor } = unitsOf(product);
  const inputs = {
    picture: 'hero',
    slug,
    productType: product.productType,
    indoor: main,
    finish: sceneFinish(product),
    ...(outdoor ? { outdoor, outdoorFinish: sceneOutdoorFinish(product) } : {}),
  };
  const builder = { name: 'heroes' as const, hash: hashes.heroes };
  return { inputs, builder, key: renderKey(inputs, builder.hash) };
}
