/**
 * Analytics through Google Tag Manager (spec §7). The dataLayer exists from the first byte (an
 * inline script in the document head pushes `{ platform }`). On every route change, the first
 * load included, the analytics object's `kpv` call tracks the path when that object exists, and
 * 50 ms later a route-change event is pushed. A route change counts from the earliest point where
 * the new page is in the document (its title and content, so Tag Manager triggers see them): the
 * swap of a client navigation, not the end of the new page's scripts; the first page load counts
 * from Astro's first page-load event. 1 s after the page has loaded a page-load event is
 * pushed. Core Web Vitals reporting is not wired (the spec has it off). Names and the container
 * come from `/page-data/app-data.json`; the defaults keep an existing container working.
 */
import type { RuntimeClientConfig } from '../config/env';
import { isPersonalDocument, isPrivatePagePath } from '../lib/private-pages';
import { appData } from './app-data';
import { sinceLoadEvent } from './load-event';

/**
 * The path analytics is told: the pathname alone. Query strings carry a lead's reference
 * (`/thank-you?ref=…`), search words and tool answers, none of which analytics may receive.
 */
export function analyticsPath(pathname: string): string {
  return pathname;
}

/**
 * Portal and editor pages, and every page declared personal (src/lib/private-pages.ts): no
 * third-party script ever runs on them, and analytics is not told of them.
 */
export const allowsThirdParties = (doc: Document = document, pathname = location.pathname) =>
  !isPrivatePagePath(pathname) && !isPersonalDocument(doc);

export const ROUTE_CHANGE_DELAY_MS = 50;
export const PAGE_LOAD_EVENT_DELAY_MS = 1_000;

type DataLayerEntry = Record<string, unknown>;
/** The page's globals as analytics sees them: the dataLayer and, by configured name, the tracker. */
type AnalyticsWindow = { dataLayer?: DataLayerEntry[] } & Record<string, unknown>;
const globals = () => window as unknown as AnalyticsWindow;

function dataLayer(): DataLayerEntry[] {
  const win = globals();
  win.dataLayer ??= [];
  return win.dataLayer;
}

function trackRoute(config: RuntimeClientConfig) {
  if (!allowsThirdParties()) return;
  const path = analyticsPath(location.pathname);
  const tracker = globals()[config.analyticsGlobal] as { kpv?: (path: string) => void } | undefined;
  if (tracker && typeof tracker.kpv === 'function') tracker.kpv(path);
  setTimeout(() => dataLayer().push({ event: config.routeChangeEvent, path }), ROUTE_CHANGE_DELAY_MS);
}

/** Adds an async script, never twice. */
export function loadScriptOnce(src: string, id: string) {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.src = src;
  script.async = true;
  document.head.append(script);
}

/** Runs after the page's load event and the next frame: never in the way of first paint. */
export function afterFirstPaint(callback: () => void) {
  const run = () => requestAnimationFrame(() => setTimeout(callback, 0));
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

function loadTagManager(config: RuntimeClientConfig) {
  if (!config.gtmId || !allowsThirdParties()) return;
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  loadScriptOnce(`${config.gtmOrigin}/gtm.js?id=${encodeURIComponent(config.gtmId)}`, 'gtm-container');
}

/** The parts of Astro's preparation event used here (astro:transitions/client's TransitionBeforePreparationEvent). */
type Preparation = Event & { to: URL; newDocument?: Document; loader: () => Promise<void> };

/**
 * A client-side navigation into the portal, the editor or a page declared personal, from a page
 * where Tag Manager or the chat already runs, becomes a full load instead, so they do not come
 * along (a client navigation keeps the page's scripts alive, and they would read the new page).
 * Private paths are known before anything is fetched; a personal page is known by the document
 * fetched for it, which is then never swapped in: the router loads its address afresh (after a
 * form's redirect, the address it was sent to).
 */
function keepThirdPartiesOutOfPrivatePages() {
  document.addEventListener('astro:before-preparation', (event) => {
    const preparation = event as Preparation;
    const loaded = document.getElementById('gtm-container') || document.getElementById('chat-messenger');
    if (!loaded) return;
    if (isPrivatePagePath(preparation.to.pathname)) {
      event.preventDefault();
      window.location.assign(preparation.to.href);
      return;
    }
    const load = preparation.loader;
    preparation.loader = async () => {
      await load();
      // Prevented after loading, the router sets location.href to the page's address itself.
      if (preparation.newDocument && isPersonalDocument(preparation.newDocument)) event.preventDefault();
    };
  });
}

export function installAnalytics() {
  keepThirdPartiesOutOfPrivatePages();
  let config: RuntimeClientConfig | null = null;
  let firstLoadSeen = false;
  // The first astro:page-load fires on window load; app data is usually there by then. If not,
  // the first route is tracked as soon as it arrives.
  document.addEventListener('astro:page-load', () => {
    if (firstLoadSeen) return; // later page-load events follow client navigations: tracked at the swap
    firstLoadSeen = true;
    if (config) trackRoute(config);
  });
  // After the swap the address has moved and the new document is in place; the new page's scripts
  // (and astro:page-load) may still take a while, which the 50 ms must not wait for.
  document.addEventListener('astro:after-swap', () => {
    firstLoadSeen = true;
    if (config) trackRoute(config);
  });
  void appData().then((data) => {
    if (!data) return;
    config = data.config;
    if (firstLoadSeen) trackRoute(config);
    afterFirstPaint(() => config && loadTagManager(config));
    // Counted from the load event itself: this code starts after it (src/client/start.ts).
    const pushPageLoad = () =>
      setTimeout(
        () => dataLayer().push({ event: data.config.pageLoadEvent }),
        Math.max(0, PAGE_LOAD_EVENT_DELAY_MS - sinceLoadEvent()),
      );
    if (document.readyState === 'complete') pushPageLoad();
    else window.addEventListener('load', pushPageLoad, { once: true });
  });
}
