import type { ReactNode } from 'react';
import styles from './DealerList.module.css';

export interface DealerListProps {
  /** Ordered when the order means something (nearest first). */
  ordered?: boolean;
  /** Accessible name, when the list has no heading of its own. */
  label?: string;
  /** `li` elements, each holding a DealerCard. */
  children: ReactNode;
}

/** Dealer cards in a grid of as many columns as fit. */
export function DealerList({ ordered = false, label, children }: DealerListProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={styles.list} aria-label={label}>
      {children}
    </List>
  );
}
