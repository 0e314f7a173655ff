/**
 * Every read and write of leads and their notifications, for SQLite and PostgreSQL alike. Queries
 * are built with Kysely, so values always travel as bound parameters: no SQL is assembled from
 * input. The portal uses the list / detail / status / note / export functions; the forms use
 * `createLead`; the outbox worker the `*Notification*` functions; retention `eraseClosedBefore`.
 */
import { type ExpressionBuilder, type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { AustralianState } from '../../schemas/common.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type {
  Database,
  LeadNotesTable,
  LeadStatusHistoryTable,
  LeadsTable,
  NotificationOutboxTable,
  OutboxKind,
} from '../db/types.ts';
import type { LeadPayload } from './forms.ts';
import { newLeadReference } from './reference.ts';
import {
  isClosedStatus,
  type LeadFilters,
  type LeadStatus,
  type LeadType,
  leadFiltersSchema,
  type UserAgentFamily,
} from './schema.ts';

export interface NewLead<T extends LeadType = LeadType> {
  type: T;
  idempotencyKey: string;
  /** The validated form input. */
  payload: LeadPayload<T>;
  postcode: string | null;
  state: AustralianState | null;
  userAgentFamily: UserAgentFamily | null;
}

/** A notification written in the same transaction as its lead. */
export interface NewNotification {
  kind: OutboxKind;
  recipient: string;
  subject: string;
  body: string;
}

/** Composes a lead's notifications once its reference is known. */
export type NotificationsOf = (reference: string) => readonly NewNotification[];

interface QueuedLead {
  lead: NewLead;
  notifications: NotificationsOf;
  resolve(created: CreatedLead): void;
  reject(error: unknown): void;
}

export interface CreatedLead {
  id: number;
  reference: string;
  /** True when a lead with the same idempotency key existed: nothing new was stored. */
  duplicate: boolean;
}

interface LeadColumns {
  id: number;
  reference: string;
  status: LeadStatus;
  name: string | null;
  email: string | null;
  /** E.164. */
  phone: string | null;
  postcode: string | null;
  state: AustralianState | null;
  product: string | null;
  userAgentFamily: UserAgentFamily | null;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  erasedAt: string | null;
}

/** A stored lead; the payload is typed by the lead's type, and null once retention erased it. */
export type LeadRecord = {
  [T in LeadType]: LeadColumns & { type: T; payload: LeadPayload<T> | null };
}[LeadType];

export interface StatusChange {
  id: number;
  fromStatus: LeadStatus | null;
  toStatus: LeadStatus;
  changedBy: string;
  note: string | null;
  changedAt: string;
}

export interface LeadNote {
  id: number;
  author: string;
  body: string;
  createdAt: string;
}

export type LeadDetail = LeadRecord & { history: StatusChange[]; notes: LeadNote[] };

export interface LeadPage {
  items: LeadRecord[];
  /** Leads matching the filters, over all pages. */
  total: number;
  page: number;
  pageSize: number;
}

export type OutboxRow = Selectable<NotificationOutboxTable>;

const EXPORT_BATCH = 500;
/** Leads written in one group-commit transaction at most. */
const MAX_BATCH = 64;
const ERASE_BATCH = 500;

type LeadRow = Selectable<LeadsTable>;

function toRecord(row: LeadRow): LeadRecord {
  return {
    id: row.id,
    type: row.type,
    reference: row.reference,
    status: row.status,
    payload: row.erased_at ? null : JSON.parse(row.payload),
    name: row.name,
    email: row.email,
    phone: row.phone,
    postcode: row.postcode,
    state: row.state,
    product: row.product,
    userAgentFamily: row.user_agent_family,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    closedAt: row.closed_at,
    erasedAt: row.erased_at,
  } as LeadRecord;
}

const toStatusChange = (row: Selectable<LeadStatusHistoryTable>): StatusChange => ({
  id: row.id,
  fromStatus: row.from_status,
  toStatus: row.to_status,
  changedBy: row.changed_by,
  note: row.note,
  changedAt: row.changed_at,
});

