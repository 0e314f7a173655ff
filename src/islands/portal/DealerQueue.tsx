/**
 * A dealer's queue, what its users land on: leads waiting for acceptance first (soonest deadline
 * first, with the business time left), each with Accept and Decline one click away; declining asks
 * a reason from a short list and a note. Then the accepted leads, which open with the customer's
 * details.
 */
import { type SubmitEvent, useCallback, useEffect, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { type DeclineReason, declineReasonLabels, declineReasons } from '../../lib/routing/decline-reasons';
import { acceptLead, declineLead, getQueue, type LeadSummary, type QueueResponse } from './api';
import { formatDateTime, leadTypeLabels } from './format';
import styles from './Portal.module.css';
import { PortalError } from './PortalError';

/** "2 h 15 min left", "40 min left", "Window ended". */
export function timeLeft(minutes: number | null): string {
  if (minutes === null) return '';
  if (minutes <= 0) return 'Window ended: passing on';
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  return `${hours > 0 ? `${hours} h ` : ''}${rest > 0 || hours === 0 ? `${rest} min ` : ''}left`;
}

function DeclineForm({ lead, onDone }: { lead: LeadSummary; onDone: (message: string) => void }) {
  const [reason, setReason] = useState<DeclineReason>('fully-booked');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const id = `decline-${lead.reference}`;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await declineLead(lead.reference, reason, note.trim());
      onDone(`${lead.reference} declined: it goes to the next nearest dealer.`);
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  }

  return (
    <details>
      <summary>Decline…</summary>
      <form onSubmit={submit} aria-label={`Decline ${lead.reference}`}>
        <label className={styles.field} htmlFor={`${id}-reason`}>
          Reason
          <select
            id={`${id}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value as DeclineReason)}
          >
            {declineReasons.map((value) => (
              <option key={value} value={value}>
                {declineReasonLabels[value]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field} htmlFor={`${id}-note`}>
          Note {reason === 'other' ? '(required)' : '(optional)'}
          <textarea
            id={`${id}-note`}
            value={note}
            maxLength={1000}
            required={reason === 'other'}
            onChange={(event) => setNote(event.target.value)}
          />
        </label>
        <PortalError message={error} />
        <Button type="submit" variant="secondary" disabled={busy}>
          Decline {lead.reference}
        </Button>
      </form>
    </details>
  );
}

export function DealerQueue() {
  const [data, setData] = useState<QueueResponse>();
  const [error, setError] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState<string>();

  const load = useCallback(() => {
    getQueue()
      .then(setData)
      .catch((failure: Error) => setError(failure.message));
  }, []);
  useEffect(load, [load]);

  async function accept(reference: string) {
    setBusy(reference);
    try {
      await acceptLead(reference);
      setAnnouncement(`${reference} accepted: the customer’s details are now in the lead.`);
      load();
    } catch (failure) {
      setError((failure as Error).message);
      load();
    } finally {
      setBusy(undefined);
    }
  }

  const declined = (message: string) => {
    setAnnouncement(message);
    load();
  };

  return (
    <section aria-labelledby="queue-heading">
      <h1 id="queue-heading">{data ? `${data.dealer.name}: your leads` : 'Your leads'}</h1>
      <p role="status" className={styles.muted}>
        {announcement}
      </p>
      <PortalError message={error} />
      {data ? (
        <>
          <h2>Waiting for you ({data.waiting.length})</h2>
          {data.waiting.length === 0 ? (
            <p className={styles.muted}>Nothing is waiting. New leads are emailed to you as they arrive.</p>
          ) : (
            <ul className={styles.timeline}>
              {data.waiting.map((lead) => (
                <li key={lead.reference} className={styles.card}>
                  <h3>
                    {leadTypeLabels[lead.type]} {lead.reference}: {lead.area}
                  </h3>
                  <p>
                    {lead.product ? `Product: ${lead.product}. ` : ''}Received{' '}
                    {formatDateTime(lead.createdAt)}.{' '}
                    <strong>{timeLeft((lead as QueueResponse['waiting'][number]).minutesLeft)}</strong>
                    {lead.respondBy ? ` (accept by ${formatDateTime(lead.respondBy)})` : ''}
                  </p>
                  <p>
                    <a href={`/portal/lead?ref=${lead.reference}`}>What they asked</a>
                  </p>
                  <div className={styles.buttons}>
                    <Button
                      type="button"
                      disabled={busy === lead.reference}
                      onClick={() => accept(lead.reference)}
                    >
                      Accept {lead.reference}
                    </Button>
                  </div>
                  <DeclineForm lead={lead} onDone={declined} />
                </li>
              ))}
            </ul>
          )}
          <h2>Accepted ({data.accepted.length})</h2>
          {data.accepted.length === 0 ? (
            <p className={styles.muted}>No accepted leads open.</p>
          ) : (
            <ul>
              {data.accepted.map((lead) => (
                <li key={lead.reference}>
                  <a href={`/portal/lead?ref=${lead.reference}`}>
                    {lead.reference}: {lead.name ?? 'Customer'}, {lead.area}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : error ? null : (
        <p className={styles.muted}>Loading…</p>
      )}
    </section>
  );
}
