import { type SubmitEvent, useState } from 'react';
import { Button } from '#components/ui/Button.tsx';
import type { WarrantyDetailResponse } from '#lib/portal-api.ts';
import { releaseWarrantySerials } from '../shared/api';
import styles from '../shared/Portal.module.css';

interface ReleaseSerialsProps {
  reference: string;
  /** Called with the registration as it stands after the release. */
  onReleased: (result: WarrantyDetailResponse) => void;
  /** Says how it went, in the page's live region. */
  announce: (message: string) => void;
}

/**
 * A squatted serial: someone registered a system that another person shows us is theirs. Releasing
 * frees its serial numbers so the owner can register, declines this registration (its maker is
 * emailed why) and keeps the note on the lead for the record.
 */
export function ReleaseSerials({ reference, onReleased, announce }: ReleaseSerialsProps) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      onReleased(await releaseWarrantySerials(reference, note.trim()));
      setNote('');
      announce('Serial numbers released: the owner can now register the system.');
    } catch (failure) {
      announce(`Not released: ${(failure as Error).message}`);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className={styles.card} onSubmit={submit} aria-labelledby="warranty-release">
      <h2 id="warranty-release">Serial numbers registered by someone else</h2>
      <p className={styles.muted}>
        When the owner shows us the system is theirs (their invoice), release its serial numbers so they can
        register it. This registration is declined and its maker emailed why.
      </p>
      <label className={styles.field}>
        <span>Who showed they own it, and how (kept on the lead, not emailed)</span>
        <textarea
          value={note}
          onChange={(event) => setNote(event.target.value)}
          required
          minLength={10}
          maxLength={1000}
          rows={3}
        />
      </label>
      <Button type="submit" variant="secondary" disabled={busy}>
        Release the serial numbers
      </Button>
    </form>
  );
}
