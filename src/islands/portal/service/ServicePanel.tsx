import { type SubmitEvent, useState } from 'react';
import { Button } from '#components/ui/Button.tsx';
import type { ServiceDetailResponse } from '#lib/portal-api.ts';
import { wallClockInstant } from '#lib/service/visit-windows.ts';
import type { ServiceOutcome } from '#lib/value-lists.ts';
import { useAsyncEffect } from '../../use-async-effect';
import { getService, offerVisitWindows, recordServiceOutcome } from '../shared/api';
import { formatDate, formatDateTime } from '../shared/format';
import styles from '../shared/Portal.module.css';
import { PortalError } from '../shared/PortalError';
import { UploadedDocument } from '../shared/UploadedDocument';

interface ServicePanelProps {
  reference: string;
  /** The caller is the agent holding the request, accepted: it offers times and records the visit. */
  mayAct: boolean;
  onMessage(message: string): void;
  /**
   * After a step that moved the lead's status (times offered: "Times offered"; an outcome), so the
   * lead's own badge, status form and history show what staff and the inbox show.
   */
  onLeadChanged(): void;
}

const warrantyWords = {
  'in-warranty': 'Under warranty: no charge for a covered fault',
  'out-of-warranty': 'Out of warranty: the call-out fee applies',
  'not-registered': 'Not registered: charged as out of warranty until registered',
} as const;

const outcomeLabels: Readonly<Record<ServiceOutcome, string>> = {
  fixed: 'Fixed',
  'part-ordered': 'Part ordered',
  'not-covered': 'Not covered by the warranty',
};

/** Visit slots an agent offers, on its own clock: the date picked plus these hours. */
const slots = {
  morning: { label: 'Morning, 8 am to 12 pm', from: '08:00', to: '12:00' },
  afternoon: { label: 'Afternoon, 12 pm to 5 pm', from: '12:00', to: '17:00' },
} as const;
type Slot = keyof typeof slots;

