/**
 * Postcode look-ups over the compact table that `derive.ts` writes at build. Pure functions with no
 * Node built-ins, so islands can use them on the table fetched as JSON.
 */
import type { AustralianState } from '../../schemas/common.ts';
import type { Coordinates } from '../../schemas/dealer.ts';

/** One postcode: its state, the average coordinates of its localities, and the localities (upper case). */
export type PostcodeRow = readonly [
  state: AustralianState,
  lat: number,
  lng: number,
  localities: readonly string[],
];

/** Every Australian postcode with a known position, keyed by the four-digit postcode. */
export type PostcodeTable = Readonly<Record<string, PostcodeRow>>;

/** A postcode's details, or undefined when it is unknown. */
export interface PostcodeInfo {
  postcode: string;
  state: AustralianState;
  location: Coordinates;
  localities: readonly string[];
}

/** Normalises what a visitor typed: digits only, padded to four (NT "800" is 0800). */
export function normalisePostcode(input: string | number): string {
  const digits = String(input).replace(/\D/g, '');
  return digits.length > 0 && digits.length <= 4 ? digits.padStart(4, '0') : digits;
}

export function lookupPostcode(table: PostcodeTable, postcode: string | number): PostcodeInfo | undefined {
  const key = normalisePostcode(postcode);
  const row = Object.hasOwn(table, key) ? table[key] : undefined;
  if (!row) return undefined;
  const [state, lat, lng, localities] = row;
  return { postcode: key, state, location: { lat, lng }, localities };
}

export function isKnownPostcode(table: PostcodeTable, postcode: string | number): boolean {
  return lookupPostcode(table, postcode) !== undefined;
}

export function stateForPostcode(
  table: PostcodeTable,
  postcode: string | number,
): AustralianState | undefined {
  return lookupPostcode(table, postcode)?.state;
}

const normaliseLocality = (name: string) => name.trim().replace(/\s+/g, ' ').toUpperCase();

/**
 * Coordinates of a suburb, when the suburb lies in the given postcode (matched case-insensitively);
 * undefined when the pair does not exist. The table keeps one position per postcode, so that is what
 * is returned.
 */
export function locateSuburb(
  table: PostcodeTable,
  suburb: string,
  postcode: string | number,
): Coordinates | undefined {
  const info = lookupPostcode(table, postcode);
  if (!info) return undefined;
  return info.localities.includes(normaliseLocality(suburb)) ? info.location : undefined;
}

const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points, km (haversine formula, mean Earth radius). */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
