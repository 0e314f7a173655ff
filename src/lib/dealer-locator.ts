/**
 * The dealer locator's logic: the query it keeps in the URL (`?near=2000&type=installer&product=ducted`,
 * or `?at=-33.87,151.21` after "use my location"), the nearest dealers by straight-line distance with
 * the visitor's filters, and the words it shows. Pure functions with no runtime imports beyond
 * labels, shared by the page (server render) and the locator island.
 */
import type { ProductType } from '../schemas/common.ts';
import type { Coordinates, DealerEntry, DealerType } from '../schemas/dealer.ts';
import { dealerTypeLabels } from './dealer-format.ts';
import { distanceKm } from './postcodes/index.ts';
import { productTypeLabels } from './product-labels.ts';

/** What the visitor asked for; nulls mean "not given" or "any". */
export interface LocatorQuery {
  /** A postcode ("2000"), a suburb as suggested ("Parramatta NSW 2150") or what was typed. */
  near: string | null;
  /** The visitor's position from "use my location", rounded to two decimals (about 1 km). */
  at: Coordinates | null;
  type: DealerType | null;
  product: ProductType | null;
}

export const emptyLocatorQuery: LocatorQuery = { near: null, at: null, type: null, product: null };

/** How many results show at first, and how many more each "show more" adds. */
export const RESULTS_PAGE = 10;

const dealerTypes = Object.keys(dealerTypeLabels) as DealerType[];
const productTypes = Object.keys(productTypeLabels) as ProductType[];

const pick = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((candidate) => candidate === value) ?? null;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A device's position as the locator keeps it: two decimals, about a kilometre, for privacy. */
export function sharedPosition(position: Coordinates): Coordinates {
  return { lat: round2(position.lat), lng: round2(position.lng) };
}

/** "-33.87,151.21" → coordinates, or null when it is not a position. */
function parseAt(value: string | null): Coordinates | null {
  const match = /^(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/.exec(value ?? '');
  const lat = Number(match?.[1]);
  const lng = Number(match?.[2]);
  return match && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? sharedPosition({ lat, lng }) : null;
}

/** Reads the query from `location.search`; unknown values are ignored. */
export function parseLocatorQuery(search: string): LocatorQuery {
  const params = new URLSearchParams(search);
  const at = parseAt(params.get('at'));
  const near = params.get('near')?.trim().replace(/\s+/g, ' ').slice(0, 80) || null;
  return {
    near: at ? null : near,
    at,
    type: pick(dealerTypes, params.get('type')),
    product: pick(productTypes, params.get('product')),
  };
}

/** The query as a URL search string: "" or "?near=…&type=…&product=…". */
export function locatorSearch(query: LocatorQuery): string {
  const params = new URLSearchParams();
  if (query.at) {
    const { lat, lng } = sharedPosition(query.at);
    params.set('at', `${lat},${lng}`);
  } else if (query.near) params.set('near', query.near);
  if (query.type) params.set('type', query.type);
  if (query.product) params.set('product', query.product);
  // Commas need no escaping in a query: "?at=-33.87,151.21" reads better when shared.
  const search = params.toString().replace(/%2C/gi, ',');
  return search ? `?${search}` : '';
}

/** The parts of a dealer the locator needs. */
export type LocatorDealer = Pick<DealerEntry, 'id' | 'name' | 'location' | 'types' | 'productTypes'>;

export interface DealerMatch<D extends LocatorDealer> {
  dealer: D;
  /** Straight-line distance from the visitor's place, km. */
  distanceKm: number;
}

/** Dealers of the given type selling the given product, nearest first (then by name). */
export function nearestDealers<D extends LocatorDealer>(
  dealers: readonly D[],
  origin: Coordinates,
  filters: Pick<LocatorQuery, 'type' | 'product'>,
): DealerMatch<D>[] {
  return dealers
    .filter(
      (dealer) =>
        (!filters.type || dealer.types.includes(filters.type)) &&
        (!filters.product || dealer.productTypes.includes(filters.product)),
    )
    .map((dealer) => ({ dealer, distanceKm: distanceKm(origin, dealer.location) }))
    .sort((a, b) => a.distanceKm - b.distanceKm || a.dealer.name.localeCompare(b.dealer.name));
}

/**
 * "under 1 km", "3.4 km", "27 km", "1,204 km". Places are known to their postcode's centre, so
 * nothing finer than a kilometre is claimed.
 */
export function formatDistance(km: number): string {
  if (km < 1) return 'under 1 km';
  if (km < 10) return `${km.toFixed(1)} km`;
  return `${Math.round(km).toLocaleString('en-AU')} km`;
}

/** A Google Maps directions link to a dealer's street address (a link only; nothing is fetched). */
export function directionsUrl(address: DealerEntry['address']): string {
  const params = new URLSearchParams({
    api: '1',
    destination: `${address.street}, ${address.suburb} ${address.state} ${address.postcode}, Australia`,
  });
  return `https://www.google.com/maps/dir/?${params}`;
}

/** A dealer that installs takes quote requests (routing offers quotes to installers only). */
export const takesQuotes = (dealer: Pick<DealerEntry, 'types'>) => dealer.types.includes('installer');

/**
 * The quote form with this dealer asked for ("ask this dealer for a quote"), and the postcode
 * searched (the last four digits of `near`: "2000", "Parramatta NSW 2150") and the product filter
 * filled in.
 */
export function dealerQuoteUrl(dealerId: string, near: string | null, product: ProductType | null): string {
  const params = new URLSearchParams({ dealer: dealerId });
  const postcode = /(?:^|\s)(\d{4})$/.exec(near ?? '')?.[1];
  if (postcode) params.set('postcode', postcode);
  if (product) params.set('product', product);
  return `/get-a-quote?${params}`;
}

/** The live result line: "Showing 10 of 37 dealers, nearest to Parramatta NSW 2150 first." */
export function locatorSummary(shown: number, total: number, place: string): string {
  if (total === 0) return `No dealers near ${place} match those filters. Try another dealer type or product.`;
  if (total === 1) return `Showing 1 dealer, the nearest to ${place}.`;
  return shown < total
    ? `Showing ${shown} of ${total} dealers, nearest to ${place} first.`
    : `Showing all ${total} dealers, nearest to ${place} first.`;
}

/** `GeolocationPositionError` codes, and what to tell the visitor for each. */
export function geolocationMessage(code: number | 'unsupported'): string {
  switch (code) {
    case 1:
      return 'Location access is turned off for this site. Allow it in your browser’s settings, or search by postcode or suburb.';
    case 3:
      return 'Finding your location took too long. Try again, or search by postcode or suburb.';
    case 'unsupported':
      return 'This browser cannot share your location. Search by postcode or suburb instead.';
    default:
      return 'Your location is not available right now. Try again, or search by postcode or suburb.';
  }
}
