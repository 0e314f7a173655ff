/** "How we worked this out": every figure and sum, in a disclosure, so a person can redo it by hand. */
import type { WorkingLine } from '../../lib/rebates/types';
import styles from './Planner.module.css';

export function Working({ lines, summary }: { lines: readonly WorkingLine[]; summary: string }) {
  return (
    <details className={styles.working}>
      <summary>{summary}</summary>
      <dl>
        {lines.map((line) => (
          <div key={line.label} className={styles.workingLine}>
            <dt>{line.label}</dt>
            <dd>{line.sum}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
