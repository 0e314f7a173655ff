import type { ReactNode } from 'react';
import styles from './FormField.module.css';
import type { FormFieldProps } from './form-field-props';

interface ChoiceControlProps extends FormFieldProps {
  label: ReactNode;
  messages: ReactNode;
  hasError: boolean;
  /** Attributes every control of the field carries (id, name, required, ARIA). */
  common: {
    id: string;
    name: string;
    required: boolean;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    className: string;
  };
}

/** The field's choices: the schema's values labelled by the form definition, or catalogue groups. */
function choicesOf({ ui, constraints }: ChoiceControlProps) {
  const values = constraints.options ?? Object.keys(ui.options ?? {});
  return values.map((value) => ({ value, label: ui.options?.[value] ?? value }));
}

/** A select (optionally grouped) or a group of radio buttons in a fieldset. */
export function ChoiceControl(props: ChoiceControlProps) {
  const { ui, id, value, label, messages, common, hasError, groups } = props;
  if (ui.widget === 'radio') {
    return (
      <fieldset
        className={`${styles.field} ${hasError ? styles.invalid : ''}`}
        aria-describedby={common['aria-describedby']}
      >
        <legend className={styles.label}>{label}</legend>
        {messages}
        <div className={styles.radios}>
          {choicesOf(props).map((choice, index) => (
            <label key={choice.value} className={styles.radio}>
              <input
                type="radio"
                id={index === 0 ? id : `${id}-${choice.value}`}
                name={common.name}
                value={choice.value}
                required={common.required}
                aria-invalid={common['aria-invalid']}
                defaultChecked={value === choice.value}
              />
              <span>{choice.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  }
  return (
    <div className={`${styles.field} ${hasError ? styles.invalid : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {messages}
      <select {...common} defaultValue={value ?? ''} autoComplete={ui.autoComplete}>
        {ui.emptyOption !== undefined ? <option value="">{ui.emptyOption}</option> : null}
        {groups
          ? groups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ))
          : choicesOf(props).map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
      </select>
    </div>
  );
}
