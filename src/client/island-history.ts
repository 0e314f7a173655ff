/**
 * Keeps an island's state in the address bar, alongside Astro's ClientRouter. Used by every tool
 * whose state lives in the URL (the product listing's filters, the sizing tool, the dealer locator,
 * the compare table), so back, forward and reload behave the same everywhere.
 *
 * A state change pushes a history entry shaped like the router's own (`index`, `scrollX`,
 * `scrollY`) and tagged with the island's key and path, so the router can still restore it after the
 * visitor has left the page. A back or forward step between two entries of the island on screen is
 * the island's to handle: it re-reads its state from the query. The router also sees that step and
 * would fetch and swap the very same page, so its preparation is given a loader that never settles:
 * nothing is fetched or swapped, and the router's next navigation supersedes it. The site's page
 * loader sets its own loader in the capture phase (page-loader.ts), so this one wins whichever
 * started first: an island usually hydrates before the page's scripts start (src/client/start.ts).
 */
import type { TransitionBeforePreparationEvent } from 'astro:transitions/client';
import type { RefObject } from 'react';

interface EntryState {
  index?: number;
  scrollX?: number;
  scrollY?: number;
  [key: string]: unknown;
}

const currentState = (): EntryState =>
  typeof history.state === 'object' && history.state !== null ? history.state : {};

export interface IslandHistory {
  /** Tags the current entry (the one the visitor arrived on) as belonging to the island. */
  mark(): void;
  /** Adds an entry for a new state; `query` is "" or "?…". Nothing happens if the URL is unchanged. */
  push(query: string): void;
  /** Rewrites the current entry's query without adding an entry (typing, live edits). */
  replace(query: string): void;
  /** Calls `apply` with the query whenever the visitor steps through the island's entries. */
  listen(root: RefObject<Element | null>, apply: (search: string) => void): () => void;
}

/**
 * History for one island on one page. `key` names the island in the entry's state, so two islands
 * (or two pages with the same island) never handle each other's entries.
 */
export function islandHistory(key: string, path: string): IslandHistory {
  const isTagged = (state: unknown) =>
    typeof state === 'object' && state !== null && key in state && (state as EntryState)[key] === path;
  const sameUrl = (query: string) => `${path}${query}` === `${location.pathname}${location.search}`;

  return {
    mark() {
      history.replaceState({ ...currentState(), [key]: path }, '');
    },
    push(query) {
      if (sameUrl(query)) return;
      const state = currentState();
      history.pushState(
        {
          ...state,
          index: (state.index ?? 0) + 1,
          scrollX: window.scrollX,
          scrollY: window.scrollY,
          [key]: path,
        },
        '',
        `${path}${query}`,
      );
    },
    replace(query) {
      if (sameUrl(query)) return;
      history.replaceState({ ...currentState(), [key]: path }, '', `${path}${query}`);
    },
    listen(root, apply) {
      const onScreen = () => location.pathname === path && root.current?.isConnected === true;
      const onPopState = (event: PopStateEvent) => {
        if (isTagged(event.state) && onScreen()) apply(location.search);
      };
      const onPreparation = (event: TransitionBeforePreparationEvent) => {
        const withinIsland =
          event.navigationType === 'traverse' &&
          event.from.pathname === path &&
          event.to.pathname === path &&
          isTagged(history.state) &&
          onScreen();
        if (withinIsland) event.loader = () => new Promise<void>(() => {});
      };
      window.addEventListener('popstate', onPopState);
      document.addEventListener('astro:before-preparation', onPreparation);
      return () => {
        window.removeEventListener('popstate', onPopState);
        document.removeEventListener('astro:before-preparation', onPreparation);
      };
    },
  };
}
