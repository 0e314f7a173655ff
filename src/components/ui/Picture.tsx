import type { PictureData } from '../../lib/images/picture';

export interface PictureProps {
  picture: PictureData;
  /** The page's largest image above the fold: loaded at once with high priority (the page also preloads it). */
  priority?: boolean;
  className?: string;
}

/**
 * A `<picture>` from the image pipeline: AVIF, then WebP, then the master's format, at the widths
 * its layout needs; width and height reserve its space. Below the fold it loads lazily.
 */
export function Picture({ picture, priority = false, className }: PictureProps) {
  return (
    <picture className={className}>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={picture.sizes} />
      ))}
      <img
        src={picture.src}
        srcSet={picture.srcset}
        sizes={picture.sizes}
        width={picture.width}
        height={picture.height}
        alt={picture.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
