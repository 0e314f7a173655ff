/**
 * Assignment of leads just stored, inside the transaction that stores them (the forms' consumer).
 */
import type { Insertable, Transaction } from 'kysely';
import { lookupPostcode } from '#lib/postcodes/index.ts';
import { idleLoad, rankDealers } from '#lib/routing/choose-dealer.ts';
import type { Database, NotificationOutboxTable } from '../../db/types.ts';
import { dealerRoleFor } from '../../forms/index.ts';
import { preferredDealerOf } from '../lead-view.ts';
import type { RoutingOutcome } from '../outcome.ts';
import type { LeadRow, RoutingCore } from './core.ts';

export function createAssignmentStore(core: RoutingCore) {
  const {
    dialect,
    settings,
    postcodes,
    dealers,
    dealer: dealerOf,
    now,
    loads,
    responseDeadline,
    assignmentMail,
    eventRow,
    route,
  } = core;
  return {
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
        const origin = lead.postcode ? lookupPostcode(postcodes, lead.postcode)?.location : undefined;
        const [best] = origin
          ? rankDealers(
              dealers(),
              {
                origin,
                productType: lead.product_type,
                exclude: new Set(),
                role: dealerRoleFor(lead.type),
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
          const dealer = dealerOf(dealerId);
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
        const asked = dealerOf(preferredDealerOf(leads[index]?.payload ?? '{}') ?? '');
        return asked ? { ...placed, asked } : placed;
      });
    },
  };
}
