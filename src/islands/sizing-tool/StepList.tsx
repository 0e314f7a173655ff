import { type Step, steps } from '../../lib/sizing/draft.ts';
import { stepTitles } from './copy';
import styles from './SizingTool.module.css';

export interface StepListProps {
  current: Step;
  /** Until the island has hydrated the buttons cannot do anything, so they say so. */
  disabled: boolean;
  onSelect(step: Step): void;
}

/** The steps in order; any can be revisited. The current one is marked for assistive technology. */
export function StepList({ current, disabled, onSelect }: StepListProps) {
  return (
    <nav aria-label="Sizing tool steps">
      <ol className={styles.stepList}>
        {steps.map((step, index) => (
          <li key={step}>
            <button
              type="button"
              className={styles.stepButton}
              aria-current={step === current ? 'step' : undefined}
              disabled={disabled}
              onClick={() => onSelect(step)}
            >
              <span className={styles.stepIndex} aria-hidden="true">
                {index + 1}
              </span>
              {stepTitles[step]}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
