/**
 * Keeps a listing's filter state in the address bar, alongside Astro's ClientRouter.
 *
 * A filter change pushes a history entry shaped like the router's own (`index`, `scrollX`,
 * `scrollY`) and tagged with the listing's path, so the router can still restore it after the
 * visitor has left the page. A back or forward step between two entries of the listing on screen is
 * the island's to handle: it re-filters from the query. The router also sees that step (its popstate
 * listener is registered first) and would fetch and swap the very same page, so its preparation is
 * given a loader that never settles: nothing is fetched or swapped, and the router's next
 * navigation supersedes it.
 */
import type { TransitionBeforePreparationEvent } from 'astro:transitions/client';
import type { RefObject } from 'react';

const KEY = 'productListing';

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

/** Tags the current entry (the one the visitor arrived on) as belonging to the listing. */
export function markListingEntry(path: string) {
  history.replaceState({ ...currentState(), [KEY]: path }, '');
}

/** Adds an entry for a new filter state; `query` is "" or "?…". */
export function pushListingEntry(path: string, query: string) {
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

/** Calls `apply` with the query whenever the visitor steps through this listing's entries. */
export function onListingHistory(
  path: string,
  root: RefObject<Element | null>,
  apply: (search: string) => void,
): () => void {
  const onScreen = () => location.pathname === path && root.current?.isConnected === true;
  const onPopState = (event: PopStateEvent) => {
    if (isTagged(event.state, path) && onScreen()) apply(location.search);
  };
  const onPreparation = (event: TransitionBeforePreparationEvent) => {
    const withinListing =
      event.navigationType === 'traverse' &&
      event.from.pathname === path &&
      event.to.pathname === path &&
      isTagged(history.state, path) &&
      onScreen();
    if (withinListing) event.loader = () => new Promise<void>(() => {});
  };
  window.addEventListener('popstate', onPopState);
  document.addEventListener('astro:before-preparation', onPreparation);
  return () => {
    window.removeEventListener('popstate', onPopState);
    document.removeEventListener('astro:before-preparation', onPreparation);
  };
}
