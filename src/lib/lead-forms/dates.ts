/**
 * Dates as the lead forms see them: today in Australia, offsets from it, and the window a date
 * field accepts. Shared by the schemas (server) and the form's `min`/`max` attributes (page).
 */
import { australianDateOf } from '../australian-dates.ts';

/** A date relative to today: negative offsets are in the past. */
export interface DateOffset {
  years?: number;
  days?: number;
}

/** The window a date field accepts, relative to the day it is checked; stored in the schema's metadata. */
export interface DateWindow {
  earliest: DateOffset;
  latest: DateOffset;
}

/** The date in eastern Australia (ahead of every other state) at `now`, as YYYY-MM-DD; the server's clock gives `now`. */
export function australianToday(now: Date): string {
  return australianDateOf(now);
}

/** Adds an offset to a YYYY-MM-DD date. */
export function shiftDate(isoDate: string, offset: DateOffset): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + (offset.years ?? 0));
  date.setUTCDate(date.getUTCDate() + (offset.days ?? 0));
  return date.toISOString().slice(0, 10);
}

/** The `min` and `max` attributes of a date field on a given day (the server's `clock.today()`). */
export function dateBounds(window: DateWindow, today: string): { min: string; max: string } {
  return { min: shiftDate(today, window.earliest), max: shiftDate(today, window.latest) };
}
