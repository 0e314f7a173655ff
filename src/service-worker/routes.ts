/**
 * Which requests the service worker handles, and which answers it may keep. Workbox's generateSW
 * copies the matchers and the plugin below into sw.js as source text (`Function#toString`), so
 * each one must be self-contained: no imports, no module constants, nothing from its closure.
 * `tests/offline/routes.test.ts` checks that they still work after that copy.
 */

/** What Workbox passes a route matcher (a subset of `RouteMatchCallbackOptions`). */
export interface RouteMatch {
  url: URL;
  request: Request;
  sameOrigin: boolean;
}

/** Full page loads of this site (everything but the API): network first, then this build's page cache, then /offline. */
export const isPageNavigation = ({ request, url, sameOrigin }: RouteMatch): boolean =>
  sameOrigin && request.mode === 'navigate' && !/^\/api(?:\/|$)/.test(url.pathname);

/**
 * Pages fetched by the client router (`fetch('/why-cirrus')`): extension-less paths outside the
 * API, the assets and the page data. Network first, then the page cache; no offline fallback, so
 * the router gives up and the full navigation above answers instead.
 */
export const isPageFetch = ({ request, url, sameOrigin }: RouteMatch): boolean =>
  sameOrigin &&
  request.mode !== 'navigate' &&
  request.destination === '' &&
  !/^\/(?:api|_astro|page-data)(?:\/|$)/.test(url.pathname) &&
  !/\.[a-z0-9]+$/i.test(url.pathname);

/** `/page-data/**` JSON documents (spec §7): network first with a short timeout, then the cache. */
export const isPageData = ({ url, sameOrigin }: RouteMatch): boolean =>
  sameOrigin && url.pathname.startsWith('/page-data/');

/**
 * The site search index (`/pagefind/**`): never precached, since it loads only when a visitor opens
 * search; what they used is kept for this build (network first), so search they have used keeps
 * working offline.
 */
export const isSearchIndex = ({ url, sameOrigin }: RouteMatch): boolean =>
  sameOrigin && url.pathname.startsWith('/pagefind/');

/** Same-origin images: cache first, with expiration. */
export const isImage = ({ request, sameOrigin }: RouteMatch): boolean =>
  sameOrigin && request.destination === 'image';

/**
 * Workbox plugin for the page and page-data caches: keeps only complete (200) answers the server
 * allows to be stored, and never per-visitor pages (the portal, the content editor, a thank-you page
 * with a reference, a service request and its status, an installation's checklist or confirmation).
 */
export const storableAnswers = {
  cacheWillUpdate: async ({ request, response }: { request: Request; response: Response }) => {
    if (response.status !== 200) return null;
    if (/no-store|private/i.test(response.headers.get('Cache-Control') ?? '')) return null;
    if (
      /^\/(?:portal|thank-you|editor|keystatic|service|installs|my-home|privacy)(?:\/|$)/.test(
        new URL(request.url).pathname,
      )
    )
      return null;
    return response;
  },
};

/**
 * What the worker may do with the lead forms offline, by path: each form declares it in its module
 * (`offline`, src/server/forms), and the worker's build passes the lists in
 * (src/integrations/service-worker.ts). Forms that carry a file or bank details (a warranty
 * registration's proof of purchase, a promotion claim's invoice) are never queued: that is
 * personal data the worker never stores; they go to the network, or fail like any post offline.
 */
export interface OfflineFormPaths {
  /** Pages (where each form posts) the worker keeps so they open again offline. */
  keptPages: readonly string[];
  /** Where the forms whose posts may wait in the worker's queue post. */
  queuedPosts: readonly string[];
}

/** A path among `paths`, with or without a trailing slash. */
const isOneOf = (pathname: string, paths: readonly string[]) =>
  paths.some((path) => pathname === path || pathname === `${path}/`);

/** Form posts that are queued when the connection is lost (and replayed when it is back). */
export function isQueuedFormPost(request: Request, origin: string, forms: OfflineFormPaths): boolean {
  if (request.method !== 'POST') return false;
  const url = new URL(request.url);
  return url.origin === origin && isOneOf(url.pathname, forms.queuedPosts);
}

/**
 * A lead form's page, as a full load or a client-router fetch: kept by the worker (without its
 * per-visit key) so a visitor who opened the form can open it again offline and send it.
 */
export function isLeadFormPage(request: Request, origin: string, forms: OfflineFormPaths): boolean {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  return (
    url.origin === origin &&
    isOneOf(url.pathname, forms.keptPages) &&
    (request.mode === 'navigate' || request.destination === '')
  );
}

/**
 * Workbox plugin for the page and page-data routes: when neither the network nor the route's cache
 * answers, the catalogue the visitor chose to keep offline may (src/service-worker/catalogue.ts,
 * reached through the global the worker's extension sets, since this text is copied alone).
 */
export const catalogueFallback = {
  handlerDidError: async ({ request }: { request: Request }): Promise<Response | undefined> => {
    const find = (
      self as unknown as { cirrusCatalogue?: (request: Request) => Promise<Response | undefined> }
    ).cirrusCatalogue;
    return find ? find(request) : undefined;
  },
};
