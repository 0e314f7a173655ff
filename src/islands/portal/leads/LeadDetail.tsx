import { Fragment, type SubmitEvent, useState } from 'react';
import { Badge } from '#components/ui/Badge.tsx';
import { Button } from '#components/ui/Button.tsx';
import { type LeadStatus, leadStatuses } from '#lib/value-lists.ts';
import { useAsyncEffect } from '../../use-async-effect';
import { InstallPanel } from '../installs/InstallPanel';
import { ServicePanel } from '../service/ServicePanel';
import { addNote, changeStatus, getLead, type LeadDetailResponse, PortalApiError } from '../shared/api';
import { formatDateTime, leadTypeLabels, statusLabelsFor, statusTone } from '../shared/format';
import styles from '../shared/Portal.module.css';
import { PortalError } from '../shared/PortalError';
import { useDealerId } from '../shared/roles';
import { LeadResponse, timeLeft } from './LeadResponse';
import { LeadRouting } from './LeadRouting';

function referenceFromUrl(): string {
  return new URLSearchParams(window.location.search).get('ref')?.trim().toUpperCase() ?? '';
}

/** One lead: its details and answers, a status change, the status history and notes. */
export function LeadDetail() {
  const [reference] = useState(referenceFromUrl);
  const [data, setData] = useState<LeadDetailResponse>();
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<LeadStatus>('new');
  const [statusNote, setStatusNote] = useState('');
  const [note, setNote] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);
  const dealerId = useDealerId();

  useAsyncEffect(
    (isCurrent) => {
      if (!reference) {
        setError('No lead reference in the address. Open a lead from the inbox.');
        return;
      }
      getLead(reference)
        .then((result) => {
          if (!isCurrent()) return;
          setData(result);
          setStatus(result.lead.status);
        })
        .catch((failure: Error) => {
          if (!isCurrent()) return;
          setError(
            failure instanceof PortalApiError && failure.status === 403
              ? 'Your role does not allow you to see this lead.'
              : failure.message,
          );
        });
    },
    [reference],
  );

  async function submitStatus(event: SubmitEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await changeStatus(reference, status, statusNote.trim());
      setData(result);
      setStatusNote('');
      setAnnouncement(`Status changed to ${statusLabelsFor(result.lead.type)[result.lead.status]}.`);
    } catch (failure) {
      setAnnouncement(`The status was not changed: ${(failure as Error).message}`);
    } finally {
      setBusy(false);
    }
  }

  async function submitNote(event: SubmitEvent) {
    event.preventDefault();
    if (!note.trim()) return;
    setBusy(true);
    try {
      await addNote(reference, note.trim());
      setData(await getLead(reference));
      setNote('');
      setAnnouncement('Note added.');
    } catch (failure) {
      setAnnouncement(`The note was not added: ${(failure as Error).message}`);
    } finally {
      setBusy(false);
    }
  }

  if (error) {
    return (
      <>
        <h1>Lead {reference}</h1>
        <PortalError message={error} />
        <p>
          <a href="/portal">Back to the leads inbox</a>
        </p>
      </>
    );
  }
  if (!data) return <p className={styles.muted}>Loading the lead…</p>;

  const { lead } = data;
  const statusLabels = statusLabelsFor(lead.type);
  // A dealer answers a lead waiting for it before working it; staff may work any lead.
  const waitingForMe = Boolean(dealerId) && lead.routing === 'waiting';
  const mayWork = dealerId === null || (Boolean(dealerId) && lead.routing !== 'waiting');
  return (
    <>
      <p>
        <a href="/portal">← Leads inbox</a>
      </p>
      <h1>
        {leadTypeLabels[lead.type]} {lead.reference}
      </h1>
      <p>
        <Badge tone={statusTone(lead.status)}>{statusLabels[lead.status]}</Badge>{' '}
        <span className={styles.muted}>Received {formatDateTime(lead.createdAt)}</span>
      </p>
      <p role="status" className={styles.muted}>
        {announcement}
      </p>
      {waitingForMe ? (
        <section className={styles.card} aria-labelledby="lead-respond">
          <h2 id="lead-respond">Waiting for your answer</h2>
          <p>
            <strong>{timeLeft(data.minutesLeft)}</strong>
            {lead.respondBy ? ` to accept (by ${formatDateTime(lead.respondBy)}).` : ''} Accepting shows you
            the customer’s name, phone and email; declining passes the lead to the next nearest dealer.
          </p>
          <LeadResponse
            reference={lead.reference}
            onDone={(outcome, message) => {
              setAnnouncement(message);
              if (outcome === 'accepted')
                getLead(reference).then(setData, (failure: Error) => setError(failure.message));
              else window.location.assign('/portal');
            }}
          />
        </section>
      ) : null}
      <div className={styles.columns}>
        <div>
          <section className={styles.card} aria-labelledby="lead-details">
            <h2 id="lead-details">Details</h2>
            {lead.erased ? (
              <p>The personal details of this lead were erased after the retention period.</p>
            ) : (
              <dl className={styles.facts}>
                {data.answers.map((answer) => (
                  <Fragment key={answer.label}>
                    <dt>{answer.label}</dt>
                    <dd>{answer.href ? <a href={answer.href}>{answer.value}</a> : answer.value}</dd>
                  </Fragment>
                ))}
                {lead.email ? (
                  <>
                    <dt>Reply</dt>
                    <dd>
                      <a href={`mailto:${lead.email}`}>Email {lead.name ?? lead.email}</a>
                      {lead.phone ? (
                        <>
                          {' · '}
                          <a href={`tel:${lead.phone}`}>Call</a>
                        </>
                      ) : null}
                    </dd>
                  </>
                ) : null}
              </dl>
            )}
          </section>
          {dealerId !== undefined ? (
            // Keyed by the status: marking the quote won brings the booking form.
            <InstallPanel key={lead.status} data={data} dealerId={dealerId} onMessage={setAnnouncement} />
          ) : null}
          {lead.type === 'service' && (dealerId === null || lead.routing === 'accepted') ? (
            <ServicePanel
              reference={lead.reference}
              mayAct={Boolean(dealerId) && lead.routing === 'accepted'}
              onMessage={setAnnouncement}
              onLeadChanged={() =>
                getLead(reference).then(
                  (result) => {
                    setData(result);
                    setStatus(result.lead.status);
                  },
                  (failure: Error) => setError(failure.message),
                )
              }
            />
          ) : null}
          <LeadRouting
            data={data}
            onChange={(next, message) => {
              setData(next);
              setAnnouncement(message);
            }}
          />
          <section className={styles.card} aria-labelledby="lead-notes">
            <h2 id="lead-notes">Notes</h2>
            {data.notes.length === 0 ? <p className={styles.muted}>No notes yet.</p> : null}
            <ul className={styles.timeline}>
              {data.notes.map((entry) => (
                <li key={entry.id}>
                  <p>{entry.body}</p>
                  <small className={styles.muted}>
                    {entry.author}, {formatDateTime(entry.createdAt)}
                  </small>
                </li>
              ))}
            </ul>
            {mayWork ? (
              <form onSubmit={submitNote}>
                <label className={styles.field}>
                  Add a note
                  <textarea
                    value={note}
                    onChange={(event) => setNote(event.target.value)}
                    rows={3}
                    maxLength={4000}
                  />
                </label>
                <div className={styles.buttons}>
                  <Button type="submit" disabled={busy || !note.trim()}>
                    Add note
                  </Button>
                </div>
              </form>
            ) : null}
          </section>
        </div>
        <div>
          {mayWork ? (
            <section className={styles.card} aria-labelledby="lead-status">
              <h2 id="lead-status">Status</h2>
              <form onSubmit={submitStatus}>
                <label className={styles.field}>
                  New status
                  <select value={status} onChange={(event) => setStatus(event.target.value as LeadStatus)}>
                    {leadStatuses.map((option) => (
                      <option key={option} value={option}>
                        {statusLabels[option]}
                      </option>
                    ))}
                  </select>
                </label>
                <label className={styles.field}>
                  Reason (optional)
                  <input
                    value={statusNote}
                    maxLength={1000}
                    onChange={(event) => setStatusNote(event.target.value)}
                  />
                </label>
                <div className={styles.buttons}>
                  <Button type="submit" disabled={busy || status === lead.status}>
                    Update status
                  </Button>
                </div>
              </form>
            </section>
          ) : null}
          <section className={styles.card} aria-labelledby="lead-history">
            <h2 id="lead-history">Status history</h2>
            <ol className={styles.timeline}>
              {data.history.map((change) => (
                <li key={change.id}>
                  <p>
                    {change.fromStatus
                      ? `${statusLabels[change.fromStatus]} → ${statusLabels[change.toStatus]}`
                      : `Received as ${statusLabels[change.toStatus]}`}
                  </p>
                  {change.note ? <p>{change.note}</p> : null}
                  <small className={styles.muted}>
                    {change.changedBy}, {formatDateTime(change.changedAt)}
                  </small>
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </>
  );
}
