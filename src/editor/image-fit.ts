/**
 * Whether a picture fits the place the site shows it: wide enough for the largest size the build
 * makes of it (the layout's widest file in picture-data.ts; a smaller master is never upscaled, so a
 * wide screen gets a soft picture), and near the shape its slot crops it to (the aspect ratios in
 * the components' CSS). The editor reads the chosen file's natural size in the browser and shows
 * these warnings beside the picture before the save; they warn, they do not refuse.
 */
import { pictureLayouts } from '../lib/picture-data.ts';

export interface ImageSlot {
  /** Where the picture appears, as the warning names it. */
  place: string;
  /** Width of the largest file the site makes for it, px. */
  largestWidth: number;
  /** Width over height of the frame it is shown in. */
  aspect: number;
  /** That shape as people say it ("4:3"). */
  shape: string;
}

const widest = (layout: keyof typeof pictureLayouts) => Math.max(...pictureLayouts[layout].widths);

/** The slots the editor's image fields fill. */
export const imageSlots = {
  /** A product's gallery: 4:3 frames (ProductGallery.module.css), the `gallery` layout's widths. */
  gallery: { place: 'the product gallery', largestWidth: widest('gallery'), aspect: 4 / 3, shape: '4:3' },
  /**
   * A category's, page's or promotion's hero: the whole 4:3 scene beside the heading from 56rem
   * (Hero.module.css, PromotionArtwork.module.css), the `hero` layout's widths.
   */
  hero: { place: 'the page’s hero', largestWidth: widest('hero'), aspect: 4 / 3, shape: '4:3' },
} as const satisfies Record<string, ImageSlot>;
export type ImageSlotName = keyof typeof imageSlots;

/** How far a picture's shape may be from its slot's (width over height, either way) before a warning. */
export const ASPECT_TOLERANCE = 0.15;

/** Width over height as the nearest simple ratio people read ("16:9", "1:1"), or to two decimals. */
export function shapeOf(width: number, height: number): string {
  for (const [w, h] of [
    [1, 1],
    [4, 3],
    [3, 2],
    [16, 9],
    [2, 1],
    [3, 4],
    [2, 3],
    [9, 16],
  ] as const) {
    if (Math.abs(width / height - w / h) < 0.01) return `${w}:${h}`;
  }
  return `${(width / height).toFixed(2)}:1`;
}

/** The warnings for a picture of `width` × `height` px in `slot`; none when it fits. */
export function imageFitWarnings(size: { width: number; height: number }, slot: ImageSlot): string[] {
  const { width, height } = size;
  if (!(width > 0 && height > 0)) return [];
  const warnings: string[] = [];
  if (width < slot.largestWidth) {
    warnings.push(
      `Too small: this picture is ${width} × ${height} px, and ${slot.place} shows it up to ${slot.largestWidth} px wide, so it will look soft on large screens. Use one at least ${slot.largestWidth} px wide.`,
    );
  }
  const ratio = width / height / slot.aspect;
  if (ratio > 1 + ASPECT_TOLERANCE || ratio < 1 / (1 + ASPECT_TOLERANCE)) {
    const cut = ratio > 1 ? 'its sides' : 'its top and bottom';
    const lost = Math.round((1 - Math.min(ratio, 1 / ratio)) * 100);
    warnings.push(
      `Wrong shape: this picture is ${shapeOf(width, height)} and ${slot.place} frames it at ${slot.shape}, so about ${lost}% of it (${cut}) will be cut off. Crop it to ${slot.shape}.`,
    );
  }
  return warnings;
}
