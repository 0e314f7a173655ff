/**
 * The service worker's route matchers and cache plugin are copied into sw.js as source text by
 * Workbox's generateSW. Each is revived here from its text alone, as the worker will run it, and
 * checked on the requests it must (and must not) take.
 */
import { describe, expect, it } from 'vitest';
import { offlineForms } from '../../src/server/forms/index.ts';
import {
  isImage,
  isPageData,
  isPageFetch,
  isPageNavigation,
  isQueuedFormPost,
  isSearchIndex,
  type RouteMatch,
  storableAnswers,
} from '../../src/service-worker/routes';

/** The function as generateSW writes it into sw.js: its source, with nothing of its module. */
function revive<T>(fn: T): T {
  return new Function(`return (${String(fn)});`)() as T;
}

const origin = 'https://www.cirrusclimate.com.au';

function match(path: string, request: Partial<Request> = {}, at = origin): RouteMatch {
  const url = new URL(path, at);
  return {
    url,
    sameOrigin: url.origin === origin,
    request: { mode: 'cors', destination: '', method: 'GET', url: url.href, ...request } as Request,
  };
}

describe('route matchers, revived from their source', () => {
  const navigation = revive(isPageNavigation);
  const pageFetch = revive(isPageFetch);
  const pageData = revive(isPageData);
  const image = revive(isImage);

  it('takes full page loads of the site, except the API', () => {
    expect(navigation(match('/why-cirrus', { mode: 'navigate' }))).toBe(true);
    expect(navigation(match('/', { mode: 'navigate' }))).toBe(true);
    expect(navigation(match('/api/csp-report', { mode: 'navigate' }))).toBe(false);
    expect(navigation(match('/why-cirrus'))).toBe(false);
    expect(navigation(match('/', { mode: 'navigate' }, 'https://example.com'))).toBe(false);
  });

  it('takes the client router’s page fetches, not assets, data or the API', () => {
    expect(pageFetch(match('/products/cooling'))).toBe(true);
    expect(pageFetch(match('/_astro/client.abc123.js'))).toBe(false);
    expect(pageFetch(match('/page-data/app-data.json'))).toBe(false);
    expect(pageFetch(match('/api/portal/leads'))).toBe(false);
    expect(pageFetch(match('/manifest.webmanifest'))).toBe(false);
    expect(pageFetch(match('/logo', { destination: 'image' }))).toBe(false);
  });

  it('takes page data and same-origin images', () => {
    expect(pageData(match('/page-data/faqs/page-data.json'))).toBe(true);
    expect(pageData(match('/faqs'))).toBe(false);
    expect(image(match('/_astro/hero.abc.webp', { destination: 'image' }))).toBe(true);
    expect(image(match('/pixel.gif', { destination: 'image' }, 'https://www.googletagmanager.com'))).toBe(
      false,
    );
  });
});

describe('the search index route, revived from its source', () => {
  const searchIndex = revive(isSearchIndex);

  it('takes the site’s /pagefind/ files, cache-busting query and all, and nothing else', () => {
    expect(searchIndex(match('/pagefind/pagefind.js', { destination: 'script' }))).toBe(true);
    expect(searchIndex(match('/pagefind/pagefind-entry.json?ts=abc'))).toBe(true);
    expect(searchIndex(match('/pagefind/fragment/en_1a2b3c.pf_fragment'))).toBe(true);
    expect(searchIndex(match('/search?q=ducted', { mode: 'navigate' }))).toBe(false);
    expect(searchIndex(match('/pagefind/pagefind.js', {}, 'https://example.com'))).toBe(false);
  });
});

describe('what the page caches keep', () => {
  const keep = revive(storableAnswers.cacheWillUpdate);
  const answer = (path: string, status = 200, cacheControl = 'public, max-age=60, must-revalidate') =>
    keep({
      request: new Request(new URL(path, origin)),
      response: new Response('<!doctype html>', { status, headers: { 'Cache-Control': cacheControl } }),
    });

  it('keeps complete, storable pages', async () => {
    expect(await answer('/faqs')).not.toBeNull();
  });

  it('drops errors, no-store answers and per-visitor pages', async () => {
    expect(await answer('/missing', 404)).toBeNull();
    expect(await answer('/get-a-quote', 200, 'no-store')).toBeNull();
    expect(await answer('/thank-you?ref=CC-1234')).toBeNull();
    expect(await answer('/portal')).toBeNull();
  });

  it('never keeps an installation’s checklist or confirmation, whatever its headers say', async () => {
    expect(await answer('/installs/commission?job=CJ-ABC123&token=x')).toBeNull();
    expect(await answer('/installs/confirm?job=CJ-ABC123&token=x')).toBeNull();
  });
});

describe('form posts queued offline', () => {
  const post = (path: string, at = origin) => new Request(new URL(path, at), { method: 'POST', body: 'a=1' });

  it('are the three lead forms’ posts to this site that carry no file', () => {
    for (const path of ['/get-a-quote', '/request-an-installer', '/contact-us']) {
      expect(isQueuedFormPost(post(path), origin, offlineForms), path).toBe(true);
    }
  });

  it('are never a post with a file: a warranty registration, a promotion claim or a service request', () => {
    for (const path of ['/warranty/register', '/promotions/claim', '/service']) {
      expect(isQueuedFormPost(post(path), origin, offlineForms), path).toBe(false);
    }
  });

  it('are not other posts, other sites, or GETs', () => {
    expect(isQueuedFormPost(post('/api/portal/leads'), origin, offlineForms)).toBe(false);
    expect(isQueuedFormPost(post('/get-a-quote', 'https://example.com'), origin, offlineForms)).toBe(false);
    expect(isQueuedFormPost(new Request(new URL('/get-a-quote', origin)), origin, offlineForms)).toBe(false);
  });
});
