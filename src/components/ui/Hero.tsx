import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import styles from './Hero.module.css';

export interface HeroProps {
  title: string;
  /** Short line above the title. */
  eyebrow?: string;
  lead?: string;
  /** Calls to action, usually ButtonLinks. */
  actions?: ReactNode;
  /** Illustration beside the text on wide screens. */
  media?: ReactNode;
  variant?: 'brand' | 'plain';
  /** Leaves the picture out below 40rem, where it would push the page's content (a listing's products) off the first screen. */
  mediaFromTablet?: boolean;
  /** Breadcrumbs shown above the text, inside the band. */
  breadcrumbs?: ReactNode;
  /**
   * `compact`: a short band (smaller title, a low picture) for pages whose content is the point, a
   * listing's products, which then start on the first screen of a phone and a laptop.
   */
  size?: 'full' | 'compact';
}

/** The page's opening band; its title is the page's only h1. */
export function Hero({
  title,
  eyebrow,
  lead,
  actions,
  media,
  variant = 'brand',
  breadcrumbs,
  mediaFromTablet = false,
  size = 'full',
}: HeroProps) {
  return (
    <header className={clsx(styles.hero, styles[variant], size === 'compact' && styles.compact)}>
      {breadcrumbs ? <div className={`container ${styles.crumbs}`}>{breadcrumbs}</div> : null}
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
        {media ? (
          <div className={clsx(styles.media, mediaFromTablet && styles.fromTablet)}>{media}</div>
        ) : null}
      </div>
    </header>
  );
}
