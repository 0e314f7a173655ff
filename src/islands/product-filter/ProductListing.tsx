import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { islandHistory } from '../../client/island-history';
import { ProductGrid } from '../../components/catalogue/ProductGrid';
import { ButtonLink } from '../../components/ui/Button';
import { Callout } from '../../components/ui/Callout';
import { Select } from '../../components/ui/Select';
import { fetchPageData } from '../../lib/page-data';
import {
  applyFilterState,
  defaultFilterState,
  type FilterOptions,
  type FilterState,
  filterQuery,
  listingCards,
  parseFilterState,
  resultSummary,
  sortOptions,
} from '../../lib/product-filter';
import type { ProductCard } from '../../lib/product-records';
import { useAsyncEffect } from '../use-async-effect';
import { FilterControls } from './FilterControls';
import styles from './ProductListing.module.css';

export interface ProductListingProps {
  /** Path of the listing page; its page-data document holds the product cards. */
  path: string;
  /** The filter choices, worked out at build from the same cards. */
  options: FilterOptions;
  /** How many products the listing has. */
  total: number;
  /** How many of them the server-rendered list holds, when it holds only the first ones. */
  shown?: number;
  /** The page of every product, linked below a list that holds only the first ones. */
  allHref?: string;
  /** The server-rendered list: shown until the page data arrives, and without JavaScript. */
  children?: ReactNode;
}

type Status = 'static' | 'loading' | 'ready' | 'failed';

/** The form's fields (and the sort, tied to it by `form=`) as a query string. */
const formQuery = (form: HTMLFormElement) =>
  new URLSearchParams(
    [...new FormData(form)].map(([name, value]) => [name, String(value)] as [string, string]),
  );

const sortChoices = sortOptions.map((option) => ({ value: option.id, label: option.label }));

/**
 * The product listing island: filter form, sort, live result count and the list. The cards come from
 * the page's page-data document (never a second copy in the HTML); the state lives in the URL.
 */
export function ProductListing({
  path,
  options,
  total,
  shown = total,
  allHref,
  children,
}: ProductListingProps) {
  const formId = useId();
  const root = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<FilterState>(defaultFilterState);
  const [cards, setCards] = useState<ProductCard[] | null>(null);
  const [status, setStatus] = useState<Status>('static');
  const entries = useMemo(() => islandHistory('productListing', path), [path]);

  useAsyncEffect(
    (isCurrent) => {
      const addressed = parseFilterState(location.search, options);
      // The island loads on first use (client:interaction): the choice that loaded it was made in the
      // server-rendered form, whose fields React leaves as they are. A form that differs from the
      // default holds the visitor's latest choice; otherwise the address does (a shared link).
      const form = root.current?.querySelector('form');
      const chosen = form ? parseFilterState(formQuery(form), options) : defaultFilterState;
      const usedForm = filterQuery(chosen) !== '';
      setState(usedForm ? chosen : addressed);
      setStatus('loading');
      entries.mark();
      if (usedForm) entries.push(filterQuery(chosen));
      fetchPageData(path).then((document) => {
        if (!isCurrent()) return;
        const list = document ? listingCards(document.data) : null;
        setCards(list);
        setStatus(list ? 'ready' : 'failed');
      });
      const stop = entries.listen(root, (search) => setState(parseFilterState(search, options)));
      return stop;
    },
    [path, options, entries],
  );

  const update = (next: FilterState) => {
    setState(next);
    entries.push(filterQuery(next));
  };
  const visible = cards ? applyFilterState(cards, state) : null;
  // With no filter and the default order the server-built list is already right: keeping it
  // spares the main thread re-rendering every card at start-up (Total Blocking Time).
  const narrowed = filterQuery(state) !== '';
  // Unfiltered, the server-built list shows (its first cards, on a long listing's first page).
  const summary =
    visible && cards
      ? resultSummary(narrowed ? visible.length : Math.min(shown, cards.length), cards.length)
      : resultSummary(shown, total);

  return (
    <div ref={root} className={styles.listing}>
      <FilterControls
        path={path}
        formId={formId}
        options={options}
        state={state}
        onChange={update}
        live={status !== 'static'}
        disabled={status === 'failed'}
      />
      <div className={styles.results}>
        <h2 className="visually-hidden">Products</h2>
        <div className={styles.toolbar}>
          <p role="status" aria-live="polite" className={styles.count}>
            {summary}
          </p>
          <Select
            name="sort"
            form={formId}
            label="Sort by"
            className={styles.sort}
            options={sortChoices}
            value={state.sort}
            disabled={status === 'failed'}
            onSelect={(sort) => update({ ...state, sort: sort ?? 'recommended' })}
          />
        </div>
        {status === 'failed' ? (
          <Callout tone="warning">
            <p>Filtering is not available right now, so every product is listed.</p>
          </Callout>
        ) : null}
        {visible === null || !narrowed ? (
          <>
            {children}
            {allHref ? (
              <p className={styles.more}>
                <ButtonLink href={allHref} variant="secondary">
                  {`Show all ${total} products`}
                </ButtonLink>
              </p>
            ) : null}
          </>
        ) : visible.length > 0 ? (
          <ProductGrid cards={visible} label="Products" />
        ) : (
          <p className={styles.empty}>Try fewer filters, or clear them to see every product.</p>
        )}
      </div>
    </div>
  );
}
