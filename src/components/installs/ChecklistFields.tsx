import type { ReactNode } from 'react';
import fieldStyles from '../forms/FormField.module.css';
import styles from './Checklist.module.css';

/**
 * How a checklist field reads and writes its value: the page without JavaScript gives each control
 * its posted value (`defaultValue`); the phone's island holds the values and saves every change.
 */
export interface ChecklistForm {
  value(name: string): string;
  error(name: string): string | undefined;
  /** Present on the island: the controls are controlled, every change saved on the device. */
  change?: (name: string, value: string) => void;
}

export const fieldId = (name: string) => `cl-${name.replace(/[^a-zA-Z0-9-]/g, '-')}`;

interface FieldProps {
  form: ChecklistForm;
  name: string;
  label: string;
  hint?: ReactNode;
  /** `decimal` and `numeric` bring up the phone's number pad. */
  inputMode?: 'text' | 'decimal' | 'numeric';
  autoComplete?: string;
  maxLength?: number;
  /** Words after the box (a unit). */
  unit?: string;
  /** Controls beside the box (the serial's Scan button). */
  extra?: ReactNode;
}

/** Label, hint, message and box of one answer, wired for screen readers. */
export function ChecklistField({
  form,
  name,
  label,
  hint,
  inputMode = 'text',
  autoComplete,
  maxLength,
  unit,
  extra,
}: FieldProps) {
  const id = fieldId(name);
  const error = form.error(name);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const value = form.value(name);
  const binding = form.change
    ? { value, onChange: (event: { target: { value: string } }) => form.change?.(name, event.target.value) }
    : { defaultValue: value };
  return (
    <div className={`${fieldStyles.field} ${error ? fieldStyles.invalid : ''}`}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      <div className={styles.control}>
        <input
          id={id}
          name={name}
          type="text"
          inputMode={inputMode}
          autoComplete={autoComplete ?? 'off'}
          autoCapitalize={inputMode === 'text' ? 'characters' : undefined}
          maxLength={maxLength ?? 60}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          className={`${fieldStyles.control} ${unit ? styles.withUnit : ''}`}
          {...binding}
        />
        {unit ? <span className={styles.unit}>{unit}</span> : null}
        {extra}
      </div>
    </div>
  );
}

/** A check the technician ticks (a handover step). */
export function ChecklistCheck({ form, name, label }: { form: ChecklistForm; name: string; label: string }) {
  const id = fieldId(name);
  const error = form.error(name);
  const checked = form.value(name) === 'on';
  const binding = form.change
    ? {
        checked,
        onChange: (event: { target: { checked: boolean } }) =>
          form.change?.(name, event.target.checked ? 'on' : ''),
      }
    : { defaultChecked: checked };
  return (
    <div className={`${styles.check} ${error ? fieldStyles.invalid : ''}`}>
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      <label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={name}
          value="on"
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
          {...binding}
        />
        {label}
      </label>
    </div>
  );
}

/** One choice among a few, as radios (the old system's kind, its outcome). */
export function ChecklistChoice({
  form,
  name,
  legend,
  options,
}: {
  form: ChecklistForm;
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
}) {
  const error = form.error(name);
  const id = fieldId(name);
  return (
    <fieldset
      className={`${fieldStyles.field} ${error ? fieldStyles.invalid : ''}`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className={fieldStyles.label}>{legend}</legend>
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      <div className={fieldStyles.radios}>
        {options.map((option) => {
          const checked = form.value(name) === option.value;
          const binding = form.change
            ? { checked, onChange: () => form.change?.(name, option.value) }
            : { defaultChecked: checked };
          return (
            <label key={option.value} className={fieldStyles.radio}>
              <input type="radio" name={name} value={option.value} {...binding} />
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Results outside the manual, in words: shown, never blocking. */
export function ChecklistFlags({ flags }: { flags: readonly string[] }) {
  if (flags.length === 0) return null;
  return (
    <div className={styles.flags} role="status">
      <p className={styles.flagsTitle}>
        Outside the installation manual (you can still send; Cirrus will be told):
      </p>
      <ul>
        {flags.map((flag) => (
          <li key={flag}>{flag}</li>
        ))}
      </ul>
    </div>
  );
}
