import type { FaqGroup } from '../../schemas/faq';
import { Accordion } from '../ui/Accordion';
import styles from './FaqGroups.module.css';

export interface FaqGroupsProps {
  groups: readonly FaqGroup[];
  /** Open every answer (search results). */
  open?: boolean;
}

export const faqId = (group: string, order: number) => `faq-${group}-${order}`;

/** FAQ groups, each a heading and its questions as native disclosure widgets. */
export function FaqGroups({ groups, open = false }: FaqGroupsProps) {
  return (
    <div className={styles.groups}>
      {groups.map((group) => {
        const items = group.questions.map((faq) => ({
          id: faqId(group.group, faq.order),
          summary: faq.question,
          content: <p>{faq.answer}</p>,
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
