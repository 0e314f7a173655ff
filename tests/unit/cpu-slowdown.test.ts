/**
 * `npm run bench:pages` simulates the same phone on any host: the CPU slowdown it gives Lighthouse
 * comes from the host's benchmark index, on Lighthouse's own calibration line.
 */
import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from '../../scripts/bench/cpu-slowdown.mjs';

describe('the CPU slowdown for a host', () => {
  it("is Lighthouse's own four times on the host it expects, and follows its calibration points", () => {
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 1);
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 1);
  });

  it('slows a slower host down less and a faster one more, without a jump between the segments', () => {
    const indexes = [300, 700, 799.9, 800, 1000, 1299.9, 1300, 1800, 2600];
    const slowdowns = indexes.map(cpuSlowdownFor);
    for (const [i, slowdown] of slowdowns.entries()) {
      if (i > 0) expect(slowdown).toBeGreaterThan(slowdowns[i - 1] ?? Number.POSITIVE_INFINITY);
    }
    expect(cpuSlowdownFor(1300) - cpuSlowdownFor(1299.9)).toBeLessThan(0.01);
    expect(cpuSlowdownFor(800) - cpuSlowdownFor(799.9)).toBeLessThan(0.01);
  });

  it('never speeds the host up, and refuses an index that is not one', () => {
    expect(cpuSlowdownFor(50)).toBe(1);
    for (const index of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => cpuSlowdownFor(index)).toThrow(RangeError);
    }
  });
});
