/**
 * What the site measured of a dealer over the last 12 months, from its own records: how fast the
 * dealer first answered the leads it was offered (`lead_routing_events`: from each `assigned` or
 * `reassigned` to the dealer, to its `accepted` or `declined`; a `timed-out` is an offer not answered
 * in the window), how many it accepted, the installations it commissioned (`install_jobs`) and the
 * service visits it marked done (`service_requests.outcome`). The promised window is the routing's
 * (`ROUTING_RESPONSE_HOURS` of the dealer's opening hours), worked out with the routing's own
 * business-hours arithmetic from the moment the lead reached the dealer.
 */
import type { Kysely } from 'kysely';
import { longDate } from '#lib/australian-dates.ts';
import type { MeasuredFigures } from '#lib/dealer-page.ts';
import { timeZoneByState } from '#lib/opening-hours.ts';
import { addBusinessMinutes } from '#lib/routing/business-hours.ts';
import type { DealerEntry } from '#schemas/dealer.ts';
import type { Database } from '../db/types.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export const median = (values: readonly number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

interface EventRow {
  lead_id: number;
  kind: string;
  dealer_id: string | null;
  at: string;
}

/** Each offer to the dealer that has ended: minutes to its answer, and whether it came in the window. */
export function offersOf(
  events: readonly EventRow[],
  dealer: Pick<DealerEntry, 'id' | 'hours' | 'address'>,
  windowMinutes: number,
  since: string,
): { minutes: number | null; inWindow: boolean }[] {
  const zone = timeZoneByState[dealer.address.state];
  const offers: { minutes: number | null; inWindow: boolean }[] = [];
  const byLead = new Map<number, EventRow[]>();
  for (const event of events) byLead.set(event.lead_id, [...(byLead.get(event.lead_id) ?? []), event]);
  for (const list of byLead.values()) {
    list.forEach((event, index) => {
      const offered = event.kind === 'assigned' || event.kind === 'reassigned';
      if (!offered || event.dealer_id !== dealer.id || event.at < since) return;
      const next = list
        .slice(index + 1)
        .find((later) => later.kind !== 'assigned' || later.dealer_id !== dealer.id);
      if (!next) return;
      const start = new Date(event.at);
      if ((next.kind === 'accepted' || next.kind === 'declined') && next.dealer_id === dealer.id) {
        const deadline = addBusinessMinutes(dealer.hours, zone, start, windowMinutes);
        offers.push({
          minutes: (Date.parse(next.at) - start.getTime()) / MINUTE_MS,
          inWindow: Date.parse(next.at) <= deadline.getTime(),
        });
      } else if (next.kind === 'timed-out' && next.dealer_id === dealer.id) {
        offers.push({ minutes: null, inWindow: false });
      }
      // Moved by staff before it answered: neither answered nor late, so not counted.
    });
  }
  return offers;
}

export async function measuredFigures(
  db: Kysely<Database>,
  dealer: DealerEntry,
  options: { now: Date; windowMinutes: number },
): Promise<MeasuredFigures> {
  const since = new Date(options.now.getTime() - 365 * DAY_MS).toISOString();
  const leadIds = db
    .selectFrom('lead_routing_events')
    .select('lead_id')
    .where('dealer_id', '=', dealer.id)
    .where('kind', 'in', ['assigned', 'reassigned'])
    .where('at', '>=', since);
  const [events, accepted, installs, visits] = await Promise.all([
    db
      .selectFrom('lead_routing_events')
      .select(['lead_id', 'kind', 'dealer_id', 'at'])
      .where('lead_id', 'in', leadIds)
      .orderBy('lead_id')
      .orderBy('at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('lead_routing_events')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('dealer_id', '=', dealer.id)
      .where('kind', '=', 'accepted')
      .where('at', '>=', since)
      .executeTakeFirst(),
    db
      .selectFrom('install_jobs')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('dealer_id', '=', dealer.id)
      .where('commissioned_at', '>=', since)
      .executeTakeFirst(),
    db
      .selectFrom('service_requests as r')
      .innerJoin('leads as l', 'l.id', 'r.lead_id')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('l.dealer_id', '=', dealer.id)
      .where('r.outcome', 'is not', null)
      .where('r.updated_at', '>=', since)
      .executeTakeFirst(),
  ]);
  const rows = events.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
  const offers = offersOf(rows, dealer, options.windowMinutes, since);
  const answered = offers.flatMap((offer) => (offer.minutes === null ? [] : [offer.minutes]));
  const zone = timeZoneByState[dealer.address.state];
  return {
    from: longDate(since, zone),
    to: longDate(options.now, zone),
    offers: offers.length,
    medianResponseMinutes: median(answered),
    answeredInWindow: offers.filter((offer) => offer.inWindow).length,
    windowMinutes: options.windowMinutes,
    leadsAccepted: Number(accepted?.count ?? 0),
    installsCommissioned: Number(installs?.count ?? 0),
    serviceVisitsDone: Number(visits?.count ?? 0),
  };
}
