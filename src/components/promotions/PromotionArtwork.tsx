import { clsx } from 'clsx';
import type { PictureData } from '../../lib/picture-data';
import { Picture } from '../ui/Picture';
import styles from './PromotionArtwork.module.css';

export interface PromotionArtworkProps {
  picture: PictureData;
  /** Cashback per system, whole dollars: set over the picture as text, so it always matches the offer. */
  amountAud: number;
  /** The page's LCP image (the promotion's own page): loaded at once. */
  priority?: boolean;
  /** `hero` beside a page's heading; `card` at the top of a promotion's card. */
  variant: 'hero' | 'card';
}

/**
 * A promotion's offer artwork with its badge ("$200 cashback") over the top left corner, which the
 * generated artwork keeps clear. The badge is text, not pixels: a photograph that replaces the
 * artwork keeps it, and it reads at any zoom.
 */
export function PromotionArtwork({ picture, amountAud, priority = false, variant }: PromotionArtworkProps) {
  return (
    <div className={clsx(styles.artwork, styles[variant])}>
      <Picture picture={picture} priority={priority} />
      <p className={styles.badge}>
        <span className={styles.amount}>${amountAud}</span> cashback
      </p>
    </div>
  );
}
