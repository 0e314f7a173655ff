/** The sizing tool's form fields: a labelled text box for numbers and a group of radio buttons. */
import type { ReactNode } from 'react';
import fieldStyles from '../../components/forms/FormField.module.css';
import styles from './SizingTool.module.css';

interface Messages {
  /** Field id; hint and error ids derive from it. */
  id: string;
  hint?: string;
  error?: string;
}

function describedBy({ id, hint, error }: Messages) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function FieldMessages({ id, hint, error }: Messages) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
    </>
  );
}

export interface NumberFieldProps extends Messages {
  label: string;
  /** The text as typed. */
  value: string;
  /** Unit shown after the box and read with the label, e.g. "m", "m²". */
  unit: string;
  onChange(value: string): void;
}

/**
 * A decimal number typed as text: `type="number"` would hide what was typed when it is not a number
 * and change on a scroll wheel, so the box keeps text and the tool validates it.
 */
export function NumberField({ id, label, value, unit, hint, error, onChange }: NumberFieldProps) {
  return (
    <div className={`${fieldStyles.field} ${error ? fieldStyles.invalid : ''}`}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label} <span className="visually-hidden">({unit})</span>
      </label>
      <FieldMessages id={id} hint={hint} error={error} />
      <span className={styles.withUnit}>
        <input
          id={id}
          name={id}
          className={`${fieldStyles.control} ${fieldStyles.short}`}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy({ id, hint, error })}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        <span aria-hidden="true"> {unit}</span>
      </span>
    </div>
  );
}

export interface RadioGroupProps<T extends string> extends Messages {
  legend: ReactNode;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
}

/** A fieldset of radio buttons; arrow keys move between them as in any radio group. */
export function RadioGroup<T extends string>(props: RadioGroupProps<T>) {
  const { id, legend, name, value, options, hint, error, onChange } = props;
  return (
    <fieldset
      className={`${fieldStyles.field} ${error ? fieldStyles.invalid : ''}`}
      aria-describedby={describedBy({ id, hint, error })}
    >
      <legend className={fieldStyles.label}>{legend}</legend>
      <FieldMessages id={id} hint={hint} error={error} />
      <div className={fieldStyles.radios}>
        {options.map((option, index) => (
          <label key={option.value} className={fieldStyles.radio}>
            <input
              type="radio"
              id={index === 0 ? id : `${id}-${option.value}`}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export interface SelectFieldProps<T extends string> extends Messages {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
}

/** A labelled select. */
export function SelectField<T extends string>({
  id,
  label,
  value,
  options,
  hint,
  error,
  onChange,
}: SelectFieldProps<T>) {
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <FieldMessages id={id} hint={hint} error={error} />
      <select
        id={id}
        className={`${fieldStyles.control} ${fieldStyles.medium}`}
        value={value}
        aria-describedby={describedBy({ id, hint, error })}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.currentTarget.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
