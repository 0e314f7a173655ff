import type { ReactNode } from 'react';
import type { ChecklistView } from '../../lib/installs/checklist-view';
import { Callout } from '../ui/Callout';
import styles from './Checklist.module.css';
import { ChecklistFlags } from './ChecklistFields';

/** The job as booked: its reference, dealer, day and the systems to commission. */
function JobFacts({ view }: { view: ChecklistView }) {
  const details = view.details;
  if (!details) return null;
  return (
    <dl className={styles.facts}>
      <dt>Job</dt>
      <dd>{view.job}</dd>
      <dt>Installer</dt>
      <dd>{details.dealer}</dd>
      <dt>Booked for</dt>
      <dd>{details.day}</dd>
      <dt>{details.units.length > 1 ? 'Systems' : 'System'}</dt>
      <dd>{details.units.map((unit) => `${unit.name} (${unit.modelNumber})`).join('; ')}</dd>
    </dl>
  );
}

/**
 * The technician's checklist page: nothing of the job for a link that opens none; the job's facts
 * and the checklist (`children`: the steps, or the phone's island) while it is open; what was sent.
 */
export function InstallChecklist({ view, children }: { view: ChecklistView; children?: ReactNode }) {
  if (view.state === 'invalid')
    return (
      <div className={`container ${styles.page}`}>
        <h1>This link does not open an installation</h1>
        <p>
          The link may have been altered or be out of date. Ask the dealer for the job’s checklist link again
          from the portal.
        </p>
      </div>
    );
  return (
    <div className={`container ${styles.page}`}>
      <h1>{view.state === 'sent' ? 'Checklist sent' : 'Commissioning checklist'}</h1>
      <JobFacts view={view} />
      {view.state === 'sent' ? (
        <>
          <Callout tone="success" role="status" title="The commissioning record is stored">
            <p>The owner has been mailed to confirm the installation, which registers the warranty.</p>
          </Callout>
          <ChecklistFlags flags={view.flags} />
        </>
      ) : null}
      {view.state === 'commissioned' ? (
        <Callout tone="info" title="This job has been commissioned">
          <p>Its checklist has been sent and stored. The dealer sees it in the portal.</p>
        </Callout>
      ) : null}
      {view.state === 'open' ? children : null}
    </div>
  );
}
