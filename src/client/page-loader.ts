/**
 * How the client router loads a page (spec §4 "Page loading"): a 404 answer shows the 404 page, a
 * 500 answer the 500 page, a non-HTML answer counts as not found; any other failure (a network
 * error, a timeout, 502/503/504) is retried up to 3 times and then the browser navigates in full. A page of another
 * build triggers one full reload. Form posts keep Astro's own loader and are never retried.
 */
import type { TransitionBeforePreparationEvent } from 'astro:transitions/client';
import { mayReloadFor } from './reload-guard';

export const PAGE_LOAD_RETRIES = 3;
export const PAGE_LOAD_TIMEOUT_MS = 10_000;
const RETRY_DELAYS_MS = [200, 400, 800];
const NOT_FOUND_PATH = '/404';

type LoadResult =
  | { kind: 'document'; html: string; url: string }
  | { kind: 'not-found' }
  | { kind: 'give-up' };

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

function isHtml(response: Response) {
  const type = (response.headers.get('content-type') ?? '').split(';', 1)[0]?.trim();
  return type === 'text/html' || type === 'application/xhtml+xml';
}

/** One page fetch with the retry rules above. */
export async function loadPage(url: URL, signal: AbortSignal): Promise<LoadResult> {
  for (let attempt = 0; attempt <= PAGE_LOAD_RETRIES; attempt += 1) {
    if (signal.aborted) return { kind: 'give-up' };
    let response: Response | null = null;
    try {
      response = await fetch(url, {
        signal: AbortSignal.any([signal, AbortSignal.timeout(PAGE_LOAD_TIMEOUT_MS)]),
      });
    } catch {
      response = null; // network error or timeout: retryable
    }
    if (response && (response.ok || response.status === 404 || response.status === 500)) {
      if (response.redirected && new URL(response.url).origin !== location.origin) return { kind: 'give-up' };
      if (!isHtml(response)) return { kind: 'not-found' };
      // 200, 404 and 500 all carry a page to show: the page itself, or the branded error page.
      return { kind: 'document', html: await response.text(), url: response.url };
    }
    // Offline, another try cannot do better than the service worker just did (it answers from its
    // cache when it can): give up now, and the full navigation gets the cached or offline page.
    if (navigator.onLine === false) break;
    // Anything else (network error, timeout, 502/503/504, …) is worth another try.
    if (attempt < PAGE_LOAD_RETRIES) await wait(RETRY_DELAYS_MS[attempt] ?? 800, signal);
  }
  return { kind: 'give-up' };
}

function buildIdOf(doc: Document) {
  return doc.querySelector('meta[name="build-id"]')?.getAttribute('content') ?? null;
}

/** Stylesheets of the new page, fetched before the swap so it never shows unstyled. */
function preloadStyles(doc: Document) {
  const known = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map((l) => l.href),
  );
  const loads = [...doc.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')]
    .filter((link) => !known.has(new URL(link.getAttribute('href') ?? '', location.href).href))
    .map(
      (link) =>
        new Promise<void>((resolve) => {
          const preload = document.createElement('link');
          preload.rel = 'preload';
          preload.as = 'style';
          preload.href = link.href;
          preload.addEventListener('load', () => resolve());
          preload.addEventListener('error', () => resolve());
          document.head.append(preload);
        }),
    );
  return Promise.all(loads);
}

const parser = () => new DOMParser();

async function prepare(event: TransitionBeforePreparationEvent) {
  let result = await loadPage(event.to, event.signal);
  // A non-HTML answer shows the 404 page at the requested address, as a real 404 answer does.
  const showsNotFoundPage = result.kind === 'not-found';
  if (showsNotFoundPage) result = await loadPage(new URL(NOT_FOUND_PATH, location.origin), event.signal);
  if (result.kind !== 'document') {
    // Astro answers a prevented preparation with a full navigation to the path.
    event.preventDefault();
    return;
  }
  const landed = new URL(result.url || event.to.href);
  if (!showsNotFoundPage && (landed.pathname !== event.to.pathname || landed.search !== event.to.search)) {
    landed.hash = event.to.hash; // a same-origin redirect: the address bar shows where we landed
    event.to = landed;
  }
  const doc = parser().parseFromString(result.html, 'text/html');
  for (const element of doc.querySelectorAll('noscript')) element.remove();
  const newBuild = buildIdOf(doc);
  // A page of another build: one full navigation, which Astro makes when the preparation is
  // prevented (navigating here as well would start a second load that cancels the first).
  if (newBuild && newBuild !== buildIdOf(document) && mayReloadFor(`build:${newBuild}`)) {
    event.preventDefault();
    return;
  }
  event.newDocument = doc;
  await preloadStyles(doc);
}

/** Links to files (a PDF, an image) are downloads, not pages: let the browser have them. */
const FILE_LINK = /\.(?!html?$)[a-z0-9]{2,5}$/i;

export function installPageLoader() {
  document.addEventListener(
    'click',
    (event) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (anchor instanceof HTMLAnchorElement && FILE_LINK.test(anchor.pathname)) {
        anchor.setAttribute('data-astro-reload', '');
      }
    },
    { capture: true },
  );
  // In the capture phase, so it runs first: the page's scripts start after the islands have
  // hydrated (src/client/start.ts), and an island's own loader (island-history.ts, a step between two
  // of its entries) and the service worker's wrapper must come after this one, whatever their order.
  document.addEventListener(
    'astro:before-preparation',
    (event) => {
      if (event.formData) return; // form posts: Astro's loader, one attempt, never retried
      event.loader = () => prepare(event);
    },
    { capture: true },
  );
}
