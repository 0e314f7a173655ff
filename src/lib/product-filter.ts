/**
 * The product listing's filters and sort order: pure functions over product cards, shared by the
 * listing pages (server render and the filter options) and the product-filter island (browser).
 * The state lives in the URL query (`?type=ducted&capacity=10-20&sort=capacity-asc`) so a filtered
 * list can be shared and the back button restores it. Safe in an island (its one library is zod/mini).
 */

import { is } from 'valibot';
import type { FunctionCategorySlug, ProductType } from '../schemas/common.ts';
import type { Range } from '../schemas/product-facts.ts';
import { listingDataSchema } from './page-data-readers.ts';
import { functionLabels, productTypeLabels } from './product-labels.ts';
import type { ProductCard } from './product-records.ts';

/** A band of a numeric filter: values above `min` up to and including `max`. */
export interface Band {
  id: string;
  label: string;
  min: number;
  max: number;
}

/** Capacity bands, kW (cooling at 35 °C, or a gas heater's output). */
export const capacityBands: readonly Band[] = [
  { id: 'up-to-3', label: 'Up to 3 kW', min: 0, max: 3 },
  { id: '3-6', label: '3 to 6 kW', min: 3, max: 6 },
  { id: '6-10', label: '6 to 10 kW', min: 6, max: 10 },
  { id: '10-20', label: '10 to 20 kW', min: 10, max: 20 },
  { id: '20-plus', label: 'Over 20 kW', min: 20, max: Number.POSITIVE_INFINITY },
];

/** Floor-area bands, m²; a product matches when its suitable area overlaps the band. */
export const roomBands: readonly Band[] = [
  { id: 'up-to-25', label: 'Up to 25 m² (bedroom, study)', min: 0, max: 25 },
  { id: '25-50', label: '25 to 50 m² (living room)', min: 25, max: 50 },
  { id: '50-100', label: '50 to 100 m² (open-plan living)', min: 50, max: 100 },
  { id: '100-200', label: '100 to 200 m² (most homes)', min: 100, max: 200 },
  { id: '200-plus', label: 'Over 200 m² (large homes)', min: 200, max: Number.POSITIVE_INFINITY },
];

/** Lowest star ratings a visitor can ask for. */
export const ratingThresholds = [3, 4, 5, 6] as const;

export const sortOptions = [
  { id: 'recommended', label: 'Recommended' },
  { id: 'capacity-asc', label: 'Capacity: smallest first' },
  { id: 'capacity-desc', label: 'Capacity: largest first' },
  { id: 'rating-desc', label: 'Energy rating: highest first' },
  { id: 'name-asc', label: 'Name: A to Z' },
] as const;
export type SortKey = (typeof sortOptions)[number]['id'];

/** What the visitor asked for; empty lists and nulls mean "any". */
export interface FilterState {
  types: ProductType[];
  function: FunctionCategorySlug | null;
  range: Range | null;
  /** A `capacityBands` id. */
  capacity: string | null;
  /** A `roomBands` id. */
  room: string | null;
  /** Lowest star rating. */
  rating: number | null;
  sort: SortKey;
}

export const defaultFilterState: FilterState = {
  types: [],
  function: null,
  range: null,
  capacity: null,
  room: null,
  rating: null,
  sort: 'recommended',
};

export interface Option<T extends string | number = string> {
  value: T;
  label: string;
}

/** The choices a listing offers: only values that match at least one of its products. */
export interface FilterOptions {
  types: Option<ProductType>[];
  functions: Option<FunctionCategorySlug>[];
  ranges: Option<Range>[];
  capacity: Option[];
  room: Option[];
  ratings: Option<number>[];
}

/** The star rating the rating filter and sort use: average-zone cooling stars, or gas stars. */
export function headlineStars(card: ProductCard): number | undefined {
  return card.coolingStars ?? card.gasStars;
}

const inBand = (value: number, band: Band) => value > band.min && value <= band.max;
const overlaps = (room: ProductCard['roomSize'], band: Band) =>
  room.maxM2 > band.min && room.minM2 <= band.max;

const unique = <T>(values: T[]) => [...new Set(values)];

/** Filter choices for a set of cards. */
export function filterOptions(cards: readonly ProductCard[]): FilterOptions {
  const functions = unique(cards.flatMap((card) => card.functionCategories));
  const types = unique(cards.map((card) => card.productType));
  return {
    // Types in the label table's order (the schema's), whatever order the cards come in.
    types: Object.keys(productTypeLabels).flatMap((key) => {
      const value = types.find((type) => type === key);
      return value ? [{ value, label: productTypeLabels[value] }] : [];
    }),
    functions: (['cooling', 'heating', 'dual-function'] as const)
      .filter((value) => functions.includes(value))
      .map((value) => ({ value, label: functionLabels[value] })),
    ranges: unique(cards.map((card) => card.range)).map((value) => ({ value, label: value })),
    capacity: capacityBands
      .filter((band) => cards.some((card) => card.capacityKw !== undefined && inBand(card.capacityKw, band)))
      .map((band) => ({ value: band.id, label: band.label })),
    room: roomBands
      .filter((band) => cards.some((card) => overlaps(card.roomSize, band)))
      .map((band) => ({ value: band.id, label: band.label })),
    ratings: ratingThresholds
      .filter((stars) => cards.some((card) => (headlineStars(card) ?? 0) >= stars))
      .map((stars) => ({ value: stars, label: `${stars} stars or more` })),
  };
}

