/**
 * Service requests in the database, on SQLite and PostgreSQL alike: the warranty look-up by serial
 * and postcode (inside the lead's transaction), the request's row and its photo written with the
 * lead, and its standing as the owner's thank-you page shows it. The lead itself (payload, contact
 * details, routing to the service agent) is the leads and routing repositories'.
 */
import type { Kysely, Transaction } from 'kysely';
import { ownerChangesCloseAt } from '../../lib/service/booking-rules.ts';
import type { RegisteredSystem } from '../../lib/service/warranty-state.ts';
import type { ServiceOutcome, ServiceWarrantyState } from '../../lib/value-lists.ts';
import { clock as serverClock } from '../clock.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { Database } from '../db/types.ts';
import type { NewNotification } from '../leads/store/records.ts';
import { queueNotification } from '../leads/store/status-change.ts';
import { createLeadFileStore, createReviewQueue, insertLeadFile, type LeadUpload } from '../review/queue.ts';
import { loadOwnerLinks, type OwnerLinks } from './owner-link.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** A registration holding the serial, as the warranty standing needs it, with the model registered. */
export type FoundRegistration = Omit<RegisteredSystem, 'coverYears'> & { model: string };

/** What a service request's transaction writes beside the lead. */
export interface NewServiceRequest {
  model: string;
  productSlug: string;
  serial: string;
  warrantyState: ServiceWarrantyState;
  coverUntil: string | null;
  callOutFeeAud: number | null;
  /** The photo of the display or unit, when one was sent. */
  photo?: LeadUpload;
}

/** A request's standing as its owner is shown it. */
export interface ServiceStanding {
  warrantyState: ServiceWarrantyState;
  coverUntil: string | null;
  callOutFeeAud: number | null;
  model: string;
}

/** A visit window the agent offers: from `start` to `end` (ISO instants). */
export interface VisitWindow {
  start: string;
  end: string;
}

/** A request as its owner's status page and the agent's actions read it. */
export interface ServiceRecord extends ServiceStanding {
  leadId: number;
  reference: string;
  postcode: string | null;
  dealerId: string | null;
  routingState: 'waiting' | 'accepted' | 'unassigned' | null;
  respondBy: string | null;
  windows: VisitWindow[];
  chosenWindow: number | null;
  outcome: ServiceOutcome | null;
  outcomeNote: string | null;
  /** The owner's first name and email (for their mail); null once erased. */
  firstName: string | null;
  email: string | null;
  /** When the owner booked the chosen window. */
  bookedAt: string | null;
  /** Calendar files sent so far for this visit: the next one's SEQUENCE. */
  bookingSequence: number;
  /** 'owner' when the owner moved the booked time. */
  bookingChangedBy: 'owner' | null;
  /** When the owner asked for other times (cleared by the agent's next offer). */
  ownerAskedAt: string | null;
  /**
   * Version of the owner's links (src/server/service/owner-link.ts): above 0 once the request was
   * reassigned, when only a link of this version proves the owner (the removed agent knows the email).
   */
  ownerLinkVersion: number;
  /** When the owner cancelled the request (it is working again): closed, the agent told. */
  ownerCancelledAt: string | null;
}

/** Why an agent's or owner's step was not taken. */
export type ServiceStepRefusal = 'not-found' | 'not-accepted' | 'no-windows' | 'done';

/** Why an owner's booking step was not taken, beyond the agent's reasons. */
export type OwnerStepRefusal =
  | ServiceStepRefusal
  /** Neither the owner's link nor their email address came with it. */
  | 'not-owner'
  /** The booked visit starts within the cut-off: the owner phones the agent instead. */
  | 'too-late'
  /** The chosen window has begun or passed. */
  | 'window-passed';

/** What an owner's booking step did, for its mails. */
export type BookingChange = 'booked' | 'changed' | 'cancelled';

/** An owner's step as the status page answers it ('withdrawn': the owner cancelled the request). */
export type OwnerStepResult =
  | { ok: true; change: BookingChange | 'withdrawn' | 'unchanged' }
  | { ok: false; reason: OwnerStepRefusal };

/** What an owner's step changes: the record as it will stand, and the window it replaced. */
interface OwnerStepChange {
  updated: ServiceRecord;
  change: BookingChange;
  previous: VisitWindow | null;
}

/** The mails an owner's booking step sends: the record as it now stands, and what changed. */
export type BookingMails = (
  record: ServiceRecord,
  change: BookingChange,
  /** The window booked before the step, if one was. */
  previous: VisitWindow | null,
) => NewNotification[];

/**
 * The registration of a serial (either unit's) registered at this postcode: a registration at
 * another postcode counts as none, as on the warranty status page. Erased registrations are gone.
 */
