/** The staff dealer table's rows: search, state, "only dealers with leads", and every column's sort. */
import { describe, expect, it } from 'vitest';
import { defaultView, visibleDealers } from '../../src/islands/portal/dealers/dealer-table-view.ts';
import type { DealerRow } from '../../src/islands/portal/shared/api.ts';

const row = (
  name: string,
  state: string,
  postcode: string,
  received: number,
  median: number | null = null,
): DealerRow => ({
  dealerId: name.toLowerCase().replaceAll(' ', '-'),
  name,
  suburb: `${name} suburb`,
  state,
  postcode,
  paused: false,
  waitingCap: 10,
  received,
  accepted: 0,
  declined: 0,
  timedOut: 0,
  medianMinutesToAccept: median,
  waitingNow: 0,
  warrantyRegistrations: 0,
});

const rows = [
  row('Parramatta Air', 'NSW', '2150', 4, 30),
  row('Hills District Air', 'NSW', '2154', 1, null),
  row('Collins Climate', 'VIC', '3000', 0),
  row('River City Climate', 'QLD', '4000', 9, 10),
];
const names = (list: DealerRow[]) => list.map((item) => item.name);

describe('the dealer table view', () => {
  it('shows only dealers with leads by default, most leads first', () => {
    expect(names(visibleDealers(rows, defaultView))).toEqual([
      'River City Climate',
      'Parramatta Air',
      'Hills District Air',
    ]);
  });

  it('searches by name, suburb or postcode prefix, and filters by state', () => {
    const all = { ...defaultView, withLeads: false };
    expect(names(visibleDealers(rows, { ...all, search: '215' }))).toEqual([
      'Parramatta Air',
      'Hills District Air',
    ]);
    expect(names(visibleDealers(rows, { ...all, search: 'collins' }))).toEqual(['Collins Climate']);
    expect(names(visibleDealers(rows, { ...all, state: 'VIC' }))).toEqual(['Collins Climate']);
  });

  it('sorts by name either way, and puts a dealer with no figure last', () => {
    const all = { ...defaultView, withLeads: false };
    expect(names(visibleDealers(rows, { ...all, sort: 'name', descending: false }))[0]).toBe(
      'Collins Climate',
    );
    expect(names(visibleDealers(rows, { ...all, sort: 'name', descending: true }))[0]).toBe(
      'River City Climate',
    );
    const byMedian = names(
      visibleDealers(rows, { ...all, sort: 'medianMinutesToAccept', descending: false }),
    );
    expect(byMedian.slice(0, 2)).toEqual(['River City Climate', 'Parramatta Air']);
  });
});
