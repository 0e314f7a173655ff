import { warrantyReviewStatuses } from '#lib/value-lists.ts';
import { listWarranty, type WarrantyReviewStatus } from '../shared/api';
import { ReviewQueue } from '../shared/ReviewQueue';
import { warrantyStatusLabels, warrantyStatusTone } from './warranty-format';

const loadRegistrations = async (status?: WarrantyReviewStatus) => (await listWarranty(status)).registrations;

/** Staff: warranty registrations to review, filtered by status (received first by default). */
export function WarrantyList() {
  return (
    <ReviewQueue
      title="Warranty registrations"
      referenceHeader="Reference"
      statuses={warrantyReviewStatuses}
      statusLabels={warrantyStatusLabels}
      statusTone={warrantyStatusTone}
      load={loadRegistrations}
      detailHref={(reference) => `/portal/warranty?ref=${reference}`}
      columns={[
        { header: 'Owner', cell: (row) => row.owner ?? 'Erased' },
        { header: 'Product', cell: (row) => `${row.product} (${row.model})` },
        { header: 'Postcode', cell: (row) => row.postcode },
        { header: 'Dealer named', cell: (row) => row.dealer?.name ?? '—' },
      ]}
    />
  );
}
