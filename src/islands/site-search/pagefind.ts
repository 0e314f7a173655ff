/**
 * The site search index in the browser: Pagefind's script (`/pagefind/pagefind.js`, written by
 * src/integrations/site-search.ts) imported the first time a search is made, never before.
 * Pagefind runs its wasm in a web worker; the CSP allows WebAssembly for it
 * (src/server/http/security-headers.ts).
 */
import { buildId } from 'virtual:cirrus/build';
import {
  type HitLimits,
  type Pagefind,
  pagefindOptions,
  type SearchOutcome,
  searchPagefind,
} from '../../lib/site-search';

/** Where the build writes Pagefind's script; a variable, so the bundler leaves the import alone. */
const PAGEFIND_SCRIPT = '/pagefind/pagefind.js';

let loading: Promise<Pagefind> | null = null;

/** Pagefind, imported and started once; a failed load (offline, say) is tried again next time. */
function loadPagefind(): Promise<Pagefind> {
  loading ??= (import(/* @vite-ignore */ PAGEFIND_SCRIPT) as Promise<Pagefind>)
    .then(async (pagefind) => {
      // The meta file's name carries no hash: tagged with the build id (instead of Pagefind's
      // default, a timestamp), the browser and the service worker can keep it for one build.
      await pagefind.options({ ...pagefindOptions, metaCacheTag: buildId });
      await pagefind.init();
      return pagefind;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** Searches the site (see `searchPagefind`); rejects when the index cannot be loaded. */
export async function searchSite(query: string, limits: HitLimits): Promise<SearchOutcome> {
  return searchPagefind(await loadPagefind(), query, limits);
}

/** Starts loading the index chunks a query will need while the visitor is still typing. */
export function preloadSearch(query: string) {
  if (!query) return;
  loadPagefind()
    .then((pagefind) => pagefind.preload(query))
    .catch(() => {});
}
