/**
 * The response window in business hours on the dealer's own clock: across a weekend, outside hours,
 * and across the daylight-saving changes of every state (Queensland, WA and the NT have none).
 */
import { describe, expect, it } from 'vitest';
import { localTime, parseOpeningHours, timeZoneByState } from '../../src/lib/opening-hours.ts';
import { addBusinessMinutes, businessMinutesBetween } from '../../src/lib/routing/business-hours.ts';
import type { AustralianState } from '../../src/schemas/common.ts';

const weekdaysOnly = parseOpeningHours('Mon–Fri 8:00–17:00');
const withSaturday = parseOpeningHours('Mon–Fri 8:00–17:00, Sat 9:00–12:00');
const everyDay = parseOpeningHours('Mon–Sun 8:00–17:00');
const sydney = timeZoneByState.NSW;
const FOUR_HOURS = 240;

/** A wall-clock time in a zone with a known UTC offset (minutes), as an instant. */
const at = (y: number, m: number, d: number, h: number, min: number, offset: number) =>
  new Date(Date.UTC(y, m - 1, d, h, min) - offset * 60_000);

describe('addBusinessMinutes', () => {
  it('counts within one day', () => {
    // Tuesday 17 Nov 2026, 9:00 AEDT.
    const start = at(2026, 11, 17, 9, 0, 660);
    expect(addBusinessMinutes(weekdaysOnly, sydney, start, FOUR_HOURS)).toEqual(at(2026, 11, 17, 13, 0, 660));
  });

  it('carries the rest of the window over a weekend to Monday morning', () => {
    // Friday 13 Nov 2026, 3 pm: two hours left on Friday, two more from 8 am Monday.
    const start = at(2026, 11, 13, 15, 0, 660);
    const end = addBusinessMinutes(weekdaysOnly, sydney, start, FOUR_HOURS);
    expect(end).toEqual(at(2026, 11, 16, 10, 0, 660));
    expect(localTime(sydney, end).day).toBe('Mon');
    expect(businessMinutesBetween(weekdaysOnly, sydney, start, end)).toBe(FOUR_HOURS);
    // Sixty-seven hours of clock time, four of business time.
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(67);
  });

  it('uses Saturday morning when the dealer opens then', () => {
    const start = at(2026, 11, 13, 15, 0, 660);
    expect(addBusinessMinutes(withSaturday, sydney, start, FOUR_HOURS)).toEqual(at(2026, 11, 14, 11, 0, 660));
  });

  it('starts counting at the next opening when a lead arrives outside hours', () => {
    // Sunday 8 pm and Monday 6 am both run from Monday 8 am.
    expect(addBusinessMinutes(weekdaysOnly, sydney, at(2026, 11, 15, 20, 0, 660), FOUR_HOURS)).toEqual(
      at(2026, 11, 16, 12, 0, 660),
    );
    expect(addBusinessMinutes(weekdaysOnly, sydney, at(2026, 11, 16, 6, 0, 660), FOUR_HOURS)).toEqual(
      at(2026, 11, 16, 12, 0, 660),
    );
    // Friday after closing: Monday.
    expect(addBusinessMinutes(weekdaysOnly, sydney, at(2026, 11, 13, 18, 30, 660), 60)).toEqual(
      at(2026, 11, 16, 9, 0, 660),
    );
  });

  it('reads the clock of the dealer’s own zone, not the server’s', () => {
    // 10 am in Sydney is 7 am in Perth, before a Perth dealer opens.
    const start = at(2026, 11, 17, 10, 0, 660);
    expect(addBusinessMinutes(weekdaysOnly, timeZoneByState.WA, start, 60)).toEqual(
      at(2026, 11, 17, 9, 0, 480),
    );
  });

  it('falls back to elapsed time for a dealer with no opening hours', () => {
    const onCallOnly = parseOpeningHours('Sat on call');
    const start = at(2026, 11, 13, 15, 0, 660);
    expect(addBusinessMinutes(onCallOnly, sydney, start, FOUR_HOURS)).toEqual(at(2026, 11, 13, 19, 0, 660));
  });
});

/** UTC offsets (minutes) before and after the October change (reversed in April). */
const offsets: Record<AustralianState, { standard: number; daylight: number }> = {
  ACT: { standard: 600, daylight: 660 },
  NSW: { standard: 600, daylight: 660 },
  VIC: { standard: 600, daylight: 660 },
  TAS: { standard: 600, daylight: 660 },
  SA: { standard: 570, daylight: 630 },
  QLD: { standard: 600, daylight: 600 },
  NT: { standard: 570, daylight: 570 },
  WA: { standard: 480, daylight: 480 },
};

describe.each(Object.entries(offsets) as [AustralianState, { standard: number; daylight: number }][])(
  'daylight saving in %s',
  (state, { standard, daylight }) => {
    const zone = timeZoneByState[state];

    it('a window over the October weekend ends at 10 am Monday on the new clock', () => {
      // Clocks go forward at 2 am on Sunday 4 Oct 2026 where the state has daylight saving.
      const start = at(2026, 10, 2, 15, 0, standard);
      const end = addBusinessMinutes(weekdaysOnly, zone, start, FOUR_HOURS);
      expect(end).toEqual(at(2026, 10, 5, 10, 0, daylight));
      expect(localTime(zone, end)).toMatchObject({ day: 'Mon', minutes: 600, offset: daylight });
      expect(businessMinutesBetween(weekdaysOnly, zone, start, end)).toBe(FOUR_HOURS);
    });

    it('a window over the April weekend ends at 10 am Monday on the old clock', () => {
      // Clocks go back at 3 am on Sunday 5 Apr 2026.
      const start = at(2026, 4, 3, 15, 0, daylight);
      const end = addBusinessMinutes(weekdaysOnly, zone, start, FOUR_HOURS);
      expect(end).toEqual(at(2026, 4, 6, 10, 0, standard));
      expect(localTime(zone, end)).toMatchObject({ day: 'Mon', minutes: 600, offset: standard });
    });

    it('a dealer open on the Sunday of the change counts that day’s opening hours', () => {
      // Saturday 3 Oct, 4 pm: one hour on Saturday, three on Sunday from 8 am (on Sunday's clock).
      const start = at(2026, 10, 3, 16, 0, standard);
      expect(addBusinessMinutes(everyDay, zone, start, FOUR_HOURS)).toEqual(at(2026, 10, 4, 11, 0, daylight));
    });
  },
);

describe('businessMinutesBetween', () => {
  it('counts only opening time, and nothing for a deadline already passed', () => {
    const friday3pm = at(2026, 11, 13, 15, 0, 660);
    expect(businessMinutesBetween(weekdaysOnly, sydney, friday3pm, at(2026, 11, 14, 12, 0, 660))).toBe(120);
    expect(businessMinutesBetween(withSaturday, sydney, friday3pm, at(2026, 11, 14, 12, 0, 660))).toBe(300);
    expect(businessMinutesBetween(weekdaysOnly, sydney, friday3pm, friday3pm)).toBe(0);
    expect(businessMinutesBetween(weekdaysOnly, sydney, friday3pm, at(2026, 11, 13, 14, 0, 660))).toBe(0);
  });
});
