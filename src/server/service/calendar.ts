/**
 * A service visit as an iCalendar object (RFC 5545), sent with the owner's booking mail so the visit
 * lands in their calendar: one stable UID per request, so a changed time replaces the event (a
 * higher SEQUENCE) and a cancelled visit removes it (METHOD:CANCEL) instead of adding another.
 */

export interface VisitEvent {
  /** The request's reference: the event's UID is made from it and never changes. */
  reference: string;
  /** Host of the site, for the UID's right-hand side ("www.cirrusclimate.com.au"). */
  host: string;
  start: string;
  end: string;
  /** How often the booking was made, changed or cancelled before this one (0 for the first). */
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  /** "Service visit: Westmead Air Service & Repairs". */
  summary: string;
  description: string;
  /** The agent as organiser; the owner as the one attendee. */
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** When this version was made (DTSTAMP). */
  stamp: Date;
}

/** 20261119T210000Z */
const utc = (instant: string | Date) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
const text = (value: string) =>
  value.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r?\n/g, '\\n');

/** A parameter value in double quotes may hold anything but quotes and control characters. */
const param = (value: string) => `"${value.replace(/["\p{Cc}]/gu, '')}"`;

/** Lines longer than 75 octets fold onto continuation lines that start with a space (§3.1). */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const character of line) {
    const length = new TextEncoder().encode(character).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + length > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += character;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function visitCalendar(event: VisitEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Cirrus Climate//Service visits//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:service-${event.reference.toLowerCase()}@${event.host}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${text(event.summary)}`,
    `DESCRIPTION:${text(event.description)}`,
    `ORGANIZER;CN=${param(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;CN=${param(event.attendee.name)};ROLE=REQ-PARTICIPANT:mailto:${event.attendee.email}`,
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
