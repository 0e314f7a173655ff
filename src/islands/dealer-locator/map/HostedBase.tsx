/**
 * The dealer map's hosted base map: the configured MapLibre style drawn with MapLibre GL JS, under
 * the same pins, square and controls as the embedded map. This module (and MapLibre with it, 235 KB
 * brotli, and its 119 KB worker: `npm run bench:locator`) is imported only when a hosted map is about
 * to show. The locator's view drives the camera
 * (../../../lib/dealer-map/camera.ts), so the map is not interactive itself: dragging, the zoom
 * buttons and the pins stay the locator's own. Any error (style, tiles, sprite, WebGL) hands the
 * map back to the embedded one through `onFail`.
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import { Map as MapLibreMap, setWorkerUrl } from 'maplibre-gl';
// MapLibre's worker, served from the site like every other script (the policy's worker-src 'self'):
// by default MapLibre looks for it beside its own module, which bundling moves.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef } from 'react';
import { cameraOf } from '#lib/dealer-map/camera.ts';
import type { MapView, ScreenSize } from '#lib/dealer-map/view.ts';
import styles from './DealerMap.module.css';

setWorkerUrl(workerUrl);

export interface HostedBaseProps {
  /** MapLibre style document URL (MAP_STYLE_URL). */
  styleUrl: string;
  view: MapView;
  size: ScreenSize;
  /** Called once when the style, a tile or WebGL fails: the embedded map takes over. */
  onFail: () => void;
}

/** How long the hosted style may take to draw before the embedded map is drawn instead, ms. */
const styleLoadTimeoutMs = 10_000;

export default function HostedBase({ styleUrl, view, size, onFail }: HostedBaseProps) {
  const container = useRef<HTMLDivElement>(null);
  const instance = useRef<MapLibreMap | null>(null);
  const latest = useRef({ view, size, onFail });
  latest.current = { view, size, onFail };

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let failed = false;
    const fail = () => {
      if (failed) return;
      failed = true;
      latest.current.onFail();
    };
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: element,
        style: styleUrl,
        ...cameraOf(latest.current.view, latest.current.size),
        interactive: false,
        attributionControl: { compact: true },
      });
    } catch {
      // No WebGL (or it is blocked): MapLibre cannot start.
      fail();
      return;
    }
    map.on('error', fail);
    map.on('webglcontextlost', fail);
    // A style that hangs rather than fails would leave a blank sea under the pins: it gets a while
    // to draw, then the embedded map takes its place.
    const hung = window.setTimeout(fail, styleLoadTimeoutMs);
    map.once('load', () => window.clearTimeout(hung));
    // The canvas is decoration, as the embedded map's SVG is: the pins and the list carry the content.
    map.getCanvasContainer().setAttribute('aria-hidden', 'true');
    instance.current = map;
    return () => {
      window.clearTimeout(hung);
      instance.current = null;
      map.remove();
    };
  }, [styleUrl]);

  // The locator's view moved (a drag, a zoom button, a new search) or the box changed size.
  useEffect(() => {
    const map = instance.current;
    if (!map) return;
    map.resize();
    map.jumpTo(cameraOf(view, size));
  }, [view, size]);

  // MapLibre's stylesheet makes its container `position: relative`: a wrapper places it in the frame.
  return (
    <div className={styles.hosted} data-hosted-map="">
      <div ref={container} className={styles.hostedMap} />
    </div>
  );
}
