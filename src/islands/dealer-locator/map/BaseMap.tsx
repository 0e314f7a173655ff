import type { MapDocument } from '#lib/dealer-map/map-document.ts';
import { type MapView, type ScreenSize, viewBox } from '#lib/dealer-map/view.ts';
import styles from './DealerMap.module.css';

export interface BaseMapProps {
  /** The base map; null while it loads (the sea alone is drawn). */
  map: MapDocument | null;
  view: MapView;
  size: ScreenSize;
}

/** Views wider than this draw the simplified outline: the full coast adds nothing at that scale. */
const OUTLINE_ABOVE = 250;

/** Land, coast and state borders in the view: decoration, as the pins and the list carry the content. */
export function BaseMap({ map, view, size }: BaseMapProps) {
  return (
    <svg viewBox={viewBox(view, size).join(' ')} aria-hidden="true" className={styles.base}>
      {map ? (
        <>
          <path
            d={view.width > OUTLINE_ABOVE ? map.outline : map.coast}
            className={styles.land}
            vectorEffect="non-scaling-stroke"
          />
          <path d={map.borders} className={styles.borders} vectorEffect="non-scaling-stroke" />
        </>
      ) : null}
    </svg>
  );
}
