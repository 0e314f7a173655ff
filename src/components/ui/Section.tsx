import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import styles from './Section.module.css';

export interface SectionProps {
  /** Section heading (h2); also names the section for assistive technology. */
  title?: string;
  /** id for in-page links; the heading gets `${id}-title`. */
  id?: string;
  intro?: string;
  tone?: 'default' | 'muted' | 'brand';
  /** Link or action beside the heading, e.g. "All products". */
  aside?: ReactNode;
  /**
   * A section below the first screen at every width: laid out only when it comes near the screen
   * (Section.module.css says why). `'tall'` for the last section before the footer: its estimated
   * height is above any it has.
   */
  laidOutOnApproach?: boolean | 'tall';
  children: ReactNode;
}

export function Section({
  title,
  id,
  intro,
  tone = 'default',
  aside,
  laidOutOnApproach = false,
  children,
}: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      className={clsx(
        styles.section,
        styles[tone],
        laidOutOnApproach && styles.onApproach,
        laidOutOnApproach === 'tall' && styles.tall,
      )}
      aria-labelledby={headingId}
    >
      <div className="container">
        {title ? (
          <div className={styles.head}>
            <div>
              <h2 id={headingId}>{title}</h2>
              {intro ? <p className={styles.intro}>{intro}</p> : null}
            </div>
            {aside}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
