/**
 * Staff's hands on routing: reassigning a lead to any dealer (candidates ranked by distance, with
 * where each stands), pausing a dealer, and the limits that explain the staff queue.
 */

import type { Selectable, Transaction } from 'kysely';
import type { ReassignCandidate } from '#lib/portal-api.ts';
import { distanceKm, lookupPostcode } from '#lib/postcodes/index.ts';
import { handOverRefusal, idleLoad, ineligibility } from '#lib/routing/choose-dealer.ts';
import type { DealerEntry } from '#schemas/dealer.ts';
import type { Database, LeadsTable } from '../../db/types.ts';
import { dealerRoleFor, leadFormOf } from '../../forms/index.ts';
import { clearForNewAgent } from '../../service/agent-steps.ts';
import { serviceReassignedMail } from '../../service/mail.ts';
import { leadMovedMail, requestReassignedMail } from '../mail.ts';
import type { ReassignResult } from '../outcome.ts';
import type { RoutingCore } from './core.ts';

/** "Fyshwick ACT 2609": where a dealer is, as the person who asked reads it. */
const dealerArea = (dealer: DealerEntry) =>
  `${dealer.address.suburb} ${dealer.address.state} ${dealer.address.postcode}`;

export function createStaffRoutingStore(core: RoutingCore) {
  const { db, settings, postcodes, dealers, dealer: dealerOf, now, give, loads, dealersThatHadIt } = core;

  /**
   * The reassignment's mails, as outbox rows in its transaction: to the dealer that held the lead,
   * and (a service request's owner has its own mail, `serviceReassignedMail`) to the person who asked.
   */
  async function mailReassignment(
    trx: Transaction<Database>,
    lead: Selectable<LeadsTable>,
    previous: DealerEntry | undefined,
    dealer: DealerEntry,
    reason: string,
  ) {
    const input = {
      form: leadFormOf(lead.type),
      lead,
      previous,
      dealer,
      reason,
      siteUrl: settings.siteUrl,
      fallbackTo: settings.notifyTo,
    };
    const timestamp = now();
    const rows = [
      { kind: 'lead-moved' as const, mail: leadMovedMail(input) },
      {
        kind: 'request-reassigned' as const,
        mail: lead.type === 'service' ? null : requestReassignedMail({ ...input, area: dealerArea(dealer) }),
      },
    ].flatMap(({ kind, mail }) =>
      mail
        ? [
            {
              ...mail,
              lead_id: lead.id,
              kind,
              status: 'pending' as const,
              attempts: 0,
              next_attempt_at: timestamp,
              created_at: timestamp,
            },
          ]
        : [],
    );
    if (rows.length > 0) await trx.insertInto('notification_outbox').values(rows).execute();
  }

  return {
    /**
     * Staff give a routed lead to a directory dealer by hand (whatever its cap or pause), only to one
     * in the role the lead asks for (`handOverRefusal`). A service request moved to another agent
     * loses the earlier agent's times and booking and the owner's earlier links, and its owner is
     * mailed, in the same transaction (`clearForNewAgent`). Staff give a reason, kept in the history;
     * the dealer that held the lead is told it is no longer theirs, and the person who asked a quote
     * or installer request is told who has it now, in the same transaction.
     */
    async reassign(
      leadId: number,
      dealerId: string,
      actor: string,
      reason: string,
      /** A service request's owner link at its new version, for their mail (its key is the service repository's). */
      ownerToken?: (reference: string, version: number) => string,
    ): Promise<ReassignResult> {
      const dealer = dealerOf(dealerId);
      if (!dealer) return { ok: false, reason: 'not-found' };
      // A lead's kind and product type never change, so they are read before the row is taken.
      const asked = await db
        .selectFrom('leads')
        .select(['type', 'product_type'])
        .where('id', '=', leadId)
        .executeTakeFirst();
      const refusal = asked ? handOverRefusal(dealer, dealerRoleFor(asked.type), asked.product_type) : null;
      if (asked && refusal) return { ok: false, reason: refusal, productType: asked.product_type };
      const outcome = await db.transaction().execute(async (trx) => {
        const lead = await trx
          .updateTable('leads')
          .set({ updated_at: now() })
          .where('id', '=', leadId)
          .where('routing_state', 'is not', null)
          .returningAll()
          .executeTakeFirst();
        if (!lead) return undefined;
        const previous = lead.dealer_id ? dealerOf(lead.dealer_id) : undefined;
        await mailReassignment(trx, lead, previous, dealer, reason);
        if (lead.type === 'service' && lead.dealer_id !== dealer.id) {
          const timestamp = now();
          await clearForNewAgent(trx, lead.id, timestamp, (before) =>
            serviceReassignedMail(before, previous, dealer, {
              siteUrl: settings.siteUrl,
              fallbackTo: settings.notifyTo,
              now: new Date(timestamp),
              // The move raises the links' version: the owner's new link is of the next one.
              token: ownerToken?.(before.reference, before.ownerLinkVersion + 1),
            }),
          );
        }
        return give(trx, lead, dealer, 'reassigned', actor, reason);
      });
      return outcome ? { ok: true, outcome } : { ok: false, reason: 'not-found' };
    },

    /** Staff pause (no new leads) or resume a dealer; false for an unknown dealer. */
    async setPaused(dealerId: string, paused: boolean, actor: string): Promise<boolean> {
      if (!dealerOf(dealerId)) return false;
      const result = await db
        .updateTable('dealer_state')
        .set({ paused: paused ? 1 : 0, updated_at: now(), updated_by: actor })
        .where('dealer_id', '=', dealerId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

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
      const origin = lead.postcode ? lookupPostcode(postcodes, lead.postcode)?.location : undefined;
      const [loadMap, exclude] = await Promise.all([loads(db), dealersThatHadIt(db, leadId)]);
      const request = {
        origin: origin ?? { lat: 0, lng: 0 },
        productType: lead.product_type,
        exclude,
        role: dealerRoleFor(lead.type),
      };
      return dealers()
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
  };
}
