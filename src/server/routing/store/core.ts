/**
 * The steps every routing consumer shares, over one database and one dealer directory: dealers'
 * loads and room (under a lock), history entries, the dealer's assignment mail, giving a lead to a
 * dealer or to the staff queue, routing a held lead to the nearest dealer with room, and taking a
 * waiting lead back. The consumers' stores (assignment, responses, staff, history, dealer table)
 * are built on it; `../repository.ts` composes them.
 *
 * Several server processes may share one PostgreSQL database, so every change of hands starts with
 * a conditional update of the lead (`… where dealer_id = ? and routing_state = 'waiting'`): it both
 * checks and locks, and of two processes acting on one lead only the first changes it. An
 * assignment locks the chosen dealer's `dealer_state` row before counting its waiting leads, so caps
 * hold across processes. SQLite writes one transaction at a time, which gives the same guarantees.
 */
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import { timeZoneByState } from '#lib/opening-hours.ts';
import { lookupPostcode, type PostcodeTable } from '#lib/postcodes/index.ts';
import { addBusinessMinutes } from '#lib/routing/business-hours.ts';
import { type DealerLoad, idleLoad, rankDealers } from '#lib/routing/choose-dealer.ts';
import type { DealerEntry } from '#schemas/dealer.ts';
import type { DatabaseHandle, DialectName } from '../../db/database.ts';
import type {
  Database,
  LeadRoutingEventsTable,
  LeadsTable,
  NotificationOutboxTable,
} from '../../db/types.ts';
import { dealerRoleFor, leadFormOf } from '../../forms/index.ts';
import { leadArea, preferredDealerOf } from '../lead-view.ts';
import { dealerAssignmentMail } from '../mail.ts';
import { ROUTING_ACTOR, type RoutingOutcome, type RoutingSettings } from '../outcome.ts';
import type { DeclineReason, RoutingEventKind, UnassignedReason } from '../schema.ts';

/** A lead as routing reads it. */
export type LeadRow = Selectable<LeadsTable>;
export type Executor = Kysely<Database> | Transaction<Database>;

export interface RoutingDirectory {
  dealers: readonly DealerEntry[];
  postcodes: PostcodeTable;
}

/** Paused flags, caps and counts of every dealer: two grouped queries. */
async function loadsOf(executor: Executor, waitingCap: number): Promise<Map<string, DealerLoad>> {
  const [states, counts] = await Promise.all([
    executor.selectFrom('dealer_state').select(['dealer_id', 'paused', 'waiting_cap']).execute(),
    executor
      .selectFrom('leads')
      .select((eb) => [
        'dealer_id',
        eb.fn.countAll<number>().as('open'),
        eb.fn
          .sum<number>(eb.case().when('routing_state', '=', 'waiting').then(1).else(0).end())
          .as('waiting'),
      ])
      .where('dealer_id', 'is not', null)
      .where('routing_state', 'in', ['waiting', 'accepted'])
      .where('closed_at', 'is', null)
      .groupBy('dealer_id')
      .execute(),
  ]);
  const map = new Map<string, DealerLoad>();
  for (const state of states) {
    map.set(state.dealer_id, {
      ...idleLoad(state.waiting_cap ?? waitingCap),
      paused: Boolean(state.paused),
    });
  }
  for (const count of counts) {
    if (!count.dealer_id) continue;
    const load = map.get(count.dealer_id) ?? idleLoad(waitingCap);
    map.set(count.dealer_id, { ...load, open: Number(count.open), waiting: Number(count.waiting) });
  }
  return map;
}

/**
 * Locks a dealer's state row for the rest of the transaction and says whether it can take one
 * more lead now: not paused, fewer waiting than its cap (counted after the lock, so two processes
 * cannot both fill the last place).
 */
