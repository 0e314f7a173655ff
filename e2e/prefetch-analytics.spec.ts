/**
 * Background prefetch (§9) and analytics (§7) timing, observed in the browser. Run with a desktop
 * user agent (playwright.config.ts): headless Chromium's own says "HeadlessChrome", a bot.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { type SiteProcess, startSiteProcess } from '../tests/support/site-process';
import { expect, siteScriptsReady, test } from './support/fixtures';
import { quietWindow } from './support/quiet-window.ts';

// Timings are measured here; the service worker's first-visit install (its precache downloads in
// the background) would only add noise. The worker has its own suite (offline.spec.ts).

type Prefetch = { href: string; t: number };

async function recordPrefetches(page: Page) {
  await page.addInitScript(() => {
    const log: { href: string; t: number }[] = [];
    (window as unknown as { __prefetches: typeof log }).__prefetches = log;
    document.addEventListener('astro:page-load', () => {
      (window as unknown as { __pageLoad: { path: string; t: number } }).__pageLoad = {
        path: location.pathname,
        t: performance.now(),
      };
    });
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.addedNodes)
          if (node instanceof HTMLLinkElement && node.rel === 'prefetch')
            log.push({ href: node.href, t: performance.now() });
    }).observe(document, { childList: true, subtree: true });
  });
}
const prefetches = (page: Page) =>
  page.evaluate(() => (window as unknown as { __prefetches: { href: string; t: number }[] }).__prefetches);
const loadTime = (page: Page) =>
  page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
  );

test.describe('prefetch', () => {
  test('batches of at most 4 links in view: the first 3 s after load, the next 3 s later', async ({
    page,
  }) => {
    await recordPrefetches(page);
    await page.goto('/');
    await page.waitForLoadState('load');
    await quietWindow(page, 2_400, 'an early prefetch would have gone out');
    // Nothing in the page's first 2.4 s after load, by the page's own clock (the test's wall clock
    // can lag the page's on a busy machine).
    const loadedAt = await loadTime(page);
    expect((await prefetches(page)).filter((entry) => entry.t < loadedAt + 2_400)).toEqual([]);
    await expect.poll(async () => (await prefetches(page)).length, { timeout: 3_000 }).toBeGreaterThan(0);
    // The first batch: what was added with the first prefetch (the next comes 3 s later).
    const seen = await prefetches(page);
    const first = seen.filter((entry) => entry.t < (seen[0]?.t ?? 0) + 1_000);
    expect(first.length).toBeLessThanOrEqual(4);
    expect(first[0]?.t ?? 0).toBeGreaterThanOrEqual(loadedAt + 2_900);
    expect(first[0]?.t ?? 0).toBeLessThan(loadedAt + 3_800);
    await expect
      .poll(async () => (await prefetches(page)).length, { timeout: 4_500 })
      .toBeGreaterThan(first.length);
    const all: Prefetch[] = await prefetches(page);
    const second = all.slice(first.length);
    const firstBatchAt = first[0]?.t ?? 0;
    expect(second.length).toBeLessThanOrEqual(4);
    expect((second[0]?.t ?? 0) - firstBatchAt).toBeGreaterThan(2_700);
    expect((second[0]?.t ?? 0) - firstBatchAt).toBeLessThan(3_800);
    // Every prefetched link is internal and distinct.
    const hrefs = all.map((entry) => entry.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    for (const href of hrefs) expect(new URL(href).origin).toBe(new URL(page.url()).origin);
  });

  test('a prefetched page is not fetched again when followed', async ({ page }) => {
    await recordPrefetches(page);
    await page.goto('/');
    await expect.poll(async () => (await prefetches(page)).length, { timeout: 6_000 }).toBeGreaterThan(0);
    const target = new URL((await prefetches(page))[0]?.href ?? '');
    // The prefetch has finished (its response is in the HTTP cache) before the click.
    await expect
      .poll(() =>
        page.evaluate(
          (href) =>
            performance
              .getEntriesByName(href)
              .some((entry) => (entry as PerformanceResourceTiming).responseEnd > 0),
          target.href,
        ),
      )
      .toBe(true);
    await page.evaluate((path) => {
      document.querySelector<HTMLAnchorElement>(`a[href="${path}"]`)?.click();
    }, target.pathname);
    await expect(page).toHaveURL(target.href);
    const entries = await page.evaluate(
      (href) =>
        performance
          .getEntriesByType('resource')
          .filter(
            (entry) => entry.name === href && (entry as PerformanceResourceTiming).initiatorType === 'fetch',
          )
          .map((entry) => (entry as PerformanceResourceTiming).transferSize),
      target.href,
    );
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((size) => size === 0)).toBe(true);
  });

  test('the schedule restarts after a navigation', async ({ page }) => {
    await recordPrefetches(page);
    await page.goto('/');
    // A client navigation: on a busy machine a click before the router has started is a full page
    // load, whose schedule rightly counts from its load event, not from its later page-load.
    await siteScriptsReady(page);
    await page
      .getByRole('navigation', { name: 'Primary', exact: true })
      .getByRole('link', { name: 'FAQs' })
      .click();
    await expect(page).toHaveURL(/\/faqs$/);
    // When the router finished the navigation, as the page saw it: timing it from here would add
    // the test's own polling delay, hundreds of milliseconds on a busy machine.
    const navigatedAt = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const loaded = (window as unknown as { __pageLoad?: { path: string; t: number } }).__pageLoad;
          if (loaded?.path === '/faqs') resolve(loaded.t);
          else document.addEventListener('astro:page-load', () => resolve(performance.now()), { once: true });
        }),
    );
    await expect.poll(async () => (await prefetches(page)).length, { timeout: 6_000 }).toBeGreaterThan(0);
    const [first] = await prefetches(page);
    expect((first?.t ?? 0) - navigatedAt).toBeGreaterThan(2_700);
  });

  const skipped: [string, (page: Page) => Promise<unknown>][] = [
    [
      'data saver',
      (page) =>
        page.addInitScript(() =>
          Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
        ),
    ],
    [
      'a 2g connection',
      (page) =>
        page.addInitScript(() =>
          Object.defineProperty(navigator, 'connection', {
            value: { saveData: false, effectiveType: 'slow-2g' },
          }),
        ),
    ],
  ];
  test('the page clock moved past both batches prefetches links in view (what the tests below rule out)', async ({
    page,
  }) => {
    await recordPrefetches(page);
    await page.clock.install();
    await page.goto('/');
    await page.waitForLoadState('load');
    await page.clock.runFor(7_000);
    await expect.poll(async () => (await prefetches(page)).length).toBeGreaterThan(0);
  });

  for (const [name, setup] of skipped) {
    test(`nothing is prefetched with ${name}`, async ({ page }) => {
      await recordPrefetches(page);
      await setup(page);
      // The page's clock, moved past both batches (3 s and 6 s after load) without waiting for them.
      await page.clock.install();
      await page.goto('/');
      await page.waitForLoadState('load');
      await page.clock.runFor(7_000);
      expect(await prefetches(page)).toEqual([]);
    });
  }

  test.describe('for a bot', () => {
    test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    test('nothing is prefetched', async ({ page }) => {
      await recordPrefetches(page);
      await page.clock.install();
      await page.goto('/');
      await page.waitForLoadState('load');
      await page.clock.runFor(7_000);
      expect(await prefetches(page)).toEqual([]);
    });
  });
});

type LogEntry = { kind: 'kpv' | 'push'; value: unknown; t: number };

async function recordAnalytics(page: Page) {
  await page.addInitScript(() => {
    const log: { kind: string; value: unknown; t: number }[] = [];
    const win = window as unknown as Record<string, unknown>;
    win.__analyticsLog = log;
    win.analytics = { kpv: (path: string) => log.push({ kind: 'kpv', value: path, t: performance.now() }) };
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...items: unknown[]) => {
      for (const item of items) log.push({ kind: 'push', value: item, t: performance.now() });
      return push(...items);
    };
    win.dataLayer = layer;
  });
}
const analyticsLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { __analyticsLog: LogEntry[] }).__analyticsLog);
const events = (log: LogEntry[], name: string) =>
  log.filter((entry) => entry.kind === 'push' && (entry.value as { event?: string }).event === name);

test.describe('analytics', () => {
  test('dataLayer default first, kpv on each route change, events 50 ms and 1 s later', async ({ page }) => {
    await recordAnalytics(page);
    await page.goto('/');
    await expect
      .poll(async () => events(await analyticsLog(page), 'page-load').length, { timeout: 4_000 })
      .toBe(1);
    let log = await analyticsLog(page);
    expect(log[0]).toMatchObject({ kind: 'push', value: { platform: 'gatsby' } });
    const kpvs = log.filter((entry) => entry.kind === 'kpv');
    expect(kpvs.map((entry) => entry.value)).toEqual(['/']);
    const [routeChange] = events(log, 'gatsby-route-change');
    expect(routeChange?.value).toMatchObject({ path: '/' });
    const routeDelay = (routeChange?.t ?? 0) - (kpvs[0]?.t ?? 0);
    expect(routeDelay).toBeGreaterThanOrEqual(45);
    expect(routeDelay).toBeLessThan(300);
    // 1 s after the load event, never before; when a busy machine starts the page's code later
    // than that (it starts after load, at idle: src/client/start.ts), at once when analytics has
    // its data, which its first kpv marks.
    const loadedAt = await loadTime(page);
    const pageLoadAt = events(log, 'page-load')[0]?.t ?? 0;
    expect(pageLoadAt - loadedAt).toBeGreaterThanOrEqual(950);
    expect(pageLoadAt - Math.max(loadedAt + 1_000, kpvs[0]?.t ?? 0)).toBeLessThan(500);

    await page
      .getByRole('navigation', { name: 'Primary', exact: true })
      .getByRole('link', { name: 'FAQs' })
      .click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect.poll(async () => events(await analyticsLog(page), 'gatsby-route-change').length).toBe(2);
    log = await analyticsLog(page);
    expect(log.filter((entry) => entry.kind === 'kpv').map((entry) => entry.value)).toEqual(['/', '/faqs']);
    // The page-load event belongs to full loads only.
    expect(events(log, 'page-load')).toHaveLength(1);
  });
});

type RouteTrace = {
  swapAt: number;
  swapTitle: string;
  pushes: { event: unknown; t: number; title: string; scheduledIn: string | null; delay: number | null }[];
};

/**
 * Notes when the router swaps the new page in (window capture listeners run before the page's own
 * on the document) and, for every dataLayer push made from a timer, the phase of the navigation in
 * which that timer was set: after the swap, or after the new page's scripts (astro:page-load).
 */