const toNote = (row: Selectable<LeadNotesTable>): LeadNote => ({
  id: row.id,
  author: row.author,
  body: row.body,
  createdAt: row.created_at,
});

/** `%`, `_` and the escape character itself are literal in a search. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Start of a day (YYYY-MM-DD) or an instant, as an ISO instant. */
const instantOf = (value: string) =>
  value.length === 10 ? `${value}T00:00:00.000Z` : new Date(value).toISOString();
const dayAfter = (isoDate: string) =>
  new Date(Date.parse(`${isoDate}T00:00:00.000Z`) + 86_400_000).toISOString();

function isUniqueViolation(error: unknown, column: string): boolean {
  if (!(error instanceof Error)) return false;
  const details = error as Error & { code?: string; constraint?: string };
  if (details.code === '23505') return (details.constraint ?? '').includes(column);
  return /UNIQUE constraint failed/.test(error.message) && error.message.includes(`.${column}`);
}

export function createLeadRepository(handle: DatabaseHandle, clock: () => Date = () => new Date()) {
  const { db, dialect } = handle;
  const now = () => clock().toISOString();

  function applyFilters(
    eb: ExpressionBuilder<Database, 'leads'>,
    filters: ReturnType<typeof leadFiltersSchema.parse>,
  ) {
    const conditions = [];
    if (filters.type) conditions.push(eb('type', '=', filters.type));
    if (filters.status) conditions.push(eb('status', '=', filters.status));
    if (filters.state) conditions.push(eb('state', '=', filters.state));
    if (filters.postcode) conditions.push(eb('postcode', '=', filters.postcode));
    if (filters.from) conditions.push(eb('created_at', '>=', instantOf(filters.from)));
    if (filters.to) {
      conditions.push(
        filters.to.length === 10
          ? eb('created_at', '<', dayAfter(filters.to))
          : eb('created_at', '<=', instantOf(filters.to)),
      );
    }
    if (filters.search) {
      const pattern = likePattern(filters.search);
      const like = (column: 'name' | 'email') =>
        sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
      const alternatives = [
        eb('reference', '=', filters.search.toUpperCase()),
        eb('postcode', '=', filters.search),
        like('name'),
        like('email'),
      ];
      // Phone numbers are stored as +61…: match on the digits after the trunk 0.
      const digits = filters.search.replace(/\D/g, '').replace(/^(61|0)/, '');
      if (digits.length >= 4 && /^[\d\s()+-]+$/.test(filters.search)) {
        alternatives.push(eb('phone', 'like', `%${digits}%`));
      }
      conditions.push(eb.or(alternatives));
    }
    return eb.and(conditions);
  }

  async function detail(
    executor: Kysely<Database> | Transaction<Database>,
    row: LeadRow,
  ): Promise<LeadDetail> {
    const [history, notes] = await Promise.all([
      executor
        .selectFrom('lead_status_history')
        .selectAll()
        .where('lead_id', '=', row.id)
        .orderBy('changed_at')
        .orderBy('id')
        .execute(),
      executor
        .selectFrom('lead_notes')
        .selectAll()
        .where('lead_id', '=', row.id)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
    ]);
    return { ...toRecord(row), history: history.map(toStatusChange), notes: notes.map(toNote) };
  }

  /** Inserts one lead with its first history entry and notifications inside `trx`. */
  async function insertLead(
    trx: Transaction<Database>,
    lead: NewLead,
    notifications: NotificationsOf,
    reference: string,
  ): Promise<CreatedLead> {
    const payload = lead.payload as Record<string, unknown>;
    const text = (key: string) => (typeof payload[key] === 'string' ? (payload[key] as string) : null);
    const timestamp = now();
    const inserted = await trx
      .insertInto('leads')
      .values({
        type: lead.type,
        reference,
        idempotency_key: lead.idempotencyKey,
        status: 'new',
        payload: JSON.stringify(lead.payload),
        name: text('name'),
        email: text('email'),
        phone: text('phone'),
        postcode: lead.postcode,
        state: lead.state,
        product: text('product') ?? text('model'),
        user_agent_family: lead.userAgentFamily,
        created_at: timestamp,
        updated_at: timestamp,
      })
      .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
      .returning(['id', 'reference'])
      .executeTakeFirst();
    if (!inserted) {
      const existing = await trx
        .selectFrom('leads')
        .select(['id', 'reference'])
        .where('idempotency_key', '=', lead.idempotencyKey)
        .executeTakeFirstOrThrow();
      return { ...existing, duplicate: true };
    }
    await trx
      .insertInto('lead_status_history')
      .values({
        lead_id: inserted.id,
        from_status: null,
        to_status: 'new',
        changed_by: 'website',
        note: null,
        changed_at: timestamp,
      })
      .execute();
    const rows = notifications(inserted.reference).map((notification) => ({
      lead_id: inserted.id,
      kind: notification.kind,
      recipient: notification.recipient,
      subject: notification.subject,
      body: notification.body,
      status: 'pending' as const,
      attempts: 0,
      next_attempt_at: timestamp,
      created_at: timestamp,
    }));
    if (rows.length > 0) await trx.insertInto('notification_outbox').values(rows).execute();
    return { ...inserted, duplicate: false };
  }

  /** One lead in its own transaction; a reference that collides is drawn again. */
  async function createLeadAlone(lead: NewLead, notifications: NotificationsOf): Promise<CreatedLead> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await db
          .transaction()
          .execute((trx) => insertLead(trx, lead, notifications, newLeadReference()));
      } catch (error) {
        if (attempt < 5 && isUniqueViolation(error, 'reference')) continue;
        throw error;
      }
    }
  }

  /*
   * Group commit (SQLite). All writes share one connection, so submissions queue for it anyway;
   * whatever queued while one transaction ran is written by the next in one transaction. A commit
   * writes each touched page to the log once, however many leads changed it: under load this
   * divides the commit cost by the batch size, at no cost when idle (a batch of one). If a batch
   * fails (a reference collision, one lead's bad data), its leads are retried one at a time, so a
   * lead never fails because of another.
   */
  const commitQueue: QueuedLead[] = [];
  let draining = false;

  async function drainCommitQueue(): Promise<void> {
    draining = true;
    try {
      while (commitQueue.length > 0) {
        const batch = commitQueue.splice(0, MAX_BATCH);
        let results: CreatedLead[] | undefined;
        if (batch.length > 1) {
          results = await db
            .transaction()
            .execute(async (trx) => {
              const created: CreatedLead[] = [];
              for (const item of batch)
                created.push(await insertLead(trx, item.lead, item.notifications, newLeadReference()));
              return created;
            })
            .catch(() => undefined);
        }
        for (const [index, item] of batch.entries()) {
          const result = results?.[index];
          if (result) item.resolve(result);
          else await createLeadAlone(item.lead, item.notifications).then(item.resolve, item.reject);
        }
      }
    } finally {
      draining = false;
    }
  }

  return {
    /**
     * Stores a lead, its first history entry and its notifications in one transaction. A lead with
     * the same idempotency key wins: its reference comes back and nothing new is written.
     */
    /**
     * Stores a lead, its first history entry and its notifications in one transaction. A lead with
     * the same idempotency key wins: its reference comes back and nothing new is written.
     */
    createLead(lead: NewLead, notifications: NotificationsOf): Promise<CreatedLead> {
      if (dialect !== 'sqlite') return createLeadAlone(lead, notifications);
      return new Promise((resolve, reject) => {
        commitQueue.push({ lead, notifications, resolve, reject });
        if (!draining) void drainCommitQueue();
      });
    },

    /** The lead an idempotency key already stored, if any. */
    async findByIdempotencyKey(key: string): Promise<{ id: number; reference: string } | undefined> {
      return db
        .selectFrom('leads')
        .select(['id', 'reference'])
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
    },

    /** One page of leads matching the filters, newest first, with the total count. */
    async listLeads(filters: LeadFilters = {}): Promise<LeadPage> {
      const parsed = leadFiltersSchema.parse(filters);
      const where = (eb: ExpressionBuilder<Database, 'leads'>) => applyFilters(eb, parsed);
      const [rows, count] = await Promise.all([
        db
          .selectFrom('leads')
          .selectAll()
          .where(where)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(parsed.pageSize)
          .offset((parsed.page - 1) * parsed.pageSize)
          .execute(),
        db
          .selectFrom('leads')
          .select((eb) => eb.fn.countAll().as('total'))
          .where(where)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map(toRecord),
        total: Number(count.total),
        page: parsed.page,
        pageSize: parsed.pageSize,
      };
    },

    /** A lead with its status history and notes, oldest first. */
    async getLead(id: number): Promise<LeadDetail | undefined> {
      const row = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? detail(db, row) : undefined;
    },

    async getLeadByReference(reference: string): Promise<LeadDetail | undefined> {
      const row = await db
        .selectFrom('leads')
        .selectAll()
        .where('reference', '=', reference)
        .executeTakeFirst();
      return row ? detail(db, row) : undefined;
    },

    /**
     * Moves a lead to another status and records who did it and why. Won and lost close the lead
     * (starting the retention clock); moving back to an open status reopens it. Undefined when no
     * such lead; unchanged (no history entry) when it already has that status.
     */
    async changeStatus(
      id: number,
      to: LeadStatus,
      by: string,
      note?: string,
    ): Promise<LeadDetail | undefined> {
      return db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('leads')
          .selectAll()
          .where('id', '=', id)
          .$if(dialect === 'postgres', (query) => query.forUpdate())
          .executeTakeFirst();
        if (!current) return undefined;
        if (current.status === to) return detail(trx, current);
        const timestamp = now();
        const closedAt = isClosedStatus(to)
          ? isClosedStatus(current.status)
            ? current.closed_at
            : timestamp
          : null;
        const updated = await trx
          .updateTable('leads')
          .set({ status: to, updated_at: timestamp, closed_at: closedAt })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('lead_status_history')
          .values({
            lead_id: id,
            from_status: current.status,
            to_status: to,
            changed_by: by,
            note: note ?? null,
            changed_at: timestamp,
          })
          .execute();
        return detail(trx, updated);
      });
    },

    /** Adds a note to a lead; undefined when there is no such lead. */
    async addNote(id: number, author: string, body: string): Promise<LeadNote | undefined> {
      return db.transaction().execute(async (trx) => {
        const timestamp = now();
        const touched = await trx
          .updateTable('leads')
          .set({ updated_at: timestamp })
          .where('id', '=', id)
          .executeTakeFirst();
        if (Number(touched.numUpdatedRows) === 0) return undefined;
        const note = await trx
          .insertInto('lead_notes')
          .values({ lead_id: id, author, body, created_at: timestamp })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toNote(note);
      });
    },

    /**
     * Every lead matching the filters (page and pageSize ignored), oldest first, read in batches so a
     * long export never holds the connection: for streaming CSV.
     */
    async *exportLeads(filters: LeadFilters = {}): AsyncGenerator<LeadRecord> {
      const parsed = leadFiltersSchema.parse(filters);
      let afterId = 0;
      for (;;) {
        const rows = await db
          .selectFrom('leads')
          .selectAll()
          .where((eb) => eb.and([applyFilters(eb, parsed), eb('id', '>', afterId)]))
          .orderBy('id')
          .limit(EXPORT_BATCH)
          .execute();
        for (const row of rows) yield toRecord(row);
        const last = rows.at(-1);
        if (!last || rows.length < EXPORT_BATCH) return;
        afterId = last.id;
      }
    },

    /**
     * Erases the personal details of leads closed before `cutoff` (ISO instant): payload, name,
     * email, phone, notes, history notes and the notification texts. Type, status, postcode, state,
     * product and dates stay for reporting. Returns how many leads were erased.
     */
    async eraseClosedBefore(cutoff: string): Promise<number> {
      let erased = 0;
      for (;;) {
        const count = await db.transaction().execute(async (trx) => {
          const ids = (
            await trx
              .selectFrom('leads')
              .select('id')
              .where('closed_at', '<', cutoff)
              .where('erased_at', 'is', null)
              .orderBy('id')
              .limit(ERASE_BATCH)
              // Another instance sweeping at the same time takes other rows, never these twice.
              .$if(dialect === 'postgres', (query) => query.forUpdate().skipLocked())
              .execute()
          ).map((row) => row.id);
          if (ids.length === 0) return 0;
          const timestamp = now();
          await trx
            .updateTable('leads')
            .set({
              payload: '{}',
              name: null,
              email: null,
              phone: null,
              user_agent_family: null,
              erased_at: timestamp,
              updated_at: timestamp,
            })
            .where('id', 'in', ids)
            .execute();
          await trx.updateTable('lead_notes').set({ body: '[erased]' }).where('lead_id', 'in', ids).execute();
          await trx
            .updateTable('lead_status_history')
            .set({ note: null })
            .where('lead_id', 'in', ids)
            .execute();
          await trx
            .updateTable('notification_outbox')
            .set({ body: '[erased]', subject: '[erased]', recipient: '[erased]' })
            .where('lead_id', 'in', ids)
            .where('status', 'in', ['sent', 'failed'])
            .execute();
          return ids.length;
        });
        erased += count;
        if (count < ERASE_BATCH) return erased;
      }
    },

    /**
     * Claims up to `limit` notifications that are due (pending and due, or `sending` with an expired
     * lease) by marking them `sending` until `leaseUntil`, in one statement: two workers never claim
     * the same row. Each claim counts as an attempt.
     */
    async claimDueNotifications(limit: number, leaseUntil: string): Promise<OutboxRow[]> {
      const timestamp = now();
      const due = db
        .selectFrom('notification_outbox')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', timestamp)]),
            eb.and([eb('status', '=', 'sending'), eb('lease_until', '<', timestamp)]),
          ]),
        )
        .orderBy('id')
        .limit(limit)
        .$if(dialect === 'postgres', (query) => query.forUpdate().skipLocked());
      return db
        .updateTable('notification_outbox')
        .set((eb) => ({ status: 'sending', lease_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', due)
        .returningAll()
        .execute();
    },

    /** Records a delivered notification; false when the claim had been taken over meanwhile. */
    async markNotificationSent(id: number, leaseUntil: string): Promise<boolean> {
      const result = await db
        .updateTable('notification_outbox')
        .set({ status: 'sent', sent_at: now(), lease_until: null, last_error: null })
        .where('id', '=', id)
        .where('status', '=', 'sending')
        .where('lease_until', '=', leaseUntil)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Records a failed attempt: back to pending until `retryAt`, or failed for good when null. */
    async markNotificationFailed(id: number, error: string, retryAt: string | null): Promise<void> {
      await db
        .updateTable('notification_outbox')
        .set({
          status: retryAt ? 'pending' : 'failed',
          next_attempt_at: retryAt ?? now(),
          lease_until: null,
          last_error: error.slice(0, 1000),
        })
        .where('id', '=', id)
        .where('status', '=', 'sending')
        .execute();
    },

    /** Notifications of a lead, oldest first (tests and the portal's lead view). */
    async notificationsOf(leadId: number): Promise<OutboxRow[]> {
      return db
        .selectFrom('notification_outbox')
        .selectAll()
        .where('lead_id', '=', leadId)
        .orderBy('id')
        .execute();
    },
  };
}

export type LeadRepository = ReturnType<typeof createLeadRepository>;
