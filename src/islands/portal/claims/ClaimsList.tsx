import { claimReviewStatuses } from '#lib/value-lists.ts';
import { type ClaimReviewStatus, listClaims } from '../shared/api';
import { ReviewQueue } from '../shared/ReviewQueue';
import { claimStatusLabels, claimStatusTone } from './claim-format';
import { PaymentRuns } from './PaymentRuns';

const loadClaims = async (status?: ClaimReviewStatus) => (await listClaims(status)).claims;

/** Staff: promotion claims by status, and the approved ones as a payment run (the bank's ABA file). */
export function ClaimsList() {
  return (
    <ReviewQueue
      title="Promotion claims"
      referenceHeader="Claim ID"
      statuses={claimReviewStatuses}
      statusLabels={claimStatusLabels}
      statusTone={claimStatusTone}
      load={loadClaims}
      detailHref={(reference) => `/portal/claims?ref=${reference}`}
      columns={[
        { header: 'Promotion', cell: (row) => row.promotion.title },
        { header: 'Claimant', cell: (row) => row.claimant ?? 'Erased' },
        { header: 'Amount', numeric: true, cell: (row) => `$${row.amountAud}` },
        {
          header: 'Account',
          // Only the last digits ever reach the portal's list; the payment file has the rest.
          cell: (row) => (row.accountEnding ? `ending ${row.accountEnding.replace('…', '')}` : '—'),
        },
      ]}
      actions={(reportError) => <PaymentRuns reportError={reportError} />}
    />
  );
}
