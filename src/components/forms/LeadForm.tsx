import { australianToday } from '../../lib/lead-forms/dates';
import { type FieldUi, fieldId } from '../../lib/lead-forms/definitions';
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD, type LeadFormProps } from '../../lib/lead-forms/form-view';
import { Button } from '../ui/Button';
import { ErrorSummary } from './ErrorSummary';
import { FormField } from './FormField';
import styles from './LeadForm.module.css';

export type { LeadFormProps };

/**
 * A lead form that works before any script: it posts urlencoded to its action, carries a hidden
 * idempotency key and a honeypot, keeps every value after an error, and tells each field's error
 * next to it. The browser checks the schema's constraints first; the server checks them all again.
 */
export function LeadForm({ definition, constraints, view, choices, summary }: LeadFormProps) {
  const today = australianToday();
  const fields = definition.fields as Readonly<Record<string, FieldUi>>;
  return (
    <form
      method="post"
      action={definition.action}
      encType="application/x-www-form-urlencoded"
      className={styles.form}
      aria-label={definition.title}
    >
      {summary ? <ErrorSummary {...summary} /> : null}
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={view.idempotencyKey} />
      {definition.groups.map((group) => (
        <fieldset key={group.legend} className={styles.group}>
          <legend className={styles.legend}>{group.legend}</legend>
          {group.fields.map((name: string) => {
            const ui = fields[name];
            const fieldConstraints = constraints[name];
            if (!ui || !fieldConstraints) return null;
            return (
              <FormField
                key={name}
                name={name}
                id={fieldId(definition.type, name)}
                ui={ui}
                constraints={fieldConstraints}
                value={view.values[name]}
                error={view.errors[name]}
                groups={name === 'product' ? choices.product : undefined}
                suggestions={name === 'model' ? choices.modelNumbers : undefined}
                today={today}
              />
            );
          })}
        </fieldset>
      ))}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`${definition.type}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input
          id={`${definition.type}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <p className={styles.privacy}>
        We use your details only to respond to this request, as our{' '}
        <a href="/privacy-policy">privacy policy</a> explains.
      </p>
      <Button type="submit" size="lg">
        {definition.submitLabel}
      </Button>
    </form>
  );
}
