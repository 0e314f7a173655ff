/**
 * The one date formatter: instants are read in Australian time (Sydney unless the owner's state is
 * known), calendar dates are shown as written, whatever the server's own time zone or clock.
 */
import { describe, expect, it } from 'vitest';
import {
  australianDateOf,
  australianDayStart,
  dayAndMonth,
  longDate,
} from '../../src/lib/australian-dates.ts';
import { australianToday } from '../../src/lib/lead-forms/dates.ts';

describe('Australian dates', () => {
  // The server's clock at 19:30 UTC on 25 November is 6:30 am on 26 November in Sydney (AEDT).
  const evening = new Date('2026-11-25T19:30:00Z');

  it('reads an instant as the day it was in Sydney, not in UTC', () => {
    expect(australianDateOf(evening)).toBe('2026-11-26');
    expect(longDate('2026-11-25T19:26:00.000Z')).toBe('26 November 2026');
    expect(australianToday(evening)).toBe('2026-11-26');
  });

  it('reads an instant in the owner’s state when it is given', () => {
    // 19:30 UTC is 3:30 am on the 26th in Perth, but 11:30 pm on the 25th nowhere in Australia.
    expect(longDate(evening, 'Australia/Perth')).toBe('26 November 2026');
    // 15:30 UTC: already the 26th in Sydney (2:30 am), still the 25th in Perth (11:30 pm).
    const late = '2026-11-25T15:30:00Z';
    expect(longDate(late)).toBe('26 November 2026');
    expect(longDate(late, 'Australia/Perth')).toBe('25 November 2026');
  });

  it('shows a calendar date as written, and a short form without the year', () => {
    expect(longDate('2027-01-31')).toBe('31 January 2027');
    expect(australianDateOf('2027-01-31')).toBe('2027-01-31');
    expect(dayAndMonth('2027-01-31')).toBe('31 January');
    expect(longDate('')).toBe('');
  });

  it('starts a day at midnight in Sydney, on either side of a daylight-saving change', () => {
    // Summer (AEDT, UTC+11): the 14th of November starts at 13:00 UTC on the 13th.
    expect(australianDayStart('2031-11-14')).toBe('2031-11-13T13:00:00.000Z');
    // Winter (AEST, UTC+10).
    expect(australianDayStart('2031-07-01')).toBe('2031-06-30T14:00:00.000Z');
    // Clocks go forward at 2 am on 5 October 2031: that day's midnight is still on AEST, the next day's on AEDT.
    expect(australianDayStart('2031-10-05')).toBe('2031-10-04T14:00:00.000Z');
    expect(australianDayStart('2031-10-06')).toBe('2031-10-05T13:00:00.000Z');
    // In Perth (AWST, UTC+8) when asked.
    expect(australianDayStart('2031-11-14', 'Australia/Perth')).toBe('2031-11-13T16:00:00.000Z');
  });
});
