import { describe, expect, it } from 'vitest';
import {
  dealerStatusLine,
  describeOpenStatus,
  formatClock,
  isoClock,
  localTime,
  openStatus,
  parseOpeningHours,
  timeZoneByState,
} from '../../src/lib/opening-hours.ts';
import { dealerSchema } from '../../src/schemas/dealer.ts';
import { weeklyHoursSchema } from '../../src/schemas/opening-hours.ts';

const WEEKDAYS_AND_SATURDAY = parseOpeningHours('Mon–Fri 7:30–17:00, Sat 8:30–12:30');
const SAT_ON_CALL = parseOpeningHours('Mon–Fri 7:30–16:30, Sat on call');
const SYDNEY = timeZoneByState.NSW;
const at = (iso: string) => new Date(iso);

describe('parseOpeningHours', () => {
  it('reads a day range with times and a single day', () => {
    expect(WEEKDAYS_AND_SATURDAY).toEqual({
      periods: [
        ...['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].map((day) => ({ day, opens: 450, closes: 1020 })),
        { day: 'Sat', opens: 510, closes: 750 },
      ],
      onCall: [],
    });
    expect(weeklyHoursSchema.parse(WEEKDAYS_AND_SATURDAY)).toEqual(WEEKDAYS_AND_SATURDAY);
  });

  it('reads every form the dealers use', () => {
    const forms = {
      'Mon–Fri 7:00–16:30': 5,
      'Mon–Fri 7:00–17:00': 5,
      'Mon–Fri 7:30–16:30, Sat on call': 5,
      'Mon–Fri 7:30–17:00, Sat 8:30–12:30': 6,
      'Mon–Fri 8:00–17:30, Sat 9:00–14:00': 6,
      'Mon–Fri 9:00–17:30, Sat 9:00–16:00, Sun 10:00–16:00': 7,
    };
    for (const [text, days] of Object.entries(forms))
      expect(parseOpeningHours(text).periods, text).toHaveLength(days);
    expect(SAT_ON_CALL.onCall).toEqual(['Sat']);
  });

  it('accepts hyphens for dashes and midnight as a closing time', () => {
    expect(parseOpeningHours('Sat-Sun 18:00-24:00').periods).toEqual([
      { day: 'Sat', opens: 1080, closes: 1440 },
      { day: 'Sun', opens: 1080, closes: 1440 },
    ]);
  });

  it.each([
    ['Mon–Fri 17:00–7:30', /closes before it opens/],
    ['Mon–Fri 7:30', /is not like/],
    ['Fri–Mon 8:00–17:00', /Mon comes before Fri/],
    ['Mon–Fri 8:00–17:00, Fri 9:00–12:00', /Fri is listed twice/],
    ['Mon–Fry 8:00–17:00', /"Fry" is not a day/],
    ['Mon–Fri 8:00–17:75', /not a time/],
    ['weekdays 9 to 5', /is not like/],
  ])('refuses "%s"', (text, message) => {
    expect(() => parseOpeningHours(text)).toThrow(message);
  });

  it('makes the content schema refuse hours it cannot read', () => {
    const dealer = {
      id: 'test-dealer',
      name: 'Test Dealer',
      types: ['retailer'],
      address: { street: '1 Test Street', suburb: 'Sydney', state: 'NSW', postcode: '2000' },
      phone: '(02) 5550 0000',
      openingHours: 'Mon–Fri 8:00–17:00',
      productTypes: ['ducted'],
    };
    expect(dealerSchema.safeParse(dealer).success).toBe(true);
    const result = dealerSchema.safeParse({ ...dealer, openingHours: 'Mon–Fri 17:00–8:00' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['openingHours']);
  });
});

describe('clock formats', () => {
  it('writes times as visitors and schema.org read them', () => {
    expect([0, 450, 720, 1020, 1439].map(formatClock)).toEqual([
      '12:00 am',
      '7:30 am',
      '12:00 pm',
      '5:00 pm',
      '11:59 pm',
    ]);
    expect([450, 1020, 1440].map(isoClock)).toEqual(['07:30', '17:00', '24:00']);
  });
});

describe('localTime across daylight saving', () => {
  it.each([
    // Sydney, Canberra, Melbourne and Hobart: clocks go forward at 2:00 on the first Sunday of October…
    [SYDNEY, '2025-10-04T15:59:00Z', 'Sun', '1:59 am', 600],
    [SYDNEY, '2025-10-04T16:00:00Z', 'Sun', '3:00 am', 660],
    [timeZoneByState.TAS, '2025-10-04T16:00:00Z', 'Sun', '3:00 am', 660],
    [timeZoneByState.VIC, '2025-10-04T16:00:00Z', 'Sun', '3:00 am', 660],
    // …and back at 3:00 on the first Sunday of April.
    [SYDNEY, '2025-04-05T15:59:00Z', 'Sun', '2:59 am', 660],
    [SYDNEY, '2025-04-05T16:00:00Z', 'Sun', '2:00 am', 600],
    // Adelaide: +9:30 to +10:30 on the same Sundays.
    [timeZoneByState.SA, '2025-10-04T16:29:00Z', 'Sun', '1:59 am', 570],
    [timeZoneByState.SA, '2025-10-04T16:30:00Z', 'Sun', '3:00 am', 630],
    [timeZoneByState.SA, '2025-04-05T16:30:00Z', 'Sun', '2:00 am', 570],
    // Brisbane, Darwin and Perth keep one offset all year.
    [timeZoneByState.QLD, '2025-10-04T15:59:00Z', 'Sun', '1:59 am', 600],
    [timeZoneByState.QLD, '2025-10-04T16:00:00Z', 'Sun', '2:00 am', 600],
    [timeZoneByState.NT, '2025-01-15T00:00:00Z', 'Wed', '9:30 am', 570],
    [timeZoneByState.WA, '2025-01-15T00:00:00Z', 'Wed', '8:00 am', 480],
  ])('%s at %s is %s %s (UTC+%i min)', (zone, iso, day, clock, offset) => {
    const local = localTime(zone, at(iso));
    expect({ day: local.day, clock: formatClock(local.minutes), offset: local.offset }).toEqual({
      day,
      clock,
      offset,
    });
  });
});

describe('openStatus', () => {
  it('is open in the morning after clocks go forward, and says when it closes', () => {
    // Monday 6 October 2025, 20:45 UTC on Sunday: 7:45 am AEDT (it would be 6:45 am on standard time).
    const status = openStatus(WEEKDAYS_AND_SATURDAY, SYDNEY, at('2025-10-05T20:45:00Z'));
    expect(status).toEqual({ state: 'open', closes: 1020, closingSoon: false });
    expect(describeOpenStatus(status)).toBe('Open now · closes 5:00 pm');
  });

  it('is not yet open in the morning after clocks go back', () => {
    // Monday 7 April 2025, 7:15 am AEST (8:15 am had daylight saving still applied).
    const status = openStatus(WEEKDAYS_AND_SATURDAY, SYDNEY, at('2025-04-06T21:15:00Z'));
    expect(describeOpenStatus(status)).toBe('Closed · opens 7:30 am');
    expect(openStatus(WEEKDAYS_AND_SATURDAY, SYDNEY, at('2025-04-06T21:45:00Z')).state).toBe('open');
  });

  it('follows Adelaide’s half-hour offset into daylight saving', () => {
    // Monday 6 October 2025 7:30 am ACDT is 21:00 UTC on Sunday; on standard time it would be 6:30 am.
    expect(openStatus(WEEKDAYS_AND_SATURDAY, timeZoneByState.SA, at('2025-10-05T21:00:00Z')).state).toBe(
      'open',
    );
    expect(openStatus(WEEKDAYS_AND_SATURDAY, timeZoneByState.SA, at('2025-10-05T20:59:00Z')).state).toBe(
      'closed',
    );
  });

  it('keeps Brisbane on standard time while Sydney and Hobart move', () => {
    const monday = at('2025-10-05T21:15:00Z'); // 8:15 am in Sydney and Hobart, 7:15 am in Brisbane
    expect(openStatus(WEEKDAYS_AND_SATURDAY, SYDNEY, monday).state).toBe('open');
    expect(openStatus(WEEKDAYS_AND_SATURDAY, timeZoneByState.TAS, monday).state).toBe('open');
    expect(describeOpenStatus(openStatus(WEEKDAYS_AND_SATURDAY, timeZoneByState.QLD, monday))).toBe(
      'Closed · opens 7:30 am',
    );
  });

  it('warns half an hour before closing, and is closed at closing time', () => {
    const friday = (utc: string) =>
      openStatus(WEEKDAYS_AND_SATURDAY, timeZoneByState.WA, at(`2025-07-18T${utc}Z`));
    expect(describeOpenStatus(friday('08:29:00'))).toBe('Open now · closes 5:00 pm'); // 4:29 pm AWST
    expect(describeOpenStatus(friday('08:30:00'))).toBe('Closing soon · closes 5:00 pm');
    expect(describeOpenStatus(friday('09:00:00'))).toBe('Closed · opens Sat 8:30 am');
  });

  it('shows a Saturday on call as on call, not open, and the next opening', () => {
    // Saturday 19 July 2025, 10:00 am AEST.
    const status = openStatus(SAT_ON_CALL, SYDNEY, at('2025-07-19T00:00:00Z'));
    expect(status.state).toBe('on-call');
    expect(describeOpenStatus(status)).toBe('On call today · opens Mon 7:30 am');
    // Sunday: closed, opening on Monday.
    expect(describeOpenStatus(openStatus(SAT_ON_CALL, SYDNEY, at('2025-07-20T00:00:00Z')))).toBe(
      'Closed · opens Mon 7:30 am',
    );
  });

  it('finds an opening a week away, and copes with a dealer that never opens', () => {
    const mondaysOnly = parseOpeningHours('Mon 9:00–12:00');
    // Monday 21 July 2025, 1:00 pm AEST: next opening is next Monday.
    expect(describeOpenStatus(openStatus(mondaysOnly, SYDNEY, at('2025-07-21T03:00:00Z')))).toBe(
      'Closed · opens Mon 9:00 am',
    );
    expect(
      describeOpenStatus(openStatus(parseOpeningHours('Sat on call'), SYDNEY, at('2025-07-21T03:00:00Z'))),
    ).toBe('Closed');
  });
});

describe('dealerStatusLine', () => {
  const summerEvening = at('2025-01-15T05:00:00Z'); // 4:00 pm AEDT, 1:00 pm AWST, 3:00 pm AEST (Brisbane)

  it('names the dealer’s zone when its clock differs from the visitor’s', () => {
    const sydneyVisitor = 660;
    expect(
      dealerStatusLine(WEEKDAYS_AND_SATURDAY, timeZoneByState.WA, summerEvening, sydneyVisitor).text,
    ).toBe('Open now · closes 5:00 pm AWST');
    expect(
      dealerStatusLine(WEEKDAYS_AND_SATURDAY, timeZoneByState.QLD, summerEvening, sydneyVisitor).text,
    ).toBe('Open now · closes 5:00 pm AEST');
    expect(
      dealerStatusLine(WEEKDAYS_AND_SATURDAY, timeZoneByState.VIC, summerEvening, sydneyVisitor).text,
    ).toBe('Open now · closes 5:00 pm');
  });

  it('leaves the zone out when Brisbane and Sydney agree in winter', () => {
    const winter = at('2025-07-15T05:00:00Z');
    expect(dealerStatusLine(WEEKDAYS_AND_SATURDAY, timeZoneByState.QLD, winter, 600).text).toBe(
      'Open now · closes 5:00 pm',
    );
  });
});
