/**
 * The hand-over of quote and installer requests to dealers, in the database (SQLite and PostgreSQL):
 * assignment inside the transaction that stores a lead, accept, decline and pass on, timeouts,
 * staff reassignment and pausing, the history of every step, and the dealer table's figures.
 *
 * Several server processes may share one PostgreSQL database, so every change of hands starts with
 * a conditional update of the lead (`… where dealer_id = ? and routing_state = 'waiting'`): it both
 * checks and locks, and of two processes acting on one lead only the first changes it. The timeout
 * sweep picks due leads with `for update skip locked` (PostgreSQL), and an assignment locks the
 * chosen dealer's `dealer_state` row before counting its waiting leads, so caps hold across
 * processes. SQLite writes one transaction at a time, which gives the same guarantees.
 * The choice itself is the pure `rankDealers` (src/lib/routing); each assignment writes the dealer's
 * email into the outbox in the same transaction, so it is sent once per assignment.
 */
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import { timeZoneByState } from '../../lib/opening-hours.ts';
import type { DealerFigures, ReassignCandidate, RoutingEvent } from '../../lib/portal-api.ts';
import { distanceKm, lookupPostcode, type PostcodeTable } from '../../lib/postcodes/index.ts';
import { addBusinessMinutes } from '../../lib/routing/business-hours.ts';
import {
  type DealerLoad,
  idleLoad,
  ineligibility,
  rankDealers,
  roleForLead,
} from '../../lib/routing/choose-dealer.ts';
import type { DealerEntry } from '../../schemas/dealer.ts';
import { clock as serverClock } from '../clock.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { Database, LeadRoutingEventsTable, LeadsTable, NotificationOutboxTable } from '../db/types.ts';
import { leadArea, preferredDealerOf } from './lead-view.ts';
import { dealerAssignmentMail } from './mail.ts';
import type { DeclineReason, RoutingEventKind, UnassignedReason } from './schema.ts';

export interface RoutingSettings {
  /** Farthest a dealer may be from the lead's postcode, km. */
  radiusKm: number;
  /** Default cap of leads a dealer may have waiting for acceptance. */
  waitingCap: number;
  /** A dealer's response window, in minutes of its opening hours. */
  responseMinutes: number;
  /** Hand-overs (declines and timeouts) after which a lead goes to the staff queue. */
  maxHandovers: number;
  /** Public origin of the site, for the portal link in dealers' mail. */
  siteUrl: string;
  /** The leads inbox: dealers without an email address are mailed there, for staff to phone. */
  notifyTo: string;
}

/** Who acted automatically. */
export const ROUTING_ACTOR = 'routing';

/** A lead as routing reads it. */
type LeadRow = Selectable<LeadsTable>;
type Executor = Kysely<Database> | Transaction<Database>;

/** Where a lead went; `asked` is the dealer the visitor chose, when there was one (first routing only). */
export type RoutingOutcome = (
  | { kind: 'assigned'; dealer: DealerEntry; respondBy: string }
  | { kind: 'unassigned'; reason: UnassignedReason }
) & { asked?: DealerEntry };

/** What a change of hands did: done, or why not. */
export type HandOverResult =
  | { ok: true; outcome: RoutingOutcome | null }
  | { ok: false; reason: 'not-found' | 'not-waiting' };

const toEvent = (row: Selectable<LeadRoutingEventsTable>): RoutingEvent => ({
  id: row.id,
  kind: row.kind,
  dealerId: row.dealer_id,
  actor: row.actor,
  reason: row.reason,
  note: row.note,
  at: row.at,
});

const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export type { DealerFigures, RoutingEvent };

