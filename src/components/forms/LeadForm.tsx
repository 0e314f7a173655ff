import { type FieldUi, fieldId } from '../../lib/lead-forms/definitions';
import { HONEYPOT_FIELD, IDEMPOTENCY_FIELD, type LeadFormProps } from '../../lib/lead-forms/form-view';
import { leadFormNotice } from '../../lib/privacy/consent';
import { Button } from '../ui/Button';
import { ErrorSummary } from './ErrorSummary';
import { FormField } from './FormField';
import styles from './LeadForm.module.css';
import { UploadField } from './UploadField';

export type { LeadFormProps };

/**
 * A lead form that works before any script: it posts urlencoded to its action (multipart when it
 * takes a file), carries a hidden idempotency key and a honeypot, keeps every value after an error,
 * and tells each field's error next to it. The browser checks the schema's constraints first; the
 * server checks them all again. A form with a file is wrapped in `<cirrus-upload-form>`, which
 * sends it with upload progress once script runs (the client router leaves it alone).
 */
export function LeadForm({ definition, constraints, view, choices, summary, today, notice }: LeadFormProps) {
  const fields = definition.fields as Readonly<Record<string, FieldUi>>;
  const upload = definition.upload;
  const form = (
    <form
      method="post"
      action={definition.action}
      encType={upload ? 'multipart/form-data' : 'application/x-www-form-urlencoded'}
      className={styles.form}
      aria-label={definition.title}
      data-astro-reload={upload ? true : undefined}
    >
      {summary ? <ErrorSummary {...summary} /> : null}
      {notice ? <p className={styles.notice}>{notice}</p> : null}
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={view.idempotencyKey} />
      {definition.groups.map((group, index) => [
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
        </fieldset>,
        upload && upload.afterGroup === index ? (
          <fieldset key={upload.legend} className={styles.group}>
            <legend className={styles.legend}>{upload.legend}</legend>
            <UploadField
              ui={upload}
              id={fieldId(definition.type, upload.name)}
              error={view.errors[upload.name]}
              checked={view.fileChecked !== undefined}
            />
          </fieldset>
        ) : null,
      ])}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`${definition.type}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input
          id={`${definition.type}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      {/* Stored word for word with each lead as its consent record: one source, lib/privacy/consent.ts. */}
      <p className={styles.privacy}>
        {leadFormNotice.before}
        <a href={leadFormNotice.href}>{leadFormNotice.link}</a>
        {leadFormNotice.after}
      </p>
      <Button type="submit" size="lg">
        {definition.submitLabel}
      </Button>
    </form>
  );
  return upload ? <cirrus-upload-form>{form}</cirrus-upload-form> : form;
}
