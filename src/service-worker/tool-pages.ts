/**
 * Tool pages rendered on demand whose address carries the visitor's answers (the rebate planner,
 * /rebates?postcode=…&concession=…). The server sends them `no-store`, so Workbox's page cache
 * never keeps them; the worker keeps one copy of each *bare* page (no query: no answers, nothing
 * personal), network first, and answers any query with it offline. The page's island reads the
 * answers from the address and works the plan out in the browser from the rules the copy carries.
 * A page answered with a query is never stored: its HTML holds the visitor's answers.
 */

/** Paths of the tool pages kept this way. */
export const KEPT_TOOL_PAGES = ['/rebates'] as const;

/** A kept tool page, as a full load or a client-router fetch. */
export function isToolPage(request: Request, origin: string): boolean {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  return (
    url.origin === origin &&
    KEPT_TOOL_PAGES.some((path) => url.pathname === path || url.pathname === `${path}/`) &&
    (request.mode === 'navigate' || request.destination === '')
  );
}

/** The one key a tool page is kept under: its address without query or trailing slash. */
export const bareUrl = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname.replace(/\/$/, '')}`;
};

const isPage = (response: Response) =>
  response.status === 200 &&
  !response.redirected &&
  (response.headers.get('Content-Type') ?? '').startsWith('text/html');

async function keep(cacheName: string, url: string, response: Response) {
  const html = await response.text();
  const cache = await caches.open(cacheName);
  await cache.put(
    bareUrl(url),
    new Response(html, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
  );
}

/**
 * Fetches the bare page and keeps it (at install, and after a visit with a query when no copy is
 * kept yet). Throws when it cannot be fetched, so the caller decides what that means.
 */
export async function keepToolPage(cacheName: string, url: string): Promise<void> {
  const bare = bareUrl(url);
  const response = await fetch(new Request(bare, { credentials: 'same-origin' }), { cache: 'no-store' });
  if (!isPage(response)) throw new Error(`${bare} answered ${response.status}`);
  await keep(cacheName, bare, response);
}

/**
 * Network first. Online, a bare page refreshes the kept copy; a page with a query is passed through
 * unstored. Offline, the kept copy answers any query; with none, `offlinePage` answers a full load
 * and a client-router fetch gets the error (the router then falls back to a full load).
 */
export async function toolPage(
  cacheName: string,
  request: Request,
  waitUntil: (promise: Promise<unknown>) => void,
  offlinePage: () => Promise<Response | undefined>,
): Promise<Response> {
  try {
    const response = await fetch(request);
    if (isPage(response)) {
      const withQuery = new URL(request.url).search !== '';
      if (!withQuery) waitUntil(keep(cacheName, request.url, response.clone()));
      else
        waitUntil(
          (async () => {
            const kept = await (await caches.open(cacheName)).match(bareUrl(request.url));
            if (!kept) await keepToolPage(cacheName, request.url);
          })().catch(() => undefined),
        );
    }
    return response;
  } catch (error) {
    const kept = await (await caches.open(cacheName)).match(bareUrl(request.url));
    if (kept) return new Response(kept.body, { status: 200, headers: kept.headers });
    const fallback = request.mode === 'navigate' ? await offlinePage() : undefined;
    if (fallback) return fallback;
    throw error;
  }
}
