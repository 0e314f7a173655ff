import { Badge } from '#components/ui/Badge.tsx';
import type { ClaimReviewStatus } from '#lib/value-lists.ts';
import { type ClaimDetailResponse, decideClaim, getClaim } from '../shared/api';
import { DecisionForm } from '../shared/DecisionForm';
import { formatDateTime } from '../shared/format';
import styles from '../shared/Portal.module.css';
import { PortalError } from '../shared/PortalError';
import { ReviewFacts } from '../shared/ReviewFacts';
import { UploadedDocument } from '../shared/UploadedDocument';
import { type ReviewSource, useReview } from '../shared/use-review';
import { claimStatusLabels, claimStatusTone } from './claim-format';

/** A staff decision: the statuses staff set (a second approval is an approval, given again). */
type Decision = Exclude<ClaimReviewStatus, 'received' | 'second-approval'>;

const decisionLabels: Readonly<Record<Decision, string>> = {
  validated: 'Mark as checked (invoice and serials match)',
  approved: 'Approve for payment',
  rejected: 'Reject',
};
const decisions = Object.keys(decisionLabels) as Decision[];

const claimReview: ReviewSource<ClaimDetailResponse, Decision> = {
  load: getClaim,
  decide: decideClaim,
  initialChoice: 'validated',
  // Checked first, then approved for payment (twice, by two people, above the promotion's threshold).
  nextChoice: (claim) =>
    claim.status === 'validated' || claim.status === 'second-approval' ? 'approved' : undefined,
  deniedMessage: 'Only Cirrus Climate staff review promotion claims.',
  // The first of two approvals changes nothing for the claimant: no mail goes out.
  savedMessage: (claim) =>
    claim.status === 'second-approval'
      ? 'Awaiting second approval: another staff member approves it for payment.'
      : `${claimStatusLabels[claim.status]}. The claimant has been emailed.`,
};

/** One claim: its answers (the account by its last digits), serials, invoice and the decision. */
export function ClaimReview({ reference }: { reference: string }) {
  const { data, error, decision, setDecision, note, setNote, announcement, busy, submit } = useReview(
    reference,
    claimReview,
  );

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
      {data.status === 'second-approval' ? (
        <p>
          First approved by {data.firstApprovedBy ?? 'a staff member'}. This payout needs a second approval
          from another staff member before it is paid.
        </p>
      ) : null}
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
              data.status === 'received' ? value !== 'approved' : value !== 'validated',
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
