/**
 * Service requests in the database, on SQLite and PostgreSQL alike: the warranty look-up by serial
 * and postcode (inside the lead's transaction), the request's row and its photo written with the
 * lead, and its standing as the owner's thank-you page shows it. The lead itself (payload, contact
 * details, routing to the service agent) is the leads and routing repositories'.
 */
import type { Kysely, Transaction } from 'kysely';
import type { RegisteredSystem } from '../../lib/service/warranty-state.ts';
import type { ServiceOutcome, ServiceWarrantyState } from '../../lib/value-lists.ts';
import { clock as serverClock } from '../clock.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { Database } from '../db/types.ts';
import type { NewNotification } from '../leads/store/records.ts';
import { createLeadFileStore, createReviewQueue, insertLeadFile, type LeadUpload } from '../review/queue.ts';

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
}

/** Why an agent's or owner's step was not taken. */
export type ServiceStepRefusal = 'not-found' | 'not-accepted' | 'no-windows' | 'done';

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
  };
}

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
    ): Promise<{ ok: true } | { ok: false; reason: ServiceStepRefusal }> {
      const done = await queue.decide<ServiceStepRefusal>(
        reference,
        dealerId,
        async (trx, row, timestamp) => {
          const held = heldBy(row, dealerId);
          if (typeof held === 'string') return held;
          if (held.outcome || held.chosenWindow !== null) return 'done';
          await trx
            .updateTable('service_requests')
            .set({ visit_windows: JSON.stringify(windows), chosen_window: null, updated_at: timestamp })
            .where('lead_id', '=', held.leadId)
            .execute();
          return { record: { ...held, windows: [...windows] }, leadStatus: 'contacted', note: null };
        },
        mail,
      );
      return stepResult(done);
    },

    /** The owner chooses one of the offered windows (reference and postcode, as on the status page). */
    async chooseWindow(
      reference: string,
      postcode: string,
      index: number,
    ): Promise<{ ok: true } | { ok: false; reason: ServiceStepRefusal }> {
      return db.transaction().execute(async (trx) => {
        const row = await queue.locked(trx, reference);
        // A wrong postcode is answered as an unknown reference.
        if (!row || row.postcode !== postcode) return { ok: false, reason: 'not-found' };
        const record = toRecord(row);
        if (record.outcome) return { ok: false, reason: 'done' };
        if (index < 0 || index >= record.windows.length) return { ok: false, reason: 'no-windows' };
        await trx
          .updateTable('service_requests')
          .set({ chosen_window: index, updated_at: now() })
          .where('lead_id', '=', record.leadId)
          .execute();
        return { ok: true };
      });
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
    ): Promise<{ ok: true } | { ok: false; reason: ServiceStepRefusal }> {
      const done = await queue.decide<ServiceStepRefusal>(
        reference,
        dealerId,
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
