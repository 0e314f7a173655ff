import type { FieldUi } from '../../lib/lead-forms/definitions';
import type { FieldConstraints } from '../../lib/lead-forms/form-view';
import type { ClaimReviewStatus, ClaimStatusResult, ClaimStatusView } from '../../lib/promotions-claim-view';
import type { BreadcrumbItem } from '../../lib/seo';
import type { Page } from '../../schemas/page';
import { StatusLookupPage } from '../forms/StatusLookupForm';
import { Callout } from '../ui/Callout';

export interface ClaimStatusProps {
  page: Page;
  crumbs: readonly BreadcrumbItem[];
  constraints: Readonly<Record<string, FieldConstraints>>;
  view: ClaimStatusView;
  today: string;
}

const fields: Readonly<Record<'claimId' | 'postcode', FieldUi>> = {
  claimId: {
    label: 'Claim ID',
    hint: 'From your confirmation email, e.g. CC-7K2M9Q',
    width: 'medium',
    autoComplete: 'off',
  },
  postcode: {
    label: 'Postcode',
    hint: 'As you gave it with the claim',
    width: 'short',
    inputMode: 'numeric',
    autoComplete: 'postal-code',
  },
};

const headings: Readonly<Record<ClaimReviewStatus, string>> = {
  received: 'Received: we are checking your claim',
  validated: 'Checked: waiting for payment approval',
  // The claimant sees no difference: the second approval is the same wait for them.
  'second-approval': 'Checked: waiting for payment approval',
  approved: 'Approved: we’ll pay your cashback',
  rejected: 'Rejected',
};
const tones = {
  received: 'info',
  validated: 'info',
  'second-approval': 'info',
  approved: 'success',
  rejected: 'danger',
} as const;

function Result({ result }: { result: ClaimStatusResult | null }) {
  if (!result) {
    return (
      <Callout tone="warning" title="No claim found" role="status">
        <p>
          We couldn’t find a claim with that ID and postcode. Check both against your confirmation email; if
          you claimed in the last few minutes, try again shortly.
        </p>
      </Callout>
    );
  }
  return (
    <Callout tone={tones[result.status]} title={headings[result.status]} role="status">
      <p>
        Claim <strong>{result.reference}</strong> under {result.promotion}:{' '}
        {`$${result.amountAud}${result.accountEnding ? ` to the account ending ${result.accountEnding.replace('…', '')}` : ''}.`}
      </p>
      {result.status === 'approved' ? <p>We pay approved claims by bank transfer within 30 days.</p> : null}
      {result.status === 'rejected' && result.note ? <p>Reason: {result.note}</p> : null}
    </Callout>
  );
}

/** The claim status page: the form (claim ID and postcode), then what was found. */
export function ClaimStatus(props: ClaimStatusProps) {
  const { view } = props;
  return (
    <StatusLookupPage
      {...props}
      form={{
        action: '/promotions/claim-status',
        label: 'Check a claim',
        idPrefix: 'claim-status',
        fields,
        submitLabel: 'Check my claim',
      }}
      result={view.result !== undefined ? <Result result={view.result} /> : null}
    />
  );
}
