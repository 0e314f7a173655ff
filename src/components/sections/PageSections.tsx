import type { PageSection } from '../../schemas/page';
import { CopySection } from './CopySection';

export interface PageSectionsProps {
  sections: readonly PageSection[];
  /** Tone of the first section; the rest alternate from it. */
  startTone?: 'default' | 'muted';
}

/** A page's copy sections from its content entry: heading, paragraphs, titled points, a link. */
export function PageSections({ sections, startTone = 'default' }: PageSectionsProps) {
  const offset = startTone === 'muted' ? 1 : 0;
  return (
    <>
      {sections.map((section, index) => (
        <CopySection
          key={section.heading}
          section={section}
          fallbackId={`section-${index + 1}`}
          tone={(index + offset) % 2 === 1 ? 'muted' : 'default'}
        />
      ))}
    </>
  );
}
