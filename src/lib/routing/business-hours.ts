/**
 * Business-hours arithmetic on a dealer's own clock: when a response window of N business minutes
 * that starts at a given moment ends, and how many business minutes are left until a deadline.
 * "Business time" is the dealer's opening periods (`src/lib/opening-hours.ts`) in its state's time
 * zone; on-call days do not count. Minutes are counted on the wall clock inside each opening period:
 * Australian daylight-saving changes happen at 2 or 3 am on a Sunday, outside every opening period
 * of the directory, so a period's length never changes with them. Pure functions (Intl only).
 */
import type { WeeklyHours } from '../../schemas/opening-hours.ts';
import { localTime } from '../opening-hours.ts';
import { weekdays } from '../weekdays.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** How far ahead to look for opening hours: two weeks covers any weekly schedule twice. */
const HORIZON_DAYS = 15;

/** A local calendar day as the UTC midnight of the same date (a plain date carrier). */
type LocalDate = number;

/** The local calendar date of `instant` in `timeZone`, and the minutes after local midnight. */
function localDateAndMinutes(timeZone: string, instant: Date): { date: LocalDate; minutes: number } {
  const local = localTime(timeZone, instant);
  const wallClock = Math.floor(instant.getTime() / 1000) * 1000 + local.offset * MINUTE_MS;
  return { date: Math.floor(wallClock / DAY_MS) * DAY_MS, minutes: local.minutes };
}

/** The instant at which `timeZone`'s wall clock reads `minutes` after midnight of `date`. */
function instantOf(timeZone: string, date: LocalDate, minutes: number): Date {
  const wallClock = date + minutes * MINUTE_MS;
  // The offset at the guess, then at the corrected instant (they differ only across a change).
  const first = wallClock - localTime(timeZone, new Date(wallClock)).offset * MINUTE_MS;
  return new Date(wallClock - localTime(timeZone, new Date(first)).offset * MINUTE_MS);
}

/** Monday 0 … Sunday 6 of a local date (1 Jan 1970 was a Thursday). */
const weekdayOf = (date: LocalDate) => weekdays[(Math.floor(date / DAY_MS) + 3) % 7] ?? 'Mon';

/** The opening periods of a local date, earliest first, as [opens, closes] minutes. */
function periodsOn(hours: WeeklyHours, date: LocalDate): [number, number][] {
  const day = weekdayOf(date);
  return hours.periods
    .filter((period) => period.day === day)
    .map((period): [number, number] => [period.opens, period.closes])
    .sort((a, b) => a[0] - b[0]);
}

/** True when the schedule has any opening time at all (a dealer only "on call" has none). */
export const hasBusinessHours = (hours: WeeklyHours) => hours.periods.some((p) => p.closes > p.opens);

/**
 * The moment `businessMinutes` of the dealer's opening time have passed after `start`. A window that
 * starts outside opening hours starts counting when the dealer next opens. A schedule with no
 * opening time counts plain elapsed time instead, so a deadline always exists.
 */
export function addBusinessMinutes(
  hours: WeeklyHours,
  timeZone: string,
  start: Date,
  businessMinutes: number,
): Date {
  if (!hasBusinessHours(hours) || businessMinutes <= 0) {
    return new Date(start.getTime() + Math.max(0, businessMinutes) * MINUTE_MS);
  }
  const origin = localDateAndMinutes(timeZone, start);
  let remaining = businessMinutes;
  for (let day = 0; ; day += 1) {
    const date = origin.date + day * DAY_MS;
    for (const [opens, closes] of periodsOn(hours, date)) {
      const from = day === 0 ? Math.max(opens, origin.minutes) : opens;
      const available = closes - from;
      if (available <= 0) continue;
      if (remaining <= available) return instantOf(timeZone, date, from + remaining);
      remaining -= available;
    }
  }
}

/**
 * Business minutes of the dealer between `from` and `to` (0 when `to` is not later). Used for the
 * time left in a response window; counts at most two weeks ahead.
 */
export function businessMinutesBetween(hours: WeeklyHours, timeZone: string, from: Date, to: Date): number {
  if (to.getTime() <= from.getTime()) return 0;
  if (!hasBusinessHours(hours)) return Math.round((to.getTime() - from.getTime()) / MINUTE_MS);
  const start = localDateAndMinutes(timeZone, from);
  const end = localDateAndMinutes(timeZone, to);
  let total = 0;
  for (let day = 0; day < HORIZON_DAYS; day += 1) {
    const date = start.date + day * DAY_MS;
    if (date > end.date) break;
    for (const [opens, closes] of periodsOn(hours, date)) {
      const lower = date === start.date ? Math.max(opens, start.minutes) : opens;
      const upper = date === end.date ? Math.min(closes, end.minutes) : closes;
      if (upper > lower) total += upper - lower;
    }
  }
  return total;
}