async function dealerHasRoom(
  trx: Transaction<Database>,
  dealerId: string,
  dialect: DialectName,
  waitingCap: number,
): Promise<boolean> {
  const state = await trx
    .selectFrom('dealer_state')
    .select(['paused', 'waiting_cap'])
    .where('dealer_id', '=', dealerId)
    .$if(dialect === 'postgres', (query) => query.forUpdate())
    .executeTakeFirst();
  if (!state || state.paused) return false;
  const waiting = await trx
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('dealer_id', '=', dealerId)
    .where('routing_state', '=', 'waiting')
    .where('closed_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(waiting.count) < (state.waiting_cap ?? waitingCap);
}

/** The dealer's email about a lead it has received, as an outbox row. */
function assignmentMailRow(
  lead: LeadRow,
  dealer: DealerEntry,
  respondBy: string,
  timestamp: string,
  context: { postcodes: PostcodeTable; settings: RoutingSettings },
): Insertable<NotificationOutboxTable> {
  const mail = dealerAssignmentMail({
    form: leadFormOf(lead.type),
    lead,
    dealer,
    respondBy,
    area: leadArea(context.postcodes, lead.postcode),
    siteUrl: context.settings.siteUrl,
    fallbackTo: context.settings.notifyTo,
  });
  return {
    lead_id: lead.id,
    kind: 'dealer-assignment',
    recipient: mail.recipient,
    subject: mail.subject,
    body: mail.body,
    html: mail.html,
    status: 'pending',
    attempts: 0,
    next_attempt_at: timestamp,
    created_at: timestamp,
  };
}

/** Dealers that have had the lead (received it from routing or staff). */
async function dealersThatHadIt(trx: Executor, leadId: number): Promise<Set<string>> {
  const rows = await trx
    .selectFrom('lead_routing_events')
    .select('dealer_id')
    .where('lead_id', '=', leadId)
    .where('kind', 'in', ['assigned', 'reassigned'])
    .execute();
  return new Set(rows.flatMap((row) => (row.dealer_id ? [row.dealer_id] : [])));
}

/**
 * Takes a waiting lead off its dealer, if it still is with that dealer and waiting: one
 * conditional update that checks and locks. Undefined when another process acted first.
 */
async function takeBackFrom(
  trx: Transaction<Database>,
  leadId: number,
  dealerId: string,
  timestamp: string,
  dueBy?: string,
): Promise<LeadRow | undefined> {
  return trx
    .updateTable('leads')
    .set((eb) => ({
      routing_state: 'unassigned',
      respond_by: null,
      handovers: eb('handovers', '+', 1),
      updated_at: timestamp,
    }))
    .where('id', '=', leadId)
    .where('dealer_id', '=', dealerId)
    .where('routing_state', '=', 'waiting')
    .$if(dueBy !== undefined, (query) => query.where('respond_by', '<=', dueBy ?? ''))
    .returningAll()
    .executeTakeFirst();
}

/** A state row for every directory dealer (idempotent). */
async function insertDealerRows(
  db: Kysely<Database>,
  dealers: readonly DealerEntry[],
  timestamp: string,
): Promise<void> {
  const rows = dealers.map((dealer) => ({
    dealer_id: dealer.id,
    paused: 0,
    waiting_cap: null,
    updated_at: timestamp,
    updated_by: ROUTING_ACTOR,
  }));
  for (let start = 0; start < rows.length; start += 100) {
    await db
      .insertInto('dealer_state')
      .values(rows.slice(start, start + 100))
      .onConflict((conflict) => conflict.column('dealer_id').doNothing())
      .execute();
  }
}

export function createRoutingCore(
  handle: DatabaseHandle,
  directory: RoutingDirectory,
  settings: RoutingSettings,
  clock: () => Date,
) {
  const { db, dialect } = handle;
  // Replaced when a published content change edits the directory (`replaceDealers`).
  let dealers = directory.dealers;
  let dealerById = new Map(dealers.map((dealer) => [dealer.id, dealer]));
  const now = () => clock().toISOString();
  const loads = (executor: Executor) => loadsOf(executor, settings.waitingCap);
  const assignmentMail = (lead: LeadRow, dealer: DealerEntry, respondBy: string, timestamp: string) =>
    assignmentMailRow(lead, dealer, respondBy, timestamp, { postcodes: directory.postcodes, settings });
  const takeBack = (trx: Transaction<Database>, leadId: number, dealerId: string, dueBy?: string) =>
    takeBackFrom(trx, leadId, dealerId, now(), dueBy);
  /** A state row for every directory dealer (idempotent). */
  const ensureDealerRows = () => insertDealerRows(db, dealers, now());

  /** A history entry, stamped now. */
  function eventRow(
    leadId: number,
    kind: RoutingEventKind,
    fields: {
      dealerId?: string | null;
      actor?: string;
      reason?: DeclineReason | UnassignedReason;
      note?: string;
    },
  ): Insertable<LeadRoutingEventsTable> {
    return {
      lead_id: leadId,
      kind,
      dealer_id: fields.dealerId ?? null,
      actor: fields.actor ?? ROUTING_ACTOR,
      reason: fields.reason ?? null,
      note: fields.note || null,
      at: now(),
    };
  }

  async function addEvent(
    trx: Transaction<Database>,
    leadId: number,
    kind: RoutingEventKind,
    fields: Parameters<typeof eventRow>[2],
  ) {
    await trx
      .insertInto('lead_routing_events')
      .values(eventRow(leadId, kind, fields))
      .execute();
  }

  /** The end of a response window starting now, in the dealer's opening hours. */
  const responseDeadline = (dealer: DealerEntry) =>
    addBusinessMinutes(
      dealer.hours,
      timeZoneByState[dealer.address.state],
      clock(),
      settings.responseMinutes,
    ).toISOString();

  /** Gives the lead to `dealer`: its response window starts, the history says so, the dealer is mailed. */
  async function give(
    trx: Transaction<Database>,
    lead: LeadRow,
    dealer: DealerEntry,
    kind: 'assigned' | 'reassigned',
    actor: string,
    note?: string,
  ): Promise<RoutingOutcome> {
    const timestamp = now();
    const respondBy = responseDeadline(dealer);
    await trx
      .updateTable('leads')
      .set({
        dealer_id: dealer.id,
        routing_state: 'waiting',
        assigned_at: timestamp,
        respond_by: respondBy,
        accepted_at: null,
        updated_at: timestamp,
      })
      .where('id', '=', lead.id)
      .execute();
    await addEvent(trx, lead.id, kind, { dealerId: dealer.id, actor, ...(note ? { note } : {}) });
    await trx
      .insertInto('notification_outbox')
      .values(assignmentMail(lead, dealer, respondBy, timestamp))
      .execute();
    return { kind: 'assigned', dealer, respondBy };
  }

  async function toStaffQueue(
    trx: Transaction<Database>,
    leadId: number,
    reason: UnassignedReason,
  ): Promise<RoutingOutcome> {
    await trx
      .updateTable('leads')
      .set({ dealer_id: null, routing_state: 'unassigned', respond_by: null, updated_at: now() })
      .where('id', '=', leadId)
      .execute();
    await addEvent(trx, leadId, 'unassigned', { reason });
    return { kind: 'unassigned', reason };
  }

  /** Routes a lead whose row the transaction holds: the nearest dealer with room, or staff. */
  async function route(trx: Transaction<Database>, lead: LeadRow): Promise<RoutingOutcome> {
    if (lead.handovers >= settings.maxHandovers) return toStaffQueue(trx, lead.id, 'hand-over-limit');
    const origin = lead.postcode ? lookupPostcode(directory.postcodes, lead.postcode)?.location : undefined;
    if (!origin) return toStaffQueue(trx, lead.id, 'no-dealer');
    const [loadMap, exclude] = await Promise.all([loads(trx), dealersThatHadIt(trx, lead.id)]);
    const ranked = rankDealers(
      dealers,
      {
        origin,
        productType: lead.product_type,
        exclude,
        role: dealerRoleFor(lead.type),
        preferred: preferredDealerOf(lead.payload),
      },
      (id) => loadMap.get(id) ?? idleLoad(settings.waitingCap),
      settings.radiusKm,
    );
    for (const { dealer } of ranked) {
      // The ranking read loads without locks; the chosen dealer is checked again under its lock.
      if (await dealerHasRoom(trx, dealer.id, dialect, settings.waitingCap))
        return give(trx, lead, dealer, 'assigned', ROUTING_ACTOR);
    }
    return toStaffQueue(trx, lead.id, 'no-dealer');
  }

  async function leadExists(leadId: number): Promise<boolean> {
    return Boolean(await db.selectFrom('leads').select('id').where('id', '=', leadId).executeTakeFirst());
  }

  return {
    db,
    dialect,
    settings,
    postcodes: directory.postcodes,
    clock,
    now,
    /** The directory as routing uses it now (replaced by a published edit of the dealer files). */
    dealers: (): readonly DealerEntry[] => dealers,
    dealer: (id: string): DealerEntry | undefined => dealerById.get(id),
    /**
     * Routes new leads with this directory from now on. A dealer who left keeps the leads already
     * handed over until they accept or the window passes; then the lead moves on as usual.
     */
    async replaceDealers(next: readonly DealerEntry[]): Promise<void> {
      dealers = next;
      dealerById = new Map(next.map((dealer) => [dealer.id, dealer]));
      await ensureDealerRows();
    },
    ensureDealerRows,
    loads,
    eventRow,
    addEvent,
    responseDeadline,
    assignmentMail,
    give,
    dealersThatHadIt,
    route,
    takeBack,
    leadExists,
  };
}

export type RoutingCore = ReturnType<typeof createRoutingCore>;
