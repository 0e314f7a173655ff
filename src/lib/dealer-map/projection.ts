/**
 * The dealer map's projection: longitude and latitude to the map's SVG coordinates. Equirectangular,
 * scaled across by the cosine of 27° S (the middle of the mainland), which keeps Australia's shape
 * true enough at this size. The outline (./australia-outline.ts) was drawn with it once, so the
 * outline and the dealers' markers always line up. Browser-safe and pure.
 */
import type { Coordinates } from '../../schemas/dealer.ts';

/** The map's edges, degrees: every mainland coast and Tasmania, with a margin. */
const bounds = { west: 112.5, east: 154.2, north: -9.8, south: -44.0 };
const across = Math.cos((27 * Math.PI) / 180);

/** Width of the map in SVG units. */
export const MAP_WIDTH = 1000;
const scale = MAP_WIDTH / ((bounds.east - bounds.west) * across);
/** Height of the map in SVG units. */
export const MAP_HEIGHT = Math.round((bounds.north - bounds.south) * scale);

/** A point on the map, SVG units from its top left corner. */
export interface MapPoint {
  x: number;
  y: number;
}

/** Where a position falls on the map, to a tenth of a unit. */
export function project({ lat, lng }: Coordinates): MapPoint {
  const round = (value: number) => Math.round(value * 10) / 10;
  return { x: round((lng - bounds.west) * across * scale), y: round((bounds.north - lat) * scale) };
}
