/**
 * Dealers' opening hours: the short form editors write ("Mon–Fri 7:30–17:00, Sat 8:30–12:30",
 * "Sat on call") parsed into a weekly schedule, and whether a dealer is open at a given moment in
 * its own time zone. Pure functions with no runtime imports, so the locator island can use them;
 * time zones come from `Intl.DateTimeFormat`, which follows daylight saving by itself.
 */
import type { AustralianState } from '../schemas/common.ts';
import type { OpeningPeriod, WeeklyHours } from '../schemas/opening-hours.ts';
import { type Weekday, weekdays } from './weekdays.ts';

/** Each state's IANA time zone (NSW and the ACT share Sydney's; Queensland, the NT and WA have no daylight saving). */
export const timeZoneByState = {
  ACT: 'Australia/Sydney',
  NSW: 'Australia/Sydney',
  NT: 'Australia/Darwin',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  TAS: 'Australia/Hobart',
  VIC: 'Australia/Melbourne',
  WA: 'Australia/Perth',
} as const satisfies Record<AustralianState, string>;

const DASH = '[–-]';
const TIME = '(\\d{1,2}):(\\d{2})';
const DAYS = `([A-Z][a-z]{2})(?:${DASH}([A-Z][a-z]{2}))?`;
const ITEM = new RegExp(`^${DAYS} (?:${TIME}${DASH}${TIME}|(on call))$`);

function minutes(hours: string, mins: string, text: string): number {
  const h = Number(hours);
  const m = Number(mins);
  if (h > 24 || m > 59 || (h === 24 && m > 0)) throw new Error(`"${text}": ${hours}:${mins} is not a time`);
  return h * 60 + m;
}

function dayIndex(name: string, text: string): number {
  const index = weekdays.indexOf(name as Weekday);
  if (index < 0) throw new Error(`"${text}": "${name}" is not a day (use ${weekdays.join(', ')})`);
  return index;
}

/**
 * Parses the short form: comma-separated items, each a day or a day range (Mon–Fri) followed by
 * 24-hour opening and closing times (7:30–17:00) or "on call". En dashes or hyphens. Throws an
 * Error naming the problem; a day may appear once.
 */
export function parseOpeningHours(text: string): WeeklyHours {
  const periods: OpeningPeriod[] = [];
  const onCall: Weekday[] = [];
  const seen = new Set<Weekday>();
  for (const item of text.split(',').map((part) => part.trim())) {
    const match = ITEM.exec(item);
    if (!match) throw new Error(`"${item}" is not like "Mon–Fri 7:30–17:00" or "Sat on call"`);
    const [, first = '', last, openH = '', openM = '', closeH = '', closeM = '', call] = match;
    const from = dayIndex(first, item);
    const to = last ? dayIndex(last, item) : from;
    if (to < from) throw new Error(`"${item}": ${last} comes before ${first}`);
    const opens = call ? 0 : minutes(openH, openM, item);
    const closes = call ? 0 : minutes(closeH, closeM, item);
    if (!call && closes <= opens) throw new Error(`"${item}": closes before it opens`);
    for (const day of weekdays.slice(from, to + 1)) {
      if (seen.has(day)) throw new Error(`"${text}": ${day} is listed twice`);
      seen.add(day);
      if (call) onCall.push(day);
      else periods.push({ day, opens, closes });
    }
  }
  return { periods, onCall };
}

/** Minutes after midnight as a visitor reads them: 450 → "7:30 am", 1020 → "5:00 pm". */
export function formatClock(minutesAfterMidnight: number): string {
  const hours = Math.floor(minutesAfterMidnight / 60) % 24;
  const mins = String(minutesAfterMidnight % 60).padStart(2, '0');
  return `${hours % 12 === 0 ? 12 : hours % 12}:${mins} ${hours < 12 ? 'am' : 'pm'}`;
}

/** Minutes after midnight as schema.org and ISO 8601 want them: 450 → "07:30". */
export function isoClock(minutesAfterMidnight: number): string {
  const hours = String(Math.floor(minutesAfterMidnight / 60)).padStart(2, '0');
  return `${hours}:${String(minutesAfterMidnight % 60).padStart(2, '0')}`;
}

