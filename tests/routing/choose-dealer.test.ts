/**
 * Routing on the tests' own directory (tests/fixtures/content/dealers) and real postcode positions:
 * nearest eligible dealer, the product asked for, paused and full dealers, dealers that had the
 * lead, ties and the radius.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chooseDealer,
  type DealerLoad,
  idleLoad,
  ineligibility,
  type RoutingRequest,
  rankDealers,
} from '../../src/lib/routing/choose-dealer.ts';
import type { DealerEntry } from '../../src/schemas/dealer.ts';
import { loadTestDirectory, type TestDirectory } from '../support/dealer-directory.ts';

const RADIUS = 150;
const CAP = 5;

let directory: TestDirectory;
beforeAll(async () => {
  directory = await loadTestDirectory();
});

const request = (postcode: string, patch: Partial<RoutingRequest> = {}): RoutingRequest => ({
  origin: directory.at(postcode),
  productType: null,
  exclude: new Set(),
  ...patch,
});

/** Loads with some dealers changed from idle. */
const loads =
  (changed: Record<string, Partial<DealerLoad>> = {}) =>
  (id: string): DealerLoad => ({ ...idleLoad(CAP), ...changed[id] });

const chosen = (postcode: string, patch: Partial<RoutingRequest> = {}, changed = {}) =>
  chooseDealer(directory.dealers, request(postcode, patch), loads(changed), RADIUS)?.dealer.id ?? null;

describe('chooseDealer on the tests’ own directory', () => {
  it('sends a Parramatta (2150) quote to the nearest NSW dealer that installs', () => {
    const dealer = directory.dealer(chosen('2150') ?? '');
    expect(dealer.name).toBe('Parramatta Air & Climate');
    expect(dealer.address.state).toBe('NSW');
    expect(dealer.types).toContain('installer');
  });

  it('skips a dealer that does not handle the product type asked for', () => {
    // Parramatta Air & Climate does not do gas heaters.
    expect(directory.dealer('parramatta-air-and-climate').productTypes).not.toContain('gas-heater');
    const id = chosen('2150', { productType: 'gas-heater' });
    expect(id).not.toBeNull();
    expect(id).not.toBe('parramatta-air-and-climate');
    expect(directory.dealer(id ?? '').productTypes).toContain('gas-heater');
    // Naming a type it handles changes nothing.
    expect(chosen('2150', { productType: 'ducted' })).toBe('parramatta-air-and-climate');
  });

  it('never chooses a dealer that does not install', () => {
    const retailersOnly = directory.dealers.filter((dealer) => !dealer.types.includes('installer'));
    expect(retailersOnly.length).toBeGreaterThan(0);
    for (const dealer of retailersOnly) {
      expect(chosen(dealer.address.postcode)).not.toBe(dealer.id);
    }
  });

  it('skips paused dealers and dealers at their cap of waiting leads', () => {
    expect(chosen('2150', {}, { 'parramatta-air-and-climate': { paused: true } })).toBe(
      'hills-district-air-conditioning-castle-hill',
    );
    expect(chosen('2150', {}, { 'parramatta-air-and-climate': { waiting: CAP } })).toBe(
      'hills-district-air-conditioning-castle-hill',
    );
    // One below the cap still takes it.
    expect(chosen('2150', {}, { 'parramatta-air-and-climate': { waiting: CAP - 1 } })).toBe(
      'parramatta-air-and-climate',
    );
  });

  it('passes a lead on to the next nearest dealer that has not had it', () => {
    const ranked = rankDealers(directory.dealers, request('2150'), loads(), RADIUS).map((c) => c.dealer.id);
    expect(ranked.slice(0, 2)).toEqual([
      'parramatta-air-and-climate',
      'hills-district-air-conditioning-castle-hill',
    ]);
    expect(chosen('2150', { exclude: new Set(ranked.slice(0, 2)) })).toBe(ranked[2]);
    // Nearest first, all within the radius.
    const distances = rankDealers(directory.dealers, request('2150'), loads(), RADIUS).map(
      (c) => c.distanceKm,
    );
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(RADIUS);
  });

  it('sends a lead with nobody eligible within the radius to staff (null)', () => {
    // Halls Creek, WA: the nearest dealer is hundreds of kilometres away.
    expect(chosen('6770')).toBeNull();
    // A wider radius reaches someone.
    expect(chooseDealer(directory.dealers, request('6770'), loads(), 5000)).not.toBeNull();
    // Every eligible dealer near Parramatta paused: staff.
    const everyone = Object.fromEntries(directory.dealers.map((dealer) => [dealer.id, { paused: true }]));
    expect(chosen('2150', {}, everyone)).toBeNull();
  });
});

describe('ties and reasons', () => {
  const twin = (id: string): DealerEntry => ({ ...directory.dealer('parramatta-air-and-climate'), id });

  it('gives a tie in distance to the dealer with fewer open leads', () => {
    const dealers = [twin('twin-a'), twin('twin-b')];
    const pick = (changed: Record<string, Partial<DealerLoad>>) =>
      chooseDealer(dealers, request('2150'), loads(changed), RADIUS)?.dealer.id;
    expect(pick({ 'twin-a': { open: 3 }, 'twin-b': { open: 1 } })).toBe('twin-b');
    expect(pick({ 'twin-a': { open: 0 }, 'twin-b': { open: 1 } })).toBe('twin-a');
    // Equal in every way: the same dealer every time.
    expect(pick({})).toBe('twin-a');
  });

  it('names why a dealer cannot take a lead', () => {
    const parramatta = directory.dealer('parramatta-air-and-climate');
    const base = request('2150');
    expect(ineligibility(parramatta, idleLoad(CAP), base, 0, RADIUS)).toBeNull();
    expect(
      ineligibility(parramatta, idleLoad(CAP), { ...base, exclude: new Set([parramatta.id]) }, 0, RADIUS),
    ).toBe('had-it');
    expect(ineligibility(parramatta, idleLoad(CAP), { ...base, productType: 'gas-heater' }, 0, RADIUS)).toBe(
      'product',
    );
    expect(ineligibility(parramatta, { ...idleLoad(CAP), paused: true }, base, 0, RADIUS)).toBe('paused');
    expect(ineligibility(parramatta, { ...idleLoad(CAP), waiting: CAP }, base, 0, RADIUS)).toBe('full');
    expect(ineligibility(parramatta, idleLoad(CAP), base, RADIUS + 1, RADIUS)).toBe('too-far');
    expect(ineligibility({ ...parramatta, types: ['retailer'] }, idleLoad(CAP), base, 0, RADIUS)).toBe(
      'not-installer',
    );
  });
});
