import { useEffect, useRef, useState } from 'react';
import { Picture } from '../../components/ui/Picture';
import { TableScroll } from '../../components/ui/TableScroll';
import {
  type CompareProduct,
  compareQuery,
  compareTable,
  fetchCompareDataset,
  maxCompared,
  parseCompareQuery,
  resolveComparison,
} from '../../lib/compare';
import { productTypeLabels } from '../../lib/product-labels';
import { useAsyncEffect } from '../use-async-effect';
import styles from './CompareView.module.css';
import { $compare, setCompared } from './store';

export interface CompareViewProps {
  /** The comparison dataset: a static query document of every product's `compareProduct` record. */
  dataUrl: string;
  /** Where to find products to compare: the catalogue and its type categories. */
  catalogue: readonly { title: string; path: string }[];
}

type Status = 'loading' | 'ready' | 'failed';

const ONLY_DIFFERENCES = 'only=differences';

/** Writes the comparison into the address bar without a new history entry (reload and share it). */
function writeUrl(products: readonly CompareProduct[], onlyDifferences: boolean) {
  const query = compareQuery(products.map((product) => product.slug));
  const extra = onlyDifferences && products.length > 1 ? ONLY_DIFFERENCES : '';
  const search = query && extra ? `${query}&${extra}` : query || (extra ? `?${extra}` : '');
  const url = `${location.pathname}${search}`;
  if (url !== `${location.pathname}${location.search}`) history.replaceState(history.state, '', url);
}

const toItem = (product: CompareProduct) => ({ slug: product.slug, name: product.name, path: product.path });

/**
 * The comparison page's island. The address (`?products=a,b,c`) is the source of truth; with no
 * query it shows the stored choice and writes it into the address. Products come from the
 * comparison dataset; unknown names are reported and dropped, and only the first three are kept.
 */
