import { useId, useState } from 'react';
import { Badge } from '#components/ui/Badge.tsx';
import { Button } from '#components/ui/Button.tsx';
import { formatDate, formatDateTime } from '../shared/format';
import styles from '../shared/Portal.module.css';
import { download, type InstallJobView } from './install-api';
import { installStatusLabels, installStatusTone } from './install-format';

export interface JobCardProps {
  job: InstallJobView;
  onMessage(message: string): void;
}

/**
 * A booked job on its lead's page: reference, status (with the owner's words when they queried
 * it), the day, the systems, any result outside the manual in words, the technician's checklist
 * link (shown, and copied with one button: the technician opens it on their phone), and once
 * commissioned the evidence downloads.
 */
export function JobCard({ job, onMessage }: JobCardProps) {
  const id = useId();
  const [copied, setCopied] = useState(false);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(job.checklistUrl);
      setCopied(true);
      onMessage('Checklist link copied. Send it to the technician.');
    } catch {
      onMessage('The link could not be copied: select it and copy it by hand.');
    }
  }

  async function save(path: string, name: string) {
    try {
      await download(path, name);
    } catch (failure) {
      onMessage(`The download did not start: ${(failure as Error).message}`);
    }
  }

  return (
    <section className={styles.card} aria-labelledby={`${id}-job`}>
      <h2 id={`${id}-job`}>Installation {job.reference}</h2>
      <p>
        <Badge tone={installStatusTone[job.status]}>{installStatusLabels[job.status]}</Badge>
      </p>
      {job.status === 'queried' && job.ownerIssue ? (
        <blockquote className={styles.ownerWords}>
          <p>{job.ownerIssue}</p>
          <footer className={styles.muted}>The owner’s words</footer>
        </blockquote>
      ) : null}
      <dl className={styles.facts}>
        <dt>Day</dt>
        <dd>{formatDate(job.bookedFor)}</dd>
        <dt>Systems</dt>
        <dd>
          <ul className={styles.plainList}>
            {job.units.map((unit, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a list drawn once, never reordered (a job may hold the same product twice)
              <li key={`${unit.productSlug}-${index}`}>{unit.name}</li>
            ))}
          </ul>
        </dd>
        {job.commissionedAt ? (
          <>
            <dt>Commissioned</dt>
            <dd>{formatDateTime(job.commissionedAt)}</dd>
          </>
        ) : null}
        {job.confirmedAt ? (
          <>
            <dt>Owner confirmed</dt>
            <dd>{formatDateTime(job.confirmedAt)}</dd>
          </>
        ) : null}
      </dl>
      {job.status !== 'booked' ? (
        job.flags.length === 0 ? (
          <p>Every result was within the installation manual.</p>
        ) : (
          <>
            <h3>Results outside the installation manual</h3>
            <ul>
              {job.flags.map((flag) => (
                <li key={`${flag.unit}-${flag.check}`}>
                  System {flag.unit + 1}: {flag.says}
                </li>
              ))}
            </ul>
          </>
        )
      ) : null}
      {job.status === 'booked' ? (
        <>
          <h3 id={`${id}-checklist`}>Technician’s checklist</h3>
          <p className={styles.muted}>
            Send this link to the technician: it opens the commissioning checklist on their phone, no portal
            account needed. It works for 60 days.
          </p>
          <p className={styles.linkBox}>
            <a href={job.checklistUrl} aria-describedby={`${id}-checklist`}>
              {job.checklistUrl}
            </a>
          </p>
          <div className={styles.buttons}>
            <Button type="button" variant="secondary" onClick={copyLink}>
              {copied ? 'Link copied' : 'Copy link'}
            </Button>
          </div>
        </>
      ) : null}
      {job.evidenceUrl && job.evidencePdfUrl ? (
        <>
          <h3>Evidence for the certificate provider</h3>
          <div className={styles.buttons}>
            <Button
              type="button"
              variant="secondary"
              onClick={() => save(job.evidencePdfUrl ?? '', `evidence-${job.reference}.pdf`)}
            >
              Download the evidence pack (PDF)
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => save(job.evidenceUrl ?? '', `evidence-${job.reference}.zip`)}
            >
              Download the original photos (ZIP)
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
