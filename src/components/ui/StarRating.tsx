import styles from './StarRating.module.css';

export interface StarRatingProps {
  /** Stars earned, in half-star steps. */
  value: number;
  /** Stars on the scale (the Zoned Energy Rating Label goes to 10; gas to 7). */
  max?: number;
  /** What is rated, for the accessible name, e.g. "Cooling, average zone". */
  label?: string;
}

/** Stars as one image with a text alternative; each star is filled, half filled or empty. */
export function StarRating({ value, max = 10, label }: StarRatingProps) {
  const clamped = Math.max(0, Math.min(max, Math.round(value * 2) / 2));
  const text = `${clamped} out of ${max} stars`;
  return (
    <span className={styles.rating} role="img" aria-label={label ? `${label}: ${text}` : text}>
      {Array.from({ length: max }, (_, index) => {
        const fill = Math.max(0, Math.min(1, clamped - index));
        const state = fill === 1 ? styles.full : fill === 0.5 ? styles.half : styles.empty;
        // biome-ignore lint/suspicious/noArrayIndexKey: stars are positional and never reorder
        return <span key={index} className={`${styles.star} ${state}`} aria-hidden="true" />;
      })}
      <span className={styles.value} aria-hidden="true">
        {clamped}
      </span>
    </span>
  );
}
