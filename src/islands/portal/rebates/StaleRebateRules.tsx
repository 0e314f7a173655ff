/**
 * Staff only, on the team overview: the rebate rules never checked against their source (first) and
 * those whose last check is older than the planner settings allow, each with its scheme, state, the
 * day it was last checked (or "Never checked against its source") and its source, so a person can
 * read the source and record the check (the figures, the day and what was read: `lastVerified` and
 * `checkedAgainst`) in the rule's form in the editor's "Rebates" section, which each row links to.
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
        <p>Every rebate rule was checked against its source within the last {data.staleAfterDays} days.</p>
      ) : (
        <TableScroll
          tableClassName={styles.table}
          caption={`Rules never checked, or last checked more than ${data.staleAfterDays} days ago (${data.stale.length})`}
        >
          <thead>
            <tr>
              <th scope="col">Scheme</th>
              <th scope="col">State</th>
              <th scope="col">Last checked</th>
              <th scope="col">Source</th>
              <th scope="col">Check</th>
            </tr>
          </thead>
          <tbody>
            {data.stale.map((rule) => (
              <tr key={rule.id}>
                <th scope="row">{rule.scheme}</th>
                <td>{rule.state}</td>
                <td>
                  {rule.lastVerified ? formatDate(rule.lastVerified) : 'Never checked against its source'}
                </td>
                <td>
                  <a href={rule.source.url}>{rule.source.title}</a>
                </td>
                <td>
                  {/* The rule's form in the editor: its figures, the day checked and what was read. */}
                  <a href={`/keystatic/singleton/rebates-${rule.id}`}>
                    Record a check<span className="visually-hidden"> of {rule.scheme}</span>
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </TableScroll>
      )}
    </section>
  );
}
