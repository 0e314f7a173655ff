/**
 * The pages a preview or a publish changes, as links: to the preview's copy of each page before
 * publishing, to the live page after. A content change can touch many pages (a product's name is on
 * its category, the comparison, the home page), so the first few are listed and the rest counted.
 */
import type { PageChanges } from '../../lib/editor/publish-status.ts';
import styles from './EditorDesk.module.css';

/** Pages listed before the rest are only counted. */
export const LISTED_PAGES = 12;

export interface ChangedPagesProps {
  pages: PageChanges;
  /** The heading of the list, e.g. "Pages this publish changed". */
  heading: string;
  /** Where a page's link leads (the preview's copy or the live page). */
  hrefFor: (pagePath: string) => string;
}

const pageCount = (count: number) => `${count} ${count === 1 ? 'page' : 'pages'}`;

export function ChangedPages({ pages, heading, hrefFor }: ChangedPagesProps) {
  const { changed, removed } = pages;
  if (changed.length === 0 && removed.length === 0) {
    return <p>No page looks different: the changes do not show on any page of the site.</p>;
  }
  const listed = changed.slice(0, LISTED_PAGES);
  const rest = changed.length - listed.length;
  return (
    <div className={styles.pages}>
      <h3>
        {heading} ({pageCount(changed.length)})
      </h3>
      <ul>
        {listed.map((pagePath) => (
          <li key={pagePath}>
            <a href={hrefFor(pagePath)}>{pagePath}</a>
          </li>
        ))}
      </ul>
      {rest > 0 ? <p>… and {pageCount(rest)} more.</p> : null}
      {removed.length > 0 ? (
        <p>
          No longer on the site: {removed.slice(0, LISTED_PAGES).join(', ')}
          {removed.length > LISTED_PAGES ? ` and ${pageCount(removed.length - LISTED_PAGES)} more` : ''}.
        </p>
      ) : null}
    </div>
  );
}
