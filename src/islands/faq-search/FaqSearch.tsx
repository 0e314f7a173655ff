import { type ReactNode, useEffect, useId, useState } from 'react';
import { FaqGroups } from '../../components/sections/FaqGroups';
import { Button } from '../../components/ui/Button';
import { countQuestions, faqGroupsFrom, queryWords, searchFaqs } from '../../lib/faq-search';
import { fetchPageData } from '../../lib/page-data';
import type { FaqGroup } from '../../schemas/faq';
import { useAsyncEffect } from '../use-async-effect';
import styles from './FaqSearch.module.css';

export interface FaqSearchProps {
  /** Path of the FAQ page; its page-data document holds the questions. */
  path: string;
  /** The server-rendered questions: shown when nothing is searched, and without JavaScript. */
  children?: ReactNode;
}

/** Keeps `?q=` in the address bar without adding history entries or disturbing the router's state. */
function replaceQuery(query: string) {
  const url = new URL(location.href);
  if (query) url.searchParams.set('q', query);
  else url.searchParams.delete('q');
  history.replaceState(history.state, '', url);
}

/** Filters the FAQs as the visitor types; the questions come from the page's page-data document. */
export function FaqSearch({ path, children }: FaqSearchProps) {
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [groups, setGroups] = useState<FaqGroup[] | null>(null);
  const [live, setLive] = useState(false);

  useEffect(() => {
    // A link to one question (`/faqs#faq-…`, from site search or shared) opens its answer.
    const openLinkedQuestion = () => {
      const target = location.hash
        ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
        : null;
      if (target instanceof HTMLDetailsElement) target.open = true;
    };
    openLinkedQuestion();
    window.addEventListener('hashchange', openLinkedQuestion);
    return () => window.removeEventListener('hashchange', openLinkedQuestion);
  }, []);

  useAsyncEffect(
    (isCurrent) => {
      setLive(true);
      setQuery(new URLSearchParams(location.search).get('q') ?? '');
      fetchPageData(path).then((document) => {
        if (isCurrent()) setGroups(document ? faqGroupsFrom(document.data) : null);
      });
    },
    [path],
  );

  const searching = groups !== null && queryWords(query).length > 0;
  const results = searching ? searchFaqs(groups, query) : null;
  const count = results ? countQuestions(results) : 0;

  return (
    <div>
      <search>
        <form method="get" action={path} className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={inputId} className={styles.label}>
            Search the questions
          </label>
          <div className={styles.row}>
            <input
              id={inputId}
              type="search"
              name="q"
              className={styles.input}
              value={query}
              autoComplete="off"
              onChange={(event) => {
                setQuery(event.target.value);
                replaceQuery(event.target.value.trim());
              }}
            />
            {live ? null : <Button type="submit">Search</Button>}
          </div>
        </form>
      </search>
      <p role="status" aria-live="polite" className={styles.status}>
        {results
          ? count > 0
            ? `${count} ${count === 1 ? 'question matches' : 'questions match'} “${query.trim()}”`
            : `No questions match “${query.trim()}”. Try other words, or ask us.`
          : ''}
      </p>
      {results ? <FaqGroups groups={results} open /> : children}
    </div>
  );
}
