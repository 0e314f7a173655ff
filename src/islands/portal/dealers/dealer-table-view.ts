/**
 * The staff dealer table's view: which rows show (search by name, suburb or postcode, a state, only
 * dealers that have had leads) and in what order. Pure, so the rules are tested without a browser.
 */
import type { DealerRow } from '../shared/api';

export const sortKeys = [
  'name',
  'received',
  'accepted',
  'declined',
  'timedOut',
  'medianMinutesToAccept',
  'waitingNow',
  'warrantyRegistrations',
] as const;
export type SortKey = (typeof sortKeys)[number];

export interface DealerTableView {
  search: string;
  /** A state's abbreviation, or '' for every state. */
  state: string;
  /** Only dealers that received a lead or have one waiting (the default: most have none yet). */
  withLeads: boolean;
  sort: SortKey;
  descending: boolean;
}

export const defaultView: DealerTableView = {
  search: '',
  state: '',
  withLeads: true,
  sort: 'received',
  descending: true,
};

const hasLeads = (row: DealerRow) => row.received > 0 || row.waitingNow > 0;

export function visibleDealers(rows: readonly DealerRow[], view: DealerTableView): DealerRow[] {
  const words = view.search.trim().toLowerCase();
  const matches = (row: DealerRow) =>
    !words ||
    row.name.toLowerCase().includes(words) ||
    row.suburb.toLowerCase().includes(words) ||
    row.postcode.startsWith(words);
  const direction = view.descending ? -1 : 1;
  const compare = (a: DealerRow, b: DealerRow) => {
    if (view.sort === 'name') return direction * a.name.localeCompare(b.name, 'en-AU');
    // A dealer with no figure yet (no acceptance: no median) sorts last either way.
    const left = a[view.sort];
    const right = b[view.sort];
    if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
    return direction * (left - right) || a.name.localeCompare(b.name, 'en-AU');
  };
  return rows
    .filter((row) => (!view.withLeads || hasLeads(row)) && (!view.state || row.state === view.state))
    .filter(matches)
    .sort(compare);
}