async function traceRouteChanges(page: Page) {
  await page.addInitScript(() => {
    const trace = { phase: 'first load', swapAt: 0, swapTitle: '', pushes: [] as unknown[] };
    let runningTimer: { phase: string; delay: number } | null = null;
    (window as unknown as { __routeTrace: typeof trace }).__routeTrace = trace;
    const capture = { capture: true };
    window.addEventListener(
      'astro:after-swap',
      () => {
        trace.phase = 'after-swap';
        trace.swapAt = performance.now();
        trace.swapTitle = document.title;
      },
      capture,
    );
    window.addEventListener('astro:page-load', () => (trace.phase = 'page-load'), capture);
    const setTimer = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
      if (typeof handler !== 'function') return setTimer(handler, delay, ...rest);
      const timer = { phase: trace.phase, delay: Number(delay ?? 0) };
      return setTimer(
        (...args: unknown[]) => {
          runningTimer = timer;
          try {
            handler(...args);
          } finally {
            runningTimer = null;
          }
        },
        delay,
        ...rest,
      );
    }) as typeof window.setTimeout;
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...items: unknown[]) => {
      for (const item of items)
        trace.pushes.push({
          event: (item as { event?: unknown }).event,
          t: performance.now(),
          title: document.title,
          scheduledIn: runningTimer?.phase ?? null,
          delay: runningTimer?.delay ?? null,
        });
      return push(...items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
}

test.describe('route-change timing', () => {
  test('the route-change event comes 50 ms after the new page is swapped in, not after its scripts', async ({
    page,
  }) => {
    await traceRouteChanges(page);
    await page.goto('/');
    const routeChanges = async () => {
      const trace = await page.evaluate(
        () => (window as unknown as { __routeTrace: RouteTrace }).__routeTrace,
      );
      return { ...trace, pushes: trace.pushes.filter((push) => push.event === 'gatsby-route-change') };
    };
    await expect.poll(async () => (await routeChanges()).pushes.length, { timeout: 4_000 }).toBe(1);

    await page
      .getByRole('navigation', { name: 'Primary', exact: true })
      .getByRole('link', { name: 'FAQs' })
      .click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect.poll(async () => (await routeChanges()).pushes.length).toBe(2);
    const { swapAt, swapTitle, pushes } = await routeChanges();
    const navigation = pushes[1];
    // Set when the new page went into the document, for 50 ms: not once its scripts had run.
    expect(navigation).toMatchObject({ scheduledIn: 'after-swap', delay: 50 });
    expect((navigation?.t ?? 0) - swapAt).toBeGreaterThanOrEqual(50);
    // Tag Manager triggers see the new page.
    expect(swapTitle).toMatch(/FAQ/);
    expect(navigation?.title).toBe(swapTitle);
  });
});

test.describe('analytics privacy', () => {
  test('page paths reach analytics without their query: no search words', async ({ page }) => {
    await recordAnalytics(page);
    await page.goto('/search?q=quiet+split');
    await expect
      .poll(async () => events(await analyticsLog(page), 'page-load').length, { timeout: 4_000 })
      .toBe(1);
    const log = await analyticsLog(page);
    expect(log.filter((entry) => entry.kind === 'kpv').map((entry) => entry.value)).toEqual(['/search']);
    expect(JSON.stringify(log)).not.toContain('quiet');
  });

  test('a page that shows personal data is not told to analytics at all: no path, no reference', async ({
    page,
  }) => {
    await recordAnalytics(page);
    await page.goto('/thank-you?ref=CC-ABCDEF');
    await expect
      .poll(async () => events(await analyticsLog(page), 'page-load').length, { timeout: 4_000 })
      .toBe(1);
    const log = await analyticsLog(page);
    expect(log.filter((entry) => entry.kind === 'kpv')).toEqual([]);
    expect(events(log, 'route-change')).toEqual([]);
    expect(JSON.stringify(log)).not.toMatch(/thank-you|CC-ABCDEF/);
  });
});

test.describe('third-party scripts', () => {
  let fixture: Server;
  let site: SiteProcess;
  let fixtureOrigin = '';
  const served: string[] = [];

  test.beforeAll(async () => {
    fixture = createServer((req, res) => {
      served.push(req.url ?? '');
      const counter = req.url?.startsWith('/gtm.js') ? '__gtmLoads' : '__chatLoads';
      res.writeHead(200, { 'Content-Type': 'text/javascript', 'Access-Control-Allow-Origin': '*' });
      res.end(`window.${counter} = (window.${counter} || 0) + 1;`);
    });
    await new Promise<void>((resolve) => fixture.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(fixture.address() as AddressInfo).port}`;
    fixtureOrigin = origin;
    site = await startSiteProcess({
      GTM_ID: 'GTM-TEST123',
      GTM_ORIGIN: origin,
      CHAT_SCRIPT_URL: `${origin}/chat.js`,
    });
  });
  test.afterAll(async () => {
    await site?.stop();
    fixture?.close();
  });

  test('Tag Manager and chat load once, after first paint, allowed by the CSP', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(site.url);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __chatLoads?: number }).__chatLoads))
      .toBe(1);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __gtmLoads?: number }).__gtmLoads))
      .toBe(1);
    const timing = await page.evaluate(() => {
      const paint =
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /gtm\.js|chat\.js/.test(entry.name))
        .map((entry) => entry.startTime);
      return { paint, scripts };
    });
    expect(timing.scripts).toHaveLength(2);
    for (const start of timing.scripts) expect(start).toBeGreaterThan(timing.paint);
    expect(served.some((url) => url.startsWith('/gtm.js?id=GTM-TEST123'))).toBe(true);

    await page
      .getByRole('navigation', { name: 'Primary', exact: true })
      .getByRole('link', { name: 'FAQs' })
      .click();
    await expect(page).toHaveURL(/\/faqs$/);
    await quietWindow(page, 1_000, 'a second Tag Manager or chat load would have started');
    expect(await page.evaluate(() => (window as unknown as { __chatLoads?: number }).__chatLoads)).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __gtmLoads?: number }).__gtmLoads)).toBe(1);
    expect(consoleErrors).toEqual([]);
  });

  test('neither loads on a portal page', async ({ page }) => {
    const before = served.length;
    // Stay on the portal page: its login redirect to the identity provider is answered 204 (a
    // navigation answered with no content leaves the page where it is), its other calls refused.
    await page.route(
      (url) => url.origin !== new URL(site.url).origin && !url.href.startsWith(fixtureOrigin),
      (route) => (route.request().isNavigationRequest() ? route.fulfill({ status: 204 }) : route.abort()),
    );
    await recordAnalytics(page);
    await page.goto(`${site.url}/portal/lead?ref=CC-ABCDEF`);
    // The page-load event comes 1 s after load, after the point where both would have started.
    await expect
      .poll(async () => events(await analyticsLog(page), 'page-load').length, { timeout: 6_000 })
      .toBe(1);
    expect(
      await page.evaluate(() => (window as unknown as { __gtmLoads?: number }).__gtmLoads),
    ).toBeUndefined();
    expect(
      await page.evaluate(() => (window as unknown as { __chatLoads?: number }).__chatLoads),
    ).toBeUndefined();
    expect(served.slice(before)).toEqual([]);
    expect(JSON.stringify(await analyticsLog(page))).not.toContain('CC-ABCDEF');
  });

  /**
   * Every page that shows a person's data (BaseLayout's `personal`): the status checks, which show
   * a request, a warranty or a claim, and the thank-you page, which shows a lead's reference and
   * where it went. Opened directly, and reached by a client navigation from a page where both run.
   */
  const personalPages = [
    '/service/status',
    '/warranty/check',
    '/promotions/claim-status',
    '/thank-you?ref=CC-ABCDEF',
    // The planner and its "send to a dealer" page carry a concession card and an income band.
    '/rebates?postcode=3150&current=ducted-gas&tenure=owner-occupier&concession=pensioner&income=under-limit&product=aura-3-5kw-reverse-cycle-split-system',
    '/send-your-plan?product=aura-3-5kw-reverse-cycle-split-system&postcode=3150&current=ducted-gas&tenure=owner-occupier&concession=pensioner&income=under-limit&allGasGoes=no',
  ];

  test('neither loads on a page that shows personal data, nor does analytics hear of it', async ({
    page,
  }) => {
    const before = served.length;
    await recordAnalytics(page);
    for (const path of personalPages) {
      await page.goto(`${site.url}${path}`);
      await expect
        .poll(async () => events(await analyticsLog(page), 'page-load').length, { timeout: 6_000 })
        .toBe(1);
      const loads = await page.evaluate(() => {
        const win = window as unknown as { __gtmLoads?: number; __chatLoads?: number };
        return { gtm: win.__gtmLoads, chat: win.__chatLoads, scripts: document.scripts.length };
      });
      expect(loads, path).toMatchObject({ gtm: undefined, chat: undefined });
      expect(await page.locator('#gtm-container, #chat-messenger').count(), path).toBe(0);
      const log = await analyticsLog(page);
      expect(
        log.filter((entry) => entry.kind === 'kpv'),
        path,
      ).toEqual([]);
      expect(JSON.stringify(log), path).not.toContain(path.split('?')[0] ?? path);
    }
    expect(served.slice(before)).toEqual([]);
  });

  test('a client navigation from a page where both run to a personal page loads it afresh, without them', async ({
    page,
  }) => {
    for (const path of personalPages) {
      await page.goto(`${site.url}/warranty`);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __gtmLoads?: number }).__gtmLoads))
        .toBe(1);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __chatLoads?: number }).__chatLoads))
        .toBe(1);
      // A link the client router takes (same origin, no reload attribute), as the site's own are.
      await page.evaluate((href) => {
        const link = document.createElement('a');
        link.href = href;
        link.textContent = 'Personal page';
        link.id = 'to-personal';
        document.querySelector('main')?.append(link);
      }, path);
      await page.locator('#to-personal').click();
      await expect(page).toHaveURL(`${site.url}${path}`);
      // A full load of the personal page: the document's own navigation entry is its address.
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name), {
          message: path,
        })
        .toBe(`${site.url}${path}`);
      const after = await page.evaluate(() => {
        const win = window as unknown as { __gtmLoads?: number; __chatLoads?: number };
        return { gtm: win.__gtmLoads, chat: win.__chatLoads };
      });
      expect(after, path).toEqual({ gtm: undefined, chat: undefined });
      expect(await page.locator('#gtm-container, #chat-messenger').count(), path).toBe(0);
    }
  });

  test('neither loads on the content editor’s page nor is allowed there or in the editing app', async ({
    page,
  }) => {
    const before = served.length;
    await page.route(
      (url) => url.origin !== new URL(site.url).origin && !url.href.startsWith(fixtureOrigin),
      (route) => (route.request().isNavigationRequest() ? route.fulfill({ status: 204 }) : route.abort()),
    );
    await recordAnalytics(page);
    // `/%65ditor` is the same page, served from the same file: judged the same way.
    for (const path of ['/editor', '/%65ditor']) {
      // A visitor without a session is sent to log in once the page's scripts start; the identity
      // provider's answer is stubbed above. Waited for, so it cannot cut the next page's load short.
      const sentToLogin = page.waitForRequest(
        (request) =>
          request.isNavigationRequest() && new URL(request.url()).origin !== new URL(site.url).origin,
      );
      const response = await page.goto(`${site.url}${path}`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).not.toContain(fixtureOrigin);
      await expect(page.getByRole('heading', { level: 1, name: 'Content editor' })).toBeVisible();
      await expect
        .poll(async () => events(await analyticsLog(page), 'page-load').length, { timeout: 6_000 })
        .toBe(1);
      expect(
        await page.evaluate(() => (window as unknown as { __gtmLoads?: number }).__gtmLoads),
      ).toBeUndefined();
      expect(
        await page.evaluate(() => (window as unknown as { __chatLoads?: number }).__chatLoads),
      ).toBeUndefined();
      await sentToLogin;
    }
    expect(served.slice(before)).toEqual([]);
    // The editing app's policy (its answer to a visitor without a session is a redirect to /editor).
    for (const path of ['/keystatic', '/keystatic/collection/products-ducted']) {
      const answer = await page.request.get(`${site.url}${path}`, { maxRedirects: 0 });
      expect(answer.status()).toBe(303);
      expect(answer.headers()['content-security-policy']).not.toContain(fixtureOrigin);
    }
  });
});
