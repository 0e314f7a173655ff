/**
 * A service request as the code reads it: the records and steps' types, the one query that reads a
 * request joined to its lead, and the registration of a serial (the warranty standing's input).
 */

import type { Kysely, Transaction } from 'kysely';
import { decisionsMade } from '../../lib/privacy/automated-decisions.ts';
import type { RegisteredSystem } from '../../lib/service/warranty-state.ts';
import type { ServiceOutcome, ServiceWarrantyState } from '../../lib/value-lists.ts';
import type { Database } from '../db/types.ts';
import type { NewNotification } from '../leads/store/records.ts';
import type { LeadUpload } from '../review/queue.ts';

/** A service request's warranty standing is found from the registration: the privacy policy names it. */
export const automatedDecisions = decisionsMade('service-warranty-standing');

export type Executor = Kysely<Database> | Transaction<Database>;

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
   * Version of the owner's links (src/server/review/owner-link.ts): above 0 once the request was
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
export interface OwnerStepChange {
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

export const recordQuery = (executor: Executor) =>
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

export type RecordRow = Awaited<ReturnType<ReturnType<typeof recordQuery>['executeTakeFirstOrThrow']>>;

export function toRecord(row: RecordRow): ServiceRecord {
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

/** The window booked in a record, if one is. */
export const bookedWindow = (record: ServiceRecord): VisitWindow | null =>
  record.chosenWindow === null ? null : (record.windows[record.chosenWindow] ?? null);
