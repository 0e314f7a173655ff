/**
 * Which place names the dealer map shows in a view: capitals always, regional cities once the view
 * is narrower than a few states, suburbs and towns once it is about a city wide; a name is left out
 * where it would cross a name already placed or a pin. Boxes are estimated from the label's length
 * (the map's font is about 0.55 em a character), which is close enough to keep them apart. Pure.
 */
import type { PinGroup } from './clusters.ts';
import type { MapPlace } from './map-document.ts';
import { type MapView, type ScreenSize, toScreen } from './view.ts';

/** A name placed on screen: its text, the point it names (pixels) and its rank. */
export interface PlacedLabel {
  label: string;
  x: number;
  y: number;
  rank: number;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The highest rank shown at a view's width (map units). */
export function rankShown(width: number): number {
  if (width > 450) return 1;
  if (width > 70) return 2;
  return 3;
}

/** The labels to draw, in pixels, beside their point (to the right, dot at the point). */
export function placeLabels(
  places: readonly MapPlace[],
  view: MapView,
  size: ScreenSize,
  pins: readonly PinGroup[],
  pinRadius: number,
  fontSize: number,
): PlacedLabel[] {
  const taken: Box[] = pins.map((pin) => ({
    left: pin.x - pinRadius,
    top: pin.y - pinRadius,
    right: pin.x + pinRadius,
    bottom: pin.y + pinRadius,
  }));
  const placed: PlacedLabel[] = [];
  const limit = rankShown(view.width);
  const candidates = places.filter(([, , , rank]) => rank <= limit).sort((a, b) => a[3] - b[3]);
  for (const [label, x, y, rank] of candidates) {
    const point = toScreen({ x, y }, view, size);
    const box = {
      left: point.x - 3,
      top: point.y - fontSize * 0.7,
      right: point.x + 6 + label.length * fontSize * 0.55,
      bottom: point.y + fontSize * 0.7,
    };
    if (box.left < 0 || box.top < 0 || box.right > size.width || box.bottom > size.height) continue;
    if (taken.some((other) => overlaps(box, other))) continue;
    taken.push(box);
    placed.push({ label, x: point.x, y: point.y, rank });
  }
  return placed;
}
