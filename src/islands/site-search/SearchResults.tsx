import { Fragment, type MouseEvent } from 'react';
import { type ExcerptPart, kindNames, type SearchGroup, type SearchKind } from '../../lib/site-search';
import styles from './SearchPanel.module.css';

export interface SearchResultsProps {
  groups: readonly SearchGroup[];
  headingLevel: 2 | 3;
  /** Prefix of the group headings' ids. */
  idPrefix: string;
  /** Called on a click on any result link. */
  onFollow: (event: MouseEvent) => void;
  /** Shows every hit of a kind; without it, groups show what they were given. */
  onExpand?: (kind: SearchKind) => void;
}

/** An excerpt as text, the matched words in `<mark>`: never parsed as HTML. */
function Excerpt({ parts }: { parts: readonly ExcerptPart[] }) {
  return parts.map((part, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one excerpt never move
    part.marked ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
  );
}

/**
 * Search results, a section per kind: heading with the count, then each hit's picture (products),
 * title, context and excerpt.
 */
export function SearchResults({ groups, headingLevel, idPrefix, onFollow, onExpand }: SearchResultsProps) {
  const Heading = `h${headingLevel}` as const;
  return groups.map((group) => {
    const headingId = `${idPrefix}-${group.kind}`;
    const names = kindNames[group.kind];
    return (
      <section key={group.kind} aria-labelledby={headingId} className={styles.group}>
        <Heading id={headingId} className={styles.groupHeading}>
          {names.heading} <span className={styles.count}>({group.total})</span>
        </Heading>
        <ul className={styles.hits}>
          {group.hits.map((hit) => (
            <li key={hit.url} className={styles.hit}>
              {/* The title beside it names what the picture shows: not announced twice. */}
              {hit.thumb ? (
                <img src={hit.thumb} alt="" width={120} height={90} loading="lazy" className={styles.thumb} />
              ) : null}
              <a href={hit.url} className={styles.hitLink} onClick={onFollow}>
                {hit.title}
              </a>
              {hit.context ? <span className={styles.context}>{hit.context}</span> : null}
              {hit.excerpt.length > 0 ? (
                <p className={styles.excerpt}>
                  <Excerpt parts={hit.excerpt} />
                </p>
              ) : null}
            </li>
          ))}
        </ul>
        {onExpand && group.hits.length < group.total ? (
          <button type="button" className={styles.expand} onClick={() => onExpand(group.kind)}>
            Show all {group.total} {names.many}
          </button>
        ) : null}
      </section>
    );
  });
}
