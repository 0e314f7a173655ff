/**
 * Responsive pictures from the image pipeline, made at build: for an image file (Astro's metadata of
 * a content image) and the widths a layout needs, an AVIF `<source>` at each width and one WebP `<img>`
 * as the fallback, with its intrinsic width and height so the browser reserves the space (CLS 0).
 * Every browser the site supports but the oldest Safaris (before 16.4) takes the AVIF; those get one
 * WebP at the layout's second width (a phone's 2x), not a `srcset` of their own: four WebP URLs per
 * picture were about 380 bytes of brotli on a product page, what kept its document past the
 * first round trip's 14.6 KB (docs/performance.md), and a third of the build's image encodes.
 * Widths never exceed the master's, so no page ships a size it does not show. Build only
 * (astro:assets); the result is plain data that components and JSON records carry.
 */

import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';

import { type PictureData, type PictureLayout, pictureLayouts } from '../../picture-data.ts';

export type { PictureData, PictureLayout };

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
  const fallbackWidth = widths[1] ?? widths[0] ?? image.width;
  const height = Math.round((fallbackWidth * image.height) / image.width);
  // The same quality in every layout, so a width two layouts share is one file. AVIF 50: the home
  // page's hero at 720 px is 6.6 KB, and side by side with 55 nothing in the rendered art differs.
  const [avif, webp] = await Promise.all([
    getImage({ src: image, widths, format: 'avif', quality: 50 }),
    getImage({ src: image, width: fallbackWidth, format: 'webp', quality: 72 }),
  ]);
  return {
    sources: [{ type: 'image/avif', srcset: avif.srcSet.attribute }],
    src: webp.src,
    sizes,
    width: fallbackWidth,
    height,
    alt,
  };
}
