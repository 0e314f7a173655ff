import { promotionBadgeText, promotionPath } from '../../lib/promotions';
import type { Promotion } from '../../schemas/promotion';
import { ButtonLink } from '../ui/Button';
import styles from './Promotions.module.css';

export interface PromotionHighlightsProps {
  /** Promotions open now, soonest deadline first. */
  promotions: readonly Promotion[];
}

/** The current promotions in brief (the home page): the offer, what qualifies, and its page. */
export function PromotionHighlights({ promotions }: PromotionHighlightsProps) {
  return (
    <ul className={styles.list}>
      {promotions.map((promotion) => (
        <li key={promotion.slug} className={styles.item}>
          <div className={styles.body}>
            <h3>{promotion.title}</h3>
            <p className={styles.offer}>{promotionBadgeText(promotion)}</p>
            <p>{promotion.eligibleDescription}.</p>
            <ButtonLink href={promotionPath(promotion)} variant="secondary">
              See the offer <span className="visually-hidden">{promotion.title}</span>
            </ButtonLink>
          </div>
        </li>
      ))}
    </ul>
  );
}
