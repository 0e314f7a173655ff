/**
 * A lead's routing as others read it: its hand-over history (the portal's lead page) and where it
 * stands by reference (the thank-you page).
 */
import type { Selectable } from 'kysely';
import type { RoutingEvent } from '#lib/portal-api.ts';
import type { DealerEntry } from '#schemas/dealer.ts';
import type { LeadRoutingEventsTable } from '../../db/types.ts';
import { preferredDealerOf } from '../lead-view.ts';
import type { LeadRow, RoutingCore } from './core.ts';

const toEvent = (row: Selectable<LeadRoutingEventsTable>): RoutingEvent => ({
  id: row.id,
  kind: row.kind,
  dealerId: row.dealer_id,
  actor: row.actor,
  reason: row.reason,
  note: row.note,
  at: row.at,
});

export function createRoutingHistoryStore(core: RoutingCore) {
  const { db, dealer } = core;
  return {
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
        dealer: row.dealer_id ? dealer(row.dealer_id) : undefined,
        respondBy: row.respond_by,
        asked: dealer(preferredDealerOf(row.payload) ?? ''),
      };
    },
  };
}
