/**
 * Staff only: how each dealer handles its leads (received, accepted, declined, timed out, median
 * time to accept, waiting now), with pause and resume one click away. Every column sorts; the table
 * searches by name, suburb or postcode, filters by state, and shows only dealers with leads until
 * asked for all of them (most of the directory has had none).
 */
import { useCallback, useEffect, useState } from 'react';
import { Button } from '#components/ui/Button.tsx';
import { TableScroll } from '#components/ui/TableScroll.tsx';
import { australianStates } from '#lib/value-lists.ts';
import { type DealerRow, getDealers, setDealerPaused } from '../shared/api';
import styles from '../shared/Portal.module.css';
import { PortalError } from '../shared/PortalError';
import { type DealerTableView, defaultView, type SortKey, visibleDealers } from './dealer-table-view';

/** 95 → "1 h 35 min"; null → "–". */
function duration(minutes: number | null): string {
  if (minutes === null) return '–';
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  return hours > 0 ? `${hours} h ${rest} min` : `${rest} min`;
}

const columns: readonly { key: SortKey; label: string; numeric: boolean }[] = [
  { key: 'name', label: 'Dealer', numeric: false },
  { key: 'received', label: 'Received', numeric: true },
  { key: 'accepted', label: 'Accepted', numeric: true },
  { key: 'declined', label: 'Declined', numeric: true },
  { key: 'timedOut', label: 'Timed out', numeric: true },
  { key: 'medianMinutesToAccept', label: 'Time to accept', numeric: true },
  { key: 'waitingNow', label: 'Waiting now', numeric: true },
  { key: 'warrantyRegistrations', label: 'Warranty registrations', numeric: true },
];

export function DealerTable() {
  const [rows, setRows] = useState<DealerRow[]>();
  const [error, setError] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const [view, setView] = useState<DealerTableView>(defaultView);

  const load = useCallback(() => {
    getDealers()
      .then((result) => setRows(result.dealers))
      .catch((failure: Error) => setError(failure.message));
  }, []);
  useEffect(load, [load]);

  async function toggle(row: DealerRow) {
    try {
      await setDealerPaused(row.dealerId, !row.paused);
      setAnnouncement(
        `${row.name} ${row.paused ? 'resumed: it receives leads again' : 'paused: it receives no new leads'}.`,
      );
      load();
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  /** A column's header button: sorts by it, and again the other way round. */
  const sortBy = (key: SortKey) =>
    setView((current) => ({
      ...current,
      sort: key,
      descending: current.sort === key ? !current.descending : key !== 'name',
    }));

  const shown = rows ? visibleDealers(rows, view) : [];

  return (
    <section aria-labelledby="dealers-heading">
      <h1 id="dealers-heading">Dealers</h1>
      <form className={styles.filters} onSubmit={(event) => event.preventDefault()} aria-label="Find dealers">
        <label className={`${styles.field} ${styles.wide}`}>
          Search by name, suburb or postcode
          <input
            type="search"
            value={view.search}
            onChange={(event) => setView({ ...view, search: event.target.value })}
          />
        </label>
        <label className={styles.field}>
          State
          <select value={view.state} onChange={(event) => setView({ ...view, state: event.target.value })}>
            <option value="">All states</option>
            {australianStates.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={view.withLeads}
            onChange={(event) => setView({ ...view, withLeads: event.target.checked })}
          />
          Only dealers with leads
        </label>
      </form>
      <p role="status" className={styles.muted}>
        {announcement || (rows ? `${shown.length} of ${rows.length} dealers shown.` : '')}
      </p>
      <PortalError message={error} />
      {rows ? (
        <TableScroll
          tableClassName={styles.table}
          caption="How each dealer answers its leads (time to accept: median, clock time)"
        >
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={column.numeric ? styles.numeric : undefined}
                  aria-sort={
                    view.sort === column.key ? (view.descending ? 'descending' : 'ascending') : undefined
                  }
                >
                  <button type="button" className={styles.sort} onClick={() => sortBy(column.key)}>
                    {column.label}
                    <span aria-hidden="true">
                      {view.sort === column.key ? (view.descending ? ' ▼' : ' ▲') : ''}
                    </span>
                  </button>
                </th>
              ))}
              <th scope="col">Leads</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.dealerId}>
                <th scope="row">
                  {row.name}
                  <br />
                  <span className={styles.muted}>
                    {row.suburb} {row.state} {row.postcode}
                  </span>
                </th>
                <td className={styles.numeric}>{row.received}</td>
                <td className={styles.numeric}>{row.accepted}</td>
                <td className={styles.numeric}>{row.declined}</td>
                <td className={styles.numeric}>{row.timedOut}</td>
                <td className={styles.numeric}>{duration(row.medianMinutesToAccept)}</td>
                <td className={styles.numeric}>{row.waitingNow}</td>
                <td className={styles.numeric}>{row.warrantyRegistrations}</td>
                <td>
                  <Button type="button" variant="secondary" onClick={() => toggle(row)}>
                    {row.paused ? 'Resume' : 'Pause'}
                    <span className="visually-hidden"> {row.name}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </TableScroll>
      ) : error ? null : (
        <p className={styles.muted}>Loading…</p>
      )}
      {rows && shown.length === 0 ? <p>No dealer matches. Clear the search or show every dealer.</p> : null}
    </section>
  );
}
