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
          We couldn’t find a registration with that serial number and postcode. Check both against your
          registration email; if you registered in the last few minutes, try again shortly.
        </p>
        <p>
          Not registered yet? <a href="/warranty#register">Register your warranty</a>.
        </p>
      </Callout>
    );
  }
  return (
    <Callout tone={tones[result.status]} title={headings[result.status]} role="status">
      <p>
        {result.product} ({result.model}), reference <strong>{result.reference}</strong>, last updated{' '}
        {new Date(`${result.updatedOn}T00:00:00Z`).toLocaleDateString('en-AU', {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        })}
        .
      </p>
      {result.status === 'received' ? (
        <p>We check every registration against its proof of purchase, usually within two business days.</p>
      ) : null}
      {result.status === 'info-needed' && result.note ? (
        <p>What we need: {result.note} Reply to our email with your reference, or call us.</p>
      ) : null}
      {result.status === 'declined' && result.note ? <p>Reason: {result.note}</p> : null}
      {result.certificateUrl ? (
        <p>
          <a href={result.certificateUrl} download>
            Download your warranty certificate (PDF)
          </a>
        </p>
      ) : null}
    </Callout>
  );
}
