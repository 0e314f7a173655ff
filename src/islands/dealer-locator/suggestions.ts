import { useState } from 'react';
import {
  letterForQuery,
  parsePlaceQuery,
  searchPostcodes,
  searchSuburbs,
  suburbLabel,
} from '../../lib/postcodes/suburbs';
import type { DealerLocatorSources } from '../../lib/server-only/site-pages';
import { useAsyncEffect } from '../use-async-effect';
import { loadPostcodes, loadSuburbs } from './documents';
import type { PlaceOption } from './PlaceCombobox';

/** Suggestions for what was typed: postcodes for digits, suburbs from the letter's document. */
export async function suggestPlaces(input: string, sources: DealerLocatorSources): Promise<PlaceOption[]> {
  const text = input.trim();
  const query = parsePlaceQuery(text);
  if (!query.name && query.postcode) {
    const positions = await loadPostcodes(sources);
    if (!positions) return [];
    return searchPostcodes(positions, query.postcode).map((postcode) => ({
      value: postcode,
      label: `Postcode ${postcode}, ${positions[postcode]?.[0] ?? ''}`,
    }));
  }
  const letter = letterForQuery(text);
  const suburbs = letter ? await loadSuburbs(sources, letter) : null;
  return (suburbs ? searchSuburbs(suburbs, text) : []).map((entry) => ({
    value: suburbLabel(entry),
    label: suburbLabel(entry),
  }));
}

/** Suggestions for `typed` (null when the box was not typed in), the latest answer winning. */
export function useSuggestions(typed: string | null, sources: DealerLocatorSources): PlaceOption[] {
  const [options, setOptions] = useState<PlaceOption[]>([]);
  useAsyncEffect(
    (isCurrent) => {
      if (typed === null) setOptions([]);
      else
        suggestPlaces(typed, sources).then((found) => {
          if (isCurrent()) setOptions(found);
        });
    },
    [typed, sources],
  );
  return typed === null ? [] : options;
}
