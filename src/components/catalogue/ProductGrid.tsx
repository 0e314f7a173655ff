import { clsx } from 'clsx';
import type { ProductCard as ProductCardData } from '../../lib/product-records';
import { ProductCard } from './ProductCard';
import styles from './ProductGrid.module.css';

/** The id of the card a listing's "Show all" link continues at. */
export const CONTINUE_ID = 'more';

/** A listing's cards from this one on are laid out when they come near the screen: below a desktop's first row. */
const FIRST_CARD_LAID_OUT_ON_APPROACH = 4;

export interface ProductGridProps {
  cards: readonly ProductCardData[];
  /** Accessible name of the list, e.g. "Products". */
  label: string;
  headingLevel?: 2 | 3 | 4;
  /** The index of the card a "Show all" link continues at: it gets the id `more`, the link's fragment. */
  continueAt?: number;
  /**
   * The grid leads the page (a listing): its first card's picture is the largest thing on a phone's
   * first screen, so it is fetched at once, at high priority, not when layout finds it near.
   */
  leadsPage?: boolean;
}

/**
 * Product cards in a responsive grid, as a list so its size is announced. Left out of site search:
 * each product is a result of its own.
 */
export function ProductGrid({
  cards,
  label,
  headingLevel = 3,
  continueAt,
  leadsPage = false,
}: ProductGridProps) {
  // A listing's later cards wait for the screen (ProductGrid.module.css says why); on a page a
  // "Show all" link continues, only those after the card it scrolls to, whose place they cannot move.
  const firstOnApproach = continueAt === undefined ? FIRST_CARD_LAID_OUT_ON_APPROACH : continueAt + 1;
  return (
    <ul className={styles.grid} aria-label={label} data-pagefind-ignore="">
      {cards.map((card, index) => (
        <li
          key={card.slug}
          className={clsx(styles.item, leadsPage && index >= firstOnApproach && styles.onApproach)}
          id={index === continueAt ? CONTINUE_ID : undefined}
        >
          <ProductCard card={card} headingLevel={headingLevel} priority={leadsPage && index === 0} />
        </li>
      ))}
    </ul>
  );
}
