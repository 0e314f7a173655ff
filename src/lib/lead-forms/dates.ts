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

/** Today's date in eastern Australia (ahead of every other state), as YYYY-MM-DD. */
export function australianToday(now: Date = new Date()): string {
  return australianDateOf(now);
}

/** Adds an offset to a YYYY-MM-DD date. */
export function shiftDate(isoDate: string, offset: DateOffset): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + (offset.years ?? 0));
  date.setUTCDate(date.getUTCDate() + (offset.days ?? 0));
  return date.toISOString().slice(0, 10);
}

/** The `min` and `max` attributes of a date field on a given day (default: today in Australia). */
export function dateBounds(window: DateWindow, today = australianToday()): { min: string; max: string } {
  return { min: shiftDate(today, window.earliest), max: shiftDate(today, window.latest) };
}
