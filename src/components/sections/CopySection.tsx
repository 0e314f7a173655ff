import type { ReactNode } from 'react';
import type { PageSection } from '../../schemas/page';
import { ButtonLink } from '../ui/Button';
import { Section, type SectionProps } from '../ui/Section';
import styles from './PageSections.module.css';

export interface CopySectionProps {
  section: PageSection;
  tone?: 'default' | 'muted' | 'brand';
  /** Fallback anchor when the section has no id of its own. */
  fallbackId?: string;
  /** Leave out the titled points (when `children` shows them another way). */
  hidePoints?: boolean;
  /** Content between the copy and the call to action: a product grid, a form. */
  children?: ReactNode;
  /** Well below the first screen: laid out when it comes near it (Section says why). */
  laidOutOnApproach?: SectionProps['laidOutOnApproach'];
}

/** One section of a page's copy: heading, paragraphs, titled points, extra content, a link. */
export function CopySection({
  section,
  tone = 'default',
  fallbackId,
  hidePoints = false,
  children,
  laidOutOnApproach = false,
}: CopySectionProps) {
  return (
    <Section
      id={section.id ?? fallbackId}
      title={section.heading}
      tone={tone}
      laidOutOnApproach={laidOutOnApproach}
    >
      {section.body.length > 0 ? (
        <div className="prose">
          {section.body.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      ) : null}
      {!hidePoints && section.points?.length ? (
        <ul className={styles.points}>
          {section.points.map((point) => (
            <li key={point.title} className={styles.point}>
              <h3 className={styles.pointTitle}>{point.title}</h3>
              <p>{point.text}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {children}
      {section.cta ? (
        <p className={styles.cta}>
          <ButtonLink href={section.cta.href} variant="secondary">
            {section.cta.label}
          </ButtonLink>
        </p>
      ) : null}
    </Section>
  );
}
