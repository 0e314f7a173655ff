/**
 * The hosted map's camera for a view of the dealer map. The locator keeps one view (./view.ts: a
 * centre and a width in map units) whichever map draws under the pins; both are Web Mercator, so a
 * MapLibre map showing the view's centre at the zoom that makes its width fill the box puts every
 * place exactly where `toScreen` puts its pin. Pure and browser-safe.
 */
import { MAP_SCALE, unproject } from './projection.ts';
import type { MapView, ScreenSize } from './view.ts';

/** Width of the whole world at zoom 0 in MapLibre's CSS pixels (its tiles are 512 pixels). */
const WORLD_AT_ZOOM_0 = 512;

/** A MapLibre camera: centre as [longitude, latitude] and zoom. */
export interface HostedCamera {
  center: [number, number];
  zoom: number;
}

export function cameraOf(view: MapView, size: ScreenSize): HostedCamera {
  const { lat, lng } = unproject(view);
  // The world is 2π radians wide: 2π · MAP_SCALE map units, drawn at size.width / view.width pixels each.
  const worldPixels = ((2 * Math.PI * MAP_SCALE) / view.width) * Math.max(size.width, 1);
  return { center: [lng, lat], zoom: Math.log2(worldPixels / WORLD_AT_ZOOM_0) };
}
