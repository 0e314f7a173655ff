import { type SubmitEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { islandHistory } from '../../client/island-history';
import { Button } from '../../components/ui/Button';
import { Select } from '../../components/ui/Select';
import { dealerTypeLabels } from '../../lib/dealer-format';
import {
  emptyLocatorQuery,
  geolocationMessage,
  type LocatorQuery,
  locatorSearch,
  locatorSummary,
  nearestDealers,
  parseLocatorQuery,
  RESULTS_PAGE,
  sharedPosition,
} from '../../lib/dealer-locator';
import { type Place, resolvePlace } from '../../lib/postcodes/suburbs';
import { productTypeLabels } from '../../lib/product-labels';
import type { DealerLocatorSources } from '../../lib/server-only/site-pages';
import type { DealerEntry } from '../../schemas/dealer';
import { rememberPostcode } from '../postcode/store';
import styles from './DealerLocator.module.css';
import { loadDealers, loadPostcodes, loadSuburbs } from './documents';
import { LocatorResults } from './LocatorResults';
import { PlaceCombobox } from './PlaceCombobox';
import { useSuggestions } from './suggestions';

export interface DealerLocatorProps {
  /** The page's path: the form's action and the URL the query is kept on. */
  path: string;
  /** URLs of the static-query documents the locator reads. */
  sources: DealerLocatorSources;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'working'; text: string }
  | { kind: 'message'; text: string }
  | { kind: 'results' };

const UNAVAILABLE =
  'The dealer search is not available right now. Try again in a moment; every dealer is also listed by state below.';

/** How a change reaches the address bar: a new entry, a tidier spelling of this one, or none (back/forward). */
type UrlMode = 'push' | 'replace' | 'none';

const choices = <T extends string>(labels: Record<T, string>) =>
  (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));
const typeOptions = choices(dealerTypeLabels);
const productOptions = choices(productTypeLabels);

/** Where a query searches from, or why it cannot. */
async function placeFor(
  query: LocatorQuery,
  sources: DealerLocatorSources,
): Promise<Place | 'not-found' | 'unavailable'> {
  if (query.at) return { label: 'your location', near: '', location: query.at };
  if (!query.near) return 'not-found';
  const positions = await loadPostcodes(sources);
  if (!positions) return 'unavailable';
  let resolved = resolvePlace(query.near, positions);
  if (resolved.kind === 'needs-suburbs') {
    const suburbs = await loadSuburbs(sources, resolved.letter);
    if (!suburbs) return 'unavailable';
    resolved = resolvePlace(query.near, positions, suburbs);
  }
  return resolved.kind === 'found' ? resolved.place : 'not-found';
}

/**
 * The dealer locator: search by postcode or suburb (with suggestions) or the visitor's location,
 * filter by dealer type and product, and list the nearest dealers with distance and open-now
 * status. The query lives in the URL; data comes from static-query documents fetched on first use.
 */
