import { useState } from 'react';
import { Badge } from '../../components/ui/Badge';
import { TableScroll } from '../../components/ui/TableScroll';
import { useAsyncEffect } from '../use-async-effect';
import { listWarranty, type WarrantyListResponse, type WarrantyReviewStatus } from './api';
import { formatDateTime } from './format';
import styles from './Portal.module.css';
import { PortalError } from './PortalError';
import { warrantyStatuses, warrantyStatusLabels, warrantyStatusTone } from './warranty-format';

/** Staff: warranty registrations to review, filtered by status (received first by default). */
export function WarrantyList() {
  const [status, setStatus] = useState<WarrantyReviewStatus | ''>('received');
  const [data, setData] = useState<WarrantyListResponse>();
  const [error, setError] = useState<string>();

  useAsyncEffect(
    (isCurrent) => {
      setError(undefined);
      listWarranty(status || undefined)
        .then((result) => isCurrent() && setData(result))
        .catch((failure: Error) => isCurrent() && setError(failure.message));
    },
    [status],
  );

  return (
    <>
      <h1>Warranty registrations</h1>
      <div className={styles.filters}>
        <label className={styles.field}>
          <span>Status</span>
          <select
            value={status}
            onChange={(event) => setStatus(event.target.value as WarrantyReviewStatus | '')}
          >
            <option value="">Any status</option>
            {warrantyStatuses.map((value) => (
              <option key={value} value={value}>
                {warrantyStatusLabels[value]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <PortalError message={error} />
      {data ? (
        <TableScroll
          tableClassName={styles.table}
          caption={`Warranty registrations (${data.registrations.length} shown)`}
        >
          <thead>
            <tr>
              <th scope="col">Reference</th>
              <th scope="col">Status</th>
              <th scope="col">Owner</th>
              <th scope="col">Product</th>
              <th scope="col">Postcode</th>
              <th scope="col">Dealer named</th>
              <th scope="col">Received</th>
            </tr>
          </thead>
          <tbody>
            {data.registrations.map((row) => (
              <tr key={row.reference}>
                <th scope="row">
                  <a href={`/portal/warranty?ref=${row.reference}`}>{row.reference}</a>
                </th>
                <td>
                  <Badge tone={warrantyStatusTone[row.status]}>{warrantyStatusLabels[row.status]}</Badge>
                </td>
                <td>{row.owner ?? 'Erased'}</td>
                <td>
                  {row.product} ({row.model})
                </td>
                <td>{row.postcode}</td>
                <td>{row.dealer?.name ?? '—'}</td>
                <td>{formatDateTime(row.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </TableScroll>
      ) : error ? null : (
        <p className={styles.muted}>Loading…</p>
      )}
    </>
  );
}
