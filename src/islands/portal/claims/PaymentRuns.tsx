import { useState } from 'react';
import { Button } from '#components/ui/Button.tsx';
import type { PaymentRunListResponse } from '#lib/portal-api.ts';
import { downloadApprovedClaims, downloadPaymentRun, listPaymentRuns } from '../shared/api';
import { formatDateTime } from '../shared/format';
import styles from '../shared/Portal.module.css';

const dollars = (cents: number) =>
  (cents / 100).toLocaleString('en-AU', { style: 'currency', currency: 'AUD' });

/**
 * Staff: make a payment run (the bank's ABA file of the approved claims not paid yet), and download
 * an earlier run's file again while it is kept, so a lost download loses nothing.
 */
export function PaymentRuns({ reportError }: { reportError: (message: string) => void }) {
  const [runs, setRuns] = useState<PaymentRunListResponse | undefined>();
  const report = (failure: Error) => reportError(failure.message);
  const showRuns = () => listPaymentRuns().then(setRuns, report);
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        onClick={() =>
          downloadApprovedClaims()
            .then(() => (runs ? showRuns() : undefined))
            .catch(report)
        }
      >
        Make a payment run of the approved claims (ABA file)
      </Button>
      <Button type="button" variant="secondary" onClick={showRuns}>
        Earlier payment runs
      </Button>
      {runs ? (
        runs.runs.length === 0 ? (
          <p className={styles.muted}>No payment run yet.</p>
        ) : (
          <ul aria-label="Earlier payment runs">
            {runs.runs.map((run) => (
              <li key={run.id}>
                {run.id}: {run.claimCount} {run.claimCount === 1 ? 'claim' : 'claims'},{' '}
                {dollars(run.totalCents)}, made {formatDateTime(run.createdAt)} by {run.createdBy}.{' '}
                {run.available ? (
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={() => downloadPaymentRun(run.id).catch(report)}
                  >
                    Download {run.id} again
                  </Button>
                ) : (
                  `Its file was kept for ${runs.keepDays} days and is gone.`
                )}
              </li>
            ))}
          </ul>
        )
      ) : null}
    </>
  );
}
