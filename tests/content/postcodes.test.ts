import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { climateZoneFor, climateZoneForPostcode } from '../../src/lib/postcodes/climate-zone.ts';
import type { PostcodeTable } from '../../src/lib/postcodes/index.ts';
import {
  distanceKm,
  isKnownPostcode,
  locateSuburb,
  lookupPostcode,
  normalisePostcode,
  stateForPostcode,
} from '../../src/lib/postcodes/index.ts';
import {
  matchKey,
  type PostcodePositions,
  parsePlaceQuery,
  resolvePlace,
  type SuburbDocument,
  type SuburbEntry,
  searchPostcodes,
  searchSuburbs,
  suburbLabel,
  suburbLetters,
  titleCase,
} from '../../src/lib/postcodes/suburbs.ts';
import {
  buildPostcodeTable,
  buildSuburbIndex,
  derivePostcodeTable,
  deriveSuburbIndex,
  readPostcodeTable,
  readSuburbIndex,
  type SuburbIndex,
} from '../../src/lib/server-only/postcodes/derive.ts';
import { root } from './load-content.ts';

let table: PostcodeTable;
let positions: PostcodePositions;
let suburbs: SuburbIndex;
beforeAll(async () => {
  const outFile = path.join(root, 'src/generated/postcodes.json');
  await derivePostcodeTable(outFile);
  table = await readPostcodeTable(outFile);
  positions = Object.fromEntries(
    Object.entries(table).map(([postcode, row]) => [postcode, [row[0], row[1], row[2]]]),
  );
  const indexFile = path.join(root, 'src/generated/suburbs.json');
  await deriveSuburbIndex(indexFile);
  suburbs = await readSuburbIndex(indexFile);
});

const letter = (name: string): SuburbDocument => suburbs[name] ?? [];

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

describe('suburb names', () => {
  it('title-cases Australia Post’s capitals', () => {
    expect(titleCase('NORTH PARRAMATTA')).toBe('North Parramatta');
    expect(titleCase('MCMAHONS POINT')).toBe('McMahons Point');
    expect(titleCase('O’CONNOR')).toBe('O’Connor');
    expect(titleCase('ERNABELLA (PUKATJA)')).toBe('Ernabella (Pukatja)');
    expect(titleCase('KURRI KURRI-WESTON')).toBe('Kurri Kurri-Weston');
  });

  it('compares names without case, apostrophes or "Mt"', () => {
    expect(matchKey('O’Connor')).toBe(matchKey("o'connor"));
    expect(matchKey('Mt  Druitt')).toBe('mount druitt');
    expect(suburbLetters('North Parramatta')).toEqual(['n', 'p']);
    expect(suburbLetters('Ernabella (Pukatja)')).toEqual(['e', 'p']);
  });

  it('reads a state and postcode typed after the name', () => {
    expect(parsePlaceQuery('Springfield QLD 4300')).toEqual({
      name: 'springfield',
      typedName: 'Springfield',
      state: 'QLD',
      postcode: '4300',
    });
    expect(parsePlaceQuery(' springfield, qld ')).toMatchObject({ name: 'springfield', state: 'QLD' });
    expect(parsePlaceQuery('2000')).toEqual({ name: '', typedName: '', postcode: '2000' });
    expect(parsePlaceQuery('Wa')).toMatchObject({ name: 'wa' }); // a name, not a state, when alone
  });
});

