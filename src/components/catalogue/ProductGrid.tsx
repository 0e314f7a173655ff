import type { ProductCard as ProductCardData } from '../../lib/product-records';
import { ProductCard } from './ProductCard';
import styles from './ProductGrid.module.css';

export interface ProductGridProps {
  cards: readonly ProductCardData[];
  /** Accessible name of the list, e.g. "Products". */
  label: string;
  headingLevel?: 2 | 3 | 4;
}

/**
 * Product cards in a responsive grid, as a list so its size is announced. Left out of site search:
 * each product is a result of its own.
 */
export function ProductGrid({ cards, label, headingLevel = 3 }: ProductGridProps) {
  return (
    <ul className={styles.grid} aria-label={label} data-pagefind-ignore="">
      {cards.map((card) => (
        <li key={card.slug} className={styles.item}>
          <ProductCard card={card} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
