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
  /**
   * The page's answer, carrying on from the opening band's heading without one of its own (a fault
   * code's meaning): no section's gap above it, so it does not sit apart from the heading it answers.
   */
  continuesHero?: boolean;
  children: ReactNode;
}

export function Section({
  title,
  id,
  intro,
  tone = 'default',
  aside,
  laidOutOnApproach = false,
  continuesHero = false,
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
        continuesHero && styles.continuesHero,
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
