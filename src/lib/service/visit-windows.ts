/**
 * Visit windows as people read them, on the service agent's clock (its state's time zone): "Thursday
 * 19 November, 8:00 am to 12:00 pm AEDT". Browser-safe: the portal and the status page show them.
 */

/** A wall-clock time in a zone as an instant: an agent's 8 am (the portal's window picker). */
export { wallClockInstant } from '../australian-dates.ts';

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
