import styles from './Portal.module.css';

/**
 * The portal page's frame while the sign-in is checked and the token fetched: grey blocks where
 * the navigation and the cards will be, so the page has its shape at once. Hidden from assistive
 * technology, which hears the status line above it instead.
 */
const cards = ['first', 'second', 'third'] as const;

export function PortalSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true" data-skeleton="">
      <div className={styles.skeletonBar} />
      {cards.map((card) => (
        <div key={card} className={styles.skeletonCard}>
          <div className={styles.skeletonLine} />
          <div className={styles.skeletonLine} />
        </div>
      ))}
    </div>
  );
}
