import type { ReactNode } from 'react';
import styles from './Accordion.module.css';

export interface AccordionItem {
  id: string;
  summary: string;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Heading level of each summary, so the outline stays correct. */
  headingLevel?: 3 | 4;
  /** Items whose id is here start open. */
  openIds?: readonly string[];
}

/** Native details/summary: keyboard, screen readers, find-in-page and no-JS all work for free. */
export function Accordion({ items, headingLevel = 3, openIds = [] }: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.accordion}>
      {items.map((item) => (
        <details key={item.id} id={item.id} className={styles.item} open={openIds.includes(item.id)}>
          <summary className={styles.summary}>
            <Heading className={styles.heading}>{item.summary}</Heading>
          </summary>
          <div className={styles.content}>{item.content}</div>
        </details>
      ))}
    </div>
  );
}
