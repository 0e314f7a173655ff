/**
 * Staff's privacy request queue (/portal/privacy): each confirmed request with its 30-day clock
 * (the server's clock: day N of 30, "due soon" from day 20, "overdue" from day 30), what was asked,
 * its audit log, and for an open one the form that answers it: the kind's own step (export,
 * correct, erase, answer a review) or a refusal, each with a note saying what was done and why.
 */
import { type SubmitEvent, useState } from 'react';
import { Badge } from '#components/ui/Badge.tsx';
import { automatedDecisions } from '#lib/privacy/automated-decisions.ts';
import {
  type PrivacyAction,
  type PrivacyRequestKind,
  privacyRequestLabels,
  type QueuedPrivacyRequest,
} from '#lib/privacy/requests.ts';
import { useAsyncEffect } from '../../use-async-effect';
import { PortalApiError, requestJson } from '../shared/api';
import { formatDate, formatDateTime } from '../shared/format';
import styles from '../shared/Portal.module.css';

const stepOf: Readonly<Record<PrivacyRequestKind, { action: PrivacyAction; label: string }>> = {
  access: { action: 'export', label: 'Send the export' },
  correction: { action: 'correct', label: 'Record the correction' },
  deletion: { action: 'erase', label: 'Erase everything for this address' },
  review: { action: 'answer', label: 'Record the review’s outcome' },
};

const clockText = (request: QueuedPrivacyRequest) => {
  const clock = request.clock;
  if (!clock) return request.status === 'refused' ? 'Refused' : 'Answered';
  const due = `answer due ${formatDate(clock.dueAt.slice(0, 10))}`;
  return clock.state === 'overdue'
    ? `Overdue: day ${clock.day} of 30, ${due}`
    : `Day ${clock.day} of 30, ${due}`;
};

const tones = { 'on-time': 'neutral', warning: 'warning', overdue: 'accent' } as const;
const badgeText = { 'on-time': 'On time', warning: 'Due soon', overdue: 'Overdue' } as const;

function AnswerForm({ request, onDone }: { request: QueuedPrivacyRequest; onDone: () => void }) {
  const step = stepOf[request.kind];
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const body = {
      action: text('action'),
      note: text('note'),
      ...(text('name') ? { name: text('name') } : {}),
      ...(text('phone') ? { phone: text('phone') } : {}),
    };
    setBusy(true);
    setError(undefined);
    try {
      await requestJson(`/api/portal/privacy/${encodeURIComponent(request.reference)}`, {
        method: 'POST',
        body: JSON.stringify(body),
      });
      onDone();
    } catch (caught) {
      setError(
        caught instanceof PortalApiError
          ? [caught.message, ...caught.issues.map((issue) => issue.message)].join(' ')
          : 'The answer was not sent. Try again.',
      );
    } finally {
      setBusy(false);
    }
  };
  const id = request.reference;
  return (
    <form onSubmit={submit} className={styles.declineForm} aria-label={`Answer ${id}`}>
      <fieldset className={styles.field}>
        <legend>Answer</legend>
        <label>
          <input type="radio" name="action" value={step.action} defaultChecked /> {step.label}
        </label>
        <label>
          <input type="radio" name="action" value="refuse" /> Refuse, with the reason below
        </label>
      </fieldset>
      {request.kind === 'correction' ? (
        <>
          <label className={styles.field}>
            Corrected name (optional)
            <input name="name" maxLength={120} autoComplete="off" />
          </label>
          <label className={styles.field}>
            Corrected phone (optional)
            <input name="phone" maxLength={20} autoComplete="off" />
          </label>
        </>
      ) : null}
      <label className={styles.field}>
        What was done and why, or the reason for refusing (the requester is emailed it)
        <textarea name="note" rows={3} required minLength={5} maxLength={2000} />
      </label>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" disabled={busy}>
        {busy ? 'Sending…' : `Answer ${id}`}
      </button>
    </form>
  );
}

function RequestCard({ request, onDone }: { request: QueuedPrivacyRequest; onDone: () => void }) {
  const decision = request.decision
    ? (automatedDecisions as Record<string, { title: string }>)[request.decision]?.title
    : undefined;
  return (
    <li className={styles.card}>
      <article aria-labelledby={`privacy-${request.reference}`}>
        <h2 id={`privacy-${request.reference}`}>
          {request.reference}: {privacyRequestLabels[request.kind]}
        </h2>
        <p>
          {request.clock ? (
            <Badge tone={tones[request.clock.state]}>{badgeText[request.clock.state]}</Badge>
          ) : null}{' '}
          {clockText(request)}
        </p>
        <dl className={styles.facts}>
          <dt>Email</dt>
          <dd>{request.email}</dd>
          {decision ? (
            <>
              <dt>Decision to review</dt>
              <dd>{decision}</dd>
            </>
          ) : null}
          {request.details ? (
            <>
              <dt>They wrote</dt>
              <dd>{request.details}</dd>
            </>
          ) : null}
          {request.outcome ? (
            <>
              <dt>{request.status === 'refused' ? 'Reason refused' : 'Outcome'}</dt>
              <dd>
                {request.outcome} ({request.closedBy})
              </dd>
            </>
          ) : null}
        </dl>
        <details>
          <summary>Audit log ({request.events.length})</summary>
          <ol className={styles.timeline}>
            {request.events.map((event) => (
              <li key={`${event.at}-${event.action}`}>
                {formatDateTime(event.at)}: {event.action} by {event.actor}
                {event.note ? ` — ${event.note}` : ''}
              </li>
            ))}
          </ol>
        </details>
        {request.status === 'open' ? <AnswerForm request={request} onDone={onDone} /> : null}
      </article>
    </li>
  );
}

export function PrivacyQueue() {
  const [requests, setRequests] = useState<QueuedPrivacyRequest[]>();
  const [error, setError] = useState<string>();
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` changes to load the queue again after an answer
  useAsyncEffect(
    (isCurrent) => {
      requestJson<{ requests: QueuedPrivacyRequest[] }>('/api/portal/privacy')
        .then((body) => isCurrent() && setRequests(body.requests))
        .catch(
          (caught: unknown) =>
            isCurrent() && setError(caught instanceof Error ? caught.message : String(caught)),
        );
    },
    [round],
  );
  if (error) return <p className={styles.error}>{error}</p>;
  if (!requests) return <p className={styles.muted}>Loading…</p>;
  const open = requests.filter((request) => request.status === 'open').length;
  return (
    <>
      <p>
        {open === 0
          ? 'No request is waiting.'
          : `${open} ${open === 1 ? 'request is' : 'requests are'} waiting.`}{' '}
        The 30 days run from when the requester confirmed their address.
      </p>
      <ul className={styles.cardList}>
        {requests.map((request) => (
          <RequestCard
            key={request.reference}
            request={request}
            onDone={() => setRound((value) => value + 1)}
          />
        ))}
      </ul>
    </>
  );
}
