/**
 * Responsive pictures from the image pipeline, made at build: for an image file (Astro's metadata of
 * a content image) and the widths a layout needs, an AVIF `<source>` and a WebP `<img>` (which every
 * browser the site supports decodes) as the fallback, with its intrinsic width and height so the browser reserves the space (CLS 0).
 * Widths never exceed the master's, so no page ships a size it does not show. Build only
 * (astro:assets); the result is plain data that components and JSON records carry.
 */

import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';

/** One `<source>` of a `<picture>`. */
export interface PictureSource {
  type: 'image/avif';
  srcset: string;
}

/** A `<picture>` ready to render: sources, fallback, size and text alternative. */
export interface PictureData {
  sources: PictureSource[];
  /** Fallback URL: WebP, which every browser the site supports decodes, at the smallest width. */
  src: string;
  /** Fallback `srcset` (the WebP sizes). */
  srcset: string;
  /** `sizes` for the layout it appears in. */
  sizes: string;
  /** Intrinsic size of the fallback, px: the aspect ratio the browser reserves. */
  width: number;
  height: number;
  alt: string;
}

/** The layouts pictures appear in: the widths made for each and the `sizes` that picks among them. */
export const pictureLayouts = {
  /** Product cards in listings, related products, sizing recommendations, search results, compare. */
  card: { widths: [320, 480, 640], sizes: '(min-width: 1100px) 300px, (min-width: 700px) 45vw, 90vw' },
  /** The main image of a product page's gallery. */
  gallery: {
    widths: [480, 720, 960, 1280, 1600],
    sizes: '(min-width: 1100px) 620px, (min-width: 700px) 55vw, 92vw',
  },
  /** A gallery thumbnail. */
  thumb: { widths: [120, 240], sizes: '96px' },
  /** The dimension drawing in the specifications. */
  drawing: { widths: [640, 960, 1280, 1600], sizes: '(min-width: 1100px) 900px, 96vw' },
} as const;
export type PictureLayout = keyof typeof pictureLayouts;

const cache = new Map<string, Promise<PictureData>>();

/** The picture of an image file in a layout (memoised per build: a card is made once for every page it is on). */
export function pictureOf(image: ImageMetadata, alt: string, layout: PictureLayout): Promise<PictureData> {
  const key = `${image.src}|${layout}|${alt}`;
  let made = cache.get(key);
  if (!made) {
    made = makePicture(image, alt, layout);
    cache.set(key, made);
  }
  return made;
}

async function makePicture(image: ImageMetadata, alt: string, layout: PictureLayout): Promise<PictureData> {
  const { sizes } = pictureLayouts[layout];
  const fitting = pictureLayouts[layout].widths.filter((width) => width <= image.width);
  const widths = fitting.length > 0 ? fitting : [image.width];
  const smallest = widths[0] ?? image.width;
  const height = Math.round((smallest * image.height) / image.width);
  // The same quality in every layout, so a width two layouts share is one file.
  const [avif, webp] = await Promise.all([
    getImage({ src: image, widths, format: 'avif', quality: 55 }),
    getImage({ src: image, widths, format: 'webp', quality: 72 }),
  ]);
  return {
    sources: [{ type: 'image/avif', srcset: avif.srcSet.attribute }],
    src: webp.srcSet.values.find((value) => value.transform.width === smallest)?.url ?? webp.src,
    srcset: webp.srcSet.attribute,
    sizes,
    width: smallest,
    height,
    alt,
  };
}
