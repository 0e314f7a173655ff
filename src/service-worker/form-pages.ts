/**
 * The lead forms' pages offline. They are rendered on demand (each visit gets its own idempotency
 * key) and sent `no-store`, so Workbox's page cache never keeps them. The worker keeps the latest
 * copy of each form it has served, network first, with the key's value emptied: the page of an
 * anonymous visitor holds no personal data (values typed into it are never in the server's HTML of
 * a GET; an invalid post's answer is a 400 and a valid one a redirect, neither kept). Offline, the
 * kept copy is served with a fresh key, so the form can be filled in and sent; the post is queued
 * and delivered once when the connection returns (./extension.ts). A fresh key for every copy
 * served offline keeps two requests sent offline two leads.
 */
import { IDEMPOTENCY_FIELD } from '../lib/lead-forms/form-view';

/** The key's hidden input as the server writes it (React: type, name, value). */
const KEY_INPUT = new RegExp(`(<input\\b[^>]*\\bname="${IDEMPOTENCY_FIELD}"[^>]*\\bvalue=")([^"]*)(")`);

/** The page without its per-visit key, or null when the key is not where it is expected. */
export function withoutFormKey(html: string): string | null {
  return KEY_INPUT.test(html) ? html.replace(KEY_INPUT, '$1$3') : null;
}

/** A kept page with a new key (the server accepts 16-64 letters, digits, `-` and `_`). */
export function withFreshFormKey(html: string, key: string): string {
  return html.replace(KEY_INPUT, `$1${key}$3`);
}

/** One kept copy per form: the address without its query (a product chosen in advance). */
const keyOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.origin}${url.pathname.replace(/\/$/, '')}`;
};

async function keep(cacheName: string, request: Request, response: Response) {
  const html = withoutFormKey(await response.text());
  if (html === null) return; // never keep a page whose key could be reused
  const cache = await caches.open(cacheName);
  await cache.put(
    keyOf(request),
    new Response(html, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
  );
}

/**
 * Fetches a form's page and keeps it, as a visit would (the worker's install, for forms the visitor
 * has not opened yet). Throws when the page cannot be fetched, so the caller decides what that means.
 */
export async function keepFormPage(cacheName: string, url: string): Promise<void> {
  const request = new Request(url, { credentials: 'same-origin' });
  const response = await fetch(request, { cache: 'no-store' });
  const type = response.headers.get('Content-Type') ?? '';
  if (response.status !== 200 || !type.startsWith('text/html') || response.redirected)
    throw new Error(`${url} answered ${response.status}`);
  await keep(cacheName, request, response);
}

/**
 * Network first. `offlinePage` answers a full load when no copy was kept; a client-router fetch
 * gets the error instead, so the router falls back to a full load.
 */
export async function formPage(
  cacheName: string,
  request: Request,
  waitUntil: (promise: Promise<unknown>) => void,
  offlinePage: () => Promise<Response | undefined>,
): Promise<Response> {
  try {
    const response = await fetch(request);
    const type = response.headers.get('Content-Type') ?? '';
    if (response.status === 200 && type.startsWith('text/html') && !response.redirected) {
      waitUntil(keep(cacheName, request, response.clone()));
    }
    return response;
  } catch (error) {
    const kept = await (await caches.open(cacheName)).match(keyOf(request));
    if (kept) {
      const html = withFreshFormKey(await kept.text(), crypto.randomUUID());
      return new Response(html, { status: 200, headers: kept.headers });
    }
    const fallback = request.mode === 'navigate' ? await offlinePage() : undefined;
    if (fallback) return fallback;
    throw error;
  }
}
