import styles from './Select.module.css';

export interface SelectOption<T extends string | number> {
  value: T;
  label: string;
}

export interface SelectProps<T extends string | number> {
  name: string;
  label: string;
  options: readonly SelectOption<T>[];
  /** The chosen value; null is the "any" choice. */
  value: T | null;
  onSelect: (value: T | null) => void;
  /** First choice meaning "no filter" ("Any range"); without it a value must be chosen. */
  anyLabel?: string;
  disabled?: boolean;
  /** id of the form the select belongs to, when it sits outside it. */
  form?: string;
  className?: string;
}

/** A labelled select whose choices are typed values, for filters and sort orders. */
export function Select<T extends string | number>({
  name,
  label,
  options,
  value,
  onSelect,
  anyLabel,
  disabled = false,
  form,
  className,
}: SelectProps<T>) {
  return (
    <label className={className ? `${styles.field} ${className}` : styles.field}>
      <span className={styles.label}>{label}</span>
      <select
        name={name}
        form={form}
        className={styles.select}
        value={value === null ? '' : String(value)}
        disabled={disabled}
        onChange={(event) =>
          onSelect(options.find((option) => String(option.value) === event.target.value)?.value ?? null)
        }
      >
        {anyLabel === undefined ? null : <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
