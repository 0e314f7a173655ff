import { longDate } from '../../lib/promotions';
import type { Promotion } from '../../schemas/promotion';
import styles from './Promotions.module.css';

/** What a promotion pays, on what, and its dates: a short list of facts. */
export function PromotionFacts({ promotion }: { promotion: Promotion }) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Cashback</dt>
        <dd>${promotion.amountAud} per system</dd>
      </div>
      <div>
        <dt>Eligible products</dt>
        <dd>{promotion.eligibleDescription}</dd>
      </div>
      <div>
        <dt>Bought between</dt>
        <dd>
          {longDate(promotion.purchaseWindow.from)} and {longDate(promotion.purchaseWindow.to)}
        </dd>
      </div>
      <div>
        <dt>Claim by</dt>
        <dd>{longDate(promotion.claimDeadline)}</dd>
      </div>
    </dl>
  );
}
