import { describe, expect, it } from 'vitest';
import {
  directionsUrl,
  emptyLocatorQuery,
  formatDistance,
  geolocationMessage,
  type LocatorDealer,
  locatorSearch,
  locatorSummary,
  nearestDealers,
  parseLocatorQuery,
} from '../../src/lib/dealer-locator.ts';

const dealer = (id: string, lat: number, lng: number, patch: Partial<LocatorDealer> = {}): LocatorDealer => ({
  id,
  name: id,
  location: { lat, lng },
  types: ['retailer', 'installer'],
  productTypes: ['wall-split', 'ducted'],
  ...patch,
});

const sydneyCbd = { lat: -33.8688, lng: 151.2093 };
const dealers = [
  dealer('parramatta', -33.8144, 151.0065),
  dealer('penrith', -33.7507, 150.6877, { types: ['installer', 'service-agent'] }),
  dealer('bondi-junction', -33.8917, 151.2473, { productTypes: ['wall-split'] }),
  dealer('melbourne', -37.8136, 144.9631),
  dealer('newcastle', -32.9283, 151.7817, { types: ['retailer'] }),
];

describe('nearestDealers', () => {
  it('sorts every dealer by straight-line distance', () => {
    const found = nearestDealers(dealers, sydneyCbd, emptyLocatorQuery);
    expect(found.map((match) => match.dealer.id)).toEqual([
      'bondi-junction',
      'parramatta',
      'penrith',
      'newcastle',
      'melbourne',
    ]);
    expect(found[0]?.distanceKm).toBeGreaterThan(3);
    expect(found[0]?.distanceKm).toBeLessThan(6);
    expect(found.at(-1)?.distanceKm).toBeGreaterThan(700);
  });

  it('keeps only dealers of the type asked for that sell the product asked for', () => {
    const installers = nearestDealers(dealers, sydneyCbd, { type: 'installer', product: null });
    expect(installers.map((match) => match.dealer.id)).toEqual([
      'bondi-junction',
      'parramatta',
      'penrith',
      'melbourne',
    ]);
    const ductedAgents = nearestDealers(dealers, sydneyCbd, { type: 'service-agent', product: 'ducted' });
    expect(ductedAgents.map((match) => match.dealer.id)).toEqual(['penrith']);
    expect(nearestDealers(dealers, sydneyCbd, { type: null, product: 'gas-heater' })).toEqual([]);
  });

  it('orders dealers at the same spot by name', () => {
    const same = [dealer('b', -33, 151), dealer('a', -33, 151)];
    expect(nearestDealers(same, sydneyCbd, emptyLocatorQuery).map((match) => match.dealer.id)).toEqual([
      'a',
      'b',
    ]);
  });
});

describe('the query in the URL', () => {
  it('round-trips a search with filters', () => {
    const query = { near: 'Parramatta NSW 2150', at: null, type: 'installer', product: 'ducted' } as const;
    const search = locatorSearch(query);
    expect(search).toBe('?near=Parramatta+NSW+2150&type=installer&product=ducted');
    expect(parseLocatorQuery(search)).toEqual(query);
  });

  it('keeps a shared position to two decimals (about a kilometre)', () => {
    const search = locatorSearch({ ...emptyLocatorQuery, at: { lat: -33.868812, lng: 151.209312 } });
    expect(search).toBe('?at=-33.87,151.21');
    expect(parseLocatorQuery(search).at).toEqual({ lat: -33.87, lng: 151.21 });
  });

  it('ignores values it does not know and tidies what was typed', () => {
    expect(parseLocatorQuery('?near=%20%202000%20&type=plumber&product=fridge&at=north')).toEqual({
      ...emptyLocatorQuery,
      near: '2000',
    });
    expect(parseLocatorQuery('?at=-95,151').at).toBeNull();
    expect(parseLocatorQuery('?at=-33.87%2C151.21').at).toEqual({ lat: -33.87, lng: 151.21 });
    expect(locatorSearch({ ...emptyLocatorQuery, near: 'Springfield, QLD' })).toBe('?near=Springfield,+QLD');
    expect(parseLocatorQuery('?at=,').at).toBeNull();
    expect(locatorSearch(emptyLocatorQuery)).toBe('');
  });
});

describe('words and links', () => {
  it('formats distances for reading', () => {
    expect([0, 0.85, 3.44, 27.4, 1204.2].map(formatDistance)).toEqual([
      'under 1 km',
      'under 1 km',
      '3.4 km',
      '27 km',
      '1,204 km',
    ]);
  });

  it('links directions to the street address', () => {
    const url = new URL(
      directionsUrl({ street: '48 Church Street', suburb: 'Parramatta', state: 'NSW', postcode: '2150' }),
    );
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('destination')).toBe('48 Church Street, Parramatta NSW 2150, Australia');
  });

  it('summarises the results for the live region', () => {
    expect(locatorSummary(10, 37, 'postcode 2000')).toBe(
      'Showing 10 of 37 dealers, nearest to postcode 2000 first.',
    );
    expect(locatorSummary(4, 4, 'your location')).toBe(
      'Showing all 4 dealers, nearest to your location first.',
    );
    expect(locatorSummary(1, 1, 'postcode 0870')).toBe('Showing 1 dealer, the nearest to postcode 0870.');
    expect(locatorSummary(0, 0, 'postcode 2000')).toMatch(/^No dealers near postcode 2000 match/);
  });

  it('explains each way "use my location" can fail', () => {
    expect(geolocationMessage(1)).toMatch(/turned off/);
    expect(geolocationMessage(2)).toMatch(/not available/);
    expect(geolocationMessage(3)).toMatch(/too long/);
    expect(geolocationMessage('unsupported')).toMatch(/cannot share/);
  });
});
