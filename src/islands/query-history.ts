/**
 * Keeps an island's state (a listing's filters, the dealer locator's search) in the address bar's
 * query, alongside Astro's ClientRouter.
 *
 * A change pushes a history entry shaped like the router's own (`index`, `scrollX`, `scrollY`) and
 * tagged with the page's path, so the router can still restore it after the visitor has left the
 * page. A back or forward step between two entries of the page on screen is the island's to
 * handle: it applies the query again. The router also sees that step (its popstate listener is
 * registered first) and would fetch and swap the very same page, so its preparation is given a
 * loader that never settles: nothing is fetched or swapped, and the router's next navigation
 * supersedes it.
 */
import type { TransitionBeforePreparationEvent } from 'astro:transitions/client';
import type { RefObject } from 'react';

const KEY = 'queryIsland';

interface EntryState {
  index?: number;
  scrollX?: number;
  scrollY?: number;
  [KEY]?: string;
}

const currentState = (): EntryState =>
  typeof history.state === 'object' && history.state !== null ? history.state : {};

const isTagged = (state: unknown, path: string) =>
  typeof state === 'object' && state !== null && KEY in state && state[KEY] === path;

/** Tags the current entry (the one the visitor arrived on) as belonging to the island's page. */
export function markQueryEntry(path: string) {
  history.replaceState({ ...currentState(), [KEY]: path }, '');
}

/** Adds an entry for a new state; `query` is "" or "?…". */
export function pushQueryEntry(path: string, query: string) {
  const url = `${path}${query}`;
  if (url === `${location.pathname}${location.search}`) return;
  const state = currentState();
  history.pushState(
    {
      ...state,
      index: (state.index ?? 0) + 1,
      scrollX: window.scrollX,
      scrollY: window.scrollY,
      [KEY]: path,
    },
    '',
    url,
  );
}

/**
 * Replaces the current entry's query (a tidier spelling of the same state), keeping the router's
 * fields and the tag.
 */
export function replaceQueryEntry(path: string, query: string) {
  history.replaceState({ ...currentState(), [KEY]: path }, '', `${path}${query}`);
}

/** Calls `apply` with the query whenever the visitor steps through this page's entries. */
export function onQueryHistory(
  path: string,
  root: RefObject<Element | null>,
  apply: (search: string) => void,
): () => void {
  const onScreen = () => location.pathname === path && root.current?.isConnected === true;
  const onPopState = (event: PopStateEvent) => {
    if (isTagged(event.state, path) && onScreen()) apply(location.search);
  };
  const onPreparation = (event: TransitionBeforePreparationEvent) => {
    const withinPage =
      event.navigationType === 'traverse' &&
      event.from.pathname === path &&
      event.to.pathname === path &&
      isTagged(history.state, path) &&
      onScreen();
    if (withinPage) event.loader = () => new Promise<void>(() => {});
  };
  window.addEventListener('popstate', onPopState);
  document.addEventListener('astro:before-preparation', onPreparation);
  return () => {
    window.removeEventListener('popstate', onPopState);
    document.removeEventListener('astro:before-preparation', onPreparation);
  };
}
