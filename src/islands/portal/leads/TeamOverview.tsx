import { useState } from 'react';
import { TableScroll } from '#components/ui/TableScroll.tsx';
import { leadStatuses } from '#lib/value-lists.ts';
import { useAsyncEffect } from '../../use-async-effect';
import { StaleRebateRules } from '../rebates/StaleRebateRules';
import { getOverview, type OverviewResponse } from '../shared/api';
import { leadStatusLabels, leadTypeLabels } from '../shared/format';
import styles from '../shared/Portal.module.css';
import { PortalError } from '../shared/PortalError';

/** Staff only: how many leads of each kind are in each status, and the rebate rules to re-check. */
export function TeamOverview() {
  const [data, setData] = useState<OverviewResponse>();
  const [error, setError] = useState<string>();

  useAsyncEffect((isCurrent) => {
    getOverview()
      .then((result) => isCurrent() && setData(result))
      .catch((failure: Error) => isCurrent() && setError(failure.message));
  }, []);

  return (
    <>
      <h1>Team overview</h1>
      <PortalError message={error} />
      {data ? (
        <TableScroll
          tableClassName={styles.table}
          caption={`Leads by type and status (${data.total} in all)`}
        >
          <thead>
            <tr>
              <th scope="col">Type</th>
              {leadStatuses.map((status) => (
                <th scope="col" key={status} className={styles.numeric}>
                  {leadStatusLabels[status]}
                </th>
              ))}
              <th scope="col" className={styles.numeric}>
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {data.byType.map((row) => (
              <tr key={row.type}>
                <th scope="row">
                  <a href={`/portal?type=${row.type}`}>{leadTypeLabels[row.type]}</a>
                </th>
                {leadStatuses.map((status) => (
                  <td key={status} className={styles.numeric}>
                    {row.byStatus[status]}
                  </td>
                ))}
                <td className={styles.numeric}>{row.total}</td>
              </tr>
            ))}
          </tbody>
        </TableScroll>
      ) : error ? null : (
        <p className={styles.muted}>Loading…</p>
      )}
      <StaleRebateRules />
    </>
  );
}