export async function findRegistration(
  executor: Executor,
  serial: string,
  postcode: string,
): Promise<FoundRegistration | undefined> {
  const row = await executor
    .selectFrom('warranty_serials as s')
    .innerJoin('warranty_registrations as w', 'w.lead_id', 's.lead_id')
    .innerJoin('leads as l', 'l.id', 's.lead_id')
    .select(['w.status', 'w.model', 'l.payload'])
    .where('s.serial', '=', serial)
    .where('l.postcode', '=', postcode)
    .where('l.erased_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const payload = JSON.parse(row.payload) as { installationDate?: unknown };
  if (typeof payload.installationDate !== 'string') return undefined;
  return { status: row.status, model: row.model, installationDate: payload.installationDate };
}

const recordQuery = (executor: Executor) =>
  executor
    .selectFrom('service_requests as r')
    .innerJoin('leads as l', 'l.id', 'r.lead_id')
    .select([
      'r.lead_id',
      'l.reference',
      'l.postcode',
      'l.dealer_id',
      'l.routing_state',
      'l.respond_by',
      'l.payload',
      'l.email',
      'r.model',
      'r.warranty_state',
      'r.cover_until',
      'r.call_out_fee_aud',
      'r.visit_windows',
      'r.chosen_window',
      'r.outcome',
      'r.outcome_note',
      'r.booked_at',
      'r.booking_sequence',
      'r.booking_changed_by',
      'r.owner_asked_at',
      'r.owner_link_version',
      'r.owner_cancelled_at',
    ])
    .where('l.erased_at', 'is', null);

type RecordRow = Awaited<ReturnType<ReturnType<typeof recordQuery>['executeTakeFirstOrThrow']>>;

function toRecord(row: RecordRow): ServiceRecord {
  const payload = JSON.parse(row.payload) as { name?: unknown };
  return {
    leadId: row.lead_id,
    reference: row.reference,
    postcode: row.postcode,
    dealerId: row.dealer_id,
    routingState: row.routing_state,
    respondBy: row.respond_by,
    model: row.model,
    warrantyState: row.warranty_state,
    coverUntil: row.cover_until,
    callOutFeeAud: row.call_out_fee_aud,
    windows: row.visit_windows ? (JSON.parse(row.visit_windows) as VisitWindow[]) : [],
    chosenWindow: row.chosen_window,
    outcome: row.outcome,
    outcomeNote: row.outcome_note,
    firstName: typeof payload.name === 'string' ? (payload.name.trim().split(/\s+/)[0] ?? null) : null,
    email: row.email,
    bookedAt: row.booked_at,
    bookingSequence: row.booking_sequence,
    bookingChangedBy: row.booking_changed_by,
    ownerAskedAt: row.owner_asked_at,
    ownerLinkVersion: Number(row.owner_link_version),
    ownerCancelledAt: row.owner_cancelled_at,
  };
}

/**
 * Staff moved the request (inside the reassignment's transaction, its lead row locked) from one
 * agent to another: the earlier agent's times and the booking go (the new agent offers its own),
 * the owner's links get a new version (links mailed before, and the email address the removed
 * agent saw, no longer move a visit), and the owner is mailed (`mail`: with the request as it stood,
 * null for none). Nothing for a lead that is not a service request.
 */
export async function clearForNewAgent(
  trx: Transaction<Database>,
  leadId: number,
  timestamp: string,
  mail: (before: ServiceRecord) => NewNotification | null,
): Promise<void> {
  const row = await recordQuery(trx).where('r.lead_id', '=', leadId).executeTakeFirst();
  if (!row) return;
  const before = toRecord(row);
  const booked = bookedWindow(before);
  await trx
    .updateTable('service_requests')
    .set((eb) => ({
      visit_windows: null,
      chosen_window: null,
      booked_at: null,
      booking_changed_by: null,
      owner_asked_at: null,
      // The cancellation's calendar file counts as one more sent.
      booking_sequence: booked ? eb('booking_sequence', '+', 1) : eb.ref('booking_sequence'),
      owner_link_version: eb('owner_link_version', '+', 1),
      updated_at: timestamp,
    }))
    .where('lead_id', '=', leadId)
    .execute();
  const notification = before.outcome ? null : mail(before);
  if (notification) await queueNotification(trx, leadId, notification, timestamp);
}

/** The window booked in a record, if one is. */
export const bookedWindow = (record: ServiceRecord): VisitWindow | null =>
  record.chosenWindow === null ? null : (record.windows[record.chosenWindow] ?? null);

export function createServiceRepository(handle: DatabaseHandle, clock: () => Date = serverClock.now) {
  const { db } = handle;
  const now = () => clock().toISOString();

  const queue = createReviewQueue(handle, now, {
    query: recordQuery,
    leadIdOf: (row) => row.lead_id,
    toRecord,
  });

  /** The locked request, if `dealerId` holds it (has accepted it), or why not. */
  function heldBy(row: RecordRow, dealerId: string): ServiceRecord | 'not-found' | 'not-accepted' {
    if (row.dealer_id !== dealerId) return 'not-found';
    if (row.routing_state !== 'accepted') return 'not-accepted';
    return toRecord(row);
  }

  /** An agent's step as the portal answers it. */
  const stepResult = (
    done: ServiceRecord | ServiceStepRefusal | undefined,
  ): { ok: true } | { ok: false; reason: ServiceStepRefusal } =>
    done === undefined
      ? { ok: false, reason: 'not-found' }
      : typeof done === 'string'
        ? { ok: false, reason: done }
        : { ok: true };

  let links: Promise<OwnerLinks> | undefined;

  /**
   * An owner's step under the request's lock: a wrong postcode is an unknown reference; a recorded
   * visit is done; without the owner's proof nothing moves; a booked visit within the cut-off is the
   * agent's to move. Otherwise `step` says what changes, which is saved with its mails in the same
   * transaction ('unchanged' saves and sends nothing).
   */
  function ownerTransaction(
    reference: string,
    postcode: string,
    isOwner: (record: ServiceRecord) => boolean,
    mails: BookingMails,
    step: (record: ServiceRecord, timestamp: string) => OwnerStepRefusal | 'unchanged' | OwnerStepChange,
  ): Promise<OwnerStepResult> {
    return db.transaction().execute(async (trx): Promise<OwnerStepResult> => {
      const row = await queue.locked(trx, reference);
      if (!row || row.postcode !== postcode) return { ok: false, reason: 'not-found' };
      const record = toRecord(row);
      if (record.outcome || record.ownerCancelledAt) return { ok: false, reason: 'done' };
      if (!isOwner(record)) return { ok: false, reason: 'not-owner' };
      const booked = bookedWindow(record);
      const timestamp = now();
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

  return {
    /** A request by reference, only with the postcode it was made at (the owner's status page). */
    findByReferenceAndPostcode: queue.findByReferenceAndPostcode,
    /** A request by reference (the portal: the caller checks who may see it). */
    findByReference: queue.findByReference,
    /** The photo sent with a request, if any (the portal: the caller checks who may see it). */
    ...createLeadFileStore(db),

    /**
     * The agent holding an accepted request offers visit windows (replacing any it offered before
     * the owner chose); the owner is mailed in the same transaction.
     */
    async offerWindows(
      reference: string,
      dealerId: string,
      windows: readonly VisitWindow[],
      mail: (record: ServiceRecord) => NewNotification | null,
      /** Who the status history names: the agent's trading name. */
      actor: string = dealerId,
    ): Promise<{ ok: true } | { ok: false; reason: ServiceStepRefusal }> {
      const done = await queue.decide<ServiceStepRefusal>(
        reference,
        actor,
        async (trx, row, timestamp) => {
          const held = heldBy(row, dealerId);
          if (typeof held === 'string') return held;
          if (held.outcome || held.ownerCancelledAt || held.chosenWindow !== null) return 'done';
          await trx
            .updateTable('service_requests')
            .set({
              visit_windows: JSON.stringify(windows),
              chosen_window: null,
              owner_asked_at: null,
              updated_at: timestamp,
            })
            .where('lead_id', '=', held.leadId)
            .execute();
          return {
            record: { ...held, windows: [...windows], ownerAskedAt: null },
            leadStatus: 'contacted',
            note: null,
          };
        },
        mail,
      );
      return stepResult(done);
    },

    /**
     * The owner books one of the offered windows, or moves a booked visit to another until the
     * cut-off before it. Reference and postcode find the request; `isOwner` says whether the step
     * came with the owner's link or email address (reference and postcode alone only show status).
     * The owner's and the agent's mails are queued in the same transaction. Choosing the window
     * already booked changes nothing and sends nothing.
     */
    async bookWindow(
      reference: string,
      postcode: string,
      index: number,
      isOwner: (record: ServiceRecord) => boolean,
      mails: BookingMails,
    ): Promise<OwnerStepResult> {
      return ownerTransaction(reference, postcode, isOwner, mails, (record, timestamp) => {
        const chosen = record.windows[index];
        if (!chosen) return 'no-windows';
        if (record.chosenWindow === index) return 'unchanged';
        if (Date.parse(chosen.start) <= clock().getTime()) return 'window-passed';
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
    },

    /**
     * The owner asks for other times: none offered suits, or the booked one no longer does (until
     * the cut-off). A booked visit is given up (its calendar file cancels it); the agent is mailed
     * and may offer again.
     */
    async askForOtherTimes(
      reference: string,
      postcode: string,
      isOwner: (record: ServiceRecord) => boolean,
      mails: BookingMails,
    ): Promise<OwnerStepResult> {
      return ownerTransaction(reference, postcode, isOwner, mails, (record, timestamp) => {
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
    },

    /**
     * The owner cancels the request: the fault fixed itself ("it's working again"). With the owner's
     * proof, before the outcome is recorded and (a booked visit) before the cut-off; the request is
     * closed (its hand-over stops: a closed lead never times out or passes on), a booked visit is
     * given up, and the agent holding it or offered it is mailed in the same transaction.
     */
    async cancelByOwner(
      reference: string,
      postcode: string,
      isOwner: (record: ServiceRecord) => boolean,
      mail: (record: ServiceRecord) => NewNotification | null,
    ): Promise<OwnerStepResult> {
      const done = await queue.decide<OwnerStepRefusal>(
        reference,
        'The owner',
        async (trx, row, timestamp) => {
          if (row.postcode !== postcode) return 'not-found';
          const record = toRecord(row);
          if (record.outcome || record.ownerCancelledAt) return 'done';
          if (!isOwner(record)) return 'not-owner';
          const booked = bookedWindow(record);
          if (booked && timestamp >= ownerChangesCloseAt(booked.start)) return 'too-late';
          await trx
            .updateTable('service_requests')
            .set({
              owner_cancelled_at: timestamp,
              chosen_window: null,
              booked_at: null,
              updated_at: timestamp,
            })
            .where('lead_id', '=', record.leadId)
            .execute();
          return {
            record: { ...record, ownerCancelledAt: timestamp, chosenWindow: null, bookedAt: null },
            leadStatus: 'lost',
            note: 'The owner cancelled the request: it is working again.',
          };
        },
        mail,
      );
      if (done === undefined) return { ok: false, reason: 'not-found' };
      if (typeof done === 'string') return { ok: false, reason: done };
      return { ok: true, change: 'withdrawn' };
    },

    /** The key owners' links are signed with (made on first use, shared by every process). */
    ownerLinks(): Promise<OwnerLinks> {
      links ??= loadOwnerLinks(db, now()).catch((error: unknown) => {
        links = undefined;
        throw error;
      });
      return links;
    },

    /**
     * The agent records what the visit came to: fixed or not covered closes the request (won or
     * lost), a part ordered keeps it open. The owner is mailed in the same transaction.
     */
    async recordOutcome(
      reference: string,
      dealerId: string,
      outcome: ServiceOutcome,
      note: string | null,
      mail: (record: ServiceRecord) => NewNotification | null,
      /** Who the status history names: the agent's trading name. */
      actor: string = dealerId,
    ): Promise<{ ok: true } | { ok: false; reason: ServiceStepRefusal }> {
      const done = await queue.decide<ServiceStepRefusal>(
        reference,
        actor,
        async (trx, row, timestamp) => {
          const held = heldBy(row, dealerId);
          if (typeof held === 'string') return held;
          if (held.chosenWindow === null) return 'no-windows';
          await trx
            .updateTable('service_requests')
            .set({ outcome, outcome_note: note, updated_at: timestamp })
            .where('lead_id', '=', held.leadId)
            .execute();
          return {
            record: { ...held, outcome, outcomeNote: note },
            leadStatus: outcome === 'fixed' ? 'won' : outcome === 'not-covered' ? 'lost' : 'quoted',
            note,
          };
        },
        mail,
      );
      return stepResult(done);
    },

    /** Writes the request's row and its photo inside the lead's transaction. */
    async insertRequest(
      trx: Transaction<Database>,
      leadId: number,
      request: NewServiceRequest,
    ): Promise<void> {
      const timestamp = now();
      await trx
        .insertInto('service_requests')
        .values({
          lead_id: leadId,
          model: request.model,
          product_slug: request.productSlug,
          serial: request.serial,
          warranty_state: request.warrantyState,
          cover_until: request.coverUntil,
          call_out_fee_aud: request.callOutFeeAud,
          created_at: timestamp,
        })
        .execute();
      if (request.photo) await insertLeadFile(trx, leadId, request.photo, timestamp);
    },

    /** A request's warranty standing by its lead's reference (the owner's thank-you page). */
    async standingOf(reference: string): Promise<ServiceStanding | undefined> {
      const row = await db
        .selectFrom('service_requests as r')
        .innerJoin('leads as l', 'l.id', 'r.lead_id')
        .select(['r.warranty_state', 'r.cover_until', 'r.call_out_fee_aud', 'r.model'])
        .where('l.reference', '=', reference)
        .executeTakeFirst();
      return row
        ? {
            warrantyState: row.warranty_state,
            coverUntil: row.cover_until,
            callOutFeeAud: row.call_out_fee_aud,
            model: row.model,
          }
        : undefined;
    },
  };
}

export type ServiceRepository = ReturnType<typeof createServiceRepository>;
