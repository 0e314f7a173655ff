import { FROM_TABLET_MEDIA, type GallerySlide } from '../../lib/picture-data';
import { productImageKindLabels } from '../../lib/product-image-kinds';
import { Picture } from '../ui/Picture';
import styles from './ProductGallery.module.css';

export interface ProductGalleryProps {
  slides: readonly GallerySlide[];
  /** The product's name, for the gallery's accessible name. */
  name: string;
}

const kindLabels = productImageKindLabels;

/**
 * The product's pictures without JavaScript: a strip of large images that scrolls and snaps one at a
 * time (arrow keys scroll it once it has focus), and a row of thumbnail links that bring each into
 * view. The first image is the page's largest, loaded at once with high priority; the others lazily
 * and at low priority (the next one's edge touches the viewport, which would otherwise raise it).
 * On a phone the thumbnails are dots (the strip is swiped; a row of 72 px pictures says little at
 * that width) and fetch nothing, so the first screen's bandwidth goes to the main picture. Site
 * search leaves it out of the page's text.
 */
export function ProductGallery({ slides, name }: ProductGalleryProps) {
  return (
    // Its captions and thumbnail labels ("Show picture 5: In scale") say nothing a search result should quote.
    <section className={styles.gallery} aria-label={`Pictures of the ${name}`} data-pagefind-ignore>
      <ol
        className={styles.strip}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboard users can scroll it (WCAG 2.1.1).
        tabIndex={0}
        aria-label={`${slides.length} pictures; scroll sideways for more`}
      >
        {slides.map((slide, index) => (
          <li key={slide.large.src} id={`picture-${index + 1}`} className={styles.slide}>
            <figure>
              <Picture
                picture={slide.large}
                priority={index === 0}
                offscreen={index > 0}
                className={styles.large}
              />
              <figcaption className={styles.caption}>
                {kindLabels[slide.kind]} · {index + 1} of {slides.length}
                {slide.credit ? ` · ${slide.credit}` : ''}
              </figcaption>
            </figure>
          </li>
        ))}
      </ol>
      <ul className={styles.thumbs}>
        {slides.map((slide, index) => (
          <li key={slide.thumb.src}>
            <a href={`#picture-${index + 1}`} className={styles.thumb}>
              <Picture
                picture={{ ...slide.thumb, alt: '' }}
                className={styles.thumbPicture}
                media={FROM_TABLET_MEDIA}
              />
              <span className="visually-hidden">
                Show picture {index + 1}: {kindLabels[slide.kind]}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