/** Where a moment falls on a zone's wall clock. */
export interface LocalTime {
  day: Weekday;
  /** Minutes after local midnight. */
  minutes: number;
  /** Offset from UTC in minutes (600 for AEST, 660 for AEDT). */
  offset: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The weekday, time and UTC offset of `now` in `timeZone`. */
export function localTime(timeZone: string, now: Date): LocalTime {
  const parts: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(now)) parts[part.type] = part.value;
  const field = (name: string) => Number(parts[name] ?? 0);
  const wallClockAsUtc = Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
  const wholeSeconds = Math.floor(now.getTime() / 1000) * 1000;
  return {
    day: weekdays.find((day) => day === parts.weekday) ?? 'Mon',
    minutes: field('hour') * 60 + field('minute'),
    offset: Math.round((wallClockAsUtc - wholeSeconds) / 60_000),
  };
}

/** The next time a dealer opens, seen from its local clock. */
export interface NextOpening {
  day: Weekday;
  opens: number;
  /** 0 for later today, 1 for tomorrow… */
  inDays: number;
}

export type OpenStatus =
  | { state: 'open'; closes: number; closingSoon: boolean }
  | { state: 'closed' | 'on-call'; next: NextOpening | null };

/** How long before closing a dealer counts as closing soon, minutes. */
export const CLOSING_SOON_MINUTES = 30;

/** Whether a dealer is open at a moment of its local clock, when it closes or when it next opens. */
export function openStatusAt(hours: WeeklyHours, local: Pick<LocalTime, 'day' | 'minutes'>): OpenStatus {
  const today = weekdays.indexOf(local.day);
  const current = hours.periods.find(
    (period) => period.day === local.day && local.minutes >= period.opens && local.minutes < period.closes,
  );
  if (current) {
    return {
      state: 'open',
      closes: current.closes,
      closingSoon: current.closes - local.minutes <= CLOSING_SOON_MINUTES,
    };
  }
  let next: NextOpening | null = null;
  // Up to a week ahead, and today again a week later (a dealer open one morning a week).
  for (let inDays = 0; inDays <= 7 && !next; inDays += 1) {
    const day = weekdays[(today + inDays) % 7] as Weekday;
    const opening = hours.periods
      .filter((period) => period.day === day && (inDays > 0 || period.opens > local.minutes))
      .sort((a, b) => a.opens - b.opens)[0];
    if (opening) next = { day, opens: opening.opens, inDays };
  }
  return { state: hours.onCall.includes(local.day) ? 'on-call' : 'closed', next };
}

/** Whether a dealer is open at `now` in its time zone. */
export function openStatus(hours: WeeklyHours, timeZone: string, now: Date): OpenStatus {
  return openStatusAt(hours, localTime(timeZone, now));
}

/** A zone's short name at a moment ("AEDT", "AWST"), from the browser's time-zone data. */
export function zoneAbbreviation(timeZone: string, now: Date): string {
  const name = new Intl.DateTimeFormat('en-AU', { timeZone, timeZoneName: 'short' })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name ?? timeZone;
}

/**
 * The status as one line: "Open now · closes 5:00 pm", "Closing soon · closes 5:00 pm",
 * "Closed · opens Mon 7:30 am", "On call today · opens Mon 7:30 am". `zone` ("AWST") follows the
 * times when the dealer's clock differs from the visitor's.
 */
export function describeOpenStatus(status: OpenStatus, zone?: string): string {
  const at = (minutesAfterMidnight: number) =>
    zone ? `${formatClock(minutesAfterMidnight)} ${zone}` : formatClock(minutesAfterMidnight);
  if (status.state === 'open') {
    return `${status.closingSoon ? 'Closing soon' : 'Open now'} · closes ${at(status.closes)}`;
  }
  const head = status.state === 'on-call' ? 'On call today' : 'Closed';
  if (!status.next) return head;
  const when =
    status.next.inDays === 0 ? at(status.next.opens) : `${status.next.day} ${at(status.next.opens)}`;
  return `${head} · opens ${when}`;
}

/**
 * A dealer's status for a visitor: the line above, with the dealer's zone named when its UTC
 * offset differs from the visitor's at that moment.
 */
export function dealerStatusLine(
  hours: WeeklyHours,
  timeZone: string,
  now: Date,
  visitorOffset: number,
): { status: OpenStatus; text: string } {
  const local = localTime(timeZone, now);
  const status = openStatusAt(hours, local);
  const differs = local.offset !== visitorOffset;
  return { status, text: describeOpenStatus(status, differs ? zoneAbbreviation(timeZone, now) : undefined) };
}
