import { outsideMedia, type PictureData } from '../../lib/picture-data';

export interface PictureProps {
  picture: PictureData;
  /** The page's largest image above the fold: loaded at once with high priority (the page also preloads it). */
  priority?: boolean;
  className?: string;
  /**
   * A media query the picture shows under. Elsewhere its box is hidden by a style, and an empty
   * image stands in, so the browser fetches nothing for it (an `<img>` hidden by a style still
   * loads, and at high priority when it is the LCP image of wider screens).
   */
  media?: string;
  /**
   * A picture a scroller keeps out of view at first (a gallery's later slides): fetched at low
   * priority. Without it, Chrome raises a lazy image whose box overlaps the viewport to high
   * priority even where the scroller clips it, and the next slide, one pixel past the first, then
   * competes with the page's main picture.
   */
  offscreen?: boolean;
}

/** A transparent 1 x 1 GIF: what a hidden picture shows instead of a file (with a width, as its siblings have: the HTML checker wants one kind of candidate in a picture). */
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * A `<picture>` from the image pipeline: AVIF at the widths its layout needs, then one WebP for the
 * browsers without AVIF; width and height reserve its space. Below the fold it loads lazily.
 */
export function Picture({ picture, priority = false, className, media, offscreen = false }: PictureProps) {
  return (
    <picture className={className}>
      {media ? <source media={outsideMedia(media)} srcSet={`${NOTHING} 1w`} sizes="1px" /> : null}
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={picture.sizes} />
      ))}
      <img
        src={picture.src}
        width={picture.width}
        height={picture.height}
        alt={picture.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : offscreen ? 'low' : undefined}
      />
    </picture>
  );
}
