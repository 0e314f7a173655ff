/**
 * Service requests in the database, on SQLite and PostgreSQL alike: the request's row and its photo
 * written with the lead, its standing as the owner's thank-you page shows it, the agent's steps
 * (./agent-steps.ts) and the owner's (./owner-steps.ts). Each is a function over a context
 * (./context.ts: the database, the clock, the review queue), bound to the process's context for
 * `Services`. The lead itself (payload, contact details, routing to the service agent) is the leads
 * and routing repositories'.
 */
import type { Transaction } from 'kysely';
import { bindContext } from '../db/bind-context.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { Database } from '../db/types.ts';
import { createLeadFileStore, insertLeadFile } from '../review/queue.ts';
import { offerWindows, recordOutcome } from './agent-steps.ts';
import { type ServiceContext, serviceContext } from './context.ts';
import { askForOtherTimes, bookWindow, cancelByOwner } from './owner-steps.ts';
import type { NewServiceRequest, ServiceStanding } from './records.ts';

/** Writes the request's row and its photo inside the lead's transaction. */
export async function insertRequest(
  context: ServiceContext,
  trx: Transaction<Database>,
  leadId: number,
  request: NewServiceRequest,
): Promise<void> {
  const timestamp = context.clock().toISOString();
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
}

/** A request's warranty standing by its lead's reference (the owner's thank-you page). */
export async function standingOf(
  context: ServiceContext,
  reference: string,
): Promise<ServiceStanding | undefined> {
  const row = await context.db
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
}

/** The service requests' functions bound to one context, as `Services` holds them. */
export function createServiceRepository(handle: DatabaseHandle, clock?: () => Date) {
  const context = serviceContext(handle, clock);
  return {
    /** A request by reference, only with the postcode it was made at (the owner's status page). */
    findByReferenceAndPostcode: context.queue.findByReferenceAndPostcode,
    /** A request by reference (the portal: the caller checks who may see it). */
    findByReference: context.queue.findByReference,
    /** A request by reference for its owner's signed link (erased ones are not found). */
    findForOwner: context.queue.findForOwner,
    /** The photo sent with a request, if any (the portal: the caller checks who may see it). */
    ...createLeadFileStore(context.db),
    ownerLinks: context.ownerLinks,
    ...bindContext(context, {
      insertRequest,
      standingOf,
      offerWindows,
      recordOutcome,
      bookWindow,
      askForOtherTimes,
      cancelByOwner,
    }),
  };
}

export type ServiceRepository = ReturnType<typeof createServiceRepository>;
