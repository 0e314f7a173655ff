import type { PageSection } from '../../schemas/page';
import { ButtonLink } from '../ui/Button';
import { Section } from '../ui/Section';
import styles from './PageSections.module.css';

export interface PageSectionsProps {
  sections: readonly PageSection[];
}

/** A page's copy sections from its content entry: heading, paragraphs, titled points, a link. */
export function PageSections({ sections }: PageSectionsProps) {
  return (
    <>
      {sections.map((section, index) => (
        <Section
          key={section.heading}
          id={section.id ?? `section-${index + 1}`}
          title={section.heading}
          tone={index % 2 === 1 ? 'muted' : 'default'}
        >
          <div className="prose">
            {section.body.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          {section.points?.length ? (
            <ul className={styles.points}>
              {section.points.map((point) => (
                <li key={point.title} className={styles.point}>
                  <h3 className={styles.pointTitle}>{point.title}</h3>
                  <p>{point.text}</p>
                </li>
              ))}
            </ul>
          ) : null}
          {section.cta ? (
            <p className={styles.cta}>
              <ButtonLink href={section.cta.href} variant="secondary">
                {section.cta.label}
              </ButtonLink>
            </p>
          ) : null}
        </Section>
      ))}
    </>
  );
}
