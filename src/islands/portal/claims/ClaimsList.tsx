import { Button } from '#components/ui/Button.tsx';
import { claimReviewStatuses } from '#lib/value-lists.ts';
import { type ClaimReviewStatus, downloadApprovedClaims, listClaims } from '../shared/api';
import { ReviewQueue } from '../shared/ReviewQueue';
import { claimStatusLabels, claimStatusTone } from './claim-format';

const loadClaims = async (status?: ClaimReviewStatus) => (await listClaims(status)).claims;

/** Staff: promotion claims by status, and the approved ones as a payment file. */
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
      actions={(reportError) => (
        <Button
          type="button"
          variant="secondary"
          onClick={() => downloadApprovedClaims().catch((failure: Error) => reportError(failure.message))}
        >
          Make a payment run of the approved claims (ABA file)
        </Button>
      )}
    />
  );
}
