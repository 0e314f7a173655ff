/**
 * What part of the map the locator shows and where its markers go: the smallest 3:2 frame around
 * the visitor's place and the nearest dealers (never closer in than about 110 km across, so a
 * suburb's dealers keep their surroundings), and markers for dealers at one position (the postcode's
 * centre) spread around it so each number can be read. Pure; shared by the island and its tests.
 */
import { MAP_HEIGHT, MAP_WIDTH, type MapPoint } from './projection.ts';

/** A rectangle of the map, SVG units. */
export interface MapFrame {
  x: number;
  y: number;
  width: number;
  height: number;
}

const ASPECT = 3 / 2;
/** The narrowest frame, map units (about 110 km across). */
const MIN_WIDTH = 30;

/** The whole country. */
export const fullFrame: MapFrame = { x: 0, y: 0, width: MAP_WIDTH, height: MAP_HEIGHT };

/** The frame around `points`, with a margin, widened or heightened to 3:2. */
export function frameAround(points: readonly MapPoint[]): MapFrame {
  if (points.length === 0) return fullFrame;
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  let width = Math.max(MIN_WIDTH, (right - left) * 1.3);
  let height = Math.max(width / ASPECT, (bottom - top) * 1.3);
  width = Math.max(width, height * ASPECT);
  height = width / ASPECT;
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    x: round((left + right) / 2 - width / 2),
    y: round((top + bottom) / 2 - height / 2),
    width: round(width),
    height: round(height),
  };
}

/**
 * Markers at the same point moved apart on a circle just wide enough that markers of `markerRadius`
 * do not overlap (the first at the top, then clockwise), so dealers sharing a postcode each show
 * their number. Others stay where they are.
 */
export function spreadMarkers(points: readonly MapPoint[], markerRadius: number): MapPoint[] {
  const groups = new Map<string, number[]>();
  points.forEach((point, index) => {
    const key = `${point.x},${point.y}`;
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  const spread = [...points];
  for (const indexes of groups.values()) {
    if (indexes.length < 2) continue;
    const radius = (markerRadius * 1.1) / Math.sin(Math.PI / Math.max(indexes.length, 2));
    indexes.forEach((index, n) => {
      const point = points[index] as MapPoint;
      const angle = -Math.PI / 2 + (2 * Math.PI * n) / indexes.length;
      spread[index] = {
        x: Math.round((point.x + radius * Math.cos(angle)) * 10) / 10,
        y: Math.round((point.y + radius * Math.sin(angle)) * 10) / 10,
      };
    });
  }
  return spread;
}
