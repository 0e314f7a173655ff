import { lazy, type PointerEvent, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { clusterPins, type PinGroup } from '#lib/dealer-map/clusters.ts';
import { placeLabels } from '#lib/dealer-map/labels.ts';
import { project } from '#lib/dealer-map/projection.ts';
import { CLOSEST_WIDTH, fitView, type MapView, panView, toScreen, zoomView } from '#lib/dealer-map/view.ts';
import type { DealerLocatorSources } from '#lib/server-only/site-pages.ts';
import type { Coordinates } from '#schemas/dealer.ts';
import { BaseMap } from './BaseMap';
import styles from './DealerMap.module.css';
import { MapCallout, type MapDealer } from './MapCallout';
import { MapPins } from './MapPins';
import { useBaseMap } from './use-base-map';
import { useBoxSize } from './use-box-size';

// MapLibre comes with the hosted map, and only when one is configured: never with the page.
const HostedBase = lazy(() => import('./HostedBase'));

export interface DealerMapProps {
  /** Where the visitor searched from, and how the caption names it ("postcode 2000"). */
  origin: { location: Coordinates; label: string };
  /** The dealers listed, in list order: pin n is the list's item n. */
  dealers: readonly MapDealer[];
  sources: DealerLocatorSources;
}

/** Pin diameter, pixels (the CSS draws them this size), the room kept between two pins, label size. */
const PIN = 32;
const GAP = 4;
const LABEL_FONT = 12;

/**
 * The locator's map: the hosted style when the server names one (./HostedBase.tsx, MapLibre, which
 * draws its own place names), else Australia drawn at build from Natural Earth (fetched once, when
 * the map first shows) with its places named here; the place searched as a square and the listed
 * dealers as numbered pins, clustered so none hides another. Pins are buttons (Tab reaches them in
 * list order; Enter shows the dealer in a callout); zoom buttons and dragging move the view, whichever
 * map is under them. The list below stays the content.
 */
export default function DealerMap({ origin, dealers, sources }: DealerMapProps) {
  const captionId = useId();
  const box = useRef<HTMLDivElement>(null);
  const size = useBoxSize(box);
  const [view, setView] = useState<MapView | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [listed, setListed] = useState<number[] | null>(null);
  const focusAfter = useRef<number | null>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);

  const { styleUrl, map, fallBack } = useBaseMap(sources);

  const home = useMemo(() => project(origin.location), [origin.location]);
  const points = useMemo(() => dealers.map((dealer) => project(dealer.location)), [dealers]);
  // A new search, more results or a new layout: frame them all again.
  const fitted = useMemo(() => (size ? fitView([home, ...points], size) : null), [home, points, size]);
  useEffect(() => {
    setView(fitted);
    setSelected(null);
    setListed(null);
  }, [fitted]);

  const shown = view ?? fitted;
  const groups = useMemo(() => {
    if (!shown || !size) return [];
    const pins = points.map((point, index) => ({ index, ...toScreen(point, shown, size) }));
    const inside = pins.filter((pin) => pin.x > 0 && pin.y > 0 && pin.x < size.width && pin.y < size.height);
    return clusterPins(inside, PIN + GAP);
  }, [points, shown, size]);

  // After a cluster zooms in, focus goes to the pin now holding its first dealer (once the pins are drawn).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the pins change, reading the ref
  useEffect(() => {
    if (focusAfter.current === null) return;
    const first = focusAfter.current;
    focusAfter.current = null;
    box.current?.querySelector<HTMLButtonElement>(`[data-members~="${first}"]`)?.focus();
  }, [groups]);

  const move = (next: MapView) => {
    setView(next);
    setListed(null);
  };
  const canZoom = !!shown && shown.width > CLOSEST_WIDTH;
  const cluster = (group: PinGroup) => {
    if (!shown || !size) return;
    if (!canZoom) {
      setListed(group.members);
      setSelected(null);
      return;
    }
    const members = group.members.flatMap((index) => points[index] ?? []);
    const closer = fitView(members, size, CLOSEST_WIDTH);
    focusAfter.current = group.members[0] ?? null;
    move(closer.width < shown.width ? closer : zoomView(shown, 2));
  };
  const pointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('button, a, summary')) return;
    drag.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const pointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || !shown || !size) return;
    const [dx, dy] = [event.clientX - drag.current.x, event.clientY - drag.current.y];
    drag.current = { x: event.clientX, y: event.clientY };
    move(panView(shown, dx, dy, size));
  };
  const square = shown && size ? toScreen(home, shown, size) : null;
  const labels =
    map && shown && size ? placeLabels(map.places, shown, size, groups, PIN / 2, LABEL_FONT) : [];
  const count = dealers.length;
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <div
        ref={box}
        className={styles.frame}
        onPointerDown={pointerDown}
        onPointerMove={pointerMove}
        onPointerUp={() => {
          drag.current = null;
        }}
      >
        {shown && size && !styleUrl ? <BaseMap map={map} view={shown} size={size} /> : null}
        <svg className={styles.overlay} aria-hidden="true">
          {labels.map((label) => (
            <g key={label.label} className={label.rank === 1 ? styles.capital : styles.place}>
              <circle cx={label.x} cy={label.y} r={2.5} />
              <text x={label.x + 6} y={label.y} dy="0.35em" paintOrder="stroke">
                {label.label}
              </text>
            </g>
          ))}
          {square ? (
            <rect x={square.x - 9} y={square.y - 9} width={18} height={18} className={styles.origin} />
          ) : null}
        </svg>
        <MapPins
          groups={groups}
          names={dealers.map((dealer) => dealer.name)}
          selected={selected}
          canZoom={canZoom}
          onPin={(index) => {
            setSelected(index);
            setListed(null);
          }}
          onCluster={cluster}
        />
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={() => shown && move(zoomView(shown, 2))}
            disabled={!canZoom}
          >
            <span aria-hidden="true">+</span>
            <span className="visually-hidden">Zoom in</span>
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={() => shown && move(zoomView(shown, 0.5))}
          >
            <span aria-hidden="true">−</span>
            <span className="visually-hidden">Zoom out</span>
          </button>
          <button type="button" className={styles.control} onClick={() => fitted && move(fitted)}>
            Show all
          </button>
        </div>
        {/* Last, so Tab reaches the pins first and the hosted map's attribution after the controls;
            drawn under everything (DealerMap.module.css). */}
        {shown && size && styleUrl ? (
          <Suspense fallback={null}>
            <HostedBase styleUrl={styleUrl} view={shown} size={size} onFail={fallBack} />
          </Suspense>
        ) : null}
      </div>
      <MapCallout
        dealers={dealers}
        selected={selected}
        listed={listed}
        onSelect={(index) => {
          setSelected(index);
          setListed(null);
        }}
        onClose={() => {
          setSelected(null);
          setListed(null);
        }}
      />
      <figcaption id={captionId} className={styles.caption}>
        Map of the {count === 1 ? 'nearest dealer' : `${count} nearest dealers`} to {origin.label}: the square
        is the place you searched, the numbers match the list.
      </figcaption>
    </figure>
  );
}