export function createRoutingRepository(
  handle: DatabaseHandle,
  directory: { dealers: readonly DealerEntry[]; postcodes: PostcodeTable },
  settings: RoutingSettings,
  clock: () => Date = serverClock.now,
) {
  const { db, dialect } = handle;
  // Replaced when a published content change edits the directory (`replaceDealers`).
  let dealers = directory.dealers;
  let dealerById = new Map(dealers.map((dealer) => [dealer.id, dealer]));
  const now = () => clock().toISOString();

  /** Paused flags, caps and counts of every dealer: two grouped queries. */
  async function loads(executor: Executor): Promise<Map<string, DealerLoad>> {
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
        ...idleLoad(state.waiting_cap ?? settings.waitingCap),
        paused: Boolean(state.paused),
      });
    }
    for (const count of counts) {
      if (!count.dealer_id) continue;
      const load = map.get(count.dealer_id) ?? idleLoad(settings.waitingCap);
      map.set(count.dealer_id, { ...load, open: Number(count.open), waiting: Number(count.waiting) });
    }
    return map;
  }

  /**
   * Locks a dealer's state row for the rest of the transaction and says whether it can take one
   * more lead now: not paused, fewer waiting than its cap (counted after the lock, so two processes
   * cannot both fill the last place).
   */
  async function dealerHasRoom(trx: Transaction<Database>, dealerId: string): Promise<boolean> {
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
    return Number(waiting.count) < (state.waiting_cap ?? settings.waitingCap);
  }

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

  /** The dealer's email about a lead it has received, as an outbox row. */
  function assignmentMail(
    lead: LeadRow,
    dealer: DealerEntry,
    respondBy: string,
    timestamp: string,
  ): Insertable<NotificationOutboxTable> {
    const mail = dealerAssignmentMail({
      lead,
      dealer,
      respondBy,
      area: leadArea(directory.postcodes, lead.postcode),
      siteUrl: settings.siteUrl,
      fallbackTo: settings.notifyTo,
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

  /** Gives the lead to `dealer`: its response window starts, the history says so, the dealer is mailed. */
  async function give(
    trx: Transaction<Database>,
    lead: LeadRow,
    dealer: DealerEntry,
    kind: 'assigned' | 'reassigned',
    actor: string,
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
    await addEvent(trx, lead.id, kind, { dealerId: dealer.id, actor });
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
        role: roleForLead(lead.type),
        preferred: preferredDealerOf(lead.payload),
      },
      (id) => loadMap.get(id) ?? idleLoad(settings.waitingCap),
      settings.radiusKm,
    );
    for (const { dealer } of ranked) {
      // The ranking read loads without locks; the chosen dealer is checked again under its lock.
      if (await dealerHasRoom(trx, dealer.id)) return give(trx, lead, dealer, 'assigned', ROUTING_ACTOR);
    }
    return toStaffQueue(trx, lead.id, 'no-dealer');
  }

  /**
   * Takes a waiting lead off its dealer, if it still is with that dealer and waiting: one
   * conditional update that checks and locks. Undefined when another process acted first.
   */
  async function takeBack(
    trx: Transaction<Database>,
    leadId: number,
    dealerId: string,
    dueBy?: string,
  ): Promise<LeadRow | undefined> {
    return trx
      .updateTable('leads')
      .set((eb) => ({
        routing_state: 'unassigned',
        respond_by: null,
        handovers: eb('handovers', '+', 1),
        updated_at: now(),
      }))
      .where('id', '=', leadId)
      .where('dealer_id', '=', dealerId)
      .where('routing_state', '=', 'waiting')
      .$if(dueBy !== undefined, (query) => query.where('respond_by', '<=', dueBy ?? ''))
      .returningAll()
      .executeTakeFirst();
  }

  /** A state row for every directory dealer (idempotent). */
  async function ensureDealerRows(): Promise<void> {
    const timestamp = now();
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

  async function leadExists(leadId: number): Promise<boolean> {
    return Boolean(await db.selectFrom('leads').select('id').where('id', '=', leadId).executeTakeFirst());
  }

  return {
    settings,

    /** Makes sure every directory dealer has a state row (run at start-up; idempotent). */
    ensureDealers: ensureDealerRows,

    /**
     * Routes new leads with this directory from now on (a published edit of the dealer files). A
     * dealer who left keeps the leads already handed over until they accept or the window passes;
     * then the lead moves on as usual, to a dealer still listed.
     */
    async replaceDealers(next: readonly DealerEntry[]): Promise<void> {
      dealers = next;
      dealerById = new Map(next.map((dealer) => [dealer.id, dealer]));
      await ensureDealerRows();
    },

    /** The directory dealer with this id. */
    dealer: (id: string): DealerEntry | undefined => dealerById.get(id),

    /**
     * Routes a lead just stored, in the transaction that stores it. `productType` is the type asked
     * for (a named product resolved to its type), null when none was named.
     */
    /**
     * Hands leads just stored (routing state `unassigned`, never handed over) to their nearest
     * dealers with room, inside the transaction that stores them; one outcome per lead, in order.
     *
     * A batch of submissions costs a fixed number of statements: the dealers' loads are read once,
     * each lead's dealer is chosen in memory (counting the batch's own earlier choices), then the
     * chosen dealers' rows are locked in id order (so two processes cannot deadlock on them) and
     * their waiting leads counted again under the lock. A dealer that filled up meanwhile (another
     * process got there first) loses its surplus leads, which then take the one-at-a-time path
     * (`route`) after the batch's own assignments are written, so every cap still holds.
     */
    async assignNewLeads(trx: Transaction<Database>, leads: readonly LeadRow[]): Promise<RoutingOutcome[]> {
      const outcomes: (RoutingOutcome | undefined)[] = leads.map(() => undefined);
      const loadMap = await loads(trx);
      const loadOf = (id: string) => loadMap.get(id) ?? idleLoad(settings.waitingCap);
      const chosen = new Map<string, number[]>();
      for (const [index, lead] of leads.entries()) {
        const origin = lead.postcode
          ? lookupPostcode(directory.postcodes, lead.postcode)?.location
          : undefined;
        const [best] = origin
          ? rankDealers(
              dealers,
              {
                origin,
                productType: lead.product_type,
                exclude: new Set(),
                role: roleForLead(lead.type),
                preferred: preferredDealerOf(lead.payload),
              },
              loadOf,
              settings.radiusKm,
            )
          : [];
        if (!best) {
          outcomes[index] = { kind: 'unassigned', reason: 'no-dealer' };
          continue;
        }
        const load = loadOf(best.dealer.id);
        loadMap.set(best.dealer.id, { ...load, open: load.open + 1, waiting: load.waiting + 1 });
        chosen.set(best.dealer.id, [...(chosen.get(best.dealer.id) ?? []), index]);
      }

      const retry: number[] = [];
      if (chosen.size > 0) {
        const dealerIds = [...chosen.keys()].sort();
        const [states, waiting] = [
          await trx
            .selectFrom('dealer_state')
            .select(['dealer_id', 'paused', 'waiting_cap'])
            .where('dealer_id', 'in', dealerIds)
            .orderBy('dealer_id')
            .$if(dialect === 'postgres', (query) => query.forUpdate())
            .execute(),
          await trx
            .selectFrom('leads')
            .select((eb) => ['dealer_id', eb.fn.countAll<number>().as('count')])
            .where('dealer_id', 'in', dealerIds)
            .where('routing_state', '=', 'waiting')
            .where('closed_at', 'is', null)
            .groupBy('dealer_id')
            .execute(),
        ];
        const stateOf = new Map(states.map((state) => [state.dealer_id, state]));
        const waitingOf = new Map(waiting.map((row) => [row.dealer_id, Number(row.count)]));
        const timestamp = now();
        const mails: Insertable<NotificationOutboxTable>[] = [];
        for (const dealerId of dealerIds) {
          const indexes = chosen.get(dealerId) ?? [];
          const state = stateOf.get(dealerId);
          const dealer = dealerById.get(dealerId);
          const room =
            !state || state.paused || !dealer
              ? 0
              : Math.max(0, (state.waiting_cap ?? settings.waitingCap) - (waitingOf.get(dealerId) ?? 0));
          const given = indexes.slice(0, room);
          retry.push(...indexes.slice(room));
          if (!dealer || given.length === 0) continue;
          const respondBy = responseDeadline(dealer);
          await trx
            .updateTable('leads')
            .set({
              dealer_id: dealerId,
              routing_state: 'waiting',
              assigned_at: timestamp,
              respond_by: respondBy,
              updated_at: timestamp,
            })
            .where(
              'id',
              'in',
              given.map((index) => leads[index]?.id ?? 0),
            )
            .execute();
          for (const index of given) {
            const lead = leads[index];
            if (!lead) continue;
            mails.push(assignmentMail(lead, dealer, respondBy, timestamp));
            outcomes[index] = { kind: 'assigned', dealer, respondBy };
          }
        }
        if (mails.length > 0) await trx.insertInto('notification_outbox').values(mails).execute();
      }

      const events = leads.flatMap((lead, index) => {
        const outcome = outcomes[index];
        if (!outcome) return [];
        return [
          outcome.kind === 'assigned'
            ? eventRow(lead.id, 'assigned', { dealerId: outcome.dealer.id })
            : eventRow(lead.id, 'unassigned', { reason: outcome.reason }),
        ];
      });
      if (events.length > 0) await trx.insertInto('lead_routing_events').values(events).execute();

      for (const index of retry.sort((a, b) => a - b)) {
        const lead = leads[index];
        if (lead) outcomes[index] = await route(trx, lead);
      }
      return outcomes.map((outcome, index): RoutingOutcome => {
        const placed: RoutingOutcome = outcome ?? { kind: 'unassigned', reason: 'no-dealer' };
        const asked = dealerById.get(preferredDealerOf(leads[index]?.payload ?? '{}') ?? '');
        return asked ? { ...placed, asked } : placed;
      });
    },

    /** The dealer accepts its waiting lead: from now it sees the customer's details. */
    async accept(leadId: number, dealerId: string, actor: string): Promise<HandOverResult> {
      const accepted = await db.transaction().execute(async (trx) => {
        const timestamp = now();
        const row = await trx
          .updateTable('leads')
          .set({ routing_state: 'accepted', accepted_at: timestamp, respond_by: null, updated_at: timestamp })
          .where('id', '=', leadId)
          .where('dealer_id', '=', dealerId)
          .where('routing_state', '=', 'waiting')
          .returning('id')
          .executeTakeFirst();
        if (row) await addEvent(trx, leadId, 'accepted', { dealerId, actor });
        return Boolean(row);
      });
      if (accepted) return { ok: true, outcome: null };
      return { ok: false, reason: (await leadExists(leadId)) ? 'not-waiting' : 'not-found' };
    },

    /** The dealer declines its waiting lead with a reason; the lead passes to the next nearest dealer. */
    async decline(
      leadId: number,
      dealerId: string,
      actor: string,
      reason: DeclineReason,
      note?: string,
    ): Promise<HandOverResult> {
      const outcome = await db.transaction().execute(async (trx) => {
        const lead = await takeBack(trx, leadId, dealerId);
        if (!lead) return undefined;
        await addEvent(trx, leadId, 'declined', { dealerId, actor, reason, note });
        return route(trx, lead);
      });
      if (outcome) return { ok: true, outcome };
      return { ok: false, reason: (await leadExists(leadId)) ? 'not-waiting' : 'not-found' };
    },

    /**
     * Passes on leads whose response window has ended, up to `limit`, one transaction each; returns
     * how many it passed on. Safe to run in every process at once: PostgreSQL skips leads another
     * process holds, and the conditional update makes a lead already acted on a no-op.
     */
    async sweepTimeouts(limit = 50): Promise<number> {
      let passed = 0;
      const skipped: number[] = [];
      for (let round = 0; round < limit; round += 1) {
        const timestamp = now();
        const done = await db.transaction().execute(async (trx) => {
          const due = await trx
            .selectFrom('leads')
            .select(['id', 'dealer_id'])
            .where('routing_state', '=', 'waiting')
            .where('respond_by', '<=', timestamp)
            .where('closed_at', 'is', null)
            .$if(skipped.length > 0, (query) => query.where('id', 'not in', skipped))
            .orderBy('respond_by')
            .orderBy('id')
            .limit(1)
            .$if(dialect === 'postgres', (query) => query.forUpdate().skipLocked())
            .executeTakeFirst();
          if (!due?.dealer_id) return 'none' as const;
          const lead = await takeBack(trx, due.id, due.dealer_id, timestamp);
          if (!lead) {
            skipped.push(due.id);
            return 'skipped' as const;
          }
          await addEvent(trx, lead.id, 'timed-out', { dealerId: due.dealer_id });
          await route(trx, lead);
          return 'passed' as const;
        });
        if (done === 'none') break;
        if (done === 'passed') passed += 1;
      }
      return passed;
    },

    /** Staff give a routed lead to any directory dealer by hand (whatever its cap or pause). */
    async reassign(leadId: number, dealerId: string, actor: string): Promise<HandOverResult> {
      const dealer = dealerById.get(dealerId);
      if (!dealer) return { ok: false, reason: 'not-found' };
      const outcome = await db.transaction().execute(async (trx) => {
        const lead = await trx
          .updateTable('leads')
          .set({ updated_at: now() })
          .where('id', '=', leadId)
          .where('routing_state', 'is not', null)
          .returningAll()
          .executeTakeFirst();
        if (!lead) return undefined;
        return give(trx, lead, dealer, 'reassigned', actor);
      });
      return outcome ? { ok: true, outcome } : { ok: false, reason: 'not-found' };
    },

    /** Staff pause (no new leads) or resume a dealer; false for an unknown dealer. */
    async setPaused(dealerId: string, paused: boolean, actor: string): Promise<boolean> {
      if (!dealerById.has(dealerId)) return false;
      const result = await db
        .updateTable('dealer_state')
        .set({ paused: paused ? 1 : 0, updated_at: now(), updated_by: actor })
        .where('dealer_id', '=', dealerId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** A lead's hand-over history, oldest first. */
    async eventsOf(leadId: number): Promise<RoutingEvent[]> {
      const rows = await db
        .selectFrom('lead_routing_events')
        .selectAll()
        .where('lead_id', '=', leadId)
        .orderBy('at')
        .orderBy('id')
        .execute();
      return rows.map(toEvent);
    },

    /**
     * Where a lead's hand-over stands, by reference (the thank-you page), with the lead's kind (which
     * next steps the page shows) and the product asked about (a promotion it qualifies for).
     */
    async placementOf(reference: string): Promise<
      | {
          type: LeadRow['type'];
          product: string | null;
          state: LeadRow['routing_state'];
          dealer: DealerEntry | undefined;
          respondBy: string | null;
          /** The dealer the visitor asked for (the locator's "ask this dealer"), if any. */
          asked: DealerEntry | undefined;
        }
      | undefined
    > {
      const row = await db
        .selectFrom('leads')
        .select(['type', 'product', 'routing_state', 'dealer_id', 'respond_by', 'payload'])
        .where('reference', '=', reference)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        type: row.type,
        product: row.product,
        state: row.routing_state,
        dealer: row.dealer_id ? dealerById.get(row.dealer_id) : undefined,
        respondBy: row.respond_by,
        asked: dealerById.get(preferredDealerOf(row.payload) ?? ''),
      };
    },

    /**
     * Per dealer: received, accepted, declined, timed out, median time to accept, waiting now, and
     * the warranty registrations that name it.
     */
    /**
     * Every directory dealer as staff may reassign a lead to it: nearest to the lead's postcode
     * first, with the distance in km and where it stands (eligible, holding it now, or the first
     * reason routing would pass it over: had it, paused, full, too far, other product).
     */
    async candidates(leadId: number): Promise<ReassignCandidate[]> {
      const lead = await db
        .selectFrom('leads')
        .select(['type', 'postcode', 'product_type', 'dealer_id'])
        .where('id', '=', leadId)
        .executeTakeFirst();
      if (!lead) return [];
      const origin = lead.postcode ? lookupPostcode(directory.postcodes, lead.postcode)?.location : undefined;
      const [loadMap, exclude] = await Promise.all([loads(db), dealersThatHadIt(db, leadId)]);
      const request = {
        origin: origin ?? { lat: 0, lng: 0 },
        productType: lead.product_type,
        exclude,
        role: roleForLead(lead.type),
      };
      return dealers
        .map((dealer): ReassignCandidate => {
          const distance = origin ? distanceKm(origin, dealer.location) : null;
          const load = loadMap.get(dealer.id) ?? idleLoad(settings.waitingCap);
          const why = ineligibility(
            dealer,
            load,
            request,
            distance ?? 0,
            origin ? settings.radiusKm : Infinity,
          );
          return {
            dealerId: dealer.id,
            name: dealer.name,
            suburb: dealer.address.suburb,
            state: dealer.address.state,
            distanceKm: distance === null ? null : Math.round(distance),
            standing: dealer.id === lead.dealer_id ? 'holding' : (why ?? 'eligible'),
          };
        })
        .sort(
          (a, b) =>
            (a.distanceKm ?? Number.POSITIVE_INFINITY) - (b.distanceKm ?? Number.POSITIVE_INFINITY) ||
            a.name.localeCompare(b.name, 'en-AU'),
        );
    },

    /** Routing's limits, for saying why a lead went to the staff queue. */
    limits: () => ({ radiusKm: settings.radiusKm, maxHandovers: settings.maxHandovers }),

    async dealerTable(): Promise<DealerFigures[]> {
      const [states, events, waiting, acceptances, registrations] = await Promise.all([
        db.selectFrom('dealer_state').select(['dealer_id', 'paused', 'waiting_cap']).execute(),
        db
          .selectFrom('lead_routing_events')
          .select((eb) => ['dealer_id', 'kind', eb.fn.countAll<number>().as('count')])
          .where('dealer_id', 'is not', null)
          .groupBy(['dealer_id', 'kind'])
          .execute(),
        db
          .selectFrom('leads')
          .select((eb) => ['dealer_id', eb.fn.countAll<number>().as('count')])
          .where('routing_state', '=', 'waiting')
          .where('closed_at', 'is', null)
          .groupBy('dealer_id')
          .execute(),
        db
          .selectFrom('leads')
          .select(['dealer_id', 'assigned_at', 'accepted_at'])
          .where('routing_state', '=', 'accepted')
          .where('accepted_at', 'is not', null)
          .execute(),
        // Warranty registrations whose owner named the dealer (installer licence or name).
        db
          .selectFrom('warranty_registrations')
          .select((eb) => ['dealer_id', eb.fn.countAll<number>().as('count')])
          .where('dealer_id', 'is not', null)
          .groupBy('dealer_id')
          .execute(),
      ]);
      const rows = new Map<string, DealerFigures>();
      const rowOf = (dealerId: string) => {
        let row = rows.get(dealerId);
        if (!row) {
          row = {
            dealerId,
            paused: false,
            waitingCap: settings.waitingCap,
            received: 0,
            accepted: 0,
            declined: 0,
            timedOut: 0,
            medianMinutesToAccept: null,
            waitingNow: 0,
            warrantyRegistrations: 0,
          };
          rows.set(dealerId, row);
        }
        return row;
      };
      for (const state of states) {
        Object.assign(rowOf(state.dealer_id), {
          paused: Boolean(state.paused),
          waitingCap: state.waiting_cap ?? settings.waitingCap,
        });
      }
      const field = {
        assigned: 'received',
        reassigned: 'received',
        accepted: 'accepted',
        declined: 'declined',
        'timed-out': 'timedOut',
      } as const;
      for (const event of events) {
        const key = field[event.kind as keyof typeof field];
        if (event.dealer_id && key) rowOf(event.dealer_id)[key] += Number(event.count);
      }
      for (const row of waiting) if (row.dealer_id) rowOf(row.dealer_id).waitingNow = Number(row.count);
      for (const row of registrations)
        if (row.dealer_id) rowOf(row.dealer_id).warrantyRegistrations = Number(row.count);
      const minutes = new Map<string, number[]>();
      for (const row of acceptances) {
        if (!row.dealer_id || !row.assigned_at || !row.accepted_at) continue;
        const list = minutes.get(row.dealer_id) ?? [];
        list.push((Date.parse(row.accepted_at) - Date.parse(row.assigned_at)) / 60_000);
        minutes.set(row.dealer_id, list);
      }
      for (const [dealerId, list] of minutes) rowOf(dealerId).medianMinutesToAccept = median(list);
      // Dealers of the directory only: one who left keeps its history in the events, not a row here.
      return [...rows.values()]
        .filter((row) => dealerById.has(row.dealerId))
        .sort((a, b) => a.dealerId.localeCompare(b.dealerId));
    },
  };
}

export type RoutingRepository = ReturnType<typeof createRoutingRepository>;
