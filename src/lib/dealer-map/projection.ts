/**
 * The dealer map's projection: longitude and latitude to the map's SVG coordinates. Web Mercator,
 * the projection of the maps people know (and of hosted map styles), so shapes are true wherever the
 * map is zoomed in; across Australia it draws Tasmania about a third larger than the tropics, which a
 * locator can live with. The build draws the coast, borders and places with it
 * (src/lib/server-only/map/australia-map.ts), and the island places the dealers with it, so they line
 * up. Browser-safe and pure.
 */
import type { Coordinates } from '../../schemas/dealer.ts';

/** The map's edges, degrees: every mainland coast and Tasmania, with a margin. */
const bounds = { west: 112.5, east: 154.2, north: -9.8, south: -44.0 };

const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));

/** Width of the map in SVG units (one unit is about 3.8 km east–west at Sydney). */
export const MAP_WIDTH = 1000;
/** Map units per radian of longitude (the Mercator scale factor). */
export const MAP_SCALE = MAP_WIDTH / (((bounds.east - bounds.west) * Math.PI) / 180);
const top = mercatorY(bounds.north);
/** Height of the map in SVG units. */
export const MAP_HEIGHT = Math.round((top - mercatorY(bounds.south)) * MAP_SCALE);

/** A point on the map, SVG units from its top left corner. */
export interface MapPoint {
  x: number;
  y: number;
}

/** Where a position falls on the map, to a hundredth of a unit (about 40 m). */
export function project({ lat, lng }: Coordinates): MapPoint {
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    x: round((((lng - bounds.west) * Math.PI) / 180) * MAP_SCALE),
    y: round((top - mercatorY(lat)) * MAP_SCALE),
  };
}

/** The position at a map point: `project`'s inverse, for a hosted map's camera (./camera.ts). */
export function unproject({ x, y }: MapPoint): Coordinates {
  const lng = bounds.west + ((x / MAP_SCALE) * 180) / Math.PI;
  const lat = ((2 * Math.atan(Math.exp(top - y / MAP_SCALE)) - Math.PI / 2) * 180) / Math.PI;
  return { lat, lng };
}
