import type { ReactNode } from 'react';
import type { PageSection } from '../../schemas/page';
import { ButtonLink } from '../ui/Button';
import styles from './FormPageLayout.module.css';

export interface FormPageLayoutProps {
  /** The page's copy sections, shown beside the form (what happens next, who to call). */
  aside: readonly PageSection[];
  /** The form. */
  children: ReactNode;
}

/** A form beside the page's supporting copy; the form comes first on small screens. */
export function FormPageLayout({ aside, children }: FormPageLayoutProps) {
  return (
    <div className={`container ${styles.layout}`}>
      <div className={styles.main}>{children}</div>
      {aside.length > 0 ? (
        <aside className={styles.aside} aria-label="About this form">
          {aside.map((section) => (
            <section key={section.heading} className={styles.note} id={section.id}>
              <h2 className={styles.noteTitle}>{section.heading}</h2>
              {section.body.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
              {section.points?.length ? (
                <ul className={styles.points}>
                  {section.points.map((point) => (
                    <li key={point.title}>
                      <strong>{point.title}.</strong> {point.text}
                    </li>
                  ))}
                </ul>
              ) : null}
              {section.cta ? (
                <ButtonLink href={section.cta.href} variant="secondary">
                  {section.cta.label}
                </ButtonLink>
              ) : null}
            </section>
          ))}
        </aside>
      ) : null}
    </div>
  );
}
