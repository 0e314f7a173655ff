import { useId, useState } from 'react';
import { Button } from '#components/ui/Button.tsx';
import { TableScroll } from '#components/ui/TableScroll.tsx';
import { useAsyncEffect } from '../../use-async-effect';
import { formatDate } from '../shared/format';
import styles from '../shared/Portal.module.css';
import { download, getRegister, type RegisterView, registerCsvPath } from './install-api';
import { kg, quarterName, recentQuarters } from './install-format';

export interface RegisterPanelProps {
  /** For staff: the dealers whose register may be shown (a choice above the table); a dealer's own needs none. */
  dealers?: readonly { dealerId: string; dealer: string }[];
}

/**
 * The dealer's refrigerant register for a chosen quarter, on screen with its totals (what its ARC
 * trading authorisation asks it to keep), and the same quarter as CSV.
 */
export function RegisterPanel({ dealers }: RegisterPanelProps) {
  const id = useId();
  const [dealer, setDealer] = useState(dealers?.[0]?.dealerId);
  const [quarter, setQuarter] = useState<string>();
  const [register, setRegister] = useState<RegisterView>();
  const [error, setError] = useState<string>();

  useAsyncEffect(
    (isCurrent) => {
      getRegister(quarter, dealer).then(
        (result) => {
          if (!isCurrent()) return;
          setRegister(result);
          setError(undefined);
        },
        (failure: Error) => isCurrent() && setError(failure.message),
      );
    },
    [quarter, dealer],
  );

  return (
    <section className={styles.card} aria-labelledby={`${id}-register`}>
      <h2 id={`${id}-register`}>Refrigerant register</h2>
      <p className={styles.muted}>
        Refrigerant charged into the systems commissioned and recovered from the old ones, by quarter: the
        record your ARC trading authorisation asks you to keep.
      </p>
      {error ? <p className={styles.error}>The register did not load: {error}</p> : null}
      {register ? (
        <>
          <div className={styles.toolbar}>
            {dealers ? (
              <label className={styles.field}>
                Dealer
                <select value={dealer} onChange={(event) => setDealer(event.target.value)}>
                  {dealers.map((row) => (
                    <option key={row.dealerId} value={row.dealerId}>
                      {row.dealer}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            <label className={styles.field}>
              Quarter
              <select value={register.quarter} onChange={(event) => setQuarter(event.target.value)}>
                {recentQuarters(register.current).map((option) => (
                  <option key={option} value={option}>
                    {quarterName(option)}
                  </option>
                ))}
              </select>
            </label>
            <Button
              type="button"
              variant="secondary"
              onClick={() =>
                download(
                  registerCsvPath(register.quarter, dealer),
                  `refrigerant-register-${register.quarter}.csv`,
                )
              }
            >
              Download {register.quarter} as CSV
            </Button>
          </div>
          {register.entries.length === 0 ? (
            <p>Nothing was commissioned from {quarterName(register.quarter)}.</p>
          ) : (
            // The totals first, in words: on a phone the table's last columns are a swipe away.
            <p>
              {quarterName(register.quarter)}: <strong>{kg(register.totals.kgCharged)} kg</strong> charged,{' '}
              <strong>{kg(register.totals.kgRecovered)} kg</strong> recovered.
            </p>
          )}
          <TableScroll
            tableClassName={styles.table}
            caption={`${register.dealer}: refrigerant register, ${register.quarter}`}
          >
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Job</th>
                <th scope="col">Site postcode</th>
                <th scope="col">Refrigerant</th>
                <th scope="col" className={styles.numeric}>
                  Kg charged
                </th>
                <th scope="col" className={styles.numeric}>
                  Kg recovered
                </th>
                <th scope="col">Recovery cylinder</th>
                <th scope="col">Technician licence</th>
              </tr>
            </thead>
            <tbody>
              {register.entries.map((entry, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a list drawn once, never reordered (a job may hold the same product twice)
                <tr key={`${entry.job}-${index}`}>
                  <td>{formatDate(entry.date)}</td>
                  <th scope="row" className={styles.reference}>
                    {entry.job}
                  </th>
                  <td>{entry.sitePostcode}</td>
                  <td>{entry.refrigerant}</td>
                  <td className={styles.numeric}>{kg(entry.kgCharged)}</td>
                  <td className={styles.numeric}>{kg(entry.kgRecovered)}</td>
                  <td>{entry.cylinder}</td>
                  <td>{entry.technicianLicence}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={4}>
                  Total {register.quarter}
                </th>
                <td className={styles.numeric} data-total="charged">
                  {kg(register.totals.kgCharged)}
                </td>
                <td className={styles.numeric} data-total="recovered">
                  {kg(register.totals.kgRecovered)}
                </td>
                <td colSpan={2} />
              </tr>
            </tfoot>
          </TableScroll>
        </>
      ) : error ? null : (
        <p className={styles.muted}>Loading the register…</p>
      )}
    </section>
  );
}
