/**
 * Warranty registrations in the database, on SQLite and PostgreSQL alike: the review row and the
 * serials written in the lead's own transaction, the owner's status check by serial and postcode,
 * the certificate's look-up, staff's review (./review.ts: decisions with the owner's mail in the same
 * transaction) and the figures per dealer and product. Each is a function over a context
 * (./context.ts: the database, the clock, the review queue), bound to the process's context for
 * `Services`. The lead itself (payload, contact details, history) is the leads repository's.
 */
import type { Transaction } from 'kysely';
import { bindContext } from '../db/bind-context.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { Database } from '../db/types.ts';
import { createLeadFileStore, insertLeadFile } from '../review/queue.ts';
import { type WarrantyContext, warrantyContext } from './context.ts';
import {
  isSerialConflict,
  type NewRegistration,
  type RegistrationRecord,
  registrationQuery,
  SerialTakenError,
  toRecord,
} from './records.ts';
import { decide, releaseSerials } from './review.ts';

/** The reference of a registration holding any of these serials, if there is one. */
export async function referenceForSerials(
  context: WarrantyContext,
  serials: readonly string[],
): Promise<string | undefined> {
  const row = await context.db
    .selectFrom('warranty_serials as s')
    .innerJoin('leads as l', 'l.id', 's.lead_id')
    .select('l.reference')
    .where('s.serial', 'in', [...serials])
    .executeTakeFirst();
  return row?.reference;
}

/**
 * Writes the review row, the serials and the file inside the lead's transaction. A serial
 * registered meanwhile (another instance, a second tab) makes the primary key refuse it, and
 * the whole lead rolls back.
 */
export async function insertRegistration(
  context: WarrantyContext,
  trx: Transaction<Database>,
  leadId: number,
  registration: NewRegistration,
): Promise<void> {
  const timestamp = context.clock().toISOString();
  await trx
    .insertInto('warranty_registrations')
    .values({
      lead_id: leadId,
      status: 'received',
      status_note: null,
      model: registration.model,
      product_slug: registration.productSlug,
      dealer_id: registration.dealerId,
      certificate_token: null,
      approved_at: null,
      updated_at: timestamp,
      updated_by: 'website',
    })
    .execute();
  const serials = [
    { serial: registration.serials.indoor, lead_id: leadId, unit: 'indoor' as const },
    ...(registration.serials.outdoor
      ? [{ serial: registration.serials.outdoor, lead_id: leadId, unit: 'outdoor' as const }]
      : []),
  ];
  try {
    await trx.insertInto('warranty_serials').values(serials).execute();
  } catch (error) {
    if (isSerialConflict(error)) throw new SerialTakenError('serial already registered');
    throw error;
  }
  await insertLeadFile(trx, leadId, registration.file, timestamp);
}

/**
 * The registration of a serial (either unit's), only when the postcode is the one it was
 * registered at: a wrong postcode finds nothing, exactly like an unknown serial.
 */
export async function findBySerialAndPostcode(
  context: WarrantyContext,
  serial: string,
  postcode: string,
): Promise<RegistrationRecord | undefined> {
  const row = await registrationQuery(context.db)
    .innerJoin('warranty_serials as s', 's.lead_id', 'w.lead_id')
    .where('s.serial', '=', serial)
    .where('l.postcode', '=', postcode)
    .where('l.erased_at', 'is', null)
    .executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** An approved registration by its certificate's token. */
export async function findByCertificate(
  context: WarrantyContext,
  token: string,
): Promise<RegistrationRecord | undefined> {
  const row = await registrationQuery(context.db)
    .where('w.certificate_token', '=', token)
    .where('w.status', '=', 'approved')
    .where('l.erased_at', 'is', null)
    .executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** The serials registered with a lead, indoor first. */
export async function serialsOf(
  context: WarrantyContext,
  leadId: number,
): Promise<{ indoor?: string; outdoor?: string }> {
  const rows = await context.db
    .selectFrom('warranty_serials')
    .select(['serial', 'unit'])
    .where('lead_id', '=', leadId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.unit, row.serial]));
}

/** How many registrations name each of these product slugs (erased ones too: they keep their slug). */
export async function registrationsNaming(
  context: WarrantyContext,
  slugs: readonly string[],
): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const rows = await context.db
    .selectFrom('warranty_registrations')
    .select((eb) => ['product_slug', eb.fn.countAll<number>().as('count')])
    .where('product_slug', 'in', [...slugs])
    .groupBy('product_slug')
    .execute();
  return new Map(rows.map((row) => [row.product_slug, Number(row.count)]));
}

/** Registrations per named dealer, for the staff dealer table. */
export async function countsByDealer(context: WarrantyContext): Promise<Map<string, number>> {
  const rows = await context.db
    .selectFrom('warranty_registrations')
    .select((eb) => ['dealer_id', eb.fn.countAll<number>().as('count')])
    .where('dealer_id', 'is not', null)
    .groupBy('dealer_id')
    .execute();
  return new Map(rows.map((row) => [row.dealer_id as string, Number(row.count)]));
}

/** The registrations' functions bound to one context, as `Services` holds them. */
export function createWarrantyRepository(handle: DatabaseHandle, clock?: () => Date) {
  const context = warrantyContext(handle, clock);
  return {
    /** A registration by its lead's reference (staff). */
    findByReference: context.queue.findByReference,
    /** Registrations for staff's review, newest first, optionally of one status. */
    list: context.queue.list,
    /** A registration by reference for its owner's signed link (erased ones are not found). */
    findForOwner: context.queue.findForOwner,
    /** The key the owner's links are signed with (src/server/review/owner-link.ts). */
    ownerLinks: context.ownerLinks,
    ...createLeadFileStore(context.db),
    ...bindContext(context, {
      referenceForSerials,
      insertRegistration,
      findBySerialAndPostcode,
      findByCertificate,
      serialsOf,
      decide,
      releaseSerials,
      registrationsNaming,
      countsByDealer,
    }),
  };
}

export type WarrantyRepository = ReturnType<typeof createWarrantyRepository>;
