import type { PictureData } from '../../lib/picture-data';
import type { Promotion } from '../../schemas/promotion';
import { ButtonLink } from '../ui/Button';
import { Section } from '../ui/Section';
import { PromotionArtwork } from './PromotionArtwork';
import { PromotionFacts } from './PromotionFacts';
import styles from './Promotions.module.css';

export interface PromotionListProps {
  current: readonly Promotion[];
  past: readonly Promotion[];
  /** Each promotion's artwork at card size, by slug (a promotion the build made none for shows without). */
  pictures: Readonly<Record<string, PictureData>>;
}

interface ArtworkProps {
  promotion: Promotion;
  picture: PictureData | undefined;
  /** The first current offer: the largest picture of a phone's first screen (the hero shows from a tablet up). */
  priority?: boolean;
}

/** A card's artwork, when there is one. */
function Artwork({ promotion, picture, priority = false }: ArtworkProps) {
  return picture ? (
    <PromotionArtwork picture={picture} amountAud={promotion.amountAud} variant="card" priority={priority} />
  ) : null;
}

/** The promotions page's two lists: current ones with a link to claim, past ones for reference. */
export function PromotionList({ current, past, pictures }: PromotionListProps) {
  return (
    <>
      <Section id="current" title="Current promotions">
        {current.length === 0 ? (
          <p>There is no promotion running right now. Check back before summer and winter.</p>
        ) : (
          <ul className={styles.list}>
            {current.map((promotion, index) => (
              <li key={promotion.slug} className={styles.item}>
                <Artwork promotion={promotion} picture={pictures[promotion.slug]} priority={index === 0} />
                <div className={styles.body}>
                  <h3>{promotion.title}</h3>
                  <p>{promotion.summary}</p>
                  <PromotionFacts promotion={promotion} />
                  <ButtonLink href={`/promotions/${promotion.slug}`}>
                    Claim <span className="visually-hidden">{promotion.title}</span> now
                  </ButtonLink>
                </div>
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
                <Artwork promotion={promotion} picture={pictures[promotion.slug]} />
                <div className={styles.body}>
                  <h3>{promotion.title}</h3>
                  <p>{promotion.summary}</p>
                  <PromotionFacts promotion={promotion} />
                  <p>Claims for this promotion have closed.</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