const pick = <T extends string | number>(options: readonly Option<T>[], raw: string | null): T | null =>
  options.find((option) => String(option.value) === raw)?.value ?? null;

/** Reads a query string; values the listing does not offer are ignored. */
export function parseFilterState(search: string | URLSearchParams, options: FilterOptions): FilterState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const types = unique(params.getAll('type'))
    .map((raw) => pick(options.types, raw))
    .filter((value): value is ProductType => value !== null);
  return {
    types,
    function: pick(options.functions, params.get('function')),
    range: pick(options.ranges, params.get('range')),
    capacity: pick(options.capacity, params.get('capacity')),
    room: pick(options.room, params.get('room')),
    rating: pick(options.ratings, params.get('rating')),
    sort: sortOptions.find((option) => option.id === params.get('sort'))?.id ?? 'recommended',
  };
}

/** The query parameters a listing's state is kept in: an address with one of them is a filtered listing. */
export const filterParams = ['type', 'function', 'range', 'capacity', 'room', 'rating', 'sort'] as const;

/** The query string of a state ("" for the default), in a fixed order so equal states share a URL. */
export function filterQuery(state: FilterState): string {
  const params = new URLSearchParams();
  for (const type of state.types) params.append('type', type);
  if (state.function) params.set('function', state.function);
  if (state.range) params.set('range', state.range);
  if (state.capacity) params.set('capacity', state.capacity);
  if (state.room) params.set('room', state.room);
  if (state.rating !== null) params.set('rating', String(state.rating));
  if (state.sort !== 'recommended') params.set('sort', state.sort);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** True when any filter (not the sort order) narrows the list. */
export function isFiltered(state: FilterState): boolean {
  return activeFilterCount(state) > 0;
}

/** How many filters are on: each chosen type, and each select with a choice (the "Filters" button says so). */
export function activeFilterCount(state: FilterState): number {
  return (
    state.types.length +
    [state.function, state.range, state.capacity, state.room, state.rating].filter((value) => value !== null)
      .length
  );
}

function matches(card: ProductCard, state: FilterState): boolean {
  if (state.types.length > 0 && !state.types.includes(card.productType)) return false;
  if (state.function && !card.functionCategories.includes(state.function)) return false;
  if (state.range && card.range !== state.range) return false;
  const capacity = capacityBands.find((band) => band.id === state.capacity);
  if (capacity && (card.capacityKw === undefined || !inBand(card.capacityKw, capacity))) return false;
  const room = roomBands.find((band) => band.id === state.room);
  if (room && !overlaps(card.roomSize, room)) return false;
  if (state.rating !== null && (headlineStars(card) ?? 0) < state.rating) return false;
  return true;
}

/** Missing values sort last whichever the direction; ties keep catalogue order (the sort is stable). */
function byOptional(a: number | undefined, b: number | undefined, direction: 1 | -1): number {
  if (a === undefined || b === undefined) return Number(a === undefined) - Number(b === undefined);
  return (a - b) * direction;
}

const nameCollator = new Intl.Collator('en-AU', { numeric: true, sensitivity: 'base' });

/** Cards in the chosen order; "recommended" keeps the catalogue order they came in. */
export function sortCards(cards: readonly ProductCard[], sort: SortKey): ProductCard[] {
  const sorted = [...cards];
  switch (sort) {
    case 'capacity-asc':
    case 'capacity-desc': {
      const direction = sort === 'capacity-asc' ? 1 : -1;
      // kW where there is one; evaporative coolers (airflow only) compare among themselves by size.
      return sorted.sort(
        (a, b) =>
          byOptional(a.capacityKw, b.capacityKw, direction) ||
          (a.capacityKw === undefined && b.capacityKw === undefined ? (a.size - b.size) * direction : 0),
      );
    }
    case 'rating-desc':
      return sorted.sort((a, b) => byOptional(headlineStars(a), headlineStars(b), -1));
    case 'name-asc':
      return sorted.sort((a, b) => nameCollator.compare(a.name, b.name));
    default:
      return sorted;
  }
}

/** The cards a state shows, in its order. */
export function applyFilterState(cards: readonly ProductCard[], state: FilterState): ProductCard[] {
  return sortCards(
    cards.filter((card) => matches(card, state)),
    state.sort,
  );
}

/** The result count as a sentence, e.g. "Showing 4 of 21 products". */
export function resultSummary(shown: number, total: number): string {
  const noun = (count: number) => (count === 1 ? 'product' : 'products');
  if (shown === 0) return 'No products match these filters';
  if (shown === total) return `Showing all ${total} ${noun(total)}`;
  return `Showing ${shown} of ${total} ${noun(total)}`;
}

/**
 * The product cards of a listing's page-data document (`data.products`), or null when the document
 * does not hold a usable list: the island then keeps the server-rendered list.
 */
export function listingCards(data: unknown): ProductCard[] | null {
  return isListingData(data) ? data.products : null;
}

/** The schema checks the fields the filter reads; the cards themselves are the build's own records. */
const isListingData = (data: unknown): data is { products: ProductCard[] } => is(listingDataSchema, data);

/**
 * How many products a listing's page holds. A longer listing's page holds its first ones and links
 * to a page of every product: every card is about 120 bytes of compressed HTML, and a page whose
 * HTML does not fit the first round trip (about 14 KB) paints a round trip later on a phone
 * (docs/performance.md, "The long listings"). Sixteen is the longest category of one type.
 */
export const LISTING_FIRST_CARDS = 16;
