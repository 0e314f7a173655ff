/**
 * A lead's hand-over in the lead view: which dealer holds it and until when, whether the customer's
 * details are withheld (a dealer that has not accepted), the hand-over history, and for staff a
 * reassignment to any dealer.
 */
import { type SubmitEvent, useEffect, useState } from 'react';
import { Button } from '#components/ui/Button.tsx';
import { declineReasonLabels } from '#lib/routing/decline-reasons.ts';
import { type CandidatesResponse, getCandidates, type LeadDetailResponse, reassignLead } from '../shared/api';
import { formatDateTime } from '../shared/format';
import styles from '../shared/Portal.module.css';
import { PortalError } from '../shared/PortalError';
import { usePortalRoles } from '../shared/roles';

const eventWords: Record<string, string> = {
  assigned: 'Assigned to',
  accepted: 'Accepted by',
  declined: 'Declined by',
  'timed-out': 'Response window ended for',
  reassigned: 'Reassigned by staff to',
  unassigned: 'Moved to the staff queue',
};

const standingWords: Record<CandidatesResponse['candidates'][number]['standing'], string> = {
  eligible: 'eligible',
  holding: 'holds it now',
  'had-it': 'had it before',
  'not-installer': 'does not install',
  'not-service-agent': 'not a service agent',
  product: 'does not sell this product',
  paused: 'paused',
  full: 'full',
  'too-far': 'beyond the routing radius',
};

/**
 * Why routing moved a lead to the staff queue, in words: nobody within the radius, or the hand-over
 * limit, told apart by the history (all declined, all timed out, or some of each).
 */
export function staffQueueReason(
  reason: string | null,
  history: LeadDetailResponse['routingHistory'],
  limits: { radiusKm: number; maxHandovers: number } | undefined,
): string {
  const radius = limits ? `${limits.radiusKm} km` : 'the routing radius';
  if (reason === 'no-dealer') return `no dealer with room within ${radius} of the customer’s postcode`;
  if (reason !== 'hand-over-limit') return '';
  const declined = history.filter((event) => event.kind === 'declined').length;
  const timedOut = history.filter((event) => event.kind === 'timed-out').length;
  const times = limits?.maxHandovers ?? declined + timedOut;
  if (timedOut === 0)
    return `declined by ${declined === 1 ? 'the dealer' : `all ${declined} dealers`} it went to`;
  if (declined === 0) return `timed out ${times === 3 ? 'three' : times} times without an answer`;
  return `declined ${declined} and timed out ${timedOut} times`;
}

/** The reassignment list's groups, in order: where each dealer stands, the one holding it first. */
const standingGroups: {
  label: string;
  standings: readonly CandidatesResponse['candidates'][number]['standing'][];
}[] = [
  { label: 'Holds it now', standings: ['holding'] },
  { label: 'Eligible', standings: ['eligible'] },
  { label: 'Had it before', standings: ['had-it'] },
  { label: 'Paused or full', standings: ['paused', 'full'] },
  { label: 'Beyond the routing radius', standings: ['too-far'] },
  { label: 'Does not do this work', standings: ['not-installer', 'not-service-agent', 'product'] },
];

