/**
 * Warranty registrations in the database, on SQLite and PostgreSQL alike: the review row and the
 * serials written in the lead's own transaction, the owner's status check by serial and postcode,
 * staff's review (list, detail, the uploaded file, decisions with the owner's mail in the same
 * transaction) and the figures per dealer. The lead itself (payload, contact details, history) is
 * the leads repository's.
 */
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { clock as serverClock } from '../clock.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { Database, WarrantyStatus } from '../db/types.ts';
import type { NewNotification, StoredPayload } from '../leads/store/records.ts';
import { moveLeadStatus, queueNotification } from '../leads/store/status-change.ts';
import { createLeadFileStore, createReviewQueue, insertLeadFile, type LeadUpload } from '../review/queue.ts';

/** What the registration form's transaction writes beside the lead. */
export interface NewRegistration {
  model: string;
  productSlug: string;
  dealerId: string | null;
  serials: { indoor: string; outdoor?: string };
  file: LeadUpload;
}

/** A registration as the owner's status check and the certificate see it. */
export interface RegistrationRecord {
  leadId: number;
  reference: string;
  status: WarrantyStatus;
  statusNote: string | null;
  model: string;
  productSlug: string;
  dealerId: string | null;
  certificateToken: string | null;
  approvedAt: string | null;
  createdAt: string;
  updatedAt: string;
  postcode: string | null;
  /** The form's payload; `{}` once erased. */
  payload: StoredPayload;
}

/** A staff decision: approval, a request for information, or a decline with its reason. */
export type WarrantyDecision =
  | { status: 'approved' }
  | { status: 'info-needed'; note: string }
  | { status: 'declined'; note: string };

/** The lead status a registration's review stands for: a decision closes it, a question keeps it open. */
const leadStatusOf = {
  received: 'new',
  'info-needed': 'contacted',
  approved: 'won',
  declined: 'lost',
} as const;

/** A serial already registered (the primary key refused it), found by the row it collided with. */
export class SerialTakenError extends Error {
  override readonly name = 'SerialTakenError';
}

function isSerialConflict(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const details = error as Error & { code?: string; table?: string; constraint?: string };
  if (details.code === '23505')
    return (details.constraint ?? details.table ?? '').includes('warranty_serials');
  return /UNIQUE constraint failed: warranty_serials\./.test(error.message);
}

/**
 * True for a serial already registered. By name, not class: the pages are bundled with their own
 * copy of this module, and the repository they are handed is the server's.
 */
export const isSerialTaken = (error: unknown) =>
  (error instanceof Error && error.name === 'SerialTakenError') || isSerialConflict(error);

