/**
 * The pure geometry of the generated product art: one millimetre scale per kind of picture, so a
 * 7.1 kW wall split is drawn wider than a 2.5 kW one, and the unit's face placed in the frame at its
 * true proportions. The drawings (draw-*.ts) only decorate the rectangles this module hands them,
 * which is what tests/art/geometry.test.ts measures against the spec dimensions.
 */

/** Every picture is 4:3, drawn on this canvas (SVG user units) and rasterised at 1600 x 1200. */
export const CANVAS = { width: 1200, height: 900 } as const;

/** A unit's outer size, mm (as the product schema has it). */
export interface SizeMm {
  widthMm: number;
  heightMm: number;
  depthMm: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The oblique projection used for the 3D look: depth recedes up and to the right at this share of
 * its length. The front face stays a true-proportion rectangle.
 */
export const OBLIQUE = { dx: 0.42, dy: -0.26 } as const;

/**
 * Millimetres to canvas units for one kind of picture: the largest unit of that kind (front plus
 * its receding depth) fills `fill` of the usable frame, and every other unit is drawn at the same
 * scale, so sizes compare across the catalogue.
 */
export function sharedScale(
  sizes: readonly SizeMm[],
  frame: { width: number; height: number },
  fill = 0.86,
): number {
  if (sizes.length === 0) throw new Error('no units to scale');
  const fits = sizes.map((size) => {
    const width = size.widthMm + size.depthMm * OBLIQUE.dx;
    const height = size.heightMm + size.depthMm * -OBLIQUE.dy;
    return Math.min((frame.width * fill) / width, (frame.height * fill) / height);
  });
  return Math.min(...fits);
}

/** Seen from a little above (the top shows) or below (the underside shows: wall units, cassettes). */
export type View = 'above' | 'below';

/**
 * Where the front face of a unit goes: centred in `frame` (the oblique depth included), its width
 * and height the unit's millimetres times `scale`.
 */
export function placeFace(size: SizeMm, scale: number, frame: Rect, view: View = 'above'): Rect {
  const width = size.widthMm * scale;
  const height = size.heightMm * scale;
  const { dx, dy } = depthOffset(size, scale, view);
  return {
    x: frame.x + (frame.width - width - dx) / 2,
    y: frame.y + (frame.height - height - Math.abs(dy)) / 2 + Math.max(0, -dy),
    width,
    height,
  };
}

/** The receding depth of a unit at a scale, canvas units along x and y (y up when seen from above). */
export function depthOffset(size: SizeMm, scale: number, view: View = 'above'): { dx: number; dy: number } {
  const dy = size.depthMm * scale * OBLIQUE.dy;
  return { dx: size.depthMm * scale * OBLIQUE.dx, dy: view === 'above' ? dy : -dy };
}

/** Width over height of a rectangle, for the proportion checks. */
export const aspect = (rect: { width: number; height: number }) => rect.width / rect.height;

/** Rounds for SVG output: two decimals keep the files small and the proportions exact within 0.1 %. */
export const r = (value: number) => Math.round(value * 100) / 100;
