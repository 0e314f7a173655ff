/**
 * The dimension and clearance drawing, the gallery's last picture: the unit (and its outdoor unit)
 * in front and side elevation at one scale, with its width, height and depth in millimetres and the
 * installation clearances of its kind. Drawn as SVG from the spec data and written as a PNG by
 * `npm run render` (no Blender); the builder table names this module as its builder.
 */
import sharp from 'sharp';
import type { SizeMm } from '../product-facts.ts';
import { type Clearance, indoorClearances, outdoorClearances } from './clearances.ts';
import { line, poly, type Rect, rect, svgDocument, text } from './svg.ts';

/** What the drawing shows: the unit's type (and a cooler's mounting: their clearances differ) and sizes. */
export interface DrawingInputs {
  productType: string;
  /** An evaporative cooler's mounting; a portable one has a portable's clearances. */
  mounting?: string;
  /** The unit inside, or the only unit (a multi's typical wall head). */
  indoor: SizeMm;
  outdoor?: SizeMm;
}

/** The drawing's alt text: the sizes it shows, in words. */
export function drawingAlt(name: string, unit: DrawingInputs): string {
  const { indoor, outdoor } = unit;
  const sizes = outdoor
    ? `indoor unit ${indoor.widthMm} × ${indoor.heightMm} × ${indoor.depthMm}, outdoor unit ${outdoor.widthMm} × ${outdoor.heightMm} × ${outdoor.depthMm}`
    : `${indoor.widthMm} × ${indoor.heightMm} × ${indoor.depthMm}`;
  return `Dimension drawing of the ${name} in millimetres: ${sizes} (width × height × depth), with installation clearances`;
}

/** 1200 × 900 SVG user units rasterised at 1600 × 1200: sharp's density is in dots per inch of 72-dpi units. */
const DENSITY = 72 * (1600 / 1200);

/** The drawing as the gallery keeps it: a 64-colour PNG on white. */
export function drawingPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: DENSITY })
    .flatten({ background: '#ffffff' })
    .png({ palette: true, colours: 64, compressionLevel: 9 })
    .toBuffer();
}

/** Dimension line with arrows and its figure. */
function dimension(x1: number, y1: number, x2: number, y2: number, label: string, offset: number): string {
  const horizontal = Math.abs(y1 - y2) < 0.5;
  const ink = 'stroke="#1f3b57" stroke-width="1.6"';
  const parts: string[] = [];
  if (horizontal) {
    const y = y1 + offset;
    parts.push(line(x1, y1, x1, y + Math.sign(offset) * 8, 'stroke="#1f3b57" stroke-width="1"'));
    parts.push(line(x2, y2, x2, y + Math.sign(offset) * 8, 'stroke="#1f3b57" stroke-width="1"'));
    parts.push(line(x1, y, x2, y, ink));
    parts.push(
      poly(
        [
          [x1, y],
          [x1 + 12, y - 5],
          [x1 + 12, y + 5],
        ],
        'fill="#1f3b57"',
      ),
    );
    parts.push(
      poly(
        [
          [x2, y],
          [x2 - 12, y - 5],
          [x2 - 12, y + 5],
        ],
        'fill="#1f3b57"',
      ),
    );
    parts.push(text((x1 + x2) / 2, y - 8, label, 'font-size="22" fill="#1f3b57" text-anchor="middle"'));
  } else {
    const x = x1 + offset;
    parts.push(line(x1, y1, x + Math.sign(offset) * 8, y1, 'stroke="#1f3b57" stroke-width="1"'));
    parts.push(line(x2, y2, x + Math.sign(offset) * 8, y2, 'stroke="#1f3b57" stroke-width="1"'));
    parts.push(line(x, y1, x, y2, ink));
    parts.push(
      poly(
        [
          [x, y1],
          [x - 5, y1 + 12],
          [x + 5, y1 + 12],
        ],
        'fill="#1f3b57"',
      ),
    );
    parts.push(
      poly(
        [
          [x, y2],
          [x - 5, y2 - 12],
          [x + 5, y2 - 12],
        ],
        'fill="#1f3b57"',
      ),
    );
    parts.push(
      text(
        x + (offset < 0 ? -10 : 10),
        (y1 + y2) / 2 + 7,
        label,
        `font-size="22" fill="#1f3b57" text-anchor="${offset < 0 ? 'end' : 'start'}"`,
      ),
    );
  }
  return parts.join('');
}

