import type { Promotion } from '../../schemas/promotion';
import { ButtonLink } from '../ui/Button';
import { Section } from '../ui/Section';
import { PromotionFacts } from './PromotionFacts';
import styles from './Promotions.module.css';

export interface PromotionListProps {
  current: readonly Promotion[];
  past: readonly Promotion[];
}

/** The promotions page's two lists: current ones with a link to claim, past ones for reference. */
export function PromotionList({ current, past }: PromotionListProps) {
  return (
    <>
      <Section id="current" title="Current promotions">
        {current.length === 0 ? (
          <p>There is no promotion running right now. Check back before summer and winter.</p>
        ) : (
          <ul className={styles.list}>
            {current.map((promotion) => (
              <li key={promotion.slug} className={styles.item}>
                <h3>{promotion.title}</h3>
                <p>{promotion.summary}</p>
                <PromotionFacts promotion={promotion} />
                <ButtonLink href={`/promotions/${promotion.slug}`}>
                  Claim <span className="visually-hidden">{promotion.title}</span> now
                </ButtonLink>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="past" title="Past promotions" tone="muted">
        {past.length === 0 ? (
          <p>No past promotions yet.</p>
        ) : (
          <ul className={styles.list}>
            {past.map((promotion) => (
              <li key={promotion.slug} className={styles.item}>
                <h3>{promotion.title}</h3>
                <p>{promotion.summary}</p>
                <PromotionFacts promotion={promotion} />
                <p>Claims for this promotion have closed.</p>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
