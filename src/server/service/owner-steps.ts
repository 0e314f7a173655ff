/**
 * The owner's steps on their request from the status page: book one of the offered windows (or move
 * the booked visit), ask for other times, or cancel the request. Each needs the owner's proof and
 * runs under the request's lock until the cut-off before a booked visit, with its mails in the same
 * transaction.
 */
import { ownerChangesCloseAt } from '../../lib/service/booking-rules.ts';
import { queueNotification } from '../leads/store/status-change.ts';
import type { CancelMails } from './booking-mail.ts';
import type { ServiceContext } from './context.ts';
import {
  type BookingMails,
  bookedWindow,
  type OwnerStepChange,
  type OwnerStepRefusal,
  type OwnerStepResult,
  type ServiceRecord,
  toRecord,
  type VisitWindow,
} from './records.ts';

/**
 * An owner's step under the request's lock: a wrong postcode is an unknown reference; a recorded
 * visit is done; without the owner's proof nothing moves; a booked visit within the cut-off is the
 * agent's to move. Otherwise `step` says what changes, which is saved with its mails in the same
 * transaction ('unchanged' saves and sends nothing).
 */
function ownerTransaction(
  context: ServiceContext,
  reference: string,
  postcode: string,
  isOwner: (record: ServiceRecord) => boolean,
  mails: BookingMails,
  step: (record: ServiceRecord, timestamp: string) => OwnerStepRefusal | 'unchanged' | OwnerStepChange,
): Promise<OwnerStepResult> {
  return context.db.transaction().execute(async (trx): Promise<OwnerStepResult> => {
    const row = await context.queue.locked(trx, reference);
    if (!row || row.postcode !== postcode) return { ok: false, reason: 'not-found' };
    const record = toRecord(row);
    if (record.outcome || record.ownerCancelledAt) return { ok: false, reason: 'done' };
    if (!isOwner(record)) return { ok: false, reason: 'not-owner' };
    const booked = bookedWindow(record);
    const timestamp = context.clock().toISOString();
    if (booked && timestamp >= ownerChangesCloseAt(booked.start)) return { ok: false, reason: 'too-late' };
    const decided = step(record, timestamp);
    if (decided === 'unchanged') return { ok: true, change: 'unchanged' };
    if (typeof decided === 'string') return { ok: false, reason: decided };
    const { updated, change, previous } = decided;
    await trx
      .updateTable('service_requests')
      .set({
        chosen_window: updated.chosenWindow,
        booked_at: updated.bookedAt,
        booking_sequence: updated.bookingSequence,
        booking_changed_by: updated.bookingChangedBy,
        owner_asked_at: updated.ownerAskedAt,
        updated_at: timestamp,
      })
      .where('lead_id', '=', updated.leadId)
      .execute();
    for (const mail of mails(updated, change, previous))
      await queueNotification(trx, updated.leadId, mail, timestamp);
    return { ok: true, change };
  });
}

/**
 * The owner books one of the offered windows, or moves a booked visit to another until the
 * cut-off before it. Reference and postcode find the request; `isOwner` says whether the step
 * came with the owner's link or email address (reference and postcode alone only show status).
 * The owner's and the agent's mails are queued in the same transaction. Choosing the window
 * already booked changes nothing and sends nothing.
 */
export async function bookWindow(
  context: ServiceContext,
  reference: string,
  postcode: string,
  index: number,
  isOwner: (record: ServiceRecord) => boolean,
  mails: BookingMails,
): Promise<OwnerStepResult> {
  return ownerTransaction(context, reference, postcode, isOwner, mails, (record, timestamp) => {
    const chosen = record.windows[index];
    if (!chosen) return 'no-windows';
    if (record.chosenWindow === index) return 'unchanged';
    if (Date.parse(chosen.start) <= context.clock().getTime()) return 'window-passed';
    const previous = bookedWindow(record);
    return {
      change: previous ? 'changed' : 'booked',
      previous,
      updated: {
        ...record,
        chosenWindow: index,
        bookedAt: timestamp,
        bookingSequence: record.bookingSequence + 1,
        bookingChangedBy: previous ? 'owner' : null,
        ownerAskedAt: null,
      },
    };
  });
}

/**
 * The owner asks for other times: none offered suits, or the booked one no longer does (until
 * the cut-off). A booked visit is given up (its calendar file cancels it); the agent is mailed
 * and may offer again.
 */
export async function askForOtherTimes(
  context: ServiceContext,
  reference: string,
  postcode: string,
  isOwner: (record: ServiceRecord) => boolean,
  mails: BookingMails,
): Promise<OwnerStepResult> {
  return ownerTransaction(context, reference, postcode, isOwner, mails, (record, timestamp) => {
    if (record.windows.length === 0) return 'no-windows';
    if (record.ownerAskedAt) return 'unchanged';
    const previous = bookedWindow(record);
    return {
      change: 'cancelled',
      previous,
      updated: {
        ...record,
        chosenWindow: null,
        bookedAt: null,
        bookingSequence: previous ? record.bookingSequence + 1 : record.bookingSequence,
        bookingChangedBy: 'owner',
        ownerAskedAt: timestamp,
      },
    };
  });
}

/**
 * The owner cancels the request: the fault fixed itself ("it's working again"). With the owner's
 * proof, before the outcome is recorded and (a booked visit) before the cut-off; the request is
 * closed (its hand-over stops: a closed lead never times out or passes on), a booked visit is
 * given up (its cancellation is one more calendar file: the sequence rises), and the owner and the
 * agent holding it or offered it are mailed in the same transaction (`mails`, given the visit that
 * was booked).
 */
export async function cancelByOwner(
  context: ServiceContext,
  reference: string,
  postcode: string,
  isOwner: (record: ServiceRecord) => boolean,
  mails: CancelMails,
): Promise<OwnerStepResult> {
  let booked: VisitWindow | null = null;
  const done = await context.queue.decide<OwnerStepRefusal>(
    reference,
    'The owner',
    async (trx, row, timestamp) => {
      if (row.postcode !== postcode) return 'not-found';
      const record = toRecord(row);
      if (record.outcome || record.ownerCancelledAt) return 'done';
      if (!isOwner(record)) return 'not-owner';
      booked = bookedWindow(record);
      if (booked && timestamp >= ownerChangesCloseAt(booked.start)) return 'too-late';
      const bookingSequence = booked ? record.bookingSequence + 1 : record.bookingSequence;
      await trx
        .updateTable('service_requests')
        .set({
          owner_cancelled_at: timestamp,
          chosen_window: null,
          booked_at: null,
          booking_sequence: bookingSequence,
          updated_at: timestamp,
        })
        .where('lead_id', '=', record.leadId)
        .execute();
      return {
        record: {
          ...record,
          ownerCancelledAt: timestamp,
          chosenWindow: null,
          bookedAt: null,
          bookingSequence,
        },
        leadStatus: 'lost',
        note: 'The owner cancelled the request: it is working again.',
      };
    },
    (record) => mails(record, booked),
  );
  if (done === undefined) return { ok: false, reason: 'not-found' };
  if (typeof done === 'string') return { ok: false, reason: done };
  return { ok: true, change: 'withdrawn' };
}
