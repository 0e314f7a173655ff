/**
 * The staff dealer table's figures: per dealer, leads received, accepted, declined and timed out,
 * the median time to accept, the leads waiting now and the warranty registrations that name it.
 */
import type { DealerFigures } from '#lib/portal-api.ts';
import type { RoutingCore } from './core.ts';

const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export function createDealerTableStore(core: RoutingCore) {
  const { db, settings, dealer } = core;
  return {
    /** Every directory dealer's figures, by id. */
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
        .filter((row) => dealer(row.dealerId) !== undefined)
        .sort((a, b) => a.dealerId.localeCompare(b.dealerId));
    },
  };
}
