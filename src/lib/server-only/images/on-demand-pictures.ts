/**
 * Pictures of the pages rendered on demand (/promotions, each promotion's page, /warranty, each
 * product's card picture for the units of My home). A built
 * site makes no image on request (image-endpoint.ts refuses `/_image`), so the build makes theirs
 * while it prerenders one document, `/on-demand-pictures.json` (src/pages/on-demand-pictures.json.ts),
 * and those pages read it from the served build's files (`Astro.locals.clientDir`, set by the site
 * server for the build answering the request, so a publish's new build brings its own). Under
 * `astro dev` there is no built file, and the pictures are made as the prerendered document makes them.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { PictureData } from '../../picture-data.ts';
import { getPage, getProducts, getPromotions } from '../catalogue.ts';
import { heroPictureOf } from './hero-pictures.ts';
import { pictureOf } from './picture.ts';

/** Where the build writes the document, under the client files. */
export const ON_DEMAND_PICTURES_PATH = '/on-demand-pictures.json';

/** The on-demand pages whose page copy has a hero picture. */
const heroPages = ['promotions', 'warranty'] as const;
export type OnDemandHeroPage = (typeof heroPages)[number];

const pictureSchema = z.strictObject({
  sources: z.array(z.strictObject({ type: z.literal('image/avif'), srcset: z.string() })),
  src: z.string(),
  sizes: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
}) satisfies z.ZodType<PictureData>;

/** A promotion's artwork in the two places it appears. */
const offerPicturesSchema = z.strictObject({
  /** Beside the heading of the promotion's own page. */
  hero: pictureSchema,
  /** On the promotion's card in /promotions. */
  card: pictureSchema,
});
export type OfferPictures = z.infer<typeof offerPicturesSchema>;

export const onDemandPicturesSchema = z.strictObject({
  /** Hero pictures by page slug. */
  pages: z.partialRecord(z.enum(heroPages), pictureSchema),
  /** Artwork by promotion slug: the promotion's own, else its first eligible product's picture. */
  promotions: z.record(z.string(), offerPicturesSchema),
  /** Each product's card picture by product slug (its first image): My home shows it on each unit. */
  products: z.record(z.string(), pictureSchema),
});
export type OnDemandPictures = z.infer<typeof onDemandPicturesSchema>;

/** Makes every picture of the on-demand pages (the build, or `astro dev`). */
export async function makeOnDemandPictures(): Promise<OnDemandPictures> {
  const pages: OnDemandPictures['pages'] = {};
  for (const slug of heroPages) {
    const picture = await heroPictureOf(await getPage(slug));
    if (picture) pages[slug] = picture;
  }
  const products = new Map((await getProducts()).map((product) => [product.slug, product]));
  const promotions: OnDemandPictures['promotions'] = {};
  for (const promotion of await getPromotions()) {
    const artwork = promotion.artwork;
    const stand =
      artwork && typeof artwork.image !== 'string'
        ? { image: artwork.image, alt: artwork.alt }
        : promotion.eligibleProducts
            .map((slug) => products.get(slug)?.images[0])
            .map((first) => (first ? { image: first.file, alt: first.alt } : undefined))
            .find((first) => first !== undefined);
    if (!stand) continue;
    promotions[promotion.slug] = {
      hero: await pictureOf(stand.image, stand.alt, 'hero'),
      card: await pictureOf(stand.image, stand.alt, 'offer'),
    };
  }
  const cards: OnDemandPictures['products'] = {};
  for (const [slug, product] of products) {
    const [first] = product.images;
    if (first) cards[slug] = await pictureOf(first.file, first.alt, 'card');
  }
  return { pages, promotions, products: cards };
}

const read = new Map<string, Promise<OnDemandPictures>>();

/** The on-demand pages' pictures: the served build's document (read once per build), or made now in development. */
export function onDemandPictures(locals: App.Locals): Promise<OnDemandPictures> {
  const { clientDir } = locals;
  if (!clientDir) return makeOnDemandPictures();
  let document = read.get(clientDir);
  if (!document) {
    // A build without the document (or a broken one) shows its pages without pictures rather than
    // failing them, and is not remembered: the next request reads again.
    document = readFile(path.join(clientDir, ON_DEMAND_PICTURES_PATH), 'utf8')
      .then((text) => onDemandPicturesSchema.parse(JSON.parse(text)))
      .catch((error: unknown) => {
        read.delete(clientDir);
        console.error('on-demand pictures unavailable', error);
        return { pages: {}, promotions: {}, products: {} };
      });
    read.set(clientDir, document);
  }
  return document;
}