export function CompareView({ dataUrl, catalogue }: CompareViewProps) {
  const [status, setStatus] = useState<Status>('loading');
  const [products, setProducts] = useState<CompareProduct[]>([]);
  const [unknown, setUnknown] = useState<string[]>([]);
  const [dropped, setDropped] = useState<CompareProduct[]>([]);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const table = useRef<HTMLElement>(null);
  const empty = useRef<HTMLHeadingElement>(null);
  const focusAfterRemove = useRef<number | null>(null);

  useAsyncEffect(
    (isCurrent) => {
      const params = new URLSearchParams(location.search);
      const requested = params.has('products')
        ? parseCompareQuery(location.search)
        : $compare.get().map((item) => item.slug);
      const only = params.get('only') === 'differences';
      fetchCompareDataset(dataUrl).then((dataset) => {
        if (!isCurrent()) return;
        if (!dataset) {
          setStatus('failed');
          return;
        }
        const resolved = resolveComparison(requested, dataset);
        setProducts(resolved.products);
        setUnknown(resolved.unknown);
        setDropped(resolved.dropped);
        setOnlyDifferences(only);
        setStatus('ready');
        writeUrl(resolved.products, only);
        setCompared(resolved.products.map(toItem));
      });
    },
    [dataUrl],
  );

  // After a removal, keep the keyboard where it was: the next remove button, or the empty state.
  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const buttons = table.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]') ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)];
    if (next) next.focus();
    else empty.current?.focus();
  });

  const remove = (product: CompareProduct, index: number) => {
    const next = products.filter((item) => item.slug !== product.slug);
    focusAfterRemove.current = index;
    setProducts(next);
    setAnnouncement(`Removed ${product.name}. Comparing ${next.length} of ${maxCompared}.`);
    writeUrl(next, onlyDifferences);
    setCompared(next.map(toItem));
  };

  const toggleDifferences = (on: boolean) => {
    setOnlyDifferences(on);
    writeUrl(products, on);
  };

  const live = (
    <p className="visually-hidden" aria-live="polite">
      {announcement}
    </p>
  );

  if (status === 'loading') {
    return <p className={styles.loading}>Loading the comparison…</p>;
  }
  if (status === 'failed') {
    return (
      <div className={styles.notice} role="alert">
        <p>The comparison could not be loaded. Check your connection and reload the page.</p>
      </div>
    );
  }

  const notes = [
    unknown.length > 0
      ? `We could not find ${unknown.map((slug) => `“${slug}”`).join(', ')}, so ${unknown.length === 1 ? 'it is' : 'they are'} left out.`
      : null,
    dropped.length > 0
      ? `You can compare up to ${maxCompared} products at once, so ${dropped.map((product) => product.name).join(', ')} ${dropped.length === 1 ? 'is' : 'are'} left out.`
      : null,
  ].filter((note): note is string => note !== null);
  const noteList =
    notes.length > 0 ? (
      <div className={styles.notice} role="status">
        {notes.map((note) => (
          <p key={note}>{note}</p>
        ))}
      </div>
    ) : null;

  if (products.length === 0) {
    return (
      <div className={styles.empty}>
        {live}
        {noteList}
        <h2 ref={empty} tabIndex={-1} className={styles.emptyTitle}>
          Nothing to compare yet
        </h2>
        <p>
          Choose up to {maxCompared} products with the Compare button on a product card or product page, then
          come back here.
        </p>
        <ul className={styles.catalogue}>
          {catalogue.map((item) => (
            <li key={item.path}>
              <a href={item.path}>{item.title}</a>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const { sameType, groups } = compareTable(products);
  const differing = groups.reduce((sum, group) => sum + group.rows.filter((row) => row.differs).length, 0);
  const showOnly = onlyDifferences && products.length > 1;
  const shown = groups
    .map((group) => ({ ...group, rows: showOnly ? group.rows.filter((row) => row.differs) : group.rows }))
    .filter((group) => group.rows.length > 0);

  return (
    <div className={styles.view}>
      {live}
      {noteList}
      {!sameType ? (
        <p className={styles.mixed}>
          These are different types of system, so only the specifications they share are listed. Each product
          page has its full specification.
        </p>
      ) : null}
      <div className={styles.toolbar}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={showOnly}
            disabled={products.length < 2}
            onChange={(event) => toggleDifferences(event.target.checked)}
          />
          Show only differences
        </label>
        <p className={styles.summary}>
          {products.length < 2
            ? 'Add another product to see where they differ.'
            : `${differing} of ${groups.reduce((sum, group) => sum + group.rows.length, 0)} rows differ.`}
        </p>
      </div>
      <TableScroll
        ref={table}
        variant="framed"
        tableClassName={styles.table}
        captionClassName={styles.caption}
        caption={
          <>
            {products.length === 1 ? '1 product' : `${products.length} products`} side by side
            <span className="visually-hidden">; rows where they differ are marked “Differs”</span>
          </>
        }
      >
        <thead>
          <tr>
            <td className={styles.corner} />
            {products.map((product) => (
              <th key={product.slug} scope="col" className={styles.product}>
                {/* The name beside it says what it shows: the picture is not announced twice. */}
                {product.picture ? (
                  <Picture
                    picture={{ ...product.picture, alt: '', sizes: '(min-width: 1100px) 16rem, 12rem' }}
                    className={styles.picture}
                  />
                ) : null}
                <a href={product.path}>{product.name}</a>
                <span className={styles.type}>{productTypeLabels[product.productType]}</span>
              </th>
            ))}
          </tr>
          <tr>
            <td className={styles.corner} />
            {products.map((product, index) => (
              <td key={product.slug} className={styles.removeCell}>
                <button
                  type="button"
                  className={styles.remove}
                  data-remove={product.slug}
                  onClick={() => remove(product, index)}
                >
                  Remove<span className="visually-hidden"> {product.name}</span>
                </button>
              </td>
            ))}
          </tr>
        </thead>
        {shown.map((group) => (
          <tbody key={group.heading}>
            <tr className={styles.groupRow}>
              <th scope="rowgroup" colSpan={products.length + 1}>
                {group.heading}
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.key} className={row.differs ? styles.differs : undefined}>
                <th scope="row">
                  {row.label}
                  {row.differs ? <span className={styles.badge}>Differs</span> : null}
                </th>
                {row.values.map((value, index) => (
                  <td key={products[index]?.slug}>
                    {value ?? (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="visually-hidden">Not applicable</span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
        <tfoot>
          <tr>
            <td className={styles.corner} />
            {products.map((product) => (
              <td key={product.slug} className={styles.quoteCell}>
                <a href={`/get-a-quote?product=${encodeURIComponent(product.slug)}`} className={styles.quote}>
                  Get a quote for this one<span className="visually-hidden"> ({product.name})</span>
                </a>
              </td>
            ))}
          </tr>
        </tfoot>
      </TableScroll>
    </div>
  );
}
