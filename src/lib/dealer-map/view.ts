/**
 * What part of the map the locator shows: a view is a centre and a width in map units, its height
 * following the box it is drawn in. The first view holds the place searched and the listed dealers
 * (never closer in than about 45 km across, so a suburb's dealers keep their surroundings); the
 * visitor zooms between a 15 km street-level width, where neighbouring suburbs' pins come apart,
 * and the whole country, and drags to pan. Pure; shared by the island and its tests.
 */
import { MAP_HEIGHT, MAP_WIDTH, type MapPoint } from './projection.ts';

/** A view of the map: its centre and width, map units. */
export interface MapView {
  x: number;
  y: number;
  width: number;
}

/** A box on screen, pixels. */
export interface ScreenSize {
  width: number;
  height: number;
}

/** The closest first view (about 45 km across: a city's suburbs) and the closest zoom (about 15 km). */
export const FIRST_VIEW_MIN_WIDTH = 12;
export const CLOSEST_WIDTH = 4;
const WIDEST = MAP_WIDTH * 1.1;

/** The whole country. */
export const countryView: MapView = { x: MAP_WIDTH / 2, y: MAP_HEIGHT / 2, width: WIDEST };

/** The view's rectangle in map units, for an SVG viewBox: x, y, width, height. */
export function viewBox(view: MapView, size: ScreenSize): [number, number, number, number] {
  const height = view.width * (size.height / Math.max(size.width, 1));
  return [view.x - view.width / 2, view.y - height / 2, view.width, height];
}

/** Where a map point falls on screen, pixels from the box's top left. */
export function toScreen(point: MapPoint, view: MapView, size: ScreenSize): MapPoint {
  const [left, top, width] = viewBox(view, size);
  const perUnit = size.width / width;
  return { x: (point.x - left) * perUnit, y: (point.y - top) * perUnit };
}

/** The view kept within the zoom range and with its centre on the map. */
export function clampView(view: MapView): MapView {
  return {
    x: Math.min(Math.max(view.x, 0), MAP_WIDTH),
    y: Math.min(Math.max(view.y, 0), MAP_HEIGHT),
    width: Math.min(Math.max(view.width, CLOSEST_WIDTH), WIDEST),
  };
}

/**
 * The smallest view holding `points` with a margin (a fifth of the box on each side, so pins near the
 * edge are whole), no closer than `minWidth`.
 */
export function fitView(
  points: readonly MapPoint[],
  size: ScreenSize,
  minWidth = FIRST_VIEW_MIN_WIDTH,
): MapView {
  if (points.length === 0) return countryView;
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const aspect = size.width / Math.max(size.height, 1);
  const width = Math.max(minWidth, (right - left) / 0.6, ((bottom - top) / 0.6) * aspect);
  return clampView({ x: (left + right) / 2, y: (top + bottom) / 2, width });
}

/** The view zoomed by `factor` (2: twice as close) about its centre. */
export function zoomView(view: MapView, factor: number): MapView {
  return clampView({ ...view, width: view.width / factor });
}

/** The view moved by a drag of `dx`, `dy` pixels (the map follows the pointer). */
export function panView(view: MapView, dx: number, dy: number, size: ScreenSize): MapView {
  const perPixel = view.width / Math.max(size.width, 1);
  return clampView({ ...view, x: view.x - dx * perPixel, y: view.y - dy * perPixel });
}
