/**
 * Staff only, on the team overview: the rebate rules whose last check is older than the planner
 * settings allow, each with its scheme, state, the day it was last checked and its source, so a
 * person can re-read the source and update the rule in the editor's "Rebates" section.
 */
import { useState } from 'react';
import { TableScroll } from '#components/ui/TableScroll.tsx';
import { useAsyncEffect } from '../../use-async-effect';
import { getStaleRebateRules, type StaleRulesResponse } from '../shared/api';
import { formatDate } from '../shared/format';
import styles from '../shared/Portal.module.css';
import { PortalError } from '../shared/PortalError';

export function StaleRebateRules() {
  const [data, setData] = useState<StaleRulesResponse>();
  const [error, setError] = useState<string>();

  useAsyncEffect((isCurrent) => {
    getStaleRebateRules()
      .then((result) => isCurrent() && setData(result))
      .catch((failure: Error) => isCurrent() && setError(failure.message));
  }, []);

  return (
    <section aria-labelledby="stale-rules-heading">
      <h2 id="stale-rules-heading">Rebate rules to re-check</h2>
      <PortalError message={error} />
      {!data ? (
        error ? null : (
          <p className={styles.muted}>Loading…</p>
        )
      ) : data.stale.length === 0 ? (
        <p>Every rebate rule was checked within the last {data.staleAfterDays} days.</p>
      ) : (
        <TableScroll
          tableClassName={styles.table}
          caption={`Rules last checked more than ${data.staleAfterDays} days ago (${data.stale.length})`}
        >
          <thead>
            <tr>
              <th scope="col">Scheme</th>
              <th scope="col">State</th>
              <th scope="col">Last checked</th>
              <th scope="col">Source</th>
            </tr>
          </thead>
          <tbody>
            {data.stale.map((rule) => (
              <tr key={rule.id}>
                <th scope="row">{rule.scheme}</th>
                <td>{rule.state}</td>
                <td>{formatDate(rule.lastVerified)}</td>
                <td>
                  <a href={rule.source.url}>{rule.source.title}</a>
                </td>
              </tr>
            ))}
          </tbody>
        </TableScroll>
      )}
    </section>
  );
}
