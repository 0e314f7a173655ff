import { useState } from 'react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { TableScroll } from '../../components/ui/TableScroll';
import { useAsyncEffect } from '../use-async-effect';
import { type ClaimListResponse, type ClaimReviewStatus, downloadApprovedClaims, listClaims } from './api';
import { claimStatuses, claimStatusLabels, claimStatusTone } from './claim-format';
import { formatDateTime } from './format';
import styles from './Portal.module.css';
import { PortalError } from './PortalError';

/** Staff: promotion claims by status, and the approved ones as a payment file. */
export function ClaimsList() {
  const [status, setStatus] = useState<ClaimReviewStatus | ''>('received');
  const [data, setData] = useState<ClaimListResponse>();
  const [error, setError] = useState<string>();

  useAsyncEffect(
    (isCurrent) => {
      setError(undefined);
      listClaims(status || undefined)
        .then((result) => isCurrent() && setData(result))
        .catch((failure: Error) => isCurrent() && setError(failure.message));
    },
    [status],
  );

  return (
    <>
      <h1>Promotion claims</h1>
      <div className={styles.toolbar}>
        <label className={styles.field}>
          <span>Status</span>
          <select
            value={status}
            onChange={(event) => setStatus(event.target.value as ClaimReviewStatus | '')}
          >
            <option value="">Any status</option>
            {claimStatuses.map((value) => (
              <option key={value} value={value}>
                {claimStatusLabels[value]}
              </option>
            ))}
          </select>
        </label>
        <Button
          type="button"
          variant="secondary"
          onClick={() => downloadApprovedClaims().catch((failure: Error) => setError(failure.message))}
        >
          Download approved claims for payment (CSV)
        </Button>
      </div>
      <PortalError message={error} />
      {data ? (
        <TableScroll tableClassName={styles.table} caption={`Promotion claims (${data.claims.length} shown)`}>
          <thead>
            <tr>
              <th scope="col">Claim ID</th>
              <th scope="col">Status</th>
              <th scope="col">Promotion</th>
              <th scope="col">Claimant</th>
              <th scope="col" className={styles.numeric}>
                Amount
              </th>
              <th scope="col">Account</th>
              <th scope="col">Received</th>
            </tr>
          </thead>
          <tbody>
            {data.claims.map((row) => (
              <tr key={row.reference}>
                <th scope="row">
                  <a href={`/portal/claims?ref=${row.reference}`}>{row.reference}</a>
                </th>
                <td>
                  <Badge tone={claimStatusTone[row.status]}>{claimStatusLabels[row.status]}</Badge>
                </td>
                <td>{row.promotion.title}</td>
                <td>{row.claimant ?? 'Erased'}</td>
                <td className={styles.numeric}>${row.amountAud}</td>
                <td>{row.accountEnding ? `ending ${row.accountEnding.replace('…', '')}` : '—'}</td>
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