describe('suburb search', () => {
  // Grouped by size: cities, regional centres, …, small rural towns.
  const entries: SuburbDocument = [
    [
      ['North Parramatta', 'NSW', '2151'],
      ['Parramatta', 'NSW', '2150'],
    ],
    [['Parramatta Park', 'QLD', '4870']],
    [],
    [],
    [
      ['Parrakie', 'SA', '5301'],
      ['Parramatta', 'TAS', '7999'],
    ],
  ];

  it('puts whole names first, then bigger places, names starting with what was typed before later words', () => {
    expect(searchSuburbs(entries, 'parramatta').map(suburbLabel)).toEqual([
      'Parramatta NSW 2150',
      'Parramatta TAS 7999',
      'North Parramatta NSW 2151',
      'Parramatta Park QLD 4870',
    ]);
    expect(searchSuburbs(entries, 'Parra').map(suburbLabel)).toEqual([
      'Parramatta NSW 2150',
      'North Parramatta NSW 2151',
      'Parramatta Park QLD 4870',
      'Parrakie SA 5301',
      'Parramatta TAS 7999',
    ]);
    expect(searchSuburbs(entries, 'Parra', 2)).toHaveLength(2);
    expect(searchSuburbs(entries, 'matta')).toEqual([]);
  });

  it('narrows by a state or postcode typed after the name', () => {
    expect(searchSuburbs(entries, 'Parramatta TAS').map(suburbLabel)).toEqual(['Parramatta TAS 7999']);
    expect(searchSuburbs(entries, 'parramatta 2151').map(suburbLabel)).toEqual(['North Parramatta NSW 2151']);
  });

  it('suggests the real suburbs: cities before small towns, one label per place', () => {
    const parramatta = searchSuburbs(letter('p'), 'Parramatta').map(suburbLabel);
    expect(parramatta[0]).toBe('Parramatta NSW 2150');
    expect(parramatta.slice(0, 3)).toContain('North Parramatta NSW 2151');
    expect(parramatta.indexOf('Parramatta Park QLD 4870')).toBeGreaterThan(
      parramatta.indexOf('North Parramatta NSW 2151'),
    );
    expect(searchSuburbs(letter('p'), 'parra')[0]).toEqual(['Parramatta', 'NSW', '2150']);
    expect(searchSuburbs(letter('f'), 'Fremantle').map(suburbLabel)[0]).toBe('Fremantle WA 6160');
    const springfields = searchSuburbs(letter('s'), 'Springfield', 20).map(suburbLabel);
    expect(springfields).toContain('Springfield QLD 4300');
    expect(new Set(springfields.map((label) => label.split(' ')[1])).size).toBeGreaterThanOrEqual(5);
    expect(new Set(springfields).size).toBe(springfields.length);
  });

  it('leaves out mail centres and post office boxes', () => {
    const names = Object.values(suburbs).flatMap((groups) => groups.flat().map(([name]) => name));
    expect(names.filter((name) => /\s(Mc|Msc|Bc|Dc)$/.test(name))).toEqual([]);
    const parramattas = letter('p')
      .flat()
      .filter(([name]) => name === 'Parramatta');
    expect(parramattas).toEqual([['Parramatta', 'NSW', '2150']]);
    expect(new Set(names).size).toBeGreaterThan(14_000);
  });

  it('files a suburb under each word’s first letter', () => {
    const north = (entry: SuburbEntry) => entry[0] === 'North Parramatta';
    expect(letter('n').flat().some(north)).toBe(true);
    expect(letter('p').flat().some(north)).toBe(true);
    expect(
      buildSuburbIndex([{ postcode: '2150', locality: 'PARRAMATTA', state: 'NSW', type: 'LVR' }], table),
    ).toEqual({});
  });

  it('keeps each letter’s document small (fetched when the visitor types)', () => {
    const sizes = Object.values(suburbs).map((entries) => {
      const json = JSON.stringify(entries);
      return {
        brotli: brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
        gzip: gzipSync(json, { level: 9 }).length,
      };
    });
    expect(Math.max(...sizes.map((size) => size.brotli))).toBeLessThan(20 * 1024);
    expect(Math.max(...sizes.map((size) => size.gzip))).toBeLessThan(24 * 1024);
  });
});

describe('placing what the visitor typed', () => {
  it('places a postcode from the table alone', () => {
    const found = resolvePlace('2000', positions);
    expect(found).toMatchObject({ kind: 'found', place: { label: 'postcode 2000', near: '2000' } });
    expect(resolvePlace('800', positions)).toMatchObject({ kind: 'found', place: { near: '0800' } });
    expect(resolvePlace('0001', positions)).toEqual({ kind: 'not-found' });
  });

  it('places a suggested label without the suburb documents, and a bare name with them', () => {
    expect(resolvePlace('parramatta nsw 2150', positions)).toMatchObject({
      kind: 'found',
      place: { near: 'Parramatta NSW 2150', location: lookupPostcode(table, '2150')?.location },
    });
    expect(resolvePlace('Parramatta', positions)).toEqual({ kind: 'needs-suburbs', letter: 'p' });
    expect(resolvePlace('parramatta', positions, letter('p'))).toMatchObject({
      kind: 'found',
      place: { label: 'Parramatta NSW 2150', near: 'Parramatta NSW 2150' },
    });
    expect(resolvePlace('Qwertyville', positions, letter('q'))).toEqual({ kind: 'not-found' });
    expect(resolvePlace('!!', positions)).toEqual({ kind: 'not-found' });
  });

  it('suggests postcodes as they are typed', () => {
    expect(searchPostcodes(positions, '200', 3)).toEqual(['2000', '2001', '0200']);
    expect(searchPostcodes(positions, '800').at(-1)).toBe('0800');
    expect(searchPostcodes(positions, '0800')).toEqual(['0800']);
    expect(searchPostcodes(positions, 'abc')).toEqual([]);
  });
});
