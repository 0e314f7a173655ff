import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { climateZoneFor, climateZoneForPostcode } from '../../src/lib/postcodes/climate-zone.ts';
import {
  buildPostcodeTable,
  derivePostcodeTable,
  readPostcodeTable,
} from '../../src/lib/postcodes/derive.ts';
import type { PostcodeTable } from '../../src/lib/postcodes/index.ts';
import {
  distanceKm,
  isKnownPostcode,
  locateSuburb,
  lookupPostcode,
  normalisePostcode,
  stateForPostcode,
} from '../../src/lib/postcodes/index.ts';
import { root } from './load-content.ts';

let table: PostcodeTable;
beforeAll(async () => {
  const outFile = path.join(root, 'src/generated/postcodes.json');
  await derivePostcodeTable(outFile);
  table = await readPostcodeTable(outFile);
});

describe('derived postcode table', () => {
  it('holds the Australian postcodes with state, rounded coordinates and localities', () => {
    expect(Object.keys(table).length).toBeGreaterThan(3000);
    const sydney = lookupPostcode(table, '2000');
    expect(sydney?.state).toBe('NSW');
    expect(sydney?.localities).toContain('SYDNEY');
    expect(sydney?.localities).toContain('THE ROCKS');
    for (const [, lat, lng] of Object.values(table)) {
      expect(Math.round(lat * 1e4) / 1e4).toBe(lat);
      expect(Math.round(lng * 1e4) / 1e4).toBe(lng);
    }
  });

  it('averages localities, skips rows without coordinates and picks the majority state', () => {
    const built = buildPostcodeTable([
      { postcode: '9999', locality: 'ALPHA', state: 'QLD', lat: -27, long: 153 },
      { postcode: '9999', locality: 'BETA', state: 'QLD', lat: -28, long: 152 },
      { postcode: '9999', locality: 'GAMMA', state: 'NSW', lat: 0, long: 0 },
      { postcode: '0001', locality: 'NOWHERE', state: 'NT', lat: 0, long: 0 },
    ]);
    expect(built).toEqual({ '9999': ['QLD', -27.5, 152.5, ['ALPHA', 'BETA', 'GAMMA']] });
  });

  it('skips the work when the table is newer than the source', async () => {
    const result = await derivePostcodeTable(path.join(root, 'src/generated/postcodes.json'));
    expect(result.written).toBe(false);
  });
});

describe('postcode look-ups', () => {
  it('normalises what visitors type', () => {
    expect(normalisePostcode(' 800 ')).toBe('0800');
    expect(normalisePostcode(2000)).toBe('2000');
  });

  it('knows real postcodes and their states', () => {
    expect(isKnownPostcode(table, '3000')).toBe(true);
    expect(isKnownPostcode(table, '0000')).toBe(false);
    expect(isKnownPostcode(table, 'abcd')).toBe(false);
    expect(stateForPostcode(table, '0800')).toBe('NT');
    expect(stateForPostcode(table, '7000')).toBe('TAS');
    expect(stateForPostcode(table, '2600')).toBe('ACT');
  });

  it('locates a suburb only in its own postcode, ignoring case', () => {
    expect(locateSuburb(table, 'Parramatta', '2150')).toBeDefined();
    expect(locateSuburb(table, 'parramatta', 2150)).toEqual(locateSuburb(table, 'PARRAMATTA', '2150'));
    expect(locateSuburb(table, 'Parramatta', '3000')).toBeUndefined();
  });
});

describe('distanceKm', () => {
  it('measures Sydney to Melbourne at about 714 km', () => {
    const sydney = { lat: -33.8688, lng: 151.2093 };
    const melbourne = { lat: -37.8136, lng: 144.9631 };
    expect(distanceKm(sydney, melbourne)).toBeGreaterThan(709);
    expect(distanceKm(sydney, melbourne)).toBeLessThan(719);
  });

  it('is zero for the same point and symmetric', () => {
    const perth = { lat: -31.9523, lng: 115.8613 };
    const hobart = { lat: -42.8821, lng: 147.3272 };
    expect(distanceKm(perth, perth)).toBe(0);
    expect(distanceKm(perth, hobart)).toBeCloseTo(distanceKm(hobart, perth), 9);
  });

  it('agrees with the table for the two CBD postcodes', () => {
    const from = lookupPostcode(table, '2000')?.location;
    const to = lookupPostcode(table, '3000')?.location;
    if (!from || !to) throw new Error('CBD postcodes missing');
    expect(distanceKm(from, to)).toBeGreaterThan(700);
    expect(distanceKm(from, to)).toBeLessThan(725);
  });
});

describe('climate zones (our approximation of the Zoned Energy Rating Label map)', () => {
  it.each([
    ['0800', 'hot'], // Darwin
    ['4000', 'hot'], // Brisbane, the hot zone's reference city
    ['4870', 'hot'], // Cairns
    ['6720', 'hot'], // Port Hedland
    ['2000', 'average'], // Sydney, the average zone's reference city
    ['6000', 'average'], // Perth
    ['5000', 'average'], // Adelaide
    ['4350', 'average'], // Toowoomba
    ['3000', 'cold'], // Melbourne, the cold zone's reference city
    ['7000', 'cold'], // Hobart
    ['2600', 'cold'], // Canberra
    ['2800', 'cold'], // Orange
    ['2780', 'cold'], // Katoomba
    ['5290', 'cold'], // Mount Gambier
    ['3500', 'average'], // Mildura
  ])('puts %s in the %s zone', (postcode, zone) => {
    expect(climateZoneForPostcode(table, postcode)).toBe(zone);
  });

  it('returns undefined for an unknown postcode', () => {
    expect(climateZoneForPostcode(table, '0001')).toBeUndefined();
  });

  it('decides by state and latitude', () => {
    expect(climateZoneFor('WA', -20, 118)).toBe('hot');
    expect(climateZoneFor('WA', -32, 116)).toBe('average');
    expect(climateZoneFor('TAS', -41, 147)).toBe('cold');
  });
});
