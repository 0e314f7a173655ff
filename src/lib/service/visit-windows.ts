/**
 * Visit windows as people read them, on the service agent's clock (its state's time zone): "Thursday
 * 19 November, 8:00 am to 12:00 pm AEDT". Browser-safe: the portal and the status page show them.
 */

/** A window from `start` to `end` (ISO instants). */
export interface VisitWindowText {
  start: string;
  end: string;
}

const formats = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formatsFor(timeZone: string) {
  let found = formats.get(timeZone);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat('en-AU', { timeZone, weekday: 'long', day: 'numeric', month: 'long' }),
      time: new Intl.DateTimeFormat('en-AU', {
        timeZone,
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
      }),
    };
    formats.set(timeZone, found);
  }
  return found;
}

export function windowLabel(window: VisitWindowText, timeZone: string): string {
  const { day, time } = formatsFor(timeZone);
  const start = new Date(window.start);
  const end = new Date(window.end);
  const clock = (date: Date) => time.format(date).replace(/\s/g, ' ').toLowerCase();
  return `${day.format(start).replace(',', '')}, ${clock(start)} to ${clock(end)}`;
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
