import type { ReactNode } from 'react';
import styles from './Card.module.css';

export interface CardProps {
  /** The card's title; when `href` is set the title is the link and the whole card is clickable. */
  title: string;
  href?: string;
  /** Heading level that fits the card's place in the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Media above the title, e.g. a product illustration. */
  media?: ReactNode;
  /** Small line above the title (range, category). */
  eyebrow?: string;
  children?: ReactNode;
  /** Footer content: badges, prices, actions. */
  footer?: ReactNode;
}

export function Card({ title, href, headingLevel = 3, media, eyebrow, children, footer }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      {media ? <div className={styles.media}>{media}</div> : null}
      <div className={styles.body}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <Heading className={styles.title}>
          {href ? (
            <a href={href} className={styles.link}>
              {title}
            </a>
          ) : (
            title
          )}
        </Heading>
        {children}
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </article>
  );
}
