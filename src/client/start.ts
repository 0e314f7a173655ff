/**
 * How a page's own code starts: after the first screen has painted. This file
 * is not bundled as a module. The layout inlines it, minified, as a classic script in every page's
 * head (components/layout/StartScripts.astro, integrations/inline-scripts.ts). It reads what varies
 * from its own data attributes, so its text, and the CSP hash that allows it, is the same on every
 * page.
 *
 * Scripts. The page's module scripts arrive as inert data blocks (lib/html/deferred-scripts.ts).
 * They are imported once the page has loaded and the browser is idle, or at the visitor's first
 * tap or key if that comes sooner; fetched together, they are evaluated one per task. Until then
 * the page is what it is without script: our custom elements show their links and hide their
 * buttons until they are defined, and forms post.
 *
 * Font. The brand font (its file named in `data-brand-font`) is declared with the FontFace API as
 * the page starts, before anything is laid out; the page's text is set in it only where the
 * `data-brand-font` attribute says so (styles/global.css), and until then it is in "Manrope
 * fallback" (styles/fonts.css), local Arial stretched per weight and per kind of character to
 * Manrope's widths, so that the swap moves nothing. A face no text uses is not fetched, and its
 * arrival lays nothing out again.
 * - On a page the service worker controls, the whole page takes it at once, before the first
 *   paint: the worker precaches it with the other hashed files, so the page paints in it.
 * - Otherwise (the first page of a visit, or a browser whose cache was emptied), it is fetched once
 *   the first screen has painted: a request made before the largest picture has painted shares the
 *   phone's connection with it (docs/performance.md). When it has arrived, the page's text takes
 *   it a block at a time, a few milliseconds of layout per task (./brand-font-slices.ts), and then
 *   the whole page does.
 * A page reached through the client router takes it at once when it has arrived.
 *
 * Early clicks. A control whose script does more than its link (the header's "Log in" opens a
 * popup) carries `data-await-scripts`. A plain click on one before the scripts have run is held
 * and replayed once they have: the browser still counts the visitor's gesture then (a popup may
 * open for some seconds after it), and the control does what it does a second later, rather than
 * something else at once. Any other link clicked before every module has run is followed by the
 * browser, as a page without script would follow it: the client router, whose module runs first,
 * takes links only once the page loader (file links, retries, new builds) has joined it.
 *
 * Later pictures. Until the first screen has painted, `<html data-first-screen="painting">` is
 * set (then "painted"). A product gallery's later slides and a product card's lazy picture take
 * no box meanwhile (ProductGallery.module.css, ProductCard.module.css), so they are requested after
 * the main picture, not beside it: on a phone's connections each would share the bandwidth with
 * it. Without scripts the attribute is never set and every picture is there from the start.
 *
 * Manifest. The web app manifest is linked once the scripts have run and the visitor has tapped,
 * clicked or pressed a key on the page: nothing in the first screen needs it, and Chromium makes
 * its install offer only to a visitor who has done so (its engagement rule). Linked, it has the
 * browser fetch the manifest and decode an icon on the page's main thread, a long task on a
 * phone's CPU in the seconds after the first paint (docs/performance.md); the offer then finds the
 * page's listener in place. The app page (its Install button) links it as soon as the scripts have run.
 *
 * Why: on a phone's first visit, each request made before the largest picture paints shares the
 * connection with that picture (docs/performance.md has the measurements).
 *
 * Client router. It runs a new page's classic scripts again after a swap, so the `cirrusStart`
 * guard keeps one copy of this state per tab. On a client-side navigation the router runs the new
 * page's scripts itself: `astro:before-swap` turns the new page's data blocks back into module
 * scripts for it (a module already imported does not run twice). The router dispatches its first
 * `astro:page-load` on window load; when the router was imported after that, this dispatches it
 * instead, once.
 */
import { planSlices, takeInSlices } from './brand-font-slices';

declare global {
  interface Window {
    /** Starts the page's scripts now (the first tap does). Set once per tab. */
    cirrusStart?: () => void;
  }
}

/** Events that start the scripts at once: the visitor is about to use the page. */
const TRIGGERS = ['pointerdown', 'keydown', 'touchstart'] as const;
/** How long after the load event to wait for the first screen's paint before starting anyway. */
const PAINT_WAIT_MS = 500;
/**
 * The brand font's swap: the text of one block (at most this many characters) is laid out again
 * at a time, and one task lays out blocks for this long before the next task goes on. On
 * Lighthouse's simulated phone (four times slower) such a task stays under the 50 ms of a long one.
 */
