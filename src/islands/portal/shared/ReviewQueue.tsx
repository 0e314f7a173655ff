import { type ReactNode, useState } from 'react';
import { Badge, type BadgeProps } from '#components/ui/Badge.tsx';
import { TableScroll } from '#components/ui/TableScroll.tsx';
import { useAsyncEffect } from '../../use-async-effect';
import { formatDateTime } from './format';
import styles from './Portal.module.css';
import { PortalError } from './PortalError';

/** What every row of a review queue has: its reference, status and when it arrived. */
interface QueueRow<Status extends string> {
  reference: string;
  status: Status;
  createdAt: string;
}

export interface QueueColumn<Row> {
  header: string;
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
}

interface ReviewQueueProps<Status extends string, Row extends QueueRow<Status>> {
  /** The page's heading and the table's caption ("Warranty registrations"). */
  title: string;
  /** The reference column's header ("Claim ID"). */
  referenceHeader: string;
  statuses: readonly Status[];
  statusLabels: Readonly<Record<Status, string>>;
  statusTone: Readonly<Record<Status, NonNullable<BadgeProps['tone']>>>;
  /** The rows with that status, or every row (a function defined once: a new one loads again). */
  load: (status: Status | undefined) => Promise<readonly Row[]>;
  /** The review page of one row. */
  detailHref: (reference: string) => string;
  /** Columns between the status and the arrival time. */
  columns: readonly QueueColumn<Row>[];
  /** More buttons beside the filter (a download); a failure they report shows with the table's. */
  actions?: (reportError: (message: string) => void) => ReactNode;
}

/**
 * Staff: records waiting for a decision (warranty registrations, promotion claims), filtered by
 * status, received first by default, each linking to its review page.
 */
export function ReviewQueue<Status extends string, Row extends QueueRow<Status>>({
  title,
  referenceHeader,
  statuses,
  statusLabels,
  statusTone,
  load,
  detailHref,
  columns,
  actions,
}: ReviewQueueProps<Status, Row>) {
  const [status, setStatus] = useState<Status | ''>(statuses[0] ?? '');
  const [rows, setRows] = useState<readonly Row[]>();
  const [error, setError] = useState<string>();

  useAsyncEffect(
    (isCurrent) => {
      setError(undefined);
      load(status || undefined)
        .then((result) => isCurrent() && setRows(result))
        .catch((failure: Error) => isCurrent() && setError(failure.message));
    },
    [status, load],
  );

  return (
    <>
      <h1>{title}</h1>
      <div className={styles.toolbar}>
        <label className={styles.field}>
          <span>Status</span>
          <select value={status} onChange={(event) => setStatus(event.target.value as Status | '')}>
            <option value="">Any status</option>
            {statuses.map((value) => (
              <option key={value} value={value}>
                {statusLabels[value]}
              </option>
            ))}
          </select>
        </label>
        {actions?.(setError)}
      </div>
      <PortalError message={error} />
      {rows ? (
        <TableScroll tableClassName={styles.table} caption={`${title} (${rows.length} shown)`}>
          <thead>
            <tr>
              <th scope="col">{referenceHeader}</th>
              <th scope="col">Status</th>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={column.numeric ? styles.numeric : undefined}>
                  {column.header}
                </th>
              ))}
              <th scope="col">Received</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.reference}>
                <th scope="row">
                  <a href={detailHref(row.reference)}>{row.reference}</a>
                </th>
                <td>
                  <Badge tone={statusTone[row.status]}>{statusLabels[row.status]}</Badge>
                </td>
                {columns.map((column) => (
                  <td key={column.header} className={column.numeric ? styles.numeric : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
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
