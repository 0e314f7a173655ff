import { describe, expect, it } from 'vitest';
import {
  applyFilterState,
  defaultFilterState,
  type FilterState,
  filterOptions,
  filterQuery,
  headlineStars,
  isFiltered,
  listingCards,
  parseFilterState,
  resultSummary,
  sortCards,
} from '../../src/lib/product-filter.ts';
import type { ProductCard } from '../../src/lib/product-records.ts';
import { cards } from './load-catalogue.ts';

const wallSplits = cards.filter((card) => card.productType === 'wall-split');
const heating = cards.filter((card) => card.functionCategories.includes('heating'));
const state = (patch: Partial<FilterState>): FilterState => ({ ...defaultFilterState, ...patch });

describe('filter options', () => {
  it('offers only choices that match a product of the listing', () => {
    const options = filterOptions(wallSplits);
    expect(options.types.map((option) => option.value)).toEqual(['wall-split']);
    expect(options.functions.map((option) => option.value)).toEqual(['cooling', 'heating', 'dual-function']);
    for (const option of options.capacity) {
      expect(applyFilterState(wallSplits, state({ capacity: option.value })).length).toBeGreaterThan(0);
    }
    expect(options.capacity.map((option) => option.value)).not.toContain('20-plus');
    expect(options.ratings.length).toBeGreaterThan(0);
  });

  it('lists every type on a function listing, in catalogue order', () => {
    const types = filterOptions(heating).types.map((option) => option.value);
    expect(types[0]).toBe('wall-split');
    expect(types).toContain('gas-heater');
    expect(types).not.toContain('evaporative');
  });
});

describe('filtering', () => {
  it('filters by capacity band, kW above the lower bound up to the upper', () => {
    const result = applyFilterState(wallSplits, state({ capacity: '3-6' }));
    expect(result.length).toBeGreaterThan(0);
    for (const card of result) {
      expect(card.capacityKw).toBeGreaterThan(3);
      expect(card.capacityKw).toBeLessThanOrEqual(6);
    }
  });

  it('filters by lowest star rating: cooling stars, or gas stars for gas heaters', () => {
    const result = applyFilterState(heating, state({ rating: 6 }));
    expect(result.length).toBeGreaterThan(0);
    for (const card of result) expect(headlineStars(card)).toBeGreaterThanOrEqual(6);
    expect(result.some((card) => card.productType === 'gas-heater')).toBe(true);
    // Evaporative coolers carry no star rating, so a rating filter leaves them out.
    expect(
      applyFilterState(cards, state({ rating: 3 })).some((card) => card.productType === 'evaporative'),
    ).toBe(false);
  });

  it('combines filters: types (any of), function, range, room size', () => {
    const result = applyFilterState(
      cards,
      state({ types: ['wall-split', 'multi'], function: 'heating', range: 'Aura', room: '25-50' }),
    );
    expect(result.length).toBeGreaterThan(0);
    for (const card of result) {
      expect(['wall-split', 'multi']).toContain(card.productType);
      expect(card.functionCategories).toContain('heating');
      expect(card.range).toBe('Aura');
      expect(card.roomSize.maxM2).toBeGreaterThan(25);
      expect(card.roomSize.minM2).toBeLessThanOrEqual(50);
    }
  });

  it('can match nothing', () => {
    expect(applyFilterState(cards, state({ types: ['evaporative'], function: 'heating' }))).toEqual([]);
  });
});

describe('sorting', () => {
  it('keeps catalogue order for "recommended"', () => {
    expect(sortCards(cards, 'recommended')).toEqual(cards);
  });

  it('sorts by capacity both ways, products without kW last', () => {
    const up = sortCards(cards, 'capacity-asc');
    const kw = up.map((card) => card.capacityKw).filter((value) => value !== undefined);
    expect(kw).toEqual([...kw].sort((a, b) => a - b));
    expect(up.at(-1)?.capacityKw).toBeUndefined();
    const down = sortCards(cards, 'capacity-desc');
    expect(down[0]?.capacityKw).toBe(Math.max(...kw));
    expect(down.at(-1)?.capacityKw).toBeUndefined();
  });

  it('sorts evaporative coolers among themselves by airflow', () => {
    const coolers = sortCards(
      cards.filter((card) => card.productType === 'evaporative'),
      'capacity-asc',
    );
    const sizes = coolers.map((card) => card.size);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
  });

  it('sorts by rating, highest first, unrated last', () => {
    const sorted = sortCards(cards, 'rating-desc');
    const stars = sorted.map(headlineStars).filter((value) => value !== undefined);
    expect(stars).toEqual([...stars].sort((a, b) => b - a));
    expect(headlineStars(sorted.at(-1) as ProductCard)).toBeUndefined();
  });

  it('sorts names naturally (2.5 before 10.0)', () => {
    const names = sortCards(wallSplits, 'name-asc').map((card) => card.name);
    const aura = names.filter((name) => name.startsWith('Aura'));
    expect(aura.indexOf('Aura 2.5 kW Reverse Cycle Split System')).toBeLessThan(
      aura.indexOf('Aura 9.0 kW Reverse Cycle Split System'),
    );
    expect(names[0]?.startsWith('Aura')).toBe(true);
  });
});

describe('the URL query', () => {
  const options = filterOptions(cards);

  it('round-trips a state, in a fixed order', () => {
    const chosen = state({
      types: ['ducted', 'wall-split'],
      capacity: '10-20',
      rating: 5,
      sort: 'capacity-desc',
    });
    const query = filterQuery(chosen);
    expect(query).toBe('?type=ducted&type=wall-split&capacity=10-20&rating=5&sort=capacity-desc');
    expect(parseFilterState(query, options)).toEqual(chosen);
  });

  it('is empty for the default state', () => {
    expect(filterQuery(defaultFilterState)).toBe('');
    expect(isFiltered(defaultFilterState)).toBe(false);
    expect(isFiltered(state({ sort: 'name-asc' }))).toBe(false);
  });

  it('ignores values the listing does not offer, and empty values from the no-JS form', () => {
    const parsed = parseFilterState(
      '?type=spaceship&type=ducted&type=ducted&capacity=&rating=9&sort=cheapest&room=up-to-25',
      options,
    );
    expect(parsed).toEqual(state({ types: ['ducted'], room: 'up-to-25' }));
    const wallOnly = parseFilterState('?type=ducted&capacity=20-plus', filterOptions(wallSplits));
    expect(wallOnly).toEqual(defaultFilterState);
  });
});

describe('page data and summaries', () => {
  it('reads the cards of a listing document and rejects anything else', () => {
    expect(listingCards({ category: null, products: cards })).toBe(cards);
    expect(listingCards({ products: [{ name: 'no slug' }] })).toBeNull();
    expect(listingCards({ products: 'nope' })).toBeNull();
    expect(listingCards(null)).toBeNull();
  });

  it('words the result count', () => {
    expect(resultSummary(16, 16)).toBe('Showing all 16 products');
    expect(resultSummary(3, 16)).toBe('Showing 3 of 16 products');
    expect(resultSummary(0, 16)).toBe('No products match these filters');
    expect(resultSummary(1, 1)).toBe('Showing all 1 product');
  });
});
