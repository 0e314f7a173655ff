/**
 * Staff only: how each dealer handles its leads (received, accepted, declined, timed out, median
 * time to accept, waiting now), with pause and resume one click away.
 */
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { TableScroll } from '../../components/ui/TableScroll';
import { type DealerRow, getDealers, setDealerPaused } from './api';
import styles from './Portal.module.css';
import { PortalError } from './PortalError';

/** 95 → "1 h 35 min"; null → "–". */
function duration(minutes: number | null): string {
  if (minutes === null) return '–';
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  return hours > 0 ? `${hours} h ${rest} min` : `${rest} min`;
}

export function DealerTable() {
  const [rows, setRows] = useState<DealerRow[]>();
  const [error, setError] = useState<string>();
  const [announcement, setAnnouncement] = useState('');

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

  return (
    <section aria-labelledby="dealers-heading">
      <h2 id="dealers-heading">Dealers</h2>
      <p role="status" className={styles.muted}>
        {announcement}
      </p>
      <PortalError message={error} />
      {rows ? (
        <TableScroll
          tableClassName={styles.table}
          caption="How each dealer answers its leads (time to accept: median, clock time)"
        >
          <thead>
            <tr>
              <th scope="col">Dealer</th>
              <th scope="col" className={styles.numeric}>
                Received
              </th>
              <th scope="col" className={styles.numeric}>
                Accepted
              </th>
              <th scope="col" className={styles.numeric}>
                Declined
              </th>
              <th scope="col" className={styles.numeric}>
                Timed out
              </th>
              <th scope="col" className={styles.numeric}>
                Time to accept
              </th>
              <th scope="col" className={styles.numeric}>
                Waiting now
              </th>
              <th scope="col" className={styles.numeric}>
                Warranty registrations
              </th>
              <th scope="col">Leads</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
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
                    {row.paused ? `Resume ${row.name}` : `Pause ${row.name}`}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </TableScroll>
      ) : error ? null : (
        <p className={styles.muted}>Loading…</p>
      )}
    </section>
  );
}
