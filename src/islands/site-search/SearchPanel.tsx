import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import {
  type HitLimits,
  MAX_QUERY_LENGTH,
  normaliseQuery,
  queryFromSearch,
  resultsSummary,
  SEARCH_PATH,
  type SearchKind,
  searchUrl,
  totalResults,
} from '../../lib/site-search';
import styles from './SearchPanel.module.css';
import { SearchResults } from './SearchResults';
import { useSiteSearch } from './use-site-search';

export interface SearchPanelProps {
  /** `dialog`: the header's quick search, a few hits per kind; `page`: /search, every hit, `?q=` in the URL. */
  variant: 'dialog' | 'page';
  /** Prefix of the panel's element ids, unique on the page. */
  idPrefix: string;
  /** Level of the group headings ("Products", "FAQs"…). */
  headingLevel: 2 | 3;
  /** Query to start with: what the visitor typed before this code arrived. */
  initialQuery?: string;
  /** Called when the visitor follows a result or submits, so the dialog closes. */
  onNavigate?: () => void;
}

const DIALOG_LIMITS: HitLimits = { product: 5, category: 3, faq: 4, page: 3 };
const PAGE_LIMITS: HitLimits = { product: 10, category: 10, faq: 10, page: 10 };
const ALL = 1000;

/** Keeps `?q=` in the address bar without adding history entries or disturbing the router's state. */
function replaceQuery(query: string) {
  const url = `${searchUrl(query)}${location.hash}`;
  if (`${location.pathname}${location.search}${location.hash}` !== url)
    history.replaceState(history.state, '', url);
}

/** A plain left click, which the page may handle itself; other clicks open new tabs and windows. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Site search: a search box, a status line read out after each search, and the results grouped by
 * kind. The box is a GET form to /search, so it works before (and without) this code; arrow keys
 * move between the box and the results, Enter follows a result.
 */
export function SearchPanel({
  variant,
  idPrefix,
  headingLevel,
  initialQuery = '',
  onNavigate,
}: SearchPanelProps) {
  const isPage = variant === 'page';
  const [query, setQuery] = useState(initialQuery);
  const [searchNow, setSearchNow] = useState(false);
  const [expanded, setExpanded] = useState<readonly SearchKind[]>([]);
  /** The page variant has read the address bar (it cannot at build, where it is rendered). */
  const [fromUrl, setFromUrl] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const results = useRef<HTMLDivElement>(null);
  /** After "Show all", focus goes to the first hit that was not shown before. */
  const focusAfterExpand = useRef<{ kind: SearchKind; index: number } | null>(null);

  const limits: HitLimits = isPage
    ? { ...PAGE_LIMITS, ...Object.fromEntries(expanded.map((kind) => [kind, ALL])) }
    : DIALOG_LIMITS;
  const { status, outcome } = useSiteSearch(query, limits, searchNow);
  const term = normaliseQuery(query);

  useEffect(() => {
    if (!isPage) return;
    // The query in the address bar (a reload, a shared link, Back), unless the visitor already typed.
    setQuery(input.current?.value || queryFromSearch(location.search));
    setSearchNow(true);
    setFromUrl(true);
  }, [isPage]);

  useEffect(() => {
    if (fromUrl) replaceQuery(term);
  }, [fromUrl, term]);

  useEffect(() => {
    const target = focusAfterExpand.current;
    if (!target || !outcome) return;
    const group = results.current?.querySelector(`[aria-labelledby="${idPrefix}-${target.kind}"]`);
    const link = group?.querySelectorAll<HTMLElement>('a[href]')[target.index];
    if (link) {
      focusAfterExpand.current = null;
      link.focus();
    }
  }, [outcome, idPrefix]);

  /** Arrow keys move between the search box and the results; Enter then follows the focused link. */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const stops = [input.current, ...(results.current?.querySelectorAll<HTMLElement>('a[href]') ?? [])];
    const at = stops.indexOf(document.activeElement as HTMLElement | null);
    if (at < 0) return;
    const next = stops[event.key === 'ArrowDown' ? Math.min(at + 1, stops.length - 1) : Math.max(at - 1, 0)];
    event.preventDefault();
    next?.focus();
  };

  const onFollow = (event: MouseEvent) => {
    if (isPlainClick(event)) onNavigate?.();
  };

  const groups = term ? (outcome?.groups ?? []) : [];
  const total = totalResults(groups);
  let summary = '';
  if (term && status === 'failed') summary = 'Search could not load. Check your connection and try again.';
  else if (term && outcome) summary = resultsSummary(outcome.query, outcome.groups, outcome.approximate);
  else if (term) summary = 'Searching…';

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move focus among the controls inside
    <div className={styles.panel} onKeyDown={onKeyDown}>
      <search>
        <form
          method="get"
          action={SEARCH_PATH}
          className={styles.form}
          onSubmit={(event) => {
            if (isPage) {
              event.preventDefault();
              setSearchNow(true);
            } else onNavigate?.();
          }}
        >
          <label htmlFor={`${idPrefix}-q`} className={styles.label}>
            Search products, categories, FAQs and pages
          </label>
          <div className={styles.row}>
            <input
              ref={input}
              id={`${idPrefix}-q`}
              type="search"
              name="q"
              className={styles.input}
              value={query}
              maxLength={MAX_QUERY_LENGTH}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              onChange={(event) => {
                setSearchNow(false);
                setExpanded([]);
                setQuery(event.target.value);
              }}
            />
            <button type="submit" className={styles.submit}>
              Search
            </button>
          </div>
        </form>
      </search>
      <p role="status" className={styles.status}>
        {summary}
      </p>
      <div ref={results} className={styles.results} aria-busy={status === 'searching'}>
        {outcome && term && total === 0 && status === 'done' ? (
          <p className={styles.help}>
            Check the spelling or try fewer words. You can also browse <a href="/products">all products</a> or
            read the <a href="/faqs">FAQs</a>.
          </p>
        ) : null}
        <SearchResults
          groups={groups}
          headingLevel={headingLevel}
          idPrefix={idPrefix}
          onFollow={onFollow}
          onExpand={
            isPage
              ? (kind) => {
                  const shown = groups.find((group) => group.kind === kind)?.hits.length ?? 0;
                  focusAfterExpand.current = { kind, index: shown };
                  setExpanded((kinds) => [...kinds, kind]);
                }
              : undefined
          }
        />
        {!isPage && groups.some((group) => group.hits.length < group.total) ? (
          <p className={styles.more}>
            <a href={searchUrl(term)} onClick={onFollow}>
              See all {total} results for “{term}”
            </a>
          </p>
        ) : null}
      </div>
      {isPage ? null : (
        <p className={styles.keys}>
          <kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>Enter</kbd> to open, <kbd>Esc</kbd> to close
        </p>
      )}
    </div>
  );
}
