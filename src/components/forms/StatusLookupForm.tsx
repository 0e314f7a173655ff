import type { ReactNode } from 'react';
import type { FieldUi } from '../../lib/lead-forms/definitions';
import type { FieldConstraints } from '../../lib/lead-forms/form-view';
import type { BreadcrumbItem } from '../../lib/seo';
import type { Page } from '../../schemas/page';
import { ContentHero } from '../sections/ContentHero';
import { Button } from '../ui/Button';
import { Callout } from '../ui/Callout';
import { ErrorSummary } from './ErrorSummary';
import { FormField } from './FormField';
import { FormPageLayout } from './FormPageLayout';
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

interface StatusLookupPageProps<Name extends string> {
  page: Page;
  crumbs: readonly BreadcrumbItem[];
  constraints: Readonly<Record<string, FieldConstraints>>;
  view: {
    values: Readonly<Partial<Record<Name, string>>>;
    errors: Readonly<Record<string, string>>;
    formError?: string | undefined;
    linkNotice?: string | undefined;
  };
  today: string;
  /** The form: where it posts, its name, its ids, its fields and its button. */
  form: Pick<StatusLookupFormProps<Name>, 'action' | 'label' | 'idPrefix' | 'fields' | 'submitLabel'>;
  /** What the check found (shown above the form), once there was a valid check. */
  result?: ReactNode;
}

/**
 * An owner's status page (warranty check, claim status, service status): the page's hero, the
 * answer to the last check, the lookup form, and the page's help beside it.
 */
export function StatusLookupPage<Name extends string>({
  page,
  crumbs,
  constraints,
  view,
  today,
  form,
  result,
}: StatusLookupPageProps<Name>) {
  return (
    <>
      <ContentHero page={page} crumbs={crumbs} variant="plain" />
      <FormPageLayout aside={page.sections}>
        {result}
        {view.linkNotice ? (
          <Callout tone="warning" title="This link did not open it" role="status">
            <p>{view.linkNotice}</p>
          </Callout>
        ) : null}
        <StatusLookupForm
          {...form}
          constraints={constraints}
          values={view.values}
          errors={view.errors}
          formError={view.formError}
          today={today}
        />
      </FormPageLayout>
    </>
  );
}
