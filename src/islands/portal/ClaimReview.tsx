import { type SubmitEvent, useState } from 'react';
import { Badge } from '../../components/ui/Badge';
import type { ClaimReviewStatus } from '../../lib/value-lists';
import { useAsyncEffect } from '../use-async-effect';
import { type ClaimDetailResponse, decideClaim, getClaim, PortalApiError } from './api';
import { claimStatusLabels, claimStatusTone } from './claim-format';
import { DecisionForm } from './DecisionForm';
import { formatDateTime } from './format';
import styles from './Portal.module.css';
import { PortalError } from './PortalError';
import { ReviewFacts } from './ReviewFacts';
import { UploadedDocument } from './UploadedDocument';

/** A staff decision: any status but the one a claim arrives with. */
type Decision = Exclude<ClaimReviewStatus, 'received'>;

const decisionLabels: Readonly<Record<Decision, string>> = {
  validated: 'Mark as checked (invoice and serials match)',
  approved: 'Approve for payment',
  rejected: 'Reject',
};
const decisions = Object.keys(decisionLabels) as Decision[];

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
          <ReviewFacts
            headingId="claim-details"
            title="Claim"
            facts={[{ label: 'Serials claimed', value: data.serials.join(', ') || '—' }]}
            answers={data.answers}
          />
          {data.invoice ? (
            <UploadedDocument file={data.invoice} title="Invoice" headingId="claim-invoice" />
          ) : (
            <p>The invoice was erased.</p>
          )}
        </div>
        {decided ? (
          <p>This claim is decided.</p>
        ) : (
          <DecisionForm
            headingId="claim-decision"
            // Checked first, then approved for payment; rejecting is open until approval.
            choices={decisions.filter((value) =>
              data.status === 'validated' ? value !== 'validated' : value !== 'approved',
            )}
            labels={decisionLabels}
            decision={decision}
            onDecision={setDecision}
            noteLabel={(chosen) =>
              chosen === 'rejected' ? 'Reason, as the claimant will read it' : undefined
            }
            note={note}
            onNote={setNote}
            busy={busy}
            submitLabel="Save and email the claimant"
            onSubmit={submit}
          />
        )}
      </div>
    </>
  );
}
