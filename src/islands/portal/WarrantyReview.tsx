import { Fragment, type SubmitEvent, useEffect, useState } from 'react';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { useAsyncEffect } from '../use-async-effect';
import { decideWarranty, fetchProof, getWarranty, PortalApiError, type WarrantyDetailResponse } from './api';
import { formatDateTime } from './format';
import styles from './Portal.module.css';
import { PortalError } from './PortalError';
import { warrantyStatusLabels, warrantyStatusTone } from './warranty-format';

type Decision = 'approved' | 'info-needed' | 'declined';

const decisionLabels: Readonly<Record<Decision, string>> = {
  approved: 'Approve and issue the certificate',
  'info-needed': 'Ask the owner for more information',
  declined: 'Decline',
};

/** The proof of purchase, fetched with the staff token: an image shown, a PDF or HEIC opened or saved. */
function Proof({ proof }: { proof: NonNullable<WarrantyDetailResponse['proof']> }) {
  const [url, setUrl] = useState<string>();
  const [error, setError] = useState<string>();
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const image = proof.mediaType === 'image/jpeg' || proof.mediaType === 'image/png';
  async function open() {
    try {
      setUrl(URL.createObjectURL(await fetchProof(proof.url)));
    } catch (failure) {
      setError((failure as Error).message);
    }
  }
  return (
    <section className={styles.card} aria-labelledby="warranty-proof">
      <h2 id="warranty-proof">Proof of purchase</h2>
      <p className={styles.muted}>
        {proof.fileName} · {proof.mediaType} · {Math.max(1, Math.round(proof.bytes / 1024))} KB
      </p>
      <PortalError message={error} />
      {url ? (
        image ? (
          <img
            src={url}
            alt={`Proof of purchase uploaded as ${proof.fileName}`}
            style={{ maxWidth: '100%' }}
          />
        ) : (
          <p>
            <a href={url} download={proof.fileName}>
              Save {proof.fileName}
            </a>
          </p>
        )
      ) : (
        <Button type="button" variant="secondary" onClick={open}>
          View the proof of purchase
        </Button>
      )}
    </section>
  );
}

/** One registration: the owner's answers, serials, the proof and staff's decision. */
export function WarrantyReview({ reference }: { reference: string }) {
  const [data, setData] = useState<WarrantyDetailResponse>();
  const [error, setError] = useState<string>();
  const [decision, setDecision] = useState<Decision>('approved');
  const [note, setNote] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);

  useAsyncEffect(
    (isCurrent) => {
      getWarranty(reference)
        .then((result) => isCurrent() && setData(result))
        .catch((failure: Error) => {
          if (!isCurrent()) return;
          setError(
            failure instanceof PortalApiError && failure.status === 403
              ? 'Only Cirrus Climate staff review warranty registrations.'
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
      const result = await decideWarranty(reference, decision, note.trim());
      setData(result);
      setNote('');
      setAnnouncement(`${warrantyStatusLabels[result.status]}. The owner has been emailed.`);
    } catch (failure) {
      setAnnouncement(`Not saved: ${(failure as Error).message}`);
    } finally {
      setBusy(false);
    }
  }

  if (error) {
    return (
      <>
        <h1>Warranty registration {reference}</h1>
        <PortalError message={error} />
        <p>
          <a href="/portal/warranty">Back to warranty registrations</a>
        </p>
      </>
    );
  }
  if (!data) return <p className={styles.muted}>Loading the registration…</p>;
  return (
    <>
      <p>
        <a href="/portal/warranty">← Warranty registrations</a>
      </p>
      <h1>Warranty registration {data.reference}</h1>
      <p>
        <Badge tone={warrantyStatusTone[data.status]}>{warrantyStatusLabels[data.status]}</Badge>{' '}
        <span className={styles.muted}>Received {formatDateTime(data.createdAt)}</span>
      </p>
      {data.note ? <p>Said to the owner: {data.note}</p> : null}
      {data.certificateUrl ? (
        <p>
          <a href={data.certificateUrl}>Warranty certificate (PDF)</a>
        </p>
      ) : null}
      <p role="status" className={styles.muted}>
        {announcement}
      </p>
      <div className={styles.columns}>
        <div>
          <section className={styles.card} aria-labelledby="warranty-details">
            <h2 id="warranty-details">System and owner</h2>
            <dl className={styles.facts}>
              <dt>Product</dt>
              <dd>
                {data.product} ({data.model})
              </dd>
              <dt>Dealer named</dt>
              <dd>{data.dealer?.name ?? 'None in the directory'}</dd>
              {data.answers.map((answer) => (
                <Fragment key={answer.label}>
                  <dt>{answer.label}</dt>
                  <dd>{answer.value}</dd>
                </Fragment>
              ))}
            </dl>
          </section>
          {data.proof ? <Proof proof={data.proof} /> : <p>The proof of purchase was erased.</p>}
        </div>
        <form className={styles.card} onSubmit={submit} aria-labelledby="warranty-decision">
          <h2 id="warranty-decision">Decision</h2>
          <fieldset className={styles.field}>
            <legend>What to do</legend>
            {(Object.keys(decisionLabels) as Decision[]).map((value) => (
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
          {decision !== 'approved' ? (
            <label className={styles.field}>
              <span>
                {decision === 'declined' ? 'Reason, as the owner will read it' : 'What the owner should send'}
              </span>
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
            Save and email the owner
          </Button>
        </form>
      </div>
    </>
  );
}
