/**
 * The review queue that warranty registrations, promotion claims and service requests share: a
 * lead with a review row of its own kind beside it, the file the owner sent, lookups by reference
 * (staff) and by reference and postcode (the owner's status page), staff's list, and a decision
 * made under a lock with its lead status change and the owner's mail in one transaction, so a
 * decision is never recorded without its mail or the reverse.
 *
 * Each kind says how its rows are read (a select joined to its lead as `l`) and what a decision
 * writes; this module does the rest the same way for all three. The lead's columns are named
 * through `sql` fragments so one implementation serves every kind's query.
 */
import { type Kysely, type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import type { DatabaseHandle } from '../db/database.ts';
import type { Database } from '../db/types.ts';
import type { LeadStatus } from '../leads/schema.ts';
import type { NewNotification } from '../leads/store/records.ts';
import { moveLeadStatus, queueNotification } from '../leads/store/status-change.ts';
import { safeFileName } from '../uploads/file-name.ts';

/** A file an owner sent with a lead (proof of purchase, an invoice, a photo of the fault). */
export interface LeadUpload {
  field: string;
  mediaType: string;
  fileName: string;
  bytes: Uint8Array;
}

type Executor = Kysely<Database> | Transaction<Database>;

/** Writes the owner's file beside its lead, inside the lead's transaction. */
export async function insertLeadFile(
  trx: Transaction<Database>,
  leadId: number,
  file: LeadUpload,
  timestamp: string,
): Promise<void> {
  await trx
    .insertInto('lead_files')
    .values({
      lead_id: leadId,
      field: file.field,
      media_type: file.mediaType,
      file_name: file.fileName,
      byte_size: file.bytes.byteLength,
      content: file.bytes,
      created_at: timestamp,
    })
    .execute();
}

/** The file of a lead, with or without its bytes (staff and the assigned agent only: callers check). */
export function createLeadFileStore(db: Kysely<Database>) {
  return {
    /** What the uploaded file of a lead is, without its bytes. */
    async fileMetaOf(
      leadId: number,
    ): Promise<{ mediaType: string; fileName: string; bytes: number } | undefined> {
      const row = await db
        .selectFrom('lead_files')
        .select(['media_type', 'file_name', 'byte_size'])
        .where('lead_id', '=', leadId)
        .orderBy('id')
        .executeTakeFirst();
      // Cleaned again as shown: names stored before the multipart reader cleaned them.
      return row
        ? { mediaType: row.media_type, fileName: safeFileName(row.file_name), bytes: row.byte_size }
        : undefined;
    },

    /** The uploaded file of a lead. */
    async fileOf(
      leadId: number,
    ): Promise<{ mediaType: string; fileName: string; bytes: Uint8Array } | undefined> {
      const row = await db
        .selectFrom('lead_files')
        .select(['media_type', 'file_name', 'content'])
        .where('lead_id', '=', leadId)
        .orderBy('id')
        .executeTakeFirst();
      return row
        ? { mediaType: row.media_type, fileName: safeFileName(row.file_name), bytes: row.content }
        : undefined;
    },
  };
}

/** What a kind of reviewed record tells the queue. */
export interface ReviewKind<DB, TB extends keyof DB, Row, Rec> {
  /** The kind's review rows joined to their leads, aliased `l`. */
  query(executor: Executor): SelectQueryBuilder<DB, TB, Row>;
  /** The review row's status column, qualified by its alias (`w.status`), for staff's list. */
  statusColumn?: string;
  leadIdOf(row: Row): number;
  toRecord(row: Row): Rec;
}

/** What a decision wrote, for the lead's status and the owner's mail. */
export interface DecisionStep<Rec> {
  record: Rec;
  leadStatus: LeadStatus;
  note: string | null;
  /** When the lead counts as closed, if not now (an approved warranty: when its cover ends). */
  closesAt?: string;
}

/** The status a kind's rows are listed by. */
type StatusOf<Row> = Row extends { status: infer Status } ? Status : never;

export function createReviewQueue<DB, TB extends keyof DB, Row, Rec>(
  handle: DatabaseHandle,
  now: () => string,
  kind: ReviewKind<DB, TB, Row, Rec>,
) {
  const { db, dialect } = handle;
  const byReference = (executor: Executor, reference: string) =>
    kind.query(executor).where(sql<boolean>`l.reference = ${reference}`);

  /** The row of `reference` (not erased), locked for the rest of the transaction. */
  const locked = async (trx: Transaction<Database>, reference: string): Promise<Row | undefined> =>
    (await byReference(trx, reference)
      .where(sql<boolean>`l.erased_at is null`)
      .$if(dialect === 'postgres', (query) => query.forUpdate())
      .executeTakeFirst()) as Row | undefined;

  return {
    locked,

    /** A record by its lead's reference (staff, or the agent holding it: the caller checks). */
    async findByReference(reference: string): Promise<Rec | undefined> {
      const row = await byReference(db, reference).executeTakeFirst();
      return row ? kind.toRecord(row as Row) : undefined;
    },

    /**
     * A record by reference for its owner's signed link (src/server/review/owner-link.ts: the link
     * is the proof, checked by the caller); an erased record is not found.
     */
    async findForOwner(reference: string): Promise<Rec | undefined> {
      const row = await byReference(db, reference)
        .where(sql<boolean>`l.erased_at is null`)
        .executeTakeFirst();
      return row ? kind.toRecord(row as Row) : undefined;
    },

    /**
     * A record by reference, only with the postcode it was made at: a wrong postcode finds
     * nothing, exactly like an unknown reference (the owner's status page).
     */
    async findByReferenceAndPostcode(reference: string, postcode: string): Promise<Rec | undefined> {
      const row = await byReference(db, reference)
        .where(sql<boolean>`l.postcode = ${postcode}`)
        .where(sql<boolean>`l.erased_at is null`)
        .executeTakeFirst();
      return row ? kind.toRecord(row as Row) : undefined;
    },

    /** Records for staff's review, newest first, optionally of one status. */
    async list(status?: StatusOf<Row>, limit = 200): Promise<Rec[]> {
      const rows = await kind
        .query(db)
        .$if(status !== undefined && kind.statusColumn !== undefined, (query) =>
          query.where(sql<boolean>`${sql.ref(kind.statusColumn ?? '')} = ${status}`),
        )
        .orderBy(sql`l.created_at desc, l.id desc`)
        .limit(limit)
        .execute();
      return rows.map((row) => kind.toRecord(row as Row));
    },

    /**
     * Staff's decision on the record of `reference`, made under a lock: `step` writes the kind's own
     * change and answers the updated record (or 'conflict' when the step is not allowed from where
     * the record stands); the lead's status moves and the mails (the owner's, and any other the
     * step tells of) are queued in the same transaction. Undefined when there is no such record (or it was erased).
     */
    async decide<Refusal extends string = never>(
      reference: string,
      actor: string,
      step: (
        trx: Transaction<Database>,
        current: Row,
        timestamp: string,
      ) => Promise<DecisionStep<Rec> | Refusal>,
      mail: (record: Rec) => NewNotification | readonly NewNotification[] | null,
    ): Promise<Rec | Refusal | undefined> {
      return db.transaction().execute(async (trx) => {
        const current = await locked(trx, reference);
        if (!current) return undefined;
        const leadId = kind.leadIdOf(current);
        const timestamp = now();
        const done = await step(trx, current, timestamp);
        if (typeof done === 'string') return done;
        await moveLeadStatus(trx, {
          leadId,
          to: done.leadStatus,
          actor,
          note: done.note,
          timestamp,
          closesAt: done.closesAt,
        });
        const mails = mail(done.record);
        for (const notification of Array.isArray(mails) ? mails : mails ? [mails] : [])
          await queueNotification(trx, leadId, notification, timestamp);
        return done.record;
      });
    },
  };
}
