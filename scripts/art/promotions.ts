/**
 * Promotion artwork: the offer's products drawn with the product art's cabinets (draw-units.ts) on a
 * brand-teal stage, lit for the season (a summer sun and cool air, winter's warm glow). The amount is
 * not drawn: the page sets it over the picture as text (PromotionArtwork), so it always matches the
 * promotion's amount and stays text for people who enlarge or translate it. The top left is kept
 * quiet for that badge. 4:3 on the art's canvas, like the heroes it sits beside.
 */
import { ductedUnit, gasHeater, outdoorUnit, wallController, wallSplit } from './draw-units.ts';
import { finishOf, galvanised, outdoorFinish, type RangeName } from './finishes.ts';
import { depthOffset, type Rect, type SizeMm } from './geometry.ts';
import { Defs, rect, svgDocument } from './svg.ts';

/** One unit the artwork shows, with its real size (mm) so units keep their proportions. */
export interface OfferUnit {
  kind: 'wall-split' | 'outdoor' | 'ducted' | 'gas-heater';
  range: RangeName;
  size: SizeMm;
  /** A gas heater's installation (its flue differs). */
  installation?: string;
}

export interface OfferArtSpec {
  /** The light: summer sun and cool air, winter's warm glow, or an even cool light. */
  season: 'summer' | 'winter' | 'all-year';
  /** Units in the air (wall heads, drawn on the back wall) and on the stage (outdoor units, ducted boxes, heaters). */
  units: readonly OfferUnit[];
  /** A zone controller beside the units (ducted and gas heating). */
  controller?: { warm: boolean; zones: readonly string[] };
}

const W = 1200;
const H = 900;
/** The stage's front edge: units standing on it sit on this line. */
const STAGE_Y = 760;
/** Millimetres to canvas units at most: the units of one artwork share a scale so their sizes compare. */
const MAX_SCALE = 0.42;
/** The tallest a standing unit may be drawn (it must stay below the badge's corner). */
const MAX_STANDING = 520;
const GAP = 50;

function background(defs: Defs, season: OfferArtSpec['season']): string {
  const sky = defs.linear(['#00384a', '#004a60', '#0b6a85'], 0, 0, 1, 1);
  const parts = [rect({ x: 0, y: 0, width: W, height: H }, `fill="${sky}"`)];
  const glow =
    season === 'summer'
      ? defs.radial(['#ffd27a', '#ffb347', '#0b6a85'], 0.5, 0.5, 0.5, [0.95, 0.55, 0])
      : season === 'winter'
        ? defs.radial(['#ffb070', '#f08a2c', '#0b6a85'], 0.5, 0.5, 0.5, [0.75, 0.4, 0])
        : defs.radial(['#bfe6f5', '#5fa8d3', '#0b6a85'], 0.5, 0.5, 0.5, [0.6, 0.3, 0]);
  parts.push(`<circle cx="960" cy="170" r="330" fill="${glow}"/>`);
  if (season === 'summer') parts.push('<circle cx="960" cy="170" r="92" fill="#ffe3a3" opacity="0.9"/>');
  // Soft arcs of moving air across the sky: cool blue in summer, warm in winter.
  const air = season === 'winter' ? '#f6b27a' : '#9fd6ee';
  for (const [index, y] of [330, 390, 450].entries()) {
    parts.push(
      `<path d="M-40 ${y} C 300 ${y - 90} 640 ${y + 70} 1240 ${y - 40}" fill="none" stroke="${air}" stroke-width="${10 - index * 2}" stroke-linecap="round" opacity="${0.28 - index * 0.06}"/>`,
    );
  }
  // The stage: a pale floor with a bright front edge, the brand's mist colour.
  const floor = defs.linear(['#e1eaec', '#c9d8dc'], 0, 0, 0, 1);
  parts.push(rect({ x: 0, y: STAGE_Y - 90, width: W, height: H - STAGE_Y + 90 }, `fill="${floor}"`));
  parts.push(rect({ x: 0, y: STAGE_Y - 92, width: W, height: 4 }, 'fill="#ffffff" opacity="0.8"'));
  return parts.join('');
}

function floorShadow(defs: Defs, face: Rect, dx: number): string {
  const blur = defs.blur(14);
  return `<ellipse cx="${face.x + (face.width + dx) / 2}" cy="${face.y + face.height + 4}" rx="${face.width * 0.6 + dx / 2}" ry="18" fill="#0d2630" opacity="0.35" filter="${blur}"/>`;
}

const wallShadow = (defs: Defs, face: Rect) =>
  rect(
    { x: face.x + 12, y: face.y + 30, width: face.width, height: face.height },
    `rx="18" fill="#001f29" opacity="0.45" filter="${defs.blur(20)}"`,
  );

/** The artwork as an SVG document, its title the alt text. */
export function promotionArtSvg(spec: OfferArtSpec, alt: string): string {
  const defs = new Defs();
  const parts = [background(defs, spec.season)];
  const heads = spec.units.filter((unit) => unit.kind === 'wall-split');
  const standing = spec.units.filter((unit) => unit.kind !== 'wall-split');

  // Wall heads float in a staggered column right of centre, the largest drawn first (behind).
  heads.forEach((unit, index) => {
    const scale = MAX_SCALE * 1.35;
    const width = unit.size.widthMm * scale;
    const height = unit.size.heightMm * scale;
    const face: Rect = { x: 470 + index * 120 - (width - 520) / 2, y: 150 + index * 190, width, height };
    const off = depthOffset(unit.size, scale, 'below');
    parts.push(wallShadow(defs, face), wallSplit(defs, face, off, finishOf(unit.range), unit.range));
  });

  // Standing units side by side on the stage from the right, the first rightmost, at one scale that
  // fits them all beside the controller.
  let right = 1140;
  const left = spec.controller ? 400 : 60;
  const across = standing.reduce((sum, unit) => sum + unit.size.widthMm + unit.size.depthMm * 0.42, 0);
  const tallest = Math.max(1, ...standing.map((unit) => unit.size.heightMm));
  const SCALE = Math.min(
    MAX_SCALE,
    (right - left - GAP * Math.max(0, standing.length - 1)) / Math.max(1, across),
    MAX_STANDING / tallest,
  );
  for (const unit of standing) {
    const width = unit.size.widthMm * SCALE;
    const height = unit.size.heightMm * SCALE;
    const off = depthOffset(unit.size, SCALE, 'above');
    const face: Rect = { x: right - width - off.dx, y: STAGE_Y - height, width, height };
    parts.push(floorShadow(defs, face, off.dx));
    if (unit.kind === 'outdoor') parts.push(outdoorUnit(defs, face, off, outdoorFinish(unit.range)));
    if (unit.kind === 'ducted')
      parts.push(ductedUnit(defs, face, off, galvanised, finishOf(unit.range), unit.range));
    if (unit.kind === 'gas-heater')
      parts.push(gasHeater(defs, face, off, finishOf(unit.range), unit.installation ?? 'internal'));
    right = face.x - GAP;
  }

  if (spec.controller) {
    const frame: Rect = { x: 120, y: 400, width: 210, height: 280 };
    parts.push(
      rect({ ...frame, x: frame.x - 18, y: frame.y - 18, width: 246, height: 316 }, 'rx="18" fill="#ffffff"'),
      wallController(defs, frame, spec.controller.warm, spec.controller.zones),
    );
  }
  return svgDocument(alt, defs, parts.join(''));
}
