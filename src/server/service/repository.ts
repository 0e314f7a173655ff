/**
 * Service requests in the database, on SQLite and PostgreSQL alike: the warranty look-up by serial
 * and postcode (inside the lead's transaction), the request's row and its photo written with the
 * lead, and its standing as the owner's thank-you page shows it. The lead itself (payload, contact
 * details, routing to the service agent) is the leads and routing repositories'.
 */
import type { Kysely, Transaction } from 'kysely';
import type { RegisteredSystem } from '../../lib/service/warranty-state.ts';
import type { ServiceWarrantyState } from '../../lib/value-lists.ts';
import { clock as serverClock } from '../clock.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { Database } from '../db/types.ts';

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
  photo?: { field: string; mediaType: string; fileName: string; bytes: Uint8Array };
}

/** A request's standing as its owner is shown it. */
export interface ServiceStanding {
  warrantyState: ServiceWarrantyState;
  coverUntil: string | null;
  callOutFeeAud: number | null;
  model: string;
}

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

export function createServiceRepository(handle: DatabaseHandle, clock: () => Date = serverClock.now) {
  const { db } = handle;
  const now = () => clock().toISOString();
  return {
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
      if (request.photo) {
        await trx
          .insertInto('lead_files')
          .values({
            lead_id: leadId,
            field: request.photo.field,
            media_type: request.photo.mediaType,
            file_name: request.photo.fileName,
            byte_size: request.photo.bytes.byteLength,
            content: request.photo.bytes,
            created_at: timestamp,
          })
          .execute();
      }
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
