import type { CSSProperties } from 'react';
import styles from './StarRating.module.css';

export interface StarRatingProps {
  /** Stars earned, in half-star steps. */
  value: number;
  /** Stars on the scale (the Zoned Energy Rating Label goes to 10; gas to 7). */
  max?: number;
  /** What is rated, for the accessible name, e.g. "Cooling, average zone". */
  label?: string;
  /**
   * `half`: the value is shown in half stars, as energy rating labels print them. `tenth`: an
   * average of owners' reviews, shown to one decimal and filled to it, so the stars, the number
   * and the sentence beside them (4.3, not 4.5) agree.
   */
  precision?: 'half' | 'tenth';
}

/**
 * Stars as one image with a text alternative, and the number beside it.
 *
 * The row of stars is a single element: a star-shaped mask repeated `max` times over a background
 * filled up to `value`. A listing shows two ratings on each of up to 57 cards; drawing each star as
 * its own element made those pages carry about 1,000 extra elements to parse, style and lay out.
 */
export function StarRating({ value, max = 10, label, precision = 'half' }: StarRatingProps) {
  const steps = precision === 'half' ? 2 : 10;
  const clamped = Math.max(0, Math.min(max, Math.round(value * steps) / steps));
  const shown = precision === 'half' ? String(clamped) : clamped.toFixed(1);
  const text = `${shown} out of ${max} stars`;
  const scale = { '--stars-max': max, '--stars-value': clamped } as CSSProperties;
  return (
    <span className={styles.rating} role="img" aria-label={label ? `${label}: ${text}` : text}>
      <span className={styles.stars} style={scale} aria-hidden="true" />
      <span className={styles.value} aria-hidden="true">
        {shown}
      </span>
    </span>
  );
}