const SLICE_CHARS = 400;
const SLICE_BUDGET_MS = 4;
/** Resolves in a later task, once the browser has had the chance to paint and to answer input. */
const nextTask = () => new Promise<void>((next) => setTimeout(next, 0));

function start() {
  const script = document.currentScript as HTMLScriptElement | null;
  if (window.cirrusStart || !script) return;
  const moduleType = script.dataset.moduleType ?? '';
  const root = document.documentElement;
  root.dataset.firstScreen = 'painting';

  // Set on an element, its text is in the brand font; on the root, the whole page's is.
  const takeBrandFont = (element: Element) => element.setAttribute('data-brand-font', '');
  const fontUrl = script.dataset.brandFont ?? '';
  const cached = Boolean(navigator.serviceWorker?.controller);
  // Declared now, before the first layout, it costs nothing: a face added later makes the browser
  // resolve every line's fonts again, even those of text that does not use it. From the worker's
  // cache the file is there in a few milliseconds: text waits for it (up to 100 ms, `fallback`)
  // rather than painting in the fallback and swapping an instant later. Otherwise `swap`: no text
  // uses it until it has arrived, and a slow arrival is still used (with `fallback`, one after
  // three seconds would not be).
  const brandFont = fontUrl
    ? new FontFace('Manrope Variable', `url(${fontUrl}) format("woff2")`, {
        weight: '200 800',
        style: 'normal',
        display: cached ? 'fallback' : 'swap',
      })
    : null;
  if (brandFont) document.fonts.add(brandFont);
  let brandFontArrived = false;
  if (brandFont && cached) {
    brandFontArrived = true;
    takeBrandFont(root);
  }
  /** Fetches the brand font, and gives it to the page's text a slice at a time once it is here. */
  const fetchBrandFont = () => {
    if (!brandFont || brandFontArrived) return;
    brandFont.load().then(
      async () => {
        brandFontArrived = true;
        // The plan reads the text of every block, and the first block lays out again: a task each
        // (together, 10-20 ms on a fast machine, in the task that saw the font arrive).
        await nextTask();
        const blocks = planSlices(document.body.children, SLICE_CHARS);
        await nextTask();
        // The blocks, then the whole page (what no block held: its own style is recalculated, and
        // laid out in that task too, not in whichever script reads the layout next).
        await takeInSlices(
          [...blocks, root],
          takeBrandFont,
          () => document.body.offsetHeight, // lays the page out now, to know what the block cost
          SLICE_BUDGET_MS,
          { now: () => performance.now(), nextTask },
        );
      },
      () => undefined, // offline or blocked: the fallback stays, and nothing reports it as an error
    );
  };

  const imported = new Set<string>();
  /**
   * The page's modules, fetched together and evaluated one per task, in the page's order: imported
   * all at once, the browser evaluated whichever had arrived in one task (the client router's and
   * the layout's together, 27-40 ms on a fast machine: a long task on a phone's CPU). A module that
   * cannot load does not stop the others; the promise then rejects once they have run.
   */
  const importModules = async () => {
    const sources = [...document.querySelectorAll<HTMLScriptElement>(`script[type="${moduleType}"]`)]
      .map((block) => block.dataset.src ?? '')
      .filter((src) => src !== '' && !imported.has(src));
    for (const src of sources) {
      imported.add(src);
      const preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.href = src;
      document.head.append(preload);
    }
    let failed: unknown;
    for (const [index, src] of sources.entries()) {
      // A task of its own for each module's evaluation; the caller yields after the last one.
      if (index > 0) await nextTask();
      await import(/* @vite-ignore */ src).catch((error: unknown) => (failed ??= error));
    }
    if (failed !== undefined) throw failed;
  };

  let pageLoadSeen = false;
  document.addEventListener('astro:page-load', () => (pageLoadSeen = true), { once: true });

  let ready = false;
  /** The control whose click waits for the scripts (see "Early clicks" above). */
  let heldClick: HTMLElement | null = null;
  addEventListener(
    'click',
    (event) => {
      if (ready) return;
      const target = event.target as Element | null;
      const control = target?.closest?.<HTMLElement>('[data-await-scripts]');
      const plain = !(event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
      if (control && plain) {
        event.preventDefault();
        event.stopImmediatePropagation();
        heldClick = control;
        startNow();
        return;
      }
      // The client router's module runs first, a task or more before the page loader that tells it
      // which links are files and retries a failed load (./page-loader.ts): until every module has
      // run, the browser follows a link itself, as it does before any has.
      const link = target?.closest?.('a[href]');
      if (link && !link.hasAttribute('data-astro-reload')) {
        link.setAttribute('data-astro-reload', '');
        setTimeout(() => link.removeAttribute('data-astro-reload'), 0);
      }
    },
    { capture: true },
  );

  let scriptsRan = false;
  let engaged = false;
  /**
   * Once the scripts have run and the visitor has used the page (see "Manifest" above); on the app
   * page at once: its visitor came to install, and may have used the site on an earlier visit.
   */
  const linkManifest = () => {
    const wanted = engaged || document.querySelector('cirrus-install-app') !== null;
    if (!scriptsRan || !wanted || document.querySelector('link[rel="manifest"]')) return;
    const manifest = document.createElement('link');
    manifest.rel = 'manifest';
    manifest.href = '/manifest.webmanifest';
    document.head.append(manifest);
  };
  const onEngaged = () => {
    engaged = true;
    for (const type of TRIGGERS) removeEventListener(type, onEngaged, true);
    linkManifest();
  };
  for (const type of TRIGGERS) addEventListener(type, onEngaged, { capture: true, passive: true });

  let started = false;
  const startNow = () => {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) removeEventListener(type, startNow, true);
    const replayHeldClick = () => {
      ready = true;
      if (heldClick?.isConnected) heldClick.click();
      heldClick = null;
    };
    const scriptsReady = () => {
      scriptsRan = true;
      linkManifest();
      root.dataset.scripts = 'ready';
      replayHeldClick();
      if (document.readyState === 'complete' && !pageLoadSeen)
        document.dispatchEvent(new Event('astro:page-load'));
    };
    // The page-load handlers run in a task of their own, not in the one that evaluated the last
    // module: together they made one task of 16 ms on a fast machine, which a phone's CPU makes a
    // long task (Total Blocking Time, docs/performance.md). The order of everything is unchanged.
    void importModules().then(
      () => setTimeout(scriptsReady, 0),
      replayHeldClick, // a script that cannot load (offline): the held link is followed as it is
    );
  };
  window.cirrusStart = startNow;
  for (const type of TRIGGERS) addEventListener(type, startNow, { capture: true, passive: true });
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(startNow, { timeout: 1000 });
    else startNow();
  };
  // After the load event, the first screen is painted before anything starts: a browser often
  // paints it only after load. That is the paint of the page's main picture where one shows (its
  // LCP image, the one with high priority), or any paint since load; or half a second, when the
  // largest paint came before load and no other will.
  const afterLoadPaint = () => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const loadedAt = navigation?.loadEventStart ?? 0;
    const mainPicture = [...document.querySelectorAll('img[fetchpriority="high"]')].find(
      (image) => image.getClientRects().length > 0,
    );
    let waiting = true;
    const go = () => {
      if (!waiting) return;
      waiting = false;
      clearTimeout(fallback);
      painted?.disconnect();
      root.dataset.firstScreen = 'painted';
      fetchBrandFont();
      whenIdle();
    };
    const fallback = setTimeout(go, PAINT_WAIT_MS);
    const painted = PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
      ? new PerformanceObserver((list) => {
          const paints = list.getEntries() as LargestContentfulPaint[];
          if (
            paints.some((paint) =>
              mainPicture ? paint.element === mainPicture : paint.startTime >= loadedAt,
            )
          )
            go();
        })
      : null;
    painted?.observe({ type: 'largest-contentful-paint', buffered: true });
  };
  if (document.readyState === 'complete') afterLoadPaint();
  else addEventListener('load', afterLoadPaint, { once: true });

  // The router gives the root the new page's attributes: a page reached once the font is here is in
  // it from its first paint.
  document.addEventListener('astro:after-swap', () => {
    if (brandFontArrived) takeBrandFont(root);
  });
  document.addEventListener('astro:before-swap', (event) => {
    const next = (event as Event & { newDocument: Document }).newDocument;
    for (const block of next.querySelectorAll<HTMLScriptElement>(`script[type="${moduleType}"]`)) {
      const module = next.createElement('script');
      module.type = 'module';
      module.src = block.dataset.src ?? '';
      block.replaceWith(module);
    }
  });
}

start();
