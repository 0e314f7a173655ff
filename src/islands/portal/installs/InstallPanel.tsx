import { useState } from 'react';
import { useAsyncEffect } from '../../use-async-effect';
import type { LeadDetailResponse } from '../shared/api';
import { formatDate } from '../shared/format';
import styles from '../shared/Portal.module.css';
import { BookingForm } from './BookingForm';
import { getJobOfLead, type InstallJobView } from './install-api';
import { JobCard } from './JobCard';

export interface InstallPanelProps {
  data: LeadDetailResponse;
  /** The signed-in dealer's id; null for staff. */
  dealerId: string | null;
  onMessage(message: string): void;
}

/**
 * The lead's installation: its job once booked; before that, on a won quote or installer request
 * the dealer has accepted, the booking form. Nothing for other leads.
 */
export function InstallPanel({ data, dealerId, onMessage }: InstallPanelProps) {
  const { lead } = data;
  const installable = lead.type === 'quote' || lead.type === 'installer';
  const [job, setJob] = useState<InstallJobView | null>();
  const [error, setError] = useState<string>();

  useAsyncEffect(
    (isCurrent) => {
      if (!installable || lead.erased) return;
      getJobOfLead(lead.reference).then(
        (found) => isCurrent() && setJob(found),
        (failure: Error) => isCurrent() && setError(failure.message),
      );
    },
    [lead.reference, installable, lead.erased],
  );

  if (!installable || lead.erased) return null;
  if (error)
    return (
      <section className={styles.card} aria-labelledby="lead-install">
        <h2 id="lead-install">Installation</h2>
        <p className={styles.error}>The installation did not load: {error}</p>
      </section>
    );
  if (job === undefined) return null;
  if (job) return <JobCard job={job} onMessage={onMessage} />;
  const mayBook = Boolean(dealerId) && lead.routing === 'accepted' && lead.status === 'won';
  if (!mayBook) return null;
  return (
    <section className={styles.card} aria-labelledby="lead-install">
      <h2 id="lead-install">Installation</h2>
      <p>This quote is won: book its installation, and send the technician the checklist link.</p>
      <BookingForm
        lead={lead.reference}
        quotedProduct={lead.product}
        onBooked={(booked) => {
          setJob(booked);
          onMessage(
            `Installation ${booked.reference} booked for ${formatDate(booked.bookedFor)}. The owner is mailed the day.`,
          );
        }}
      />
    </section>
  );
}
