/** Visit windows on the agent's clock: offered as its wall-clock hours, read back the same, across daylight saving. */
import { describe, expect, it } from 'vitest';
import { wallClockInstant, windowLabel } from '../../src/lib/service/visit-windows.ts';
import { warrantyStanding } from '../../src/lib/service/warranty-state.ts';

describe('visit windows', () => {
  it('turns an agent’s 8 am into the instant it is in Sydney, Perth and Brisbane', () => {
    // 20 November 2026: Sydney on daylight time (+11), Brisbane and Perth never.
    expect(wallClockInstant('2026-11-20', '08:00', 'Australia/Sydney')).toBe('2026-11-19T21:00:00.000Z');
    expect(wallClockInstant('2026-11-20', '08:00', 'Australia/Brisbane')).toBe('2026-11-19T22:00:00.000Z');
    expect(wallClockInstant('2026-11-20', '08:00', 'Australia/Perth')).toBe('2026-11-20T00:00:00.000Z');
    // Winter in Sydney (+10).
    expect(wallClockInstant('2026-06-10', '12:00', 'Australia/Sydney')).toBe('2026-06-10T02:00:00.000Z');
  });

  it('reads a window back on the agent’s clock', () => {
    const start = wallClockInstant('2026-11-20', '12:00', 'Australia/Sydney');
    const end = wallClockInstant('2026-11-20', '17:00', 'Australia/Sydney');
    expect(windowLabel({ start, end }, 'Australia/Sydney')).toBe('Friday 20 November, 12:00 pm to 5:00 pm');
  });
});

describe('warranty standing', () => {
  const installed = { status: 'approved' as const, installationDate: '2021-11-17', coverYears: 5 };
  it('is in warranty on the last day of cover and out the day after', () => {
    expect(warrantyStanding(installed, '2026-11-16')).toEqual({
      state: 'in-warranty',
      coverUntil: '2026-11-16',
    });
    expect(warrantyStanding(installed, '2026-11-17')).toEqual({
      state: 'out-of-warranty',
      coverUntil: '2026-11-16',
    });
  });
  it('counts a received registration, not a declined one or none', () => {
    expect(warrantyStanding({ ...installed, status: 'received' }, '2025-01-01').state).toBe('in-warranty');
    expect(warrantyStanding({ ...installed, status: 'declined' }, '2025-01-01')).toEqual({
      state: 'not-registered',
    });
    expect(warrantyStanding(undefined, '2025-01-01')).toEqual({ state: 'not-registered' });
  });
});
