import { site } from '../../config/site';
import { SearchPanel } from '../../islands/site-search/SearchPanel';
import { panelIds, SEARCH_PATH } from '../../lib/site-search';
import styles from './HeaderSearch.module.css';

function SearchIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      className={styles.icon}
    >
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header's search, rendered at build as plain HTML: a link to the search page (all there is
 * without JavaScript) and, hidden, the button and dialog that `<cirrus-search>`
 * (src/islands/site-search/search-element.ts) switches to. The dialog holds the search panel's
 * server-rendered copy, so it opens with a working search box at once; the panel's code and the
 * index load on first open.
 */
export function HeaderSearch() {
  return (
    <cirrus-search className={styles.search}>
      <a href={SEARCH_PATH} className={styles.trigger} data-search-link="">
        <SearchIcon />
        <span className={styles.label}>Search</span>
      </a>
      <button
        type="button"
        className={styles.trigger}
        data-search-open=""
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        hidden
      >
        <SearchIcon />
        <span className={styles.label}>Search</span>
      </button>
      <dialog className={styles.dialog} aria-labelledby="site-search-title" data-search-dialog="">
        <div className={styles.head}>
          <h2 id="site-search-title" className={styles.title}>
            Search {site.name}
          </h2>
          <form method="dialog">
            <button type="submit" className={styles.close}>
              Close
            </button>
          </form>
        </div>
        <div className={styles.body} data-search-panel={panelIds.dialog}>
          <SearchPanel variant="dialog" idPrefix={panelIds.dialog} headingLevel={3} />
        </div>
      </dialog>
    </cirrus-search>
  );
}