export function DealerLocator({ path, sources }: DealerLocatorProps) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const entries = useMemo(() => islandHistory('dealerLocator', path), [path]);
  const latest = useRef(0);
  const [live, setLive] = useState(false);
  const [query, setQuery] = useState<LocatorQuery>(emptyLocatorQuery);
  const [text, setText] = useState('');
  const [typed, setTyped] = useState<string | null>(null);
  const options = useSuggestions(typed, sources);
  const [place, setPlace] = useState<Place | null>(null);
  const [dealers, setDealers] = useState<DealerEntry[] | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [shown, setShown] = useState(RESULTS_PAGE);

  /** Searches for `next`; the latest call wins when answers arrive out of order. */
  const runSearch = async (next: LocatorQuery, url: UrlMode) => {
    const call = ++latest.current;
    setQuery(next);
    setShown(RESULTS_PAGE);
    setTyped(null);
    if (!next.near && !next.at) {
      setPlace(null);
      setText('');
      setStatus({ kind: 'idle' });
      if (url === 'push') entries.push(locatorSearch(next));
      return;
    }
    setText(next.near ?? '');
    setStatus({ kind: 'working', text: next.at ? 'Finding dealers near you…' : `Looking up ${next.near}…` });
    const [found, list] = await Promise.all([placeFor(next, sources), loadDealers(sources)]);
    if (call !== latest.current) return;
    if (found === 'unavailable' || !list) {
      setStatus({ kind: 'message', text: UNAVAILABLE });
      return;
    }
    if (found === 'not-found') {
      setPlace(null);
      setStatus({
        kind: 'message',
        text: `We could not find “${next.near}”. Check the spelling, or enter a four-digit postcode.`,
      });
      return;
    }
    const resolved = { ...next, near: next.at ? null : found.near };
    // A postcode the visitor searched by is kept in the browser, so product pages can name its schemes.
    const postcode = resolved.near ? /\b(\d{4})$/.exec(resolved.near)?.[1] : undefined;
    if (postcode) rememberPostcode(postcode);
    setQuery(resolved);
    setText(found.near);
    setPlace(found);
    setDealers(list);
    setStatus({ kind: 'results' });
    if (url === 'push') entries.push(locatorSearch(resolved));
    if (url === 'replace') entries.replace(locatorSearch(resolved));
  };

  // Start from the URL, and follow back and forward through the page's own entries.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per page; `runSearch` takes the state it needs as arguments
  useEffect(() => {
    setLive(true);
    entries.mark();
    const initial = parseLocatorQuery(location.search);
    if (initial.near || initial.at || initial.type || initial.product) runSearch(initial, 'replace');
    return entries.listen(root, (search) => runSearch(parseLocatorQuery(search), 'none'));
  }, [entries]);

  const matches = useMemo(
    () => (place && dealers ? nearestDealers(dealers, place.location, query) : null),
    [place, dealers, query],
  );

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const near = text.trim();
    if (!near) {
      setStatus({ kind: 'message', text: 'Enter a postcode or suburb, or use your location.' });
      return;
    }
    runSearch({ ...query, near, at: null }, 'push');
  };

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setStatus({ kind: 'message', text: geolocationMessage('unsupported') });
      return;
    }
    const call = ++latest.current;
    setStatus({ kind: 'working', text: 'Finding your location…' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (call !== latest.current) return;
        const { latitude: lat, longitude: lng } = position.coords;
        runSearch({ ...query, near: null, at: sharedPosition({ lat, lng }) }, 'push');
      },
      (error) => {
        if (call === latest.current) setStatus({ kind: 'message', text: geolocationMessage(error.code) });
      },
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };

  const filter = (patch: Partial<Pick<LocatorQuery, 'type' | 'product'>>) => {
    const next = { ...query, ...patch };
    setQuery(next);
    setShown(RESULTS_PAGE);
    entries.push(locatorSearch(next));
  };

  const total = matches?.length ?? 0;
  const statusText =
    status.kind === 'results'
      ? place
        ? locatorSummary(Math.min(shown, total), total, place.label)
        : ''
      : status.kind === 'idle'
        ? ''
        : status.text;

  return (
    <div ref={root} className={styles.locator}>
      <search>
        <form method="get" action={path} className={styles.form} onSubmit={submit}>
          <div className={styles.where}>
            <PlaceCombobox
              id={`${id}-near`}
              name="near"
              label="Postcode or suburb"
              hint="For example 2000 or Parramatta"
              value={text}
              options={options}
              onType={(value) => {
                setText(value);
                setTyped(value);
              }}
              onChoose={(option) => runSearch({ ...query, near: option.value, at: null }, 'push')}
              onFocus={() => {
                loadPostcodes(sources);
                loadDealers(sources);
              }}
            />
            <div className={styles.actions}>
              <Button type="submit">Find dealers</Button>
              <Button variant="secondary" onClick={locate} disabled={!live}>
                Use my location
              </Button>
            </div>
          </div>
          <div className={styles.filters}>
            <Select
              name="type"
              label="Dealer type"
              anyLabel="Any dealer"
              options={typeOptions}
              value={query.type}
              onSelect={(type) => filter({ type })}
            />
            <Select
              name="product"
              label="Sells"
              anyLabel="Any product"
              options={productOptions}
              value={query.product}
              onSelect={(product) => filter({ product })}
            />
          </div>
        </form>
      </search>
      <p role="status" className={status.kind === 'message' ? styles.message : styles.summary}>
        {statusText}
      </p>
      {matches && place && status.kind === 'results' ? (
        <LocatorResults
          matches={matches}
          shown={shown}
          place={place}
          product={query.product}
          headingPrefix={`${id}-dealer`}
          sources={sources}
          onShowMore={() => setShown((count) => count + RESULTS_PAGE)}
        />
      ) : null}
    </div>
  );
}
