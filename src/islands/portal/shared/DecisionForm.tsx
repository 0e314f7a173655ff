import type { SubmitEvent } from 'react';
import { Button } from '#components/ui/Button.tsx';
import styles from './Portal.module.css';

interface DecisionFormProps<Decision extends string> {
  /** Id of the form's heading. */
  headingId: string;
  /** The decisions open now, in the order shown. */
  choices: readonly Decision[];
  labels: Readonly<Record<Decision, string>>;
  decision: Decision;
  onDecision: (decision: Decision) => void;
  /** The note's label for a decision that needs one (said to the person who applied), else undefined. */
  noteLabel: (decision: Decision) => string | undefined;
  note: string;
  onNote: (note: string) => void;
  busy: boolean;
  /** The button's words ("Save and email the owner"). */
  submitLabel: string;
  onSubmit: (event: SubmitEvent) => void;
}

/** Staff's decision on a warranty registration or a promotion claim: one choice, and a note where it needs one. */
export function DecisionForm<Decision extends string>({
  headingId,
  choices,
  labels,
  decision,
  onDecision,
  noteLabel,
  note,
  onNote,
  busy,
  submitLabel,
  onSubmit,
}: DecisionFormProps<Decision>) {
  const noteFor = noteLabel(decision);
  return (
    <form className={styles.card} onSubmit={onSubmit} aria-labelledby={headingId}>
      <h2 id={headingId}>Decision</h2>
      <fieldset className={styles.field}>
        <legend>What to do</legend>
        {choices.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="decision"
              value={value}
              checked={decision === value}
              onChange={() => onDecision(value)}
            />{' '}
            {labels[value]}
          </label>
        ))}
      </fieldset>
      {noteFor ? (
        <label className={styles.field}>
          <span>{noteFor}</span>
          <textarea
            value={note}
            onChange={(event) => onNote(event.target.value)}
            required
            minLength={5}
            maxLength={1000}
            rows={4}
          />
        </label>
      ) : null}
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
