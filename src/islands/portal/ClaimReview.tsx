import { Fragment, type SubmitEvent, useEffect, useState } from 'react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { useAsyncEffect } from '../use-async-effect';
import { type ClaimDetailResponse, decideClaim, fetchProof, getClaim, PortalApiError } from './api';
import { claimStatusLabels, claimStatusTone } from './claim-format';
import { formatDateTime } from './format';
import styles from './Portal.module.css';
import { PortalError } from './PortalError';

type Decision = 'validated' | 'approved' | 'rejected';

const decisionLabels: Readonly<Record<Decision, string>> = {
  validated: 'Mark as checked (invoice and serials match)',
  approved: 'Approve for payment',
  rejected: 'Reject',
};

/** The invoice, fetched with the staff token: an image shown, a PDF or HEIC saved. */
function Invoice({ invoice }: { invoice: NonNullable<ClaimDetailResponse['invoice']> }) {
  const [url, setUrl] = useState<string>();
  const [error, setError] = useState<string>();
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const image = invoice.mediaType === 'image/jpeg' || invoice.mediaType === 'image/png';
  return (
    <section className={styles.card} aria-labelledby="claim-invoice">
      <h2 id="claim-invoice">Invoice</h2>
      <p className={styles.muted}>
        {invoice.fileName} · {invoice.mediaType} · {Math.max(1, Math.round(invoice.bytes / 1024))} KB
      </p>
      <PortalError message={error} />
      {url ? (
        image ? (
          <img src={url} alt={`Invoice uploaded as ${invoice.fileName}`} style={{ maxWidth: '100%' }} />
        ) : (
          <p>
            <a href={url} download={invoice.fileName}>
              Save {invoice.fileName}
            </a>
          </p>
        )
      ) : (
        <Button
          type="button"
          variant="secondary"
          onClick={() =>
            fetchProof(invoice.url)
              .then((blob) => setUrl(URL.createObjectURL(blob)))
              .catch((failure: Error) => setError(failure.message))
          }
        >
          View the invoice
        </Button>
      )}
    </section>
  );
}

/** One claim: its answers (the account by its last digits), serials, invoice and the decision. */
export function ClaimReview({ reference }: { reference: string }) {
  const [data, setData] = useState<ClaimDetailResponse>();
  const [error, setError] = useState<string>();
  const [decision, setDecision] = useState<Decision>('validated');
  const [note, setNote] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);

  useAsyncEffect(
    (isCurrent) => {
      getClaim(reference)
        .then((result) => {
          if (!isCurrent()) return;
          setData(result);
          if (result.status === 'validated') setDecision('approved');
        })
        .catch((failure: Error) => {
          if (!isCurrent()) return;
          setError(
            failure instanceof PortalApiError && failure.status === 403
              ? 'Only Cirrus Climate staff review promotion claims.'
              : failure.message,
          );
        });
    },
    [reference],
  );

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await decideClaim(reference, decision, note.trim());
      setData(result);
      setNote('');
      if (result.status === 'validated') setDecision('approved');
      setAnnouncement(`${claimStatusLabels[result.status]}. The claimant has been emailed.`);
    } catch (failure) {
      setAnnouncement(`Not saved: ${(failure as Error).message}`);
    } finally {
      setBusy(false);
    }
  }

  if (error) {
    return (
      <>
        <h1>Claim {reference}</h1>
        <PortalError message={error} />
        <p>
          <a href="/portal/claims">Back to promotion claims</a>
        </p>
      </>
    );
  }
  if (!data) return <p className={styles.muted}>Loading the claim…</p>;
  const decided = data.status === 'approved' || data.status === 'rejected';
  return (
    <>
      <p>
        <a href="/portal/claims">← Promotion claims</a>
      </p>
      <h1>Claim {data.reference}</h1>
      <p>
        <Badge tone={claimStatusTone[data.status]}>{claimStatusLabels[data.status]}</Badge>{' '}
        <span className={styles.muted}>
          {data.promotion.title} · ${data.amountAud} · received {formatDateTime(data.createdAt)}
        </span>
      </p>
      {data.note ? <p>Reason given: {data.note}</p> : null}
      <p role="status" className={styles.muted}>
        {announcement}
      </p>
      <div className={styles.columns}>
        <div>
          <section className={styles.card} aria-labelledby="claim-details">
            <h2 id="claim-details">Claim</h2>
            <dl className={styles.facts}>
              <dt>Serials claimed</dt>
              <dd>{data.serials.join(', ') || '—'}</dd>
              {data.answers.map((answer) => (
                <Fragment key={answer.label}>
                  <dt>{answer.label}</dt>
                  <dd>{answer.value}</dd>
                </Fragment>
              ))}
            </dl>
          </section>
          {data.invoice ? <Invoice invoice={data.invoice} /> : <p>The invoice was erased.</p>}
        </div>
        {decided ? (
          <p>This claim is decided.</p>
        ) : (
          <form className={styles.card} onSubmit={submit} aria-labelledby="claim-decision">
            <h2 id="claim-decision">Decision</h2>
            <fieldset className={styles.field}>
              <legend>What to do</legend>
              {(Object.keys(decisionLabels) as Decision[])
                .filter((value) =>
                  data.status === 'validated' ? value !== 'validated' : value !== 'approved',
                )
                .map((value) => (
                  <label key={value}>
                    <input
                      type="radio"
                      name="decision"
                      value={value}
                      checked={decision === value}
                      onChange={() => setDecision(value)}
                    />{' '}
                    {decisionLabels[value]}
                  </label>
                ))}
            </fieldset>
            {decision === 'rejected' ? (
              <label className={styles.field}>
                <span>Reason, as the claimant will read it</span>
                <textarea
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                  required
                  minLength={5}
                  maxLength={1000}
                  rows={4}
                />
              </label>
            ) : null}
            <Button type="submit" disabled={busy}>
              Save and email the claimant
            </Button>
          </form>
        )}
      </div>
    </>
  );
}
