import { type FormEvent, useEffect, useState } from 'react';
import { REVIEW_SAMPLE_MAX, type ReviewSampleResult } from '#lib/dealer-page.ts';
import type { DealerRow } from '#lib/portal-api.ts';
import { getDealers, PortalApiError, requestJson } from '../shared/api';
import styles from '../shared/Portal.module.css';

/** "Invited 3 owners, of 3 jobs not invited yet." */
function sentence(result: ReviewSampleResult, dealerName: string): string {
  if (result.eligible === 0)
    return `${dealerName} has no confirmed job of the last 90 days left to invite: nobody was mailed.`;
  const owners = result.invited === 1 ? '1 owner' : `${result.invited} owners`;
  const jobs = result.eligible === 1 ? '1 job' : `${result.eligible} jobs`;
  return `Invited ${owners} of ${dealerName}, chosen at random from ${jobs} not invited yet.`;
}

/**
 * Staff invite a random sample of a dealer's recent confirmed jobs to review it: a check on a
 * dealer whose reviews look too good (or too few), chosen by the server's random source, never by
 * the dealer. Each owner chosen gets the same invitation as after any job.
 */
export function ReviewSampleForm() {
  const [dealers, setDealers] = useState<DealerRow[]>();
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    getDealers()
      .then((answer) => setDealers([...answer.dealers].sort((a, b) => a.name.localeCompare(b.name))))
      .catch(() => setError('The dealer list did not load: reload the page to try again.'));
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const dealerId = String(data.get('dealer') ?? '');
    const dealerName = dealers?.find((dealer) => dealer.dealerId === dealerId)?.name ?? dealerId;
    setBusy(true);
    setError('');
    setMessage('');
    try {
      const result = await requestJson<ReviewSampleResult>(
        `/api/portal/dealers/${encodeURIComponent(dealerId)}/review-sample`,
        { method: 'POST', body: JSON.stringify({ count: Number(data.get('count')) }) },
      );
      setMessage(sentence(result, dealerName));
    } catch (caught) {
      setError(
        caught instanceof PortalApiError
          ? (caught.issues[0]?.message ?? caught.message)
          : 'The portal did not answer.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-labelledby="review-sample-heading" className={styles.card}>
      <h2 id="review-sample-heading">Invite a random sample</h2>
      <p className={styles.muted}>
        Owners of a dealer’s confirmed jobs from the last 90 days that were not invited yet, chosen at random
        by the site. They get the same invitation as after any job.
      </p>
      <div className={styles.field}>
        <label htmlFor="review-sample-dealer">Dealer</label>
        <select id="review-sample-dealer" name="dealer" required defaultValue="" disabled={!dealers}>
          <option value="" disabled>
            {dealers ? 'Choose a dealer' : 'Loading dealers…'}
          </option>
          {dealers?.map((dealer) => (
            <option key={dealer.dealerId} value={dealer.dealerId}>
              {dealer.name}, {dealer.suburb} {dealer.state}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="review-sample-count">How many owners (at most {REVIEW_SAMPLE_MAX})</label>
        <input
          id="review-sample-count"
          name="count"
          type="number"
          inputMode="numeric"
          min={1}
          max={REVIEW_SAMPLE_MAX}
          defaultValue={5}
          required
        />
      </div>
      <div>
        <button type="submit" disabled={busy || !dealers}>
          Invite the sample
        </button>
      </div>
      <p role="status">{message}</p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
