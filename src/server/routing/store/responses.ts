/**
 * A dealer's answers to a lead it was given (accept, decline) and the timeout sweep that passes on
 * the leads nobody answered in time.
 */
import type { HandOverResult } from '../outcome.ts';
import type { DeclineReason } from '../schema.ts';
import type { RoutingCore } from './core.ts';

export function createResponseStore(core: RoutingCore) {
  const { db, dialect, now, addEvent, takeBack, route, leadExists } = core;
  return {
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
  };
}
