/**
 * The shape of a responsive picture made at build (server-only/images/picture.ts makes them): plain
 * data that components, page-data documents and the browser share, so it lives in browser-safe lib.
 */
import type { Product } from '../schemas/product.ts';

/** One `<source>` of a `<picture>`. */
export interface PictureSource {
  type: 'image/avif';
  srcset: string;
}

/** A `<picture>` ready to render: sources, fallback, size and text alternative. */
export interface PictureData {
  sources: PictureSource[];
  /** Fallback URL: one WebP, for the browsers that decode no AVIF (server-only/images/picture.ts says why one). */
  src: string;
  /** `sizes` for the layout it appears in. */
  sizes: string;
  /** Intrinsic size of the fallback, px: the aspect ratio the browser reserves. */
  width: number;
  height: number;
  alt: string;
}

/**
 * Where a hero picture shows when a phone leaves it out (a listing's products, a form, start on the
 * first screen instead): the hero's `fromTablet` style hides it below this width, the layout's
 * preload and the picture's own sources (components/ui/Picture) apply from it.
 */
export const FROM_TABLET_MEDIA = '(min-width: 40rem)';

/** The screens a media query leaves out: where a picture shown only under `media` is replaced. */
export const outsideMedia = (media: string) => `not all and ${media}`;

/** What is made of a picture for a layout. */
export interface PictureLayoutSpec {
  /** The AVIF widths, px (none wider than the master). */
  widths: readonly number[];
  /** The `sizes` that picks among them. */
  sizes: string;
  /** One width encoded at a lower AVIF quality than the others (server-only/images/picture.ts). */
  lighter?: { width: number; quality: number };
}

/** The layouts pictures appear in: the widths made for each and the `sizes` that picks among them. */
export const pictureLayouts = {
  /** Product cards in listings, related products, sizing recommendations, search results, compare. */
  card: {
    widths: [320, 480, 640],
    sizes: '(min-width: 1100px) 300px, (min-width: 700px) 45vw, 90vw',
    // The width a phone loads for a listing's first card, its largest picture (90vw of 390-412 px
    // at 1.75-2x; a laptop's 2x takes it too): lighter, as the gallery's (server-only/images/picture.ts).
    lighter: { width: 640, quality: 40 },
  },
  /** The main image of a product page's gallery. */
  gallery: {
    // Its column is about 600 px wide from 1100 px screens (ProductOverview.module.css), so a
    // screen of twice the density needs 1200 px: the renders' masters are made at that width.
    widths: [480, 720, 960, 1200],
    sizes: '(min-width: 1100px) 600px, (min-width: 700px) 55vw, 92vw',
    // The width a phone's first screen loads (92vw of 390-412 px at 1.75-2x) is encoded lighter:
    // server-only/images/picture.ts says why and what it costs.
    lighter: { width: 720, quality: 40 },
  },
  /** A gallery thumbnail. */
  thumb: { widths: [120, 240], sizes: '96px' },
  /** A page's hero beside its heading (one column of two from 56rem; a banner across a phone). */
  hero: {
    widths: [480, 720, 960, 1200],
    sizes: '(min-width: 1280px) 560px, (min-width: 56rem) 42vw, 92vw',
    // The home page's LCP on a phone, which must arrive in its connection's first round trip: the
    // rendered rooms (their grain, their windows' detail) were 9-11 KB at 720 px and quality 50
    // against the drawn rooms' 6.6 KB, one round trip more (docs/performance.md).
    lighter: { width: 720, quality: 40 },
  },
  /** A promotion's artwork on its card in /promotions (the card's widths, so the files are shared). */
  offer: { widths: [320, 480, 640], sizes: '(min-width: 56rem) 22rem, 92vw' },
  /** The dimension drawing in the specifications. */
  drawing: { widths: [640, 960, 1280, 1600], sizes: '(min-width: 1100px) 900px, 96vw' },
} as const satisfies Record<string, PictureLayoutSpec>;
export type PictureLayout = keyof typeof pictureLayouts;

/** One slide of the product gallery: the large picture, its thumbnail and what it shows. */
export interface GallerySlide {
  kind: Product['images'][number]['kind'];
  large: PictureData;
  thumb: PictureData;
  credit?: string;
}
