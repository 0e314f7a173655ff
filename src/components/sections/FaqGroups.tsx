import { faqId } from '../../lib/faq-search';
import type { FaqGroup } from '../../schemas/faq';
import { Accordion } from '../ui/Accordion';
import { FaqAnswer } from './FaqAnswer';
import styles from './FaqGroups.module.css';

export interface FaqGroupsProps {
  groups: readonly FaqGroup[];
  /** Open every answer (search results). */
  open?: boolean;
}

/**
 * FAQ groups, each a heading and its questions as native disclosure widgets. Site search indexes
 * each question on its own (src/lib/search-records.ts), not this list.
 */
export function FaqGroups({ groups, open = false }: FaqGroupsProps) {
  return (
    <div className={styles.groups} data-pagefind-ignore="">
      {groups.map((group) => {
        const items = group.questions.map((faq) => ({
          id: faqId(group.group, faq.order),
          summary: faq.question,
          content: <FaqAnswer faq={faq} />,
        }));
        return (
          <section key={group.group} id={group.group} aria-labelledby={`${group.group}-title`}>
            <h2 id={`${group.group}-title`} className={styles.title}>
              {group.title}
            </h2>
            <Accordion items={items} headingLevel={3} openIds={open ? items.map((item) => item.id) : []} />
          </section>
        );
      })}
    </div>
  );
}
