import { Badge } from '#components/ui/Badge.tsx';
import type { WarrantyReviewStatus } from '#lib/value-lists.ts';
import { decideWarranty, getWarranty, type WarrantyDetailResponse } from '../shared/api';
import { DecisionForm } from '../shared/DecisionForm';
import { formatDateTime } from '../shared/format';
import styles from '../shared/Portal.module.css';
import { PortalError } from '../shared/PortalError';
import { ReviewFacts } from '../shared/ReviewFacts';
import { UploadedDocument } from '../shared/UploadedDocument';
import { type ReviewSource, useReview } from '../shared/use-review';
import { ReleaseSerials } from './ReleaseSerials';
import { warrantyStatusLabels, warrantyStatusTone } from './warranty-format';

/** A staff decision: any status but the one a registration arrives with. */
type Decision = Exclude<WarrantyReviewStatus, 'received'>;

const decisionLabels: Readonly<Record<Decision, string>> = {
  approved: 'Approve and issue the certificate',
  'info-needed': 'Ask the owner for more information',
  declined: 'Decline',
};
const decisions = Object.keys(decisionLabels) as Decision[];

const warrantyReview: ReviewSource<WarrantyDetailResponse, Decision> = {
  load: getWarranty,
  decide: decideWarranty,
  initialChoice: 'approved',
  deniedMessage: 'Only Cirrus Climate staff review warranty registrations.',
  savedMessage: (registration) => `${warrantyStatusLabels[registration.status]}. The owner has been emailed.`,
};

/** One registration: the owner's answers, serials, the proof and staff's decision. */
export function WarrantyReview({ reference }: { reference: string }) {
  const {
    data,
    setData,
    error,
    decision,
    setDecision,
    note,
    setNote,
    announcement,
    setAnnouncement,
    busy,
    submit,
  } = useReview(reference, warrantyReview);

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
          <ReviewFacts
            headingId="warranty-details"
            title="System and owner"
            facts={[
              { label: 'Product', value: `${data.product} (${data.model})` },
              { label: 'Dealer named', value: data.dealer?.name ?? 'None in the directory' },
            ]}
            answers={data.answers}
          />
          {data.proof ? (
            <UploadedDocument file={data.proof} title="Proof of purchase" headingId="warranty-proof" />
          ) : (
            <p>The proof of purchase was erased.</p>
          )}
        </div>
        <div>
          <DecisionForm
            headingId="warranty-decision"
            choices={decisions}
            labels={decisionLabels}
            decision={decision}
            onDecision={setDecision}
            noteLabel={(chosen) =>
              chosen === 'declined'
                ? 'Reason, as the owner will read it'
                : chosen === 'info-needed'
                  ? 'What the owner should send'
                  : undefined
            }
            note={note}
            onNote={setNote}
            busy={busy}
            submitLabel="Save and email the owner"
            onSubmit={submit}
          />
          {data.serials.indoor || data.serials.outdoor ? (
            <ReleaseSerials reference={data.reference} onReleased={setData} announce={setAnnouncement} />
          ) : null}
        </div>
      </div>
    </>
  );
}
