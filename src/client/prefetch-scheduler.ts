/**
 * Background prefetch (spec §9): internal links in the viewport are prefetched in batches of 4,
 * the first batch 3 s after the page loads, then a batch every 3 s. Nothing is prefetched on a 2g
 * connection, with data saver on, or for bots. The schedule restarts on every navigation. HTML is
 * served with a short max-age, so the navigation that follows reuses the prefetched copy.
 */
import { prefetch } from 'astro:prefetch';
import { sinceLoadEvent } from './load-event';

export const PREFETCH_BATCH_SIZE = 4;
export const PREFETCH_FIRST_DELAY_MS = 3_000;
export const PREFETCH_INTERVAL_MS = 3_000;

const BOT_AGENT = /bot|crawl|spider|slurp|lighthouse|headless|facebookexternalhit|embedly|preview/i;
const FILE_PATH = /\.(?!html?$)[a-z0-9]{2,5}$/i;

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformationLike }).connection;
  if (connection?.saveData) return false;
  if (connection?.effectiveType && /2g/.test(connection.effectiveType)) return false;
  if (BOT_AGENT.test(nav.userAgent)) return false;
  return true;
}

function prefetchable(anchor: HTMLAnchorElement): boolean {
  if (anchor.origin !== location.origin) return false;
  if (anchor.hasAttribute('download') || anchor.hasAttribute('data-astro-reload')) return false;
  if (anchor.dataset.astroPrefetch === 'false') return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (FILE_PATH.test(anchor.pathname)) return false;
  return anchor.pathname !== location.pathname || anchor.search !== location.search;
}

let stopCurrent: (() => void) | null = null;
const done = new Set<string>();
/** Whether this document has had its first astro:page-load (later ones follow client navigations). */
let pageLoadSeen = false;

function start() {
  stopCurrent?.();
  if (!prefetchAllowed()) return;
  const visible = new Set<HTMLAnchorElement>();
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const anchor = entry.target as HTMLAnchorElement;
      if (entry.isIntersecting) visible.add(anchor);
      else visible.delete(anchor);
    }
  });
  for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (prefetchable(anchor)) observer.observe(anchor);
  }
  const runBatch = () => {
    const batch: string[] = [];
    for (const anchor of visible) {
      const url = anchor.href.replace(/#.*$/, '');
      if (done.has(url) || batch.includes(url)) continue;
      batch.push(url);
      if (batch.length === PREFETCH_BATCH_SIZE) break;
    }
    for (const url of batch) {
      done.add(url);
      prefetch(url, { ignoreSlowConnection: false });
    }
  };
  let interval: ReturnType<typeof setInterval> | undefined;
  let first: ReturnType<typeof setTimeout> | undefined;
  // The document's first page counts from its load event (its scripts start after it:
  // src/client/start.ts); a page a client navigation brought counts from its page-load.
  const fromLoadEvent = !pageLoadSeen;
  pageLoadSeen = true;
  const schedule = () => {
    const elapsed = fromLoadEvent ? sinceLoadEvent() : 0;
    first = setTimeout(
      () => {
        runBatch();
        interval = setInterval(runBatch, PREFETCH_INTERVAL_MS);
      },
      Math.max(0, PREFETCH_FIRST_DELAY_MS - elapsed),
    );
  };
  // When a first tap started the scripts before the load event, astro:page-load can come before
  // it (the module scripts have run, images and the worker's code have not), so wait for it then.
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  stopCurrent = () => {
    window.removeEventListener('load', schedule);
    clearTimeout(first);
    clearInterval(interval);
    observer.disconnect();
  };
}

export function installPrefetchScheduler() {
  document.addEventListener('astro:page-load', start);
  document.addEventListener('astro:before-preparation', () => stopCurrent?.());
}
