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

import {
  type PictureData,
  type PictureLayout,
  type PictureLayoutSpec,
  pictureLayouts,
} from '../../picture-data.ts';

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

/** AVIF quality, the same in every layout so a width two layouts share is one file. AVIF 50: the
 * home page's hero at 720 px is 6.6 KB, and side by side with 55 nothing in the rendered art differs. */
const AVIF_QUALITY = 50;

async function makePicture(image: ImageMetadata, alt: string, layout: PictureLayout): Promise<PictureData> {
  const { sizes, widths: layoutWidths, lighter }: PictureLayoutSpec = pictureLayouts[layout];
  const fitting = layoutWidths.filter((width) => width <= image.width);
  const widths = fitting.length > 0 ? fitting : [image.width];
  const fallbackWidth = widths[1] ?? widths[0] ?? image.width;
  const height = Math.round((fallbackWidth * image.height) / image.width);
  // The width a phone loads of a page's first picture (a gallery's, a listing's first card's),
  // lighter: on a phone that picture must arrive in the first round trip of its connection, with
  // the stylesheet and the favicon sharing the bandwidth, about 10 KB (docs/performance.md). At
  // quality 50 the coolers' honeycomb pads and the heaters' powder coat were 11-14.5 KB at 720 px;
  // at 40 the coolers are 8.9-9.5 KB. Side by side at 720 px the pads, the wordmarks and the
  // displays look the same; the graphite's speckle is a little smoother. The other widths keep 50.
  // One AVIF per width (`width`, not `widths`: with `widths` the image pipeline also makes the
  // master's width), each at its quality, in the order of the widths.
  const [webp, ...avifs] = await Promise.all([
    getImage({ src: image, width: fallbackWidth, format: 'webp', quality: 72 }),
    ...widths.map((width) =>
      getImage({
        src: image,
        width,
        format: 'avif',
        quality: width === lighter?.width ? lighter.quality : AVIF_QUALITY,
      }),
    ),
  ]);
  return {
    sources: [
      {
        type: 'image/avif',
        srcset: avifs.map((avif, index) => `${avif.src} ${widths[index]}w`).join(', '),
      },
    ],
    src: webp.src,
    sizes,
    width: fallbackWidth,
    height,
    alt,
  };
}
