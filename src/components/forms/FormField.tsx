import { dateBounds } from '../../lib/lead-forms/dates';
import { ChoiceControl } from './ChoiceControl';
import styles from './FormField.module.css';
import type { FormFieldProps } from './form-field-props';

/** Label, hint, error message and control of one form field, with the ARIA wiring between them. */
export function FormField(props: FormFieldProps) {
  const { name, id, ui, constraints, value, error, today } = props;
  if (ui.widget === 'hidden') return <input type="hidden" id={id} name={name} value={value ?? ''} />;
  if (ui.widget === 'summary')
    return value ? (
      <div className={styles.field}>
        <p id={id} className={styles.label}>
          {ui.label}
        </p>
        <p className={styles.summary}>{value}</p>
      </div>
    ) : null;
  const hintId = ui.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const optional = !constraints.required && !ui.hideOptional;
  const label = (
    <>
      {ui.label}
      {optional ? (
        <span className={styles.optional}>
          {ui.requiredFor ? ` (required for ${ui.requiredFor})` : ' (optional)'}
        </span>
      ) : null}
    </>
  );
  const messages = (
    <>
      {ui.hint ? (
        <p id={hintId} className={styles.hint}>
          {ui.hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
    </>
  );
  const common = {
    id,
    name,
    required: constraints.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: `${styles.control} ${ui.width ? styles[ui.width] : ''}`,
  } as const;

  if (ui.widget === 'radio' || ui.widget === 'select') {
    return (
      <ChoiceControl {...props} label={label} messages={messages} common={common} hasError={Boolean(error)} />
    );
  }

  const dates =
    constraints.type === 'date' && constraints.dateWindow ? dateBounds(constraints.dateWindow, today) : null;
  const listId = props.suggestions?.length ? `${id}-suggestions` : undefined;
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {messages}
      {ui.widget === 'textarea' ? (
        <textarea {...common} rows={5} maxLength={constraints.maxLength} defaultValue={value} />
      ) : (
        <input
          {...common}
          type={ui.widget === 'tel' ? 'tel' : constraints.type}
          defaultValue={value}
          maxLength={constraints.maxLength}
          minLength={constraints.minLength}
          pattern={constraints.pattern}
          min={dates?.min ?? constraints.min}
          max={dates?.max ?? constraints.max}
          step={constraints.type === 'number' ? 1 : undefined}
          autoComplete={ui.autoComplete}
          inputMode={ui.inputMode}
          list={listId}
        />
      )}
      {listId ? (
        <datalist id={listId}>
          {props.suggestions?.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      ) : null}
    </div>
  );
}
