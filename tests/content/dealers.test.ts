import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseOpeningHours } from '../../src/lib/opening-hours.ts';
import type { PostcodeTable } from '../../src/lib/postcodes/index.ts';
import { locateSuburb, stateForPostcode } from '../../src/lib/postcodes/index.ts';
import { dealerFileDealers } from '../../src/lib/server-only/dealers/read-directory.ts';
import { derivePostcodeTable, readPostcodeTable } from '../../src/lib/server-only/postcodes/derive.ts';
import type { AustralianState } from '../../src/schemas/common.ts';
import type { Dealer } from '../../src/schemas/dealer.ts';
import { dealerSchema } from '../../src/schemas/dealer.ts';
import { loadFolder, root } from './load-content.ts';

/** Postcode ranges of each state and territory (Australia Post), inclusive. */
const postcodeRanges: Record<AustralianState, [number, number][]> = {
  NSW: [
    [1000, 2599],
    [2620, 2899],
    [2921, 2999],
  ],
  ACT: [
    [200, 299],
    [2600, 2619],
    [2900, 2920],
  ],
  VIC: [
    [3000, 3999],
    [8000, 8999],
  ],
  QLD: [
    [4000, 4999],
    [9000, 9999],
  ],
  SA: [[5000, 5999]],
  WA: [[6000, 6999]],
  TAS: [[7000, 7999]],
  NT: [[800, 999]],
};

const files = loadFolder('dealers');
const dealers: Dealer[] = files.flatMap(({ name, data }) => {
  const list = dealerFileDealers(data);
  if (!list) throw new Error(`dealers/${name}.yaml has no list under dealers:`);
  return list.map((item, index) => {
    const result = dealerSchema.safeParse(item);
    if (!result.success)
      throw new Error(`dealers/${name}.yaml #${index + 1}: ${JSON.stringify(result.error.issues)}`);
    return result.data;
  });
});

let table: PostcodeTable;
beforeAll(async () => {
  const outFile = path.join(root, 'src/generated/postcodes.json');
  await derivePostcodeTable(outFile);
  table = await readPostcodeTable(outFile);
});

describe('dealers', () => {
  it('has at least 120 dealers across all eight states and territories', () => {
    expect(dealers.length).toBeGreaterThanOrEqual(120);
    const states = new Set(dealers.map((dealer) => dealer.address.state));
    expect([...states].sort()).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
    for (const state of ['TAS', 'ACT', 'NT'] as const) {
      expect(dealers.filter((dealer) => dealer.address.state === state).length, state).toBeGreaterThanOrEqual(
        3,
      );
    }
  });

  it('keeps one file per state, each holding only that state', () => {
    for (const { name, data } of files) {
      for (const item of (dealerFileDealers(data) ?? []) as Dealer[])
        expect(item.address.state.toLowerCase()).toBe(name);
    }
  });

  it('has unique ids and phone numbers', () => {
    expect(new Set(dealers.map((dealer) => dealer.id)).size).toBe(dealers.length);
    expect(new Set(dealers.map((dealer) => dealer.phone)).size).toBe(dealers.length);
  });

  it('places every dealer at a real suburb and postcode, inside Australia and its state', () => {
    for (const dealer of dealers) {
      const { suburb, postcode, state } = dealer.address;
      const location = locateSuburb(table, suburb, postcode);
      expect(location, `${dealer.id}: ${suburb} ${postcode}`).toBeDefined();
      expect(location?.lat).toBeGreaterThan(-44);
      expect(location?.lat).toBeLessThan(-10);
      expect(location?.lng).toBeGreaterThan(112);
      expect(location?.lng).toBeLessThan(154);
      const code = Number(postcode);
      expect(
        postcodeRanges[state].some(([from, to]) => code >= from && code <= to),
        `${dealer.id}: ${postcode} is outside ${state}`,
      ).toBe(true);
      expect(stateForPostcode(table, postcode), dealer.id).toBe(state);
    }
  });

  it('has opening hours the locator can read: every weekday open, weekends open, on call or closed', () => {
    for (const dealer of dealers) {
      const { periods } = parseOpeningHours(dealer.openingHours);
      const weekdays = periods.filter((period) => !['Sat', 'Sun'].includes(period.day));
      expect(weekdays, dealer.id).toHaveLength(5);
      for (const period of periods) {
        expect(period.opens, dealer.id).toBeGreaterThanOrEqual(6 * 60);
        expect(period.closes, dealer.id).toBeLessThanOrEqual(20 * 60);
      }
    }
  });

  it('rejects a dealer with the wrong area code or no types', () => {
    const [first] = dealers;
    if (!first) throw new Error('no dealers');
    const wrongArea = { ...first, address: { ...first.address, state: 'WA' as const } };
    expect(dealerSchema.safeParse(wrongArea).success).toBe(first.phone.startsWith('(08)'));
    expect(dealerSchema.safeParse({ ...first, types: [] }).success).toBe(false);
    expect(dealerSchema.safeParse({ ...first, location: { lat: -33, lng: 151 } }).success).toBe(false);
  });
});
