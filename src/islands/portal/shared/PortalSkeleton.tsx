import styles from './Portal.module.css';

/**
 * The portal page's content while the sign-in is checked and the token fetched: grey blocks where
 * the cards will be, so the page has its shape at once (the section navigation above is real). Hidden from assistive
 * technology, which hears the status line above it instead.
 */
const cards = ['first', 'second', 'third'] as const;

export function PortalSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true" data-skeleton="">
      {cards.map((card) => (
        <div key={card} className={styles.skeletonCard}>
          <div className={styles.skeletonLine} />
          <div className={styles.skeletonLine} />
        </div>
      ))}
    </div>
  );
}