/** One unit's front and side elevations with their dimensions, in a band of the drawing. */
function elevations(
  size: SizeMm,
  band: Rect,
  scale: number,
  caption: string,
  clearances: readonly Clearance[],
): string {
  const front: Rect = {
    x: band.x + 120,
    y: band.y + 60,
    width: size.widthMm * scale,
    height: size.heightMm * scale,
  };
  const side: Rect = {
    x: front.x + front.width + 130,
    y: front.y,
    width: size.depthMm * scale,
    height: size.heightMm * scale,
  };
  const outline = 'fill="#eef4fa" stroke="#1f3b57" stroke-width="2.2"';
  const parts = [
    text(band.x + 60, band.y + 30, caption, 'font-size="24" font-weight="700" fill="#1f3b57"'),
    rect(front, outline),
    rect(side, outline),
    text(
      front.x + front.width / 2,
      front.y + front.height / 2 + 8,
      'FRONT',
      'font-size="18" fill="#5b7590" text-anchor="middle" letter-spacing="3"',
    ),
    text(
      side.x + side.width / 2,
      side.y + side.height / 2 + 8,
      'SIDE',
      'font-size="18" fill="#5b7590" text-anchor="middle" letter-spacing="3"',
    ),
    dimension(
      front.x,
      front.y + front.height,
      front.x + front.width,
      front.y + front.height,
      `${size.widthMm}`,
      40,
    ),
    dimension(front.x, front.y, front.x, front.y + front.height, `${size.heightMm}`, -24),
    dimension(side.x, side.y + side.height, side.x + side.width, side.y + side.height, `${size.depthMm}`, 40),
  ];
  // Clearances: a dashed envelope round the front elevation and the list beside it.
  const pad = 18;
  parts.push(
    rect(
      { x: front.x - pad, y: front.y - pad, width: front.width + pad * 2, height: front.height + pad * 2 },
      'fill="none" stroke="#2f9ce8" stroke-width="1.6" stroke-dasharray="8 6"',
    ),
  );
  const listX = Math.max(side.x + side.width + 70, band.x + band.width * 0.62);
  parts.push(
    text(listX, band.y + 66, 'Installation clearances', 'font-size="20" font-weight="700" fill="#1f3b57"'),
  );
  clearances.forEach((clearance, index) => {
    parts.push(
      text(
        listX,
        band.y + 100 + index * 30,
        `≥ ${clearance.mm} mm ${clearance.where}`,
        'font-size="19" fill="#2f4a66"',
      ),
    );
  });
  return parts.join('');
}

/** The dimension and clearance drawing's SVG: the unit (and the outdoor unit) in elevation, in mm. */
export function dimensionDrawing(unit: DrawingInputs, alt: string): string {
  const units = [unit.indoor, ...(unit.outdoor ? [unit.outdoor] : [])];
  const bands = units.length;
  const bandHeight = 820 / bands;
  // One scale for both units, so they compare, fitted to the widest and tallest.
  const scale = Math.min(
    ...units.map((size) => Math.min(560 / (size.widthMm + size.depthMm), (bandHeight - 140) / size.heightMm)),
  );
  const key =
    unit.productType === 'evaporative' && unit.mounting === 'portable' ? 'portable' : unit.productType;
  const captionOf = (index: number) =>
    index === 1
      ? 'Outdoor unit'
      : unit.productType === 'multi'
        ? 'Indoor unit (typical head)'
        : unit.outdoor
          ? 'Indoor unit'
          : 'Unit';
  const parts = [rect({ x: 0, y: 0, width: 1200, height: 900 }, 'fill="#ffffff"')];
  units.forEach((size, index) => {
    parts.push(
      elevations(
        size,
        { x: 0, y: 20 + index * bandHeight, width: 1200, height: bandHeight },
        scale,
        captionOf(index),
        index === 1 ? outdoorClearances : (indoorClearances[key] ?? []),
      ),
    );
  });
  parts.push(
    text(
      1170,
      885,
      'All dimensions in millimetres. The installation manual governs.',
      'font-size="17" fill="#5b7590" text-anchor="end"',
    ),
  );
  return svgDocument(alt, parts.join(''));
}
