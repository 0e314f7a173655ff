/**
 * A dealer's queue, what its users land on: leads waiting for acceptance first (soonest deadline
 * first, with the business time left), each with Accept and Decline one click away; declining asks
 * a reason from a short list and a note. Then the accepted leads, which open with the customer's
 * details.
 */
import { useCallback, useEffect, useState } from 'react';
import { getQueue, type QueueResponse } from '../shared/api';
import { formatDateTime, leadTypeLabels } from '../shared/format';
import styles from '../shared/Portal.module.css';
import { PortalError } from '../shared/PortalError';
import { LeadResponse, timeLeft } from './LeadResponse';
import { ProductName } from './ProductName';

export function DealerQueue() {
  const [data, setData] = useState<QueueResponse>();
  const [error, setError] = useState<string>();
  const [announcement, setAnnouncement] = useState('');

  const load = useCallback(() => {
    getQueue()
      .then(setData)
      .catch((failure: Error) => setError(failure.message));
  }, []);
  useEffect(load, [load]);

  const responded = (_outcome: string, message: string) => {
    setAnnouncement(message);
    load();
  };

  return (
    <section aria-labelledby="queue-heading">
      <h1 id="queue-heading">{data ? `${data.dealer.name}: your leads` : 'Your leads'}</h1>
      <p role="status" className={styles.muted}>
        {announcement}
      </p>
      <PortalError message={error} />
      {data ? (
        <>
          <h2>Waiting for you ({data.waiting.length})</h2>
          {data.waiting.length === 0 ? (
            <p className={styles.muted}>Nothing is waiting. New leads are emailed to you as they arrive.</p>
          ) : (
            <ul className={styles.cardList}>
              {data.waiting.map((lead) => (
                <li key={lead.reference} className={styles.card}>
                  <h3>
                    {leadTypeLabels[lead.type]} {lead.reference}: {lead.area}
                  </h3>
                  <p>
                    {lead.productName ? (
                      <>
                        Interested in <ProductName lead={lead} />.{' '}
                      </>
                    ) : null}
                    Received {formatDateTime(lead.createdAt)}. <strong>{timeLeft(lead.minutesLeft)}</strong>
                    {lead.respondBy ? ` (accept by ${formatDateTime(lead.respondBy)})` : ''}
                  </p>
                  <p>
                    <a href={`/portal/lead?ref=${lead.reference}`}>What they asked</a>
                  </p>
                  <LeadResponse reference={lead.reference} onDone={responded} />
                </li>
              ))}
            </ul>
          )}
          <h2>Accepted ({data.accepted.length})</h2>
          {data.accepted.length === 0 ? (
            <p className={styles.muted}>No accepted leads open.</p>
          ) : (
            <ul>
              {data.accepted.map((lead) => (
                <li key={lead.reference}>
                  <a href={`/portal/lead?ref=${lead.reference}`}>
                    {lead.reference}: {lead.name ?? 'Customer'}, {lead.area}
                  </a>
                  {lead.productName ? <span className={styles.muted}>, {lead.productName}</span> : null}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : error ? null : (
        <p className={styles.muted}>Loading…</p>
      )}
    </section>
  );
}
