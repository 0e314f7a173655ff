/**
 * The locator's data, fetched from the static-query documents only when needed and once per page
 * life: dealers and postcode positions when the visitor focuses the search (or a URL asks for a
 * search), a letter’s suburbs when the visitor types a name, and (./map/load-map.ts) the base map when the map
 * is first drawn.
 * A failed fetch is forgotten, so the next attempt tries again.
 */

import type { PostcodePositions, SuburbDocument } from '../../lib/postcodes/suburbs';
import type { DealerLocatorSources } from '../../lib/server-only/site-pages';
import type { DealerEntry } from '../../schemas/dealer';

const pending = new Map<string, Promise<unknown>>();

/** A document's JSON; null when it is missing, unreachable or not JSON (checking the shape is the caller's). */
async function fetchJson(url: string): Promise<unknown> {
  try {
    const response = await fetch(url);
    return response.ok ? JSON.parse(await response.text()) : null;
  } catch {
    return null;
  }
}

/** A document, fetched once per page life (a failure is forgotten, so the next call tries again). */
export function load<T>(url: string | undefined): Promise<T | null> {
  if (!url) return Promise.resolve(null);
  let request = pending.get(url);
  if (!request) {
    request = fetchJson(url).then((data) => {
      if (data === null) pending.delete(url);
      return data;
    });
    pending.set(url, request);
  }
  return request as Promise<T | null>;
}

/** Every dealer (the document groups them by state). */
export async function loadDealers(sources: DealerLocatorSources): Promise<DealerEntry[] | null> {
  const groups = await load<{ dealers: DealerEntry[] }[]>(sources.dealers);
  return Array.isArray(groups) ? groups.flatMap((group) => group.dealers) : null;
}

export function loadPostcodes(sources: DealerLocatorSources): Promise<PostcodePositions | null> {
  return load<PostcodePositions>(sources.postcodes);
}

/** The suburbs filed under a letter (a suburb is under the first letter of each of its words). */
export async function loadSuburbs(
  sources: DealerLocatorSources,
  letter: string,
): Promise<SuburbDocument | null> {
  if (!Object.hasOwn(sources.suburbs, letter)) return []; // no suburb has a word starting with it
  const groups = await load<SuburbDocument>(sources.suburbs[letter]);
  return Array.isArray(groups) ? groups : null;
}
