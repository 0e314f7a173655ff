import { longDate } from '../../lib/australian-dates';
import type { WarrantyCheckResult, WarrantyReviewStatus } from '../../lib/warranty-registration/check-view';
import { Callout } from '../ui/Callout';

export interface WarrantyStatusProps {
  /** The registration found, or null when none has this serial and postcode. */
  result: WarrantyCheckResult | null;
}

const headings: Readonly<Record<WarrantyReviewStatus, string>> = {
  received: 'Received: we are checking your registration',
  approved: 'Approved: your warranty is registered',
  'info-needed': 'We need more information',
  declined: 'Declined',
};

const tones = {
  received: 'info',
  approved: 'success',
  'info-needed': 'warning',
  declined: 'danger',
} as const;

/** What the status check found, announced when it appears (role="status"). */
export function WarrantyStatus({ result }: WarrantyStatusProps) {
  if (!result) {
    return (
      <Callout tone="warning" title="No registration found" role="status">
        <p>
          We couldn’t find a registration with those details. Check the serial number, the postcode and any
          email address you gave against your registration email; if you registered in the last few minutes,
          try again shortly.
        </p>
        <p>
          Not registered yet? <a href="/warranty#register">Register your warranty</a>.
        </p>
      </Callout>
    );
  }
  const { owner } = result;
  return (
    <Callout tone={tones[result.status]} title={headings[result.status]} role="status">
      <p>
        {result.product} ({result.model})
        {owner ? (
          <>
            , reference <strong>{owner.reference}</strong>
          </>
        ) : null}
        , last updated {longDate(result.updatedOn)}.
      </p>
      {result.status === 'received' ? (
        <p>We check every registration against its proof of purchase, usually within two business days.</p>
      ) : null}
      {result.status === 'info-needed' && owner?.note ? (
        <p>What we need: {owner.note} Reply to our email with your reference, or call us.</p>
      ) : null}
      {result.status === 'declined' && owner?.note ? <p>Reason: {owner.note}</p> : null}
      {owner?.certificateUrl ? (
        <p>
          <a href={owner.certificateUrl} download>
            Download your warranty certificate (PDF)
          </a>
        </p>
      ) : null}
      {result.ownersGuideUrl ? (
        <p>
          <a href={result.ownersGuideUrl} type="application/pdf">
            Owner’s guide (PDF): operating, cleaning, fault codes and service
          </a>
        </p>
      ) : null}
      {result.status === 'declined' ? null : (
        <p>
          Something not right with it?{' '}
          <a href={`/service?${new URLSearchParams({ model: result.model })}`}>Book a service visit</a>: we
          check its warranty from the serial and postcode you give.
        </p>
      )}
      {owner ? null : <OwnerDetailsHint status={result.status} />}
    </Callout>
  );
}

/** Without the registration's email: what it would show, and why it is asked for. */
function OwnerDetailsHint({ status }: { status: WarrantyReviewStatus }) {
  const what =
    status === 'approved'
      ? 'your reference and your certificate'
      : status === 'received'
        ? 'your reference'
        : 'your reference and our note to you';
  return (
    <p>
      To see {what}, check again with the email address you registered with too. We ask for it because a
      serial number can be read off the unit.
    </p>
  );
}