/** Whether a candidate matches the words typed in the finder: every word in its name, suburb or state. */
function matches(candidate: CandidatesResponse['candidates'][number], query: string): boolean {
  const haystack = `${candidate.name} ${candidate.suburb} ${candidate.state}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

const stateWords = {
  waiting: 'Waiting for the dealer',
  accepted: 'Accepted',
  unassigned: 'In the staff queue',
};

export function LeadRouting({
  data,
  onChange,
}: {
  data: LeadDetailResponse;
  onChange: (next: LeadDetailResponse, message: string) => void;
}) {
  const roles = usePortalRoles();
  const staff = roles?.includes('staff') ?? false;
  const [dealers, setDealers] = useState<CandidatesResponse>();
  const [choice, setChoice] = useState('');
  const [query, setQuery] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const { lead } = data;

  useEffect(() => {
    if (!staff || !lead.routing) return;
    getCandidates(lead.reference)
      .then(setDealers)
      .catch((failure: Error) => setError(failure.message));
  }, [staff, lead.routing, lead.reference]);

  if (!lead.routing) return null;
  // The chosen dealer stays listed while the finder narrows the rest, so the choice never vanishes.
  const shown = (dealers?.candidates ?? []).filter(
    (dealer) => dealer.dealerId === choice || matches(dealer, query),
  );
  const nameOf = (id: string | null) =>
    dealers?.candidates.find((dealer) => dealer.dealerId === id)?.name ??
    (id === lead.dealer?.id ? lead.dealer?.name : id) ??
    '';

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!choice) return;
    if (reason.trim().length < 5) {
      setError('Say why the lead is being moved, in a few words: the dealer that had it is told.');
      return;
    }
    try {
      const next = await reassignLead(lead.reference, choice, reason.trim());
      onChange(next, `Reassigned to ${next.lead.dealer?.name ?? choice}.`);
      setChoice('');
      setReason('');
      setQuery('');
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  return (
    <section className={styles.card} aria-labelledby="lead-dealer">
      <h2 id="lead-dealer">{lead.type === 'service' ? 'Service agent' : 'Dealer'}</h2>
      <dl className={styles.facts}>
        <dt>Held by</dt>
        <dd>{lead.dealer ? lead.dealer.name : 'Nobody: the staff queue'}</dd>
        <dt>Hand-over</dt>
        <dd>
          {stateWords[lead.routing]}
          {lead.respondBy ? `, accept by ${formatDateTime(lead.respondBy)}` : ''}
        </dd>
        <dt>Area</dt>
        <dd>{lead.area}</dd>
      </dl>
      {lead.contactWithheld ? (
        <p className={styles.muted}>
          The customer’s name, phone and email show here once you accept the lead.
        </p>
      ) : null}
      <ul className={styles.timeline}>
        {data.routingHistory.map((event) => (
          <li key={event.id}>
            <p>
              {event.dealerId
                ? `${eventWords[event.kind]} ${nameOf(event.dealerId)}`
                : eventWords[event.kind]}
              {event.kind === 'declined' && event.reason
                ? `: ${declineReasonLabels[event.reason as keyof typeof declineReasonLabels] ?? event.reason}`
                : ''}
              {event.kind === 'unassigned' && staffQueueReason(event.reason, data.routingHistory, dealers)
                ? `: ${staffQueueReason(event.reason, data.routingHistory, dealers)}`
                : ''}
              {event.note ? ` (${event.note})` : ''}
            </p>
            <small className={styles.muted}>
              {event.actor}, {formatDateTime(event.at)}
            </small>
          </li>
        ))}
      </ul>
      <PortalError message={error} />
      {staff && dealers ? (
        <form onSubmit={submit} className={styles.reassign}>
          <label className={styles.field} htmlFor="reassign-find">
            Find a dealer
            <input
              id="reassign-find"
              type="search"
              value={query}
              aria-describedby="reassign-find-count"
              onChange={(event) => setQuery(event.target.value)}
            />
          </label>
          <p id="reassign-find-count" className={styles.muted} aria-live="polite">
            {shown.length === dealers.candidates.length
              ? `${shown.length} dealers, grouped by where each stands`
              : `${shown.length} of ${dealers.candidates.length} dealers match`}
          </p>
          <label className={styles.field} htmlFor="reassign-dealer">
            Reassign to (nearest first)
            <select id="reassign-dealer" value={choice} onChange={(event) => setChoice(event.target.value)}>
              <option value="">Choose a dealer</option>
              {standingGroups.map((group) => {
                const members = shown.filter((dealer) => group.standings.includes(dealer.standing));
                return members.length === 0 ? null : (
                  <optgroup key={group.label} label={group.label}>
                    {members.map((dealer) => (
                      <option
                        key={dealer.dealerId}
                        value={dealer.dealerId}
                        disabled={dealer.standing === 'holding'}
                      >
                        {dealer.name}, {dealer.suburb} {dealer.state}
                        {dealer.distanceKm === null ? '' : `: ${dealer.distanceKm} km`},{' '}
                        {standingWords[dealer.standing]}
                      </option>
                    ))}
                  </optgroup>
                );
              })}
            </select>
          </label>
          <label className={styles.field} htmlFor="reassign-reason">
            Why it moves (kept in the history; the dealer that had it is told)
            <input
              id="reassign-reason"
              type="text"
              required
              minLength={5}
              maxLength={300}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
          <Button type="submit" disabled={!choice}>
            Reassign
          </Button>
        </form>
      ) : null}
    </section>
  );
}