export function createWarrantyRepository(handle: DatabaseHandle, clock: () => Date = serverClock.now) {
  const { db, dialect } = handle;
  const now = () => clock().toISOString();

  const registrationQuery = (executor: Pick<Transaction<Database>, 'selectFrom'>) =>
    executor
      .selectFrom('warranty_registrations as w')
      .innerJoin('leads as l', 'l.id', 'w.lead_id')
      .select([
        'w.lead_id as leadId',
        'l.reference',
        'w.status',
        'w.status_note as statusNote',
        'w.model',
        'w.product_slug as productSlug',
        'w.dealer_id as dealerId',
        'w.certificate_token as certificateToken',
        'w.approved_at as approvedAt',
        'l.created_at as createdAt',
        'w.updated_at as updatedAt',
        'l.postcode',
        'l.payload',
      ]);

  const toRecord = (row: Omit<RegistrationRecord, 'payload'> & { payload: string }): RegistrationRecord => ({
    ...row,
    payload: JSON.parse(row.payload) as RegistrationRecord['payload'],
  });
  const queue = createReviewQueue(handle, now, {
    query: registrationQuery,
    statusColumn: 'w.status',
    leadIdOf: (row) => row.leadId,
    toRecord,
  });

  return {
    /** A registration by its lead's reference (staff). */
    findByReference: queue.findByReference,
    /** Registrations for staff's review, newest first, optionally of one status. */
    list: queue.list,
    ...createLeadFileStore(db),

    /** The reference of a registration holding any of these serials, if there is one. */
    async referenceForSerials(serials: readonly string[]): Promise<string | undefined> {
      const row = await db
        .selectFrom('warranty_serials as s')
        .innerJoin('leads as l', 'l.id', 's.lead_id')
        .select('l.reference')
        .where('s.serial', 'in', [...serials])
        .executeTakeFirst();
      return row?.reference;
    },

    /**
     * Writes the review row, the serials and the file inside the lead's transaction. A serial
     * registered meanwhile (another instance, a second tab) makes the primary key refuse it, and
     * the whole lead rolls back.
     */
    async insertRegistration(
      trx: Transaction<Database>,
      leadId: number,
      registration: NewRegistration,
    ): Promise<void> {
      const timestamp = now();
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
    },

    /**
     * The registration of a serial (either unit's), only when the postcode is the one it was
     * registered at: a wrong postcode finds nothing, exactly like an unknown serial.
     */
    async findBySerialAndPostcode(serial: string, postcode: string): Promise<RegistrationRecord | undefined> {
      const row = await registrationQuery(db)
        .innerJoin('warranty_serials as s', 's.lead_id', 'w.lead_id')
        .where('s.serial', '=', serial)
        .where('l.postcode', '=', postcode)
        .where('l.erased_at', 'is', null)
        .executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },

    /** An approved registration by its certificate's token. */
    async findByCertificate(token: string): Promise<RegistrationRecord | undefined> {
      const row = await registrationQuery(db)
        .where('w.certificate_token', '=', token)
        .where('w.status', '=', 'approved')
        .where('l.erased_at', 'is', null)
        .executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },

    /** The serials registered with a lead, indoor first. */
    async serialsOf(leadId: number): Promise<{ indoor?: string; outdoor?: string }> {
      const rows = await db
        .selectFrom('warranty_serials')
        .select(['serial', 'unit'])
        .where('lead_id', '=', leadId)
        .execute();
      return Object.fromEntries(rows.map((row) => [row.unit, row.serial]));
    },

    /**
     * Records staff's decision and mails the owner in one transaction; approval issues the
     * certificate's token (kept across a later re-approval). Undefined when there is no such
     * registration.
     */
    async decide(
      reference: string,
      decision: WarrantyDecision,
      actor: string,
      mail: (record: RegistrationRecord) => NewNotification | null,
      /** When an approved registration's cover ends: its lead counts as closed then (retention). */
      coverEnds?: (record: RegistrationRecord) => string | undefined,
    ): Promise<RegistrationRecord | undefined> {
      return queue.decide<never>(
        reference,
        actor,
        async (trx, current, timestamp) => {
          const note = decision.status === 'approved' ? null : decision.note;
          const token =
            decision.status === 'approved'
              ? (current.certificateToken ?? randomBytes(24).toString('base64url'))
              : current.certificateToken;
          await trx
            .updateTable('warranty_registrations')
            .set({
              status: decision.status,
              status_note: note,
              certificate_token: token,
              approved_at:
                decision.status === 'approved' ? (current.approvedAt ?? timestamp) : current.approvedAt,
              updated_at: timestamp,
              updated_by: actor,
            })
            .where('lead_id', '=', current.leadId)
            .execute();
          return {
            record: toRecord({
              ...current,
              status: decision.status,
              statusNote: note,
              certificateToken: token,
              updatedAt: timestamp,
            }),
            leadStatus: leadStatusOf[decision.status],
            note,
            // An approved registration is kept while its cover lasts: it counts as closed when the
            // cover ends, so retention erases it that long after (the privacy policy's promise).
            closesAt:
              decision.status === 'approved' ? (coverEnds?.(toRecord(current)) ?? timestamp) : undefined,
          };
        },
        mail,
      );
    },

    /**
     * Releases a registration's serial numbers, for a system someone else registered first (a
     * squatted serial): the serials are freed so the rightful owner can register them, the
     * registration is declined with `reason` (said to whoever made it; its certificate no longer
     * opens), and staff's `auditNote` is kept as a note on the lead, naming the serials released.
     * Undefined when there is no such registration; `released` is empty when its serials were
     * already released.
     */
    async releaseSerials(
      reference: string,
      reason: string,
      auditNote: string,
      actor: string,
      mail: (record: RegistrationRecord) => NewNotification | null,
    ): Promise<{ record: RegistrationRecord; released: string[] } | undefined> {
      return db.transaction().execute(async (trx) => {
        const current = await registrationQuery(trx)
          .where('l.reference', '=', reference)
          .where('l.erased_at', 'is', null)
          .$if(dialect === 'postgres', (query) => query.forUpdate())
          .executeTakeFirst();
        if (!current) return undefined;
        const serials = await trx
          .selectFrom('warranty_serials')
          .select(['serial', 'unit'])
          .where('lead_id', '=', current.leadId)
          .orderBy('unit', 'asc')
          .execute();
        if (serials.length === 0) return { record: toRecord(current), released: [] };
        const timestamp = now();
        await trx.deleteFrom('warranty_serials').where('lead_id', '=', current.leadId).execute();
        await trx
          .updateTable('warranty_registrations')
          .set({ status: 'declined', status_note: reason, updated_at: timestamp, updated_by: actor })
          .where('lead_id', '=', current.leadId)
          .execute();
        const released = serials.map((row) => row.serial);
        const note = `Serial numbers ${released.join(' and ')} released for their owner to register: ${auditNote}`;
        await moveLeadStatus(trx, { leadId: current.leadId, to: 'lost', actor, note, timestamp });
        // The history row is not written when the lead was already lost: the note always is.
        await trx
          .insertInto('lead_notes')
          .values({ lead_id: current.leadId, author: actor, body: note, created_at: timestamp })
          .execute();
        await trx
          .updateTable('leads')
          .set({ updated_at: timestamp })
          .where('id', '=', current.leadId)
          .execute();
        const updated = toRecord({
          ...current,
          status: 'declined',
          statusNote: reason,
          updatedAt: timestamp,
        });
        const notification = mail(updated);
        if (notification) await queueNotification(trx, current.leadId, notification, timestamp);
        return { record: updated, released };
      });
    },

    /** How many registrations name each of these product slugs (erased ones too: they keep their slug). */
    async registrationsNaming(slugs: readonly string[]): Promise<Map<string, number>> {
      if (slugs.length === 0) return new Map();
      const rows = await db
        .selectFrom('warranty_registrations')
        .select((eb) => ['product_slug', eb.fn.countAll<number>().as('count')])
        .where('product_slug', 'in', [...slugs])
        .groupBy('product_slug')
        .execute();
      return new Map(rows.map((row) => [row.product_slug, Number(row.count)]));
    },

    /** Registrations per named dealer, for the staff dealer table. */
    async countsByDealer(): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('warranty_registrations')
        .select((eb) => ['dealer_id', eb.fn.countAll<number>().as('count')])
        .where('dealer_id', 'is not', null)
        .groupBy('dealer_id')
        .execute();
      return new Map(rows.map((row) => [row.dealer_id as string, Number(row.count)]));
    },
  };
}

export type WarrantyRepository = ReturnType<typeof createWarrantyRepository>;
