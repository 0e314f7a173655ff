import type { FieldUi } from '../../lib/lead-forms/definitions';
import type { FieldConstraints } from '../../lib/lead-forms/form-view';
import { Button } from '../ui/Button';
import { ErrorSummary } from './ErrorSummary';
import { FormField } from './FormField';
import formStyles from './LeadForm.module.css';

interface StatusLookupFormProps<Name extends string> {
  /** Where it posts (the page itself: the answer comes back with the form). */
  action: string;
  /** The form's accessible name ("Check a warranty"). */
  label: string;
  /** Prefix of the fields' ids, which the error summary links to. */
  idPrefix: string;
  /** The fields, in order, with their labels and hints. */
  fields: Readonly<Record<Name, FieldUi>>;
  constraints: Readonly<Record<string, FieldConstraints>>;
  values: Readonly<Partial<Record<Name, string>>>;
  errors: Readonly<Record<string, string>>;
  formError?: string | undefined;
  /** Today (YYYY-MM-DD), for FormField's date bounds. */
  today: string;
  submitLabel: string;
}

/**
 * A short form that looks one record up by what its owner knows (a serial or claim ID and a
 * postcode) and works without JavaScript: errors are summarised at the top and shown by each field.
 */
export function StatusLookupForm<Name extends string>({
  action,
  label,
  idPrefix,
  fields,
  constraints,
  values,
  errors,
  formError,
  today,
  submitLabel,
}: StatusLookupFormProps<Name>) {
  const names = Object.keys(fields) as Name[];
  const items = names
    .filter((name) => errors[name])
    .map((name) => ({ href: `#${idPrefix}-${name}`, message: errors[name] ?? '' }));
  return (
    <form
      method="post"
      action={action}
      encType="application/x-www-form-urlencoded"
      className={formStyles.form}
      aria-label={label}
    >
      {items.length > 0 || formError ? <ErrorSummary items={items} formError={formError} /> : null}
      {names.map((name) => {
        const fieldConstraints = constraints[name];
        if (!fieldConstraints) return null;
        return (
          <FormField
            key={name}
            name={name}
            id={`${idPrefix}-${name}`}
            ui={fields[name]}
            constraints={fieldConstraints}
            value={values[name]}
            error={errors[name]}
            today={today}
          />
        );
      })}
      <Button type="submit" size="lg">
        {submitLabel}
      </Button>
    </form>
  );
}
