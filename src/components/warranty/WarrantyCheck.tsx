import type { FieldUi } from '../../lib/lead-forms/definitions';
import type { FieldConstraints } from '../../lib/lead-forms/form-view';
import type { BreadcrumbItem } from '../../lib/seo';
import type { WarrantyCheckView } from '../../lib/warranty-registration/check-view';
import type { Page } from '../../schemas/page';
import { StatusLookupPage } from '../forms/StatusLookupForm';
import { WarrantyStatus } from './WarrantyStatus';

export interface WarrantyCheckProps {
  page: Page;
  crumbs: readonly BreadcrumbItem[];
  constraints: Readonly<Record<string, FieldConstraints>>;
  view: WarrantyCheckView;
  /** Today (YYYY-MM-DD), for the fields' date bounds (none here, but FormField asks). */
  today: string;
}

const fields: Readonly<Record<'serial' | 'postcode' | 'email', FieldUi>> = {
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
  email: {
    label: 'Email address you registered with',
    hint: 'We answer only with it: a serial number can be read off the unit',
    autoComplete: 'email',
  },
};

/** The warranty status page: the form (serial and postcode), then what was found. */
export function WarrantyCheck(props: WarrantyCheckProps) {
  const { view } = props;
  return (
    <StatusLookupPage
      {...props}
      form={{
        action: '/warranty/check',
        label: 'Check a warranty',
        idPrefix: 'warranty-check',
        fields,
        submitLabel: 'Check my warranty',
      }}
      result={view.result !== undefined ? <WarrantyStatus result={view.result} /> : null}
    />
  );
}
