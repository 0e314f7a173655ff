import { useId } from 'react';
import { bordersPath, coastPath } from '../../lib/dealer-map/australia-outline';
import { type MapPoint, project } from '../../lib/dealer-map/projection';
import { frameAround, fullFrame, spreadMarkers } from '../../lib/dealer-map/view';
import type { Coordinates } from '../../schemas/dealer';
import styles from './DealerMap.module.css';

export interface DealerMapProps {
  /** Where the visitor searched from, and how the caption names it ("postcode 2000"). */
  origin: { location: Coordinates; label: string };
  /** The dealers listed, in list order: marker n is the list's item n. */
  dealers: readonly { id: string; location: Coordinates }[];
}

/**
 * A map of Australia drawn from the shipped outline (no map tiles), framed on the visitor's place
 * and the listed dealers: numbered markers match the numbered list, a square marks the place
 * searched, and an inset shows where in the country a zoomed-in frame is. An image with a caption; the
 * list beside it is the content.
 */
export function DealerMap({ origin, dealers }: DealerMapProps) {
  const captionId = useId();
  const home = project(origin.location);
  const points = dealers.map((dealer) => project(dealer.location));
  const frame = frameAround([home, ...points]);
  const radius = frame.width * 0.028;
  const markers = spreadMarkers(points, radius);
  const count = dealers.length;
  // The inset shows where the frame is, when the frame is a part of the country.
  const zoomed = frame.width < fullFrame.width / 2;
  const outline = (
    <>
      <path d={coastPath} className={styles.land} />
      <path d={bordersPath} className={styles.borders} />
    </>
  );
  const square = (point: MapPoint, size: number) => (
    <rect
      x={point.x - size}
      y={point.y - size}
      width={size * 2}
      height={size * 2}
      className={styles.origin}
      strokeWidth={size / 5}
    />
  );
  return (
    <figure className={styles.figure}>
      <div className={styles.frame}>
        <svg
          viewBox={`${frame.x} ${frame.y} ${frame.width} ${frame.height}`}
          role="img"
          aria-labelledby={captionId}
          className={styles.map}
        >
          <title>Dealers near {origin.label}</title>
          {outline}
          {/* Drawn last to first, so the nearest dealer is on top. */}
          {markers
            .map((point, index) => (
              <g key={dealers[index]?.id} transform={`translate(${point.x} ${point.y})`}>
                <circle r={radius} className={styles.marker} strokeWidth={radius / 6} />
                <text className={styles.number} fontSize={radius * (index < 9 ? 1.2 : 1)} dy="0.35em">
                  {index + 1}
                </text>
              </g>
            ))
            .reverse()}
          {/* On top and hollow: a dealer in the searched postcode shows inside it. */}
          {square(home, radius * 1.35)}
        </svg>
        {zoomed ? (
          <svg
            viewBox={`0 0 ${fullFrame.width} ${fullFrame.height}`}
            aria-hidden="true"
            className={styles.inset}
          >
            {outline}
            <rect
              x={frame.x}
              y={frame.y}
              width={Math.max(frame.width, 40)}
              height={Math.max(frame.height, 27)}
              className={styles.extent}
            />
          </svg>
        ) : null}
      </div>
      <figcaption id={captionId} className={styles.caption}>
        Map of the {count === 1 ? 'nearest dealer' : `${count} nearest dealers`} to {origin.label}: the square
        is the place you searched, the numbers match the list below.
      </figcaption>
    </figure>
  );
}