/** A service request in the portal: the warranty standing, the photo, visit times and the outcome. */
export function ServicePanel({ reference, mayAct, onMessage, onLeadChanged }: ServicePanelProps) {
  const [data, setData] = useState<ServiceDetailResponse>();
  const [error, setError] = useState<string>();
  const [offers, setOffers] = useState<{ date: string; slot: Slot }[]>([
    { date: '', slot: 'morning' },
    { date: '', slot: 'afternoon' },
    { date: '', slot: 'morning' },
  ]);
  const [outcome, setOutcome] = useState<ServiceOutcome>('fixed');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);

  useAsyncEffect(
    (isCurrent) => {
      getService(reference).then(
        (result) => isCurrent() && setData(result),
        (failure: Error) => isCurrent() && setError(failure.message),
      );
    },
    [reference],
  );

  async function run(action: () => Promise<ServiceDetailResponse>, done: string) {
    setBusy(true);
    setError(undefined);
    try {
      setData(await action());
      onMessage(done);
      onLeadChanged();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  function submitWindows(event: SubmitEvent) {
    event.preventDefault();
    const chosen = offers.filter((offer) => offer.date);
    const windows = chosen.map((offer) => ({
      start: wallClockInstant(offer.date, slots[offer.slot].from, data?.timeZone ?? 'Australia/Sydney'),
      end: wallClockInstant(offer.date, slots[offer.slot].to, data?.timeZone ?? 'Australia/Sydney'),
    }));
    void run(
      () => offerVisitWindows(reference, windows),
      'Times sent to the owner. You will get an email when they book one.',
    );
  }

  function submitOutcome(event: SubmitEvent) {
    event.preventDefault();
    void run(
      () => recordServiceOutcome(reference, outcome, note.trim()),
      'Outcome recorded. The owner has been emailed.',
    );
  }

  if (!data) return error ? <PortalError message={error} /> : null;
  const chosen = data.chosenWindow === null ? undefined : data.windows[data.chosenWindow];
  // Times go out once; again only when the owner asks for others (a booking is then given up).
  const mayOffer =
    mayAct &&
    !chosen &&
    !data.outcome &&
    !data.ownerCancelledAt &&
    (data.windows.length === 0 || Boolean(data.ownerAskedAt));
  return (
    <>
      <section className={styles.card} aria-labelledby="service-visit">
        <h2 id="service-visit">Service visit</h2>
        <PortalError message={error} />
        <dl className={styles.facts}>
          <dt>Warranty</dt>
          <dd>
            {warrantyWords[data.warrantyState]}
            {data.coverUntil ? ` (cover to ${formatDate(data.coverUntil)})` : ''}
            {data.callOutFeeAud !== null ? `; call-out fee $${data.callOutFeeAud}` : ''}
          </dd>
          <dt>Visit</dt>
          <dd>
            {data.ownerCancelledAt ? (
              <strong>
                The owner cancelled the request on {formatDateTime(data.ownerCancelledAt)}: it is working
                again, no visit needed
              </strong>
            ) : chosen ? (
              <>
                <strong>Booked: {chosen.label}</strong>
                {data.bookingChangedBy === 'owner' ? ' (changed by the owner)' : ''}
                {data.bookedAt ? (
                  <span className={styles.muted}>, booked {formatDateTime(data.bookedAt)}</span>
                ) : null}
              </>
            ) : data.ownerAskedAt ? (
              `The owner asked for other times on ${formatDateTime(data.ownerAskedAt)}`
            ) : data.windows.length > 0 ? (
              'Times sent to the owner: waiting for them to choose'
            ) : (
              'No times offered yet'
            )}
          </dd>
          {data.outcome ? (
            <>
              <dt>Outcome</dt>
              <dd>
                {outcomeLabels[data.outcome]}
                {data.outcomeNote ? `: ${data.outcomeNote}` : ''}
              </dd>
            </>
          ) : null}
        </dl>
        {data.windows.length > 0 ? (
          <ul className={styles.slotList} aria-label="Times offered to the owner">
            {data.windows.map((window, index) => (
              <li
                key={window.start}
                className={index === data.chosenWindow ? styles.slotChosen : styles.slot}
              >
                {window.label}
                {index === data.chosenWindow ? <strong> · booked</strong> : null}
              </li>
            ))}
          </ul>
        ) : null}
        {mayAct &&
        !mayOffer &&
        !chosen &&
        !data.outcome &&
        !data.ownerCancelledAt &&
        data.windows.length > 0 ? (
          <p className={styles.muted}>
            We emailed these times to the owner. You will get an email when they book one or ask for others.
          </p>
        ) : null}
        {mayOffer ? (
          <form onSubmit={submitWindows} aria-label="Offer visit times">
            {offers.map((offer, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: three fixed rows, never reordered
              <fieldset key={index} className={styles.timeRow}>
                <legend>
                  Time {index + 1}
                  {index === 2 ? ' (optional)' : ''}
                </legend>
                <label className={styles.field}>
                  Date
                  <input
                    type="date"
                    value={offer.date}
                    required={index < 2}
                    onChange={(event) =>
                      setOffers(
                        offers.map((item, at) =>
                          at === index ? { ...item, date: event.target.value } : item,
                        ),
                      )
                    }
                  />
                </label>
                <label className={styles.field}>
                  Time of day
                  <select
                    value={offer.slot}
                    onChange={(event) =>
                      setOffers(
                        offers.map((item, at) =>
                          at === index ? { ...item, slot: event.target.value as Slot } : item,
                        ),
                      )
                    }
                  >
                    {(Object.keys(slots) as Slot[]).map((slot) => (
                      <option key={slot} value={slot}>
                        {slots[slot].label}
                      </option>
                    ))}
                  </select>
                </label>
              </fieldset>
            ))}
            <div className={styles.buttons}>
              <Button type="submit" disabled={busy}>
                {data.ownerAskedAt ? 'Offer new times' : 'Offer these times'}
              </Button>
            </div>
          </form>
        ) : null}
        {mayAct && chosen && !data.outcome ? (
          <form onSubmit={submitOutcome} aria-label="Record the visit">
            <label className={styles.field}>
              What did the visit come to?
              <select value={outcome} onChange={(event) => setOutcome(event.target.value as ServiceOutcome)}>
                {(Object.keys(outcomeLabels) as ServiceOutcome[]).map((value) => (
                  <option key={value} value={value}>
                    {outcomeLabels[value]}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.field}>
              Note for the owner
              <textarea
                value={note}
                onChange={(event) => setNote(event.target.value)}
                rows={2}
                maxLength={1000}
              />
            </label>
            <div className={styles.buttons}>
              <Button type="submit" disabled={busy}>
                Record the outcome
              </Button>
            </div>
          </form>
        ) : null}
      </section>
      {data.photo ? (
        <UploadedDocument
          file={data.photo}
          title="Photo of the display or unit"
          headingId="service-photo"
          preview
        />
      ) : null}
    </>
  );
}
