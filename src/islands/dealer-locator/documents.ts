/**
 * The locator's data, fetched from the static-query documents only when needed and once per page
 * life: dealers and postcode positions when the visitor focuses the search (or a URL asks for a
 * search), a letter's suburbs when the visitor types a name. A failed fetch is forgotten, so the
 * next attempt tries again.
 */

import type { PostcodePositions, SuburbDocument } from '../../lib/postcodes/suburbs';
import type { DealerLocatorSources } from '../../lib/site-pages';
import { fetchStaticQuery } from '../../lib/static-query-client';
import type { DealerEntry } from '../../schemas/dealer';

const pending = new Map<string, Promise<unknown>>();

function load<T>(hash: string | undefined): Promise<T | null> {
  if (!hash) return Promise.resolve(null);
  let request = pending.get(hash);
  if (!request) {
    request = fetchStaticQuery<T>(hash).then((data) => {
      if (data === null) pending.delete(hash);
      return data;
    });
    pending.set(hash, request);
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
