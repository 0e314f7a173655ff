/**
 * "May qualify for <scheme> in <state>" on a product page, the browser's half: the visitor's postcode
 * against where the product may qualify (made at build by ./outlook.ts), on the visitor's day. Pure and
 * small: a product page loads it with the page.
 */
import type { AustralianState } from '../../schemas/common.ts';
import { stateOfPostcode } from './location.ts';

/** One scheme the product may qualify for, and where. */
export interface OutlookEntry {
  scheme: string;
  state: AustralianState;
  /** YYYY-MM-DD: the rule's dates, checked again on the visitor's day. */
  validFrom: string;
  validTo: string | null;
  /** Inclusive postcode ranges where it may qualify, or null for anywhere in the state. */
  postcodes: [from: number, to: number][] | null;
}

/** The schemes a postcode may qualify for on a day (YYYY-MM-DD), in the outlook's order. */
export function mayQualifyAt(
  outlook: readonly OutlookEntry[],
  postcode: string,
  today: string,
): OutlookEntry[] {
  const state = stateOfPostcode(postcode);
  if (!state) return [];
  const code = Number(postcode);
  return outlook.filter(
    (entry) =>
      entry.state === state &&
      entry.validFrom <= today &&
      (entry.validTo === null || today <= entry.validTo) &&
      (entry.postcodes === null || entry.postcodes.some(([from, to]) => code >= from && code <= to)),
  );
}

/** The line for a product page, e.g. "may qualify for A and B in NSW", or null when nothing applies. */
export function mayQualifyLine(entries: readonly OutlookEntry[]): string | null {
  const [first] = entries;
  if (!first) return null;
  const names = entries.map((entry) => entry.scheme);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : first.scheme;
  return `may qualify for ${list} in ${first.state}`;
}

/** The planner's address with the product and postcode filled in. */
export function plannerHref(product: string, postcode?: string): string {
  const query = new URLSearchParams({ product });
  if (postcode) query.set('postcode', postcode);
  return `/rebates?${query}`;
}
