import { Fragment, type ReactNode } from 'react';
import styles from './Portal.module.css';

interface ReviewFactsProps {
  /** Id of the section's heading. */
  headingId: string;
  title: string;
  /** What the record holds beside the form's answers (product, serials), first. */
  facts: readonly { label: string; value: ReactNode }[];
  /** The form's answers as the person gave them, labelled as on the form. */
  answers: readonly { label: string; value: string }[];
}

/** What a warranty registration or a promotion claim holds, as a list of labelled facts. */
export function ReviewFacts({ headingId, title, facts, answers }: ReviewFactsProps) {
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <dl className={styles.facts}>
        {[...facts, ...answers].map((fact) => (
          <Fragment key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
