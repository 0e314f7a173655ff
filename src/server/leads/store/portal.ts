/**
 * Reading and working leads, for the portal: filtered pages, counts by kind and status in one
 * grouped query, a lead with its history and notes, status changes, notes and the CSV export.
 */
import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
  sql,
  type Transaction,
} from 'kysely';
import { australianDayStart } from '#lib/australian-dates.ts';
import { shiftDate } from '#lib/lead-forms/dates.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Database } from '../../db/types.ts';
import { type LeadFilters, type LeadStatus, type LeadType, leadFiltersSchema } from '../schema.ts';
import {
  type LeadDetail,
  type LeadNote,
  type LeadPage,
  type LeadRecord,
  type LeadRow,
  type Now,
  toNote,
  toRecord,
  toStatusChange,
} from './records.ts';
import { moveLeadStatus } from './status-change.ts';

const EXPORT_BATCH = 500;

/** `%`, `_` and the escape character itself are literal in a search. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Start of a day (YYYY-MM-DD) or an instant, as an ISO instant. A day is a Sydney day, as the portal
 * shows dates: a lead made at 1:30 am on the 14th in Sydney (14:30 UTC on the 13th) is the 14th's.
 */
const instantOf = (value: string) =>
  value.length === 10 ? australianDayStart(value) : new Date(value).toISOString();
const dayAfter = (isoDate: string) => australianDayStart(shiftDate(isoDate, { days: 1 }));

/**
 * Which leads' contact details (name, email, phone) a search may match: every lead's (staff), or
 * only those of leads their dealer has accepted (a dealer's user, who sees no more before). A search
 * that matched hidden fields would tell, one guess at a time, what the page withholds.
 */
export type ContactSearch = 'all' | 'accepted';

/** The filters and search of staff's (or a dealer's) lead list as one condition. */
function applyFilters(
  eb: ExpressionBuilder<Database, 'leads'>,
  filters: ReturnType<typeof leadFiltersSchema.parse>,
  contactSearch: ContactSearch,
) {
  const conditions = [];
  if (filters.type) conditions.push(eb('type', '=', filters.type));
  if (filters.status) conditions.push(eb('status', '=', filters.status));
  if (filters.state) conditions.push(eb('state', '=', filters.state));
  if (filters.postcode) conditions.push(eb('postcode', '=', filters.postcode));
  if (filters.dealer) conditions.push(eb('dealer_id', '=', filters.dealer));
  if (filters.routing) conditions.push(eb('routing_state', '=', filters.routing));
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
    const contact: Expression<SqlBool>[] = [like('name'), like('email')];
    // Phone numbers are stored as +61…: match on the digits after the trunk 0.
    const digits = filters.search.replace(/\D/g, '').replace(/^(61|0)/, '');
    if (digits.length >= 4 && /^[\d\s()+-]+$/.test(filters.search)) {
      contact.push(eb('phone', 'like', `%${digits}%`));
    }
    conditions.push(
      eb.or([
        eb('reference', '=', filters.search.toUpperCase()),
        eb('postcode', '=', filters.search),
        contactSearch === 'all'
          ? eb.or(contact)
          : eb.and([eb('routing_state', '=', 'accepted'), eb.or(contact)]),
      ]),
    );
  }
  return eb.and(conditions);
}

/** A lead with its status history and notes. */
async function detail(executor: Kysely<Database> | Transaction<Database>, row: LeadRow): Promise<LeadDetail> {
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

export function createPortalLeadStore(handle: DatabaseHandle, now: Now) {
  const { db, dialect } = handle;

  return {
    /**
     * One page of leads matching the filters, newest first, with the total count. The search
     * matches contact details as `contactSearch` allows (every lead's unless told otherwise).
     */
    async listLeads(filters: LeadFilters = {}, contactSearch: ContactSearch = 'all'): Promise<LeadPage> {
      const parsed = leadFiltersSchema.parse(filters);
      const where = (eb: ExpressionBuilder<Database, 'leads'>) => applyFilters(eb, parsed, contactSearch);
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

    /** How many leads there are of each kind in each status (pairs with none are left out): one grouped query. */
    async countByTypeAndStatus(): Promise<{ type: LeadType; status: LeadStatus; count: number }[]> {
      const rows = await db
        .selectFrom('leads')
        .select((eb) => ['type', 'status', eb.fn.countAll().as('count')])
        .groupBy(['type', 'status'])
        .execute();
      return rows.map((row) => ({ type: row.type, status: row.status, count: Number(row.count) }));
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
        const moved = await moveLeadStatus(trx, {
          leadId: id,
          to,
          actor: by,
          note: note ?? null,
          timestamp: now(),
          from: current,
        });
        const updated = { ...current, ...moved };
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
    async *exportLeads(
      filters: LeadFilters = {},
      contactSearch: ContactSearch = 'all',
    ): AsyncGenerator<LeadRecord> {
      const parsed = leadFiltersSchema.parse(filters);
      let afterId = 0;
      for (;;) {
        const rows = await db
          .selectFrom('leads')
          .selectAll()
          .where((eb) => eb.and([applyFilters(eb, parsed, contactSearch), eb('id', '>', afterId)]))
          .orderBy('id')
          .limit(EXPORT_BATCH)
          .execute();
        for (const row of rows) yield toRecord(row);
        const last = rows.at(-1);
        if (!last || rows.length < EXPORT_BATCH) return;
        afterId = last.id;
      }
    },
  };
}
