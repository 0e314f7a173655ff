import type { FieldUi } from '../../lib/lead-forms/definitions';
import type { FieldConstraints } from '../../lib/lead-forms/form-view';
import type { BreadcrumbItem } from '../../lib/seo';
import type { WarrantyCheckView } from '../../lib/warranty-registration/check-view';
import type { Page } from '../../schemas/page';
import { ErrorSummary } from '../forms/ErrorSummary';
import { FormField } from '../forms/FormField';
import { FormPageLayout } from '../forms/FormPageLayout';
import formStyles from '../forms/LeadForm.module.css';
import { ContentHero } from '../sections/ContentHero';
import { Button } from '../ui/Button';
import { WarrantyStatus } from './WarrantyStatus';

export interface WarrantyCheckProps {
  page: Page;
  crumbs: readonly BreadcrumbItem[];
  constraints: Readonly<Record<string, FieldConstraints>>;
  view: WarrantyCheckView;
  /** Today (YYYY-MM-DD), for the fields' date bounds (none here, but FormField asks). */
  today: string;
}

const fields: Readonly<Record<'serial' | 'postcode', FieldUi>> = {
  serial: {
    label: 'Serial number',
    hint: 'Of the indoor or the outdoor unit, as you registered it, e.g. CAI-2503-18842',
    width: 'medium',
    autoComplete: 'off',
  },
  postcode: {
    label: 'Postcode',
    hint: 'Where the system is installed',
    width: 'short',
    inputMode: 'numeric',
    autoComplete: 'postal-code',
  },
};

/** The warranty status page: the form (serial and postcode), then what was found. */
export function WarrantyCheck({ page, crumbs, constraints, view, today }: WarrantyCheckProps) {
  const items = (['serial', 'postcode'] as const)
    .filter((name) => view.errors[name])
    .map((name) => ({ href: `#warranty-check-${name}`, message: view.errors[name] ?? '' }));
  return (
    <>
      <ContentHero page={page} crumbs={crumbs} variant="plain" />
      <FormPageLayout aside={page.sections}>
        {view.result !== undefined ? <WarrantyStatus result={view.result} /> : null}
        <form
          method="post"
          action="/warranty/check"
          encType="application/x-www-form-urlencoded"
          className={formStyles.form}
          aria-label="Check a warranty"
        >
          {items.length > 0 || view.formError ? (
            <ErrorSummary items={items} formError={view.formError} />
          ) : null}
          {(['serial', 'postcode'] as const).map((name) => {
            const fieldConstraints = constraints[name];
            if (!fieldConstraints) return null;
            return (
              <FormField
                key={name}
                name={name}
                id={`warranty-check-${name}`}
                ui={fields[name]}
                constraints={fieldConstraints}
                value={view.values[name]}
                error={view.errors[name]}
                today={today}
              />
            );
          })}
          <Button type="submit" size="lg">
            Check my warranty
          </Button>
        </form>
      </FormPageLayout>
    </>
  );
}
