import type { ReactNode } from 'react';
import { productTypeLabels } from '../../lib/product-labels';
import type { ProductCardView } from '../../lib/product-records';
import { CompareToggle } from '../compare/CompareToggle';
import { PromotionBadge } from '../promotions/PromotionBadge';
import { Badge } from '../ui/Badge';
import { Card } from '../ui/Card';
import { Picture } from '../ui/Picture';
import { ProductIllustration } from '../ui/ProductIllustration';
import { StarRating } from '../ui/StarRating';
import styles from './ProductCard.module.css';

export interface ProductCardProps {
  card: ProductCardView;
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Lines for where the card is shown (the sizing tool's running cost and quote), after the room size. */
  children?: ReactNode;
  /** The card's picture is the page's largest above the fold (the first card of a listing). */
  priority?: boolean;
}

/**
 * One product in a listing: its picture, name (the link), capacity, stars, room size, key features and a
 * "Compare" toggle.
 */
export function ProductCard({ card, headingLevel = 3, children, priority = false }: ProductCardProps) {
  const ratings = [
    { label: 'Cooling', value: card.coolingStars, max: 10, name: 'Cooling energy rating, average zone' },
    { label: 'Heating', value: card.heatingStars, max: 10, name: 'Heating energy rating, average zone' },
    { label: 'Gas', value: card.gasStars, max: 7, name: 'Gas energy rating' },
  ].filter((rating) => rating.value !== undefined);
  return (
    <Card
      title={card.name}
      href={card.path}
      headingLevel={headingLevel}
      eyebrow={`${card.range} · ${productTypeLabels[card.productType]}`}
      media={
        card.picture ? (
          <Picture picture={card.picture} className={styles.picture} priority={priority} />
        ) : (
          <ProductIllustration
            type={card.productType}
            accent={card.productType === 'gas-heater' ? 'warm' : 'cool'}
          />
        )
      }
      footer={
        <>
          {card.status === 'discontinued' ? <Badge tone="warning">Discontinued</Badge> : null}
          {card.promotion ? <PromotionBadge promotion={card.promotion} /> : null}
          {card.wifi ? <Badge tone="brand">Wi-Fi built in</Badge> : null}
          <span className={styles.compare}>
            <CompareToggle slug={card.slug} name={card.name} path={card.path} />
          </span>
        </>
      }
    >
      <p className={styles.capacity}>{card.capacity}</p>
      <p className={styles.room}>
        Suits {card.roomSize.minM2}–{card.roomSize.maxM2} m²
      </p>
      {children}
      {ratings.length > 0 ? (
        <dl className={styles.ratings}>
          {ratings.map((rating) => (
            <div key={rating.label} className={styles.rating}>
              <dt>{rating.label}</dt>
              <dd>
                <StarRating value={rating.value ?? 0} max={rating.max} label={rating.name} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <ul className={styles.features}>
        {card.keyFeatures.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </Card>
  );
}
