import { type SubmitEvent, useState } from 'react';
import { useAsyncEffect } from '../../use-async-effect';
import { PortalApiError } from './api';

/** One kind of record in the queue, defined once at module level (the hook's effect depends on it). */
export interface ReviewSource<Data, Decision extends string> {
  load(reference: string): Promise<Data>;
  decide(reference: string, decision: Decision, note: string): Promise<Data>;
  /** The decision offered before the record has loaded. */
  initialChoice: Decision;
  /** The decision to offer for the record as it now stands, if it changes (approve once a claim is checked). */
  nextChoice?(data: Data): Decision | undefined;
  /** Said when the signed-in person may not review these records (a 403). */
  deniedMessage: string;
  /** Said once a decision is saved (and the owner mailed). */
  savedMessage(data: Data): string;
}

/**
 * The state of one record in staff's review queue (warranty registration, promotion claim): the
 * record as loaded, the decision and note being written, and its saving, with what happened said in
 * a live region.
 */
export function useReview<Data, Decision extends string>(
  reference: string,
  source: ReviewSource<Data, Decision>,
) {
  const [data, setData] = useState<Data>();
  const [error, setError] = useState<string>();
  const [decision, setDecision] = useState<Decision>(source.initialChoice);
  const [note, setNote] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);

  useAsyncEffect(
    (isCurrent) => {
      source
        .load(reference)
        .then((result) => {
          if (!isCurrent()) return;
          setData(result);
          setDecision((current) => source.nextChoice?.(result) ?? current);
        })
        .catch((failure: Error) => {
          if (!isCurrent()) return;
          setError(
            failure instanceof PortalApiError && failure.status === 403
              ? source.deniedMessage
              : failure.message,
          );
        });
    },
    [reference, source],
  );

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await source.decide(reference, decision, note.trim());
      setData(result);
      setNote('');
      setDecision((current) => source.nextChoice?.(result) ?? current);
      setAnnouncement(source.savedMessage(result));
    } catch (failure) {
      setAnnouncement(`Not saved: ${(failure as Error).message}`);
    } finally {
      setBusy(false);
    }
  }

  return {
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
  };
}
