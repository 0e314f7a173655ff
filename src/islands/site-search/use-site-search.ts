import { startTransition, useEffect, useRef, useState } from 'react';
import { type HitLimits, normaliseQuery, type SearchOutcome } from '../../lib/site-search';
import { preloadSearch, searchSite } from './pagefind';

/** Pause after the last keystroke before searching. */
const DEBOUNCE_MS = 150;

export type SearchStatus = 'idle' | 'searching' | 'done' | 'failed';

export interface SiteSearchState {
  status: SearchStatus;
  /** The last completed search; kept while the next one runs, so results do not flicker. */
  outcome: SearchOutcome | null;
}

/**
 * Searches the site as `query` changes: debounced, the index preloaded from the first keystroke,
 * stale answers dropped. `immediate` skips the pause (a submitted form, a query from the URL).
 */
export function useSiteSearch(query: string, limits: HitLimits, immediate = false): SiteSearchState {
  const [state, setState] = useState<SiteSearchState>({ status: 'idle', outcome: null });
  const latest = useRef(0);
  const term = normaliseQuery(query);
  const limitsKey = JSON.stringify(limits);

  useEffect(() => {
    const id = ++latest.current;
    if (!term) {
      setState({ status: 'idle', outcome: null });
      return;
    }
    preloadSearch(term);
    setState((previous) => ({ ...previous, status: 'searching' }));
    const timer = setTimeout(
      () => {
        searchSite(term, JSON.parse(limitsKey) as HitLimits).then(
          (outcome) => {
            // A transition: React renders the results in slices, so typing and scrolling stay responsive.
            if (id === latest.current) startTransition(() => setState({ status: 'done', outcome }));
          },
          () => {
            if (id === latest.current) setState({ status: 'failed', outcome: null });
          },
        );
      },
      immediate ? 0 : DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [term, limitsKey, immediate]);

  return state;
}
