/**
 * How often each kind of unit wants its owner's care: the one place My home's reminders take their
 * intervals from (src/server/my-home/care.ts).
 *
 * Filters: the owner's guide's "Caring for it" list, which is each controller family's `care` in
 * src/content/fault-codes/*.yaml: wall splits, multi-splits, cassettes, ducted and window units
 * "every month"; gas ducted heaters "every month in winter"; evaporative coolers "every month in
 * summer" (the supply tap and grilles; portables rinse their pads). The units' own filter signs
 * (about 250 to 500 running hours) land near a month of everyday use.
 * Service: every family's `care` asks for a technician's service "every year" (evaporative coolers
 * before summer, gas heaters before winter).
 */
import type { ProductType } from '../value-lists.ts';

/** Months between filter cleans, by product type. */
export const filterCleanMonths: Readonly<Record<ProductType, number>> = {
  'wall-split': 1,
  multi: 1,
  cassette: 1,
  ducted: 1,
  window: 1,
  'gas-heater': 1,
  evaporative: 1,
};

/** Months between services by a technician, for every product type. */
export const serviceMonths = 12;

/** What the owner does for each kind of reminder, as My home and the mail say it. */
export const careTasks = {
  filter: {
    title: 'Clean the filters',
    evaporative: 'Check the water supply and clear the grilles',
  },
  service: { title: 'Yearly service by a technician' },
} as const;

/** A date (YYYY-MM-DD) `months` later, kept to the month's last day (31 January + 1 month: 28 or 29 February). */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target.toISOString().slice(0, 10);
}
