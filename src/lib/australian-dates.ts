/**
 * Dates as Australians read them, in one place: a stored instant (a UTC timestamp such as a
 * registration's `created_at`) becomes the calendar date it was in Australia, never the UTC one, so
 * a registration made at 6:26 am on 26 November in Sydney (19:26 UTC on the 25th) shows 26 November.
 * Calendar dates (YYYY-MM-DD: a purchase date, a promotion's deadline) are shown as written, and a
 * calendar day asked about (the portal's date filter) starts at midnight in Australia, not in UTC.
 * Pure and browser-safe.
 */

/** The time zone a date is read in when the owner's state is not known: eastern Australia. */
export const australianTimeZone = 'Australia/Sydney';

const isCalendarDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one. */
const isoFormats = new Map<string, Intl.DateTimeFormat>();
const longFormats = new Map<string, Intl.DateTimeFormat>();

function formatIn(
  cache: Map<string, Intl.DateTimeFormat>,
  locale: 'en-CA' | 'en-AU',
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
) {
  let format = cache.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    cache.set(timeZone, format);
  }
  return format;
}

/**
 * The Australian calendar date (YYYY-MM-DD) of an instant (a Date or an ISO timestamp), in
 * `timeZone` (default Sydney). A calendar date passes through unchanged.
 */
export function australianDateOf(value: Date | string, timeZone: string = australianTimeZone): string {
  if (typeof value === 'string' && isCalendarDate(value)) return value;
  return formatIn(isoFormats, 'en-CA', timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(typeof value === 'string' ? new Date(value) : value);
}

/**
 * A calendar date or an instant as Australians write it: 26 November 2026. An instant is read in
 * `timeZone` (default Sydney; pass the owner's state's zone where it is known). Empty for no date.
 */
export function longDate(value: Date | string, timeZone: string = australianTimeZone): string {
  if (value === '') return '';
  const day = australianDateOf(value, timeZone);
  // The calendar date at noon UTC, formatted in UTC: the same day whatever the host's zone.
  return formatIn(longFormats, 'en-AU', 'UTC', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** A calendar date without its year, for short promises: "31 January". */
export function dayAndMonth(value: string): string {
  return longDate(value).replace(/\s\d{4}$/, '');
}

/** Minutes a zone's wall clock is ahead of UTC at `instant`. */
function offsetMinutes(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wall - instant) / 60_000);
}

/** The instant (ISO) a date (YYYY-MM-DD) and time (HH:MM) are on a zone's wall clock: an agent's 8 am. */
export function wallClockInstant(date: string, time: string, timeZone: string): string {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  let instant = asUtc - offsetMinutes(timeZone, asUtc) * 60_000;
  // Once more, for a date on the other side of a daylight-saving change from the first guess.
  instant = asUtc - offsetMinutes(timeZone, instant) * 60_000;
  return new Date(instant).toISOString();
}

/**
 * The instant (ISO) a calendar date (YYYY-MM-DD) begins in `timeZone` (default Sydney): midnight on
 * its wall clock, so the 14th of November in Sydney starts at 13:00 UTC on the 13th.
 */
export function australianDayStart(isoDate: string, timeZone: string = australianTimeZone): string {
  return wallClockInstant(isoDate, '00:00', timeZone);
}
