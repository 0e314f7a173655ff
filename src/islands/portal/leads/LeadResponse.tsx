/**
 * A dealer's answer to a lead waiting for it: Accept, or Decline with a reason from a short list
 * and a note. Used on each card of the queue and on the lead page. Decline is a real button that
 * opens its small form (not a disclosure triangle), so it reads and works like Accept beside it.
 */
import { type SubmitEvent, useId, useState } from 'react';
import { Button } from '#components/ui/Button.tsx';
import { type DeclineReason, declineReasonLabels, declineReasons } from '#lib/routing/decline-reasons.ts';
import { acceptLead, declineLead } from '../shared/api';
import styles from '../shared/Portal.module.css';
import { PortalError } from '../shared/PortalError';

/** "2 h 15 min left", "40 min left", "Window ended". */
export function timeLeft(minutes: number | null): string {
  if (minutes === null) return '';
  if (minutes <= 0) return 'Window ended: passing on';
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  return `${hours > 0 ? `${hours} h ` : ''}${rest > 0 || hours === 0 ? `${rest} min ` : ''}left`;
}

export interface LeadResponseProps {
  reference: string;
  /** Called once the lead is accepted or declined, with the sentence to announce. */
  onDone: (outcome: 'accepted' | 'declined', message: string) => void;
}

export function LeadResponse({ reference, onDone }: LeadResponseProps) {
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState<DeclineReason>('fully-booked');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function accept() {
    setBusy(true);
    setError(undefined);
    try {
      await acceptLead(reference);
      onDone('accepted', `${reference} accepted: the customer’s details are now in the lead.`);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  async function decline(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await declineLead(reference, reason, note.trim());
      onDone('declined', `${reference} declined: it goes to the next nearest dealer.`);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.response}>
      <div className={styles.buttons}>
        <Button type="button" disabled={busy} onClick={accept}>
          Accept {reference}
        </Button>
        <Button
          type="button"
          variant="secondary"
          aria-expanded={declining}
          aria-controls={`${id}-decline`}
          onClick={() => setDeclining(!declining)}
        >
          Decline…
        </Button>
      </div>
      <PortalError message={error} />
      <form
        id={`${id}-decline`}
        hidden={!declining}
        className={styles.declineForm}
        onSubmit={decline}
        aria-label={`Decline ${reference}`}
      >
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
            rows={2}
            required={reason === 'other'}
            onChange={(event) => setNote(event.target.value)}
          />
        </label>
        <div className={styles.buttons}>
          <Button type="submit" variant="secondary" disabled={busy}>
            Decline {reference}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setDeclining(false)}>
            Keep it
          </Button>
        </div>
      </form>
    </div>
  );
}
