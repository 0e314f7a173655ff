/**
 * `npm run art:promotions`: draws each promotion's offer artwork from its eligible products' art
 * (promotions.ts, with the products' real sizes) and writes it where the content editor keeps the
 * artwork's file, `src/content/promotions/<slug>/artwork/image.jpg`, adding `artwork:` to the
 * promotion's file when it has none. Artwork whose alt text is no longer the generated one is a
 * photograph added in the editor: it is left as it is. The tests' promotions copy these files
 * (tests/support/promotion-fixtures.ts).
 *
 *   npm run art:promotions              every promotion below
 *   npm run art:promotions -- <slug>... only these
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { parse } from 'yaml';
import { artProductSchema, unitsOf } from './pictures.ts';
import { type OfferArtSpec, type OfferUnit, promotionArtSvg } from './promotions.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const productsDir = path.join(root, 'src/content/products');

/** Which units of which products each promotion's artwork shows (slugs from its eligible products). */
interface PromotionTarget {
  slug: string;
  season: OfferArtSpec['season'];
  units: readonly { product: string; part: 'indoor' | 'outdoor' | 'unit' }[];
  controller?: OfferArtSpec['controller'];
  alt: string;
}

export const promotionTargets: readonly PromotionTarget[] = [
  {
    slug: 'summer-cashback-2026',
    season: 'summer',
    units: [
      { product: 'aura-3-5kw-reverse-cycle-split-system', part: 'indoor' },
      { product: 'edge-3-5kw-reverse-cycle-split-system', part: 'indoor' },
      { product: 'edge-3-5kw-reverse-cycle-split-system', part: 'outdoor' },
    ],
    alt: 'A pearl white Cirrus Aura and a graphite Cirrus Edge wall split with their outdoor unit, under a summer sun',
  },
  {
    slug: 'ducted-upgrade-2026',
    season: 'all-year',
    units: [
      { product: 'edge-12-5kw-ducted-reverse-cycle-system', part: 'outdoor' },
      { product: 'edge-12-5kw-ducted-reverse-cycle-system', part: 'indoor' },
    ],
    controller: { warm: false, zones: ['Living', 'Kitchen', 'Bedrooms', 'Study'] },
    alt: 'A Cirrus Edge ducted system: the indoor unit, its outdoor unit and the zone controller for four zones',
  },
  {
    slug: 'winter-warmth-2026',
    season: 'winter',
    units: [{ product: 'hearth-5-star-18kw-gas-ducted-heater', part: 'unit' }],
    controller: { warm: true, zones: ['Living', 'Bedrooms'] },
    alt: 'A Cirrus Hearth gas ducted heater and its heating controller, in a warm winter glow',
  },
];

/** The artwork's file as the content file names it (where the editor's image field stores it). */
export const artworkFile = (slug: string) => `./${slug}/artwork/image.jpg`;

/** 1200 × 900 canvas units rasterised at 1200 × 900: shown at most 560 px wide, 2 × on a dense screen. */
const DENSITY = 72;

function productFiles(): Map<string, string> {
  const files = readdirSync(productsDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.yaml'),
  );
  return new Map(files.map((file) => [path.basename(file, '.yaml'), path.join(productsDir, file)]));
}

function unitsFor(target: PromotionTarget, files: Map<string, string>): OfferUnit[] {
  return target.units.map(({ product: slug, part }) => {
    const file = files.get(slug);
    if (!file) throw new Error(`${target.slug}: no product ${slug}`);
    const product = artProductSchema.parse(parse(readFileSync(file, 'utf8')));
    const units = unitsOf(product);
    const size = part === 'outdoor' ? units.outdoor : part === 'indoor' ? units.indoor : units.main;
    if (!size) throw new Error(`${target.slug}: ${slug} has no ${part} unit`);
    const kind: OfferUnit['kind'] =
      part === 'outdoor'
        ? 'outdoor'
        : product.productType === 'gas-heater'
          ? 'gas-heater'
          : product.productType === 'ducted'
            ? 'ducted'
            : 'wall-split';
    return {
      kind,
      range: product.range,
      size,
      ...(product.installation ? { installation: product.installation } : {}),
    };
  });
}

async function main() {
  const only = new Set(process.argv.slice(2));
  const files = productFiles();
  for (const target of promotionTargets) {
    if (only.size > 0 && !only.has(target.slug)) continue;
    const contentFile = path.join(root, 'src/content/promotions', `${target.slug}.yaml`);
    const text = readFileSync(contentFile, 'utf8');
    const current = (parse(text) as { artwork?: { image: string; alt: string } }).artwork;
    if (current && (current.alt !== target.alt || current.image !== artworkFile(target.slug))) {
      console.log(`promotions/${target.slug}: has its own artwork, left as it is`);
      continue;
    }
    const spec: OfferArtSpec = {
      season: target.season,
      units: unitsFor(target, files),
      ...(target.controller ? { controller: target.controller } : {}),
    };
    const file = path.join(path.dirname(contentFile), artworkFile(target.slug));
    mkdirSync(path.dirname(file), { recursive: true });
    const jpeg = await sharp(Buffer.from(promotionArtSvg(spec, target.alt)), { density: DENSITY })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 84, mozjpeg: true })
      .toBuffer();
    writeFileSync(file, jpeg);
    if (!current) {
      const artwork = `artwork:\n  image: ${artworkFile(target.slug)}\n  alt: ${JSON.stringify(target.alt)}\n`;
      writeFileSync(contentFile, `${text.endsWith('\n') ? text : `${text}\n`}${artwork}`);
    }
    console.log(`promotions/${target.slug}: ${Math.round(jpeg.byteLength / 1024)} KB`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
