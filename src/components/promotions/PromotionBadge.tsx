import { clsx } from 'clsx';
import type { PromotionBadge as PromotionBadgeData } from '../../lib/product-records';
import styles from './PromotionBadge.module.css';

export interface PromotionBadgeProps {
  promotion: PromotionBadgeData;
  /** `card`: a small pill above the card's stretched link; `page`: a line under a product's summary. */
  variant?: 'card' | 'page';
}

/** "$200 cashback until 31 January", linking the promotion that pays it. */
export function PromotionBadge({ promotion, variant = 'card' }: PromotionBadgeProps) {
  return (
    <a href={promotion.href} className={clsx(styles.badge, styles[variant])}>
      {variant === 'page' ? `${promotion.text}: ${promotion.title}` : promotion.text}
    </a>
  );
}
