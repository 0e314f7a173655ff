/**
 * Suburb suggestions for the dealer locator. The build splits Australia's 18,000 suburbs into one
 * small document per letter (a suburb is filed under the first letter of each of its words, so
 * "North Parramatta" is in N and P, bigger places first); the locator fetches the letter the visitor
 * starts typing and searches it here. Positions come from the postcode table. Pure functions, no
 * runtime imports.
 */

import type { Coordinates } from '../../schemas/dealer.ts';
import { type AustralianState, australianStates } from '../value-lists.ts';
import { normalisePostcode } from './index.ts';

/** One suburb: name as Australia Post spells it (title case), its state, and its postcode. */
export type SuburbEntry = readonly [name: string, state: AustralianState, postcode: string];

/**
 * The suburbs filed under one letter, grouped by size: [0] metropolitan areas, [1] regional
 * centres… [6] very remote places (the Modified Monash Model's classes 1 to 7); by name in each.
 */
export type SuburbDocument = readonly (readonly SuburbEntry[])[];

/** Postcode → state and the average position of its localities (the `postcodes` static query). */
export type PostcodePositions = Readonly<Record<string, readonly [AustralianState, number, number]>>;

/** "NORTH PARRAMATTA" → "North Parramatta", "MCMAHONS POINT" → "McMahons Point", "O’CONNOR" → "O’Connor". */
export function titleCase(name: string): string {
  return name
    .toLowerCase()
    .replace(/(^|[\s'’(-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/\bMc(\p{L})/gu, (_, letter: string) => `Mc${letter.toUpperCase()}`);
}

/**
 * What suburb names and queries are compared on: lower case, apostrophes and full stops dropped,
 * hyphens as spaces, "Mt" as "Mount".
 */
export function matchKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[-\s]+/g, ' ')
    .replace(/\bmt\b/g, 'mount')
    .trim();
}

/** Letters a suburb is filed under: the first letter of each word. */
export function suburbLetters(name: string): string[] {
  const letters = matchKey(name)
    .split(' ')
    .map((word) => word.replace(/^\(/, '')[0] ?? '')
    .filter((letter) => /^[a-z]$/.test(letter));
  return [...new Set(letters)];
}

/** What a visitor typed, split into a name and the state or postcode they may have added. */
export interface PlaceQuery {
  /** Suburb name as compared (see `matchKey`); empty when only digits were typed. */
  name: string;
  /** The name as typed, spaces tidied. */
  typedName: string;
  state?: AustralianState;
  /** Four digits, or the digits typed so far when the query is only a postcode. */
  postcode?: string;
}

/** "Springfield QLD 4300", "springfield, qld", "2000" → name, state and postcode parts. */
export function parsePlaceQuery(input: string): PlaceQuery {
  const words = input.replace(/,/g, ' ').trim().split(/\s+/).filter(Boolean);
  const query: PlaceQuery = { name: '', typedName: '' };
  if (words.length === 1 && /^\d{1,4}$/.test(words[0] ?? '')) return { ...query, postcode: words[0] };
  let last = words.at(-1);
  if (last && /^\d{4}$/.test(last)) {
    query.postcode = last;
    words.pop();
    last = words.at(-1);
  }
  const state = australianStates.find((candidate) => candidate === last?.toUpperCase());
  if (state && words.length > 1) {
    query.state = state;
    words.pop();
  }
  query.typedName = words.join(' ');
  query.name = matchKey(query.typedName);
  return query;
}

/** The letter whose document holds the suburbs matching a query, if the query names a suburb. */
export function letterForQuery(input: string): string | undefined {
  const first = parsePlaceQuery(input).name[0];
  return first && /^[a-z]$/.test(first) ? first : undefined;
}

/** "Springfield QLD 4300": unique, as many suburbs share a name. */
export function suburbLabel([name, state, postcode]: SuburbEntry): string {
  return `${name} ${state} ${postcode}`;
}

/**
 * Suburbs matching a query, best first: whole names (bigger places first), then, size group by size
 * group, names starting with the query before names with a later word starting with it.
 */
export function searchSuburbs(groups: SuburbDocument, input: string, limit = 8): SuburbEntry[] {
  const query = parsePlaceQuery(input);
  if (!query.name) return [];
  const exact: SuburbEntry[] = [];
  const partial: SuburbEntry[] = [];
  for (const group of groups) {
    const starts: SuburbEntry[] = [];
    const later: SuburbEntry[] = [];
    for (const entry of group) {
      const [name, state, postcode] = entry;
      if ((query.state && state !== query.state) || (query.postcode && postcode !== query.postcode)) continue;
      const key = matchKey(name);
      if (key === query.name) exact.push(entry);
      else if (key.startsWith(query.name)) starts.push(entry);
      else if (key.includes(` ${query.name}`)) later.push(entry);
    }
    if (partial.length < limit) partial.push(...starts, ...later);
  }
  return [...exact, ...partial].slice(0, limit);
}

/** A known postcode's position, or undefined. */
export function postcodePosition(
  positions: PostcodePositions,
  postcode: string,
): { postcode: string; state: AustralianState; location: Coordinates } | undefined {
  const key = normalisePostcode(postcode);
  const row = Object.hasOwn(positions, key) ? positions[key] : undefined;
  return row ? { postcode: key, state: row[0], location: { lat: row[1], lng: row[2] } } : undefined;
}

/**
 * Postcodes starting with the digits typed so far, in order ("20" → 2000, 2006, 2007…), and for
 * three digits the postcode they make with a leading zero ("800" → 0800) last.
 */
export function searchPostcodes(positions: PostcodePositions, digits: string, limit = 8): string[] {
  if (!/^\d{1,4}$/.test(digits)) return [];
  const padded = digits.length === 3 && Object.hasOwn(positions, `0${digits}`) ? [`0${digits}`] : [];
  const found = Object.keys(positions)
    .filter((postcode) => postcode.startsWith(digits))
    .sort()
    .slice(0, limit - padded.length);
  return [...found, ...padded];
}

/** Where the visitor is searching from. */
export interface Place {
  /** How the results name it: "postcode 2000", "Parramatta NSW 2150", "your location". */
  label: string;
  /** What the URL's `near` keeps and the search box shows: "2000", "Parramatta NSW 2150". */
  near: string;
  location: Coordinates;
}

export type PlaceResolution =
  | { kind: 'found'; place: Place }
  /** A suburb name: the letter's suburbs are needed to place it. */
  | { kind: 'needs-suburbs'; letter: string }
  | { kind: 'not-found' };

/**
 * Places what a visitor typed or a URL holds: a postcode by itself, a suburb label with state and
 * postcode ("Parramatta NSW 2150", placed from the postcode table alone), or a suburb name, the
 * best match among `suburbs` (the documents of its first letter, when loaded).
 */
export function resolvePlace(
  input: string,
  positions: PostcodePositions,
  suburbs?: SuburbDocument,
): PlaceResolution {
  const query = parsePlaceQuery(input);
  if (!query.name) {
    const found =
      query.postcode && query.postcode.length >= 3 ? postcodePosition(positions, query.postcode) : undefined;
    return found
      ? {
          kind: 'found',
          place: { label: `postcode ${found.postcode}`, near: found.postcode, location: found.location },
        }
      : { kind: 'not-found' };
  }
  if (!suburbs) {
    const known = query.postcode ? postcodePosition(positions, query.postcode) : undefined;
    if (known && query.state) {
      const near = `${titleCase(query.typedName)} ${query.state} ${known.postcode}`;
      return { kind: 'found', place: { label: near, near, location: known.location } };
    }
    const letter = letterForQuery(input);
    return letter ? { kind: 'needs-suburbs', letter } : { kind: 'not-found' };
  }
  for (const entry of searchSuburbs(suburbs, input, 1)) {
    const known = postcodePosition(positions, entry[2]);
    if (known) {
      const near = suburbLabel(entry);
      return { kind: 'found', place: { label: near, near, location: known.location } };
    }
  }
  return { kind: 'not-found' };
}
