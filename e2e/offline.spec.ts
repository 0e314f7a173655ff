/**
 * Installable and offline (spec §1: manifest colours, /sw.js installed → activated → redundant),
 * in a real browser against the real server: the manifest and its icons, the worker's lifecycle,
 * pages from the cache and the offline page, a new deploy taking over once, and a form sent
 * offline reaching the database exactly once.
 *
 * The deploy tests run their own servers on one fixed port (one origin, so one registration):
 * first the build under test, then a second deploy of it under a new build id
 * (`<DIST_DIR>-next`, see ./support/redeploy.ts) with its own worker.
 */
import { createServer } from 'node:net';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { loadEnv } from '../src/config/env';
import { site } from '../src/config/site';
import { scopedIdempotencyKey } from '../src/server/leads/idempotency';
import { simulatedLatency } from '../tests/support/latency.ts';
import {
  projectRoot,
  type SiteProcess,
  startSiteProcess,
  testDatabasePath,
} from '../tests/support/site-process';
import { axeViolations, expect, siteScriptsReady, test } from './support/fixtures';
import { goOffline, workerActive } from './support/offline';
import { quietWindow } from './support/quiet-window.ts';
import { buildIdOf, redeploy } from './support/redeploy';

// The prefetcher skips bots: without it, only the pages a test opens get cached.
// The service worker is part of what this spec tests (the suite blocks it elsewhere: playwright.config.ts).
test.use({
  serviceWorkers: 'allow',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0 (offline-test-bot)',
});

const distDir = join(projectRoot, loadEnv().DIST_DIR);

/** Static pages of the build besides the precached ones, for "visited" and "never visited". */
/** Two content pages: one the test visits (cached), one it never opens. */
const VISITED_PAGE = '/why-cirrus';
const UNVISITED_PAGE = '/privacy-policy';

const pageBuildId = (page: Page) => page.locator('meta[name="build-id"]').getAttribute('content');

/** Asks the controlling worker its build id (the message the update notice uses). */
const workerBuildId = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve((event.data as { buildId: string }).buildId);
        navigator.serviceWorker.controller?.postMessage({ type: 'cirrus:get-version' }, [channel.port2]);
      }),
  );

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

const offlineHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'You’re offline' });

test.describe('installable', () => {
  test('the manifest has the brand’s fields, colours, shortcuts and icons', async ({ page, request }) => {
    await page.goto('/');
    // Linked once the visitor has used the page (src/client/start.ts): a key will do.
    await page.keyboard.press('Shift');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', site.colours.theme);
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');

    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: site.name,
      short_name: site.shortName,
      description: site.description,
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#E1EAEC',
      theme_color: '#004A60',
    });
    expect(manifest.background_color).toBe(site.colours.background);
    expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual([
      '/products',
      '/where-to-buy',
      '/get-a-quote',
      '/app#keep-catalogue',
    ]);

    type Icon = { src: string; sizes: string; type: string; purpose: string };
    const icons: Icon[] = manifest.icons;
    for (const size of ['192x192', '512x512']) {
      expect(icons.some((icon) => icon.sizes === size && icon.purpose === 'any')).toBe(true);
      expect(icons.some((icon) => icon.sizes === size && icon.purpose === 'maskable')).toBe(true);
    }
    const theme = site.colours.theme.toLowerCase();
    const hex = (r: number, g: number, b: number) =>
      `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    for (const icon of [
      ...icons,
      { src: touchIcon ?? '', sizes: '180x180', type: 'image/png', purpose: 'maskable' },
    ]) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type']).toBe('image/png');
      const image = sharp(await file.body());
      const { width, height, format } = await image.metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      expect(format).toBe('png');
      const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => {
        const at = (y * info.width + x) * 4;
        return { colour: hex(data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0), alpha: data[at + 3] };
      };
      if (icon.purpose === 'maskable') {
        // Full bleed: the corners are the opaque theme colour, so any mask shape looks right.
        expect(pixel(0, 0), icon.src).toEqual({ colour: theme, alpha: 255 });
        expect(pixel((width ?? 1) - 1, (height ?? 1) - 1), icon.src).toEqual({ colour: theme, alpha: 255 });
      } else {
        expect(pixel(0, 0).alpha, icon.src).toBe(0); // the mark's rounded corner
        expect(pixel(Math.round((width ?? 0) / 2), 4), icon.src).toEqual({ colour: theme, alpha: 255 });
      }
    }
  });

  test('the worker registers after the load event, activates and controls the page after a reload', async ({
    page,
    context,
    consoleErrors,
  }) => {
    const events: string[] = [];
    context.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/sw.js' || /^\/(?:workbox|sw-extension)-/.test(pathname)) events.push(pathname);
    });
    page.on('load', () => events.push('load'));
    await page.goto('/');
    await workerActive(page);
    expect(events[0]).toBe('load'); // nothing of the worker before the page has loaded
    expect(events).toContain('/sw.js');
    const log = await page.evaluate(() => window.__cirrusServiceWorker?.log.map((entry) => entry.event));
    expect(log).toEqual(expect.arrayContaining(['registered', 'installed', 'activated', 'controlling']));

    await page.reload();
    await workerActive(page);
    const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(new URL(controller ?? '').pathname).toBe('/sw.js');
    expect(await workerBuildId(page)).toBe(await pageBuildId(page));
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('offline', () => {
  test('a visited page loads from the cache; a page never visited shows the offline page', async ({
    page,
    context,
  }) => {
    const visited = VISITED_PAGE;
    const unvisited = UNVISITED_PAGE;
    await page.goto('/');
    await workerActive(page);
    await page.goto(visited);
    const title = await page.title();

    await goOffline(page, context);
    await page.goto(visited);
    expect(await page.title()).toBe(title);
    await page.goto(unvisited);
    await expect(offlineHeading(page)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You’re' })).toContainText('You’re offline');
    expect(new URL(page.url()).pathname).toBe(unvisited); // the address stays, ready to try again
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'You’re' })).toContainText('You’re back online');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(offlineHeading(page)).toBeHidden();
  });

  test('client navigation offline: cached pages swap in, others fall back to the offline page at once', async ({
    page,
    context,
  }) => {
    const visited = VISITED_PAGE;
    const unvisited = UNVISITED_PAGE;
    await page.goto('/');
    await workerActive(page);
    await page.goto(visited);
    await page.goto('/');
    // The client router starts with the page's scripts: a click before them is a full page load.
    await siteScriptsReady(page);
    await goOffline(page, context);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const follow = async (href: string) => {
      await page.evaluate((target) => {
        const link = document.createElement('a');
        link.href = target;
        link.textContent = `Go to ${target}`;
        link.id = 'offline-test-link';
        document.querySelector('main')?.prepend(link);
      }, href);
      await page.locator('#offline-test-link').click();
    };
    await follow(visited);
    await expect(page).toHaveURL(new RegExp(`${visited}$`));
    await expect(offlineHeading(page)).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );

    // No retries with back-off while offline: the router asks for the page once, then the full
    // navigation gets the worker's offline page.
    const routerFetches: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'fetch' && new URL(request.url()).pathname === unvisited)
        routerFetches.push(request.url());
    });
    const started = Date.now();
    await follow(unvisited);
    await expect(offlineHeading(page)).toBeVisible();
    expect(routerFetches.length).toBeLessThanOrEqual(1);
    // The three back-offs alone would take 1.4 s more than a single try.
    expect(Date.now() - started).toBeLessThan(3_000);
    await expect(page).toHaveURL(new RegExp(`${unvisited}$`));
  });

  test('the home page and the products index work offline, and a visited product page', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await workerActive(page);
    await page.goto('/products');
    const productPath = await page
      .locator('main a[href^="/products/"]')
      .evaluateAll(
        (links) =>
          links.map((link) => link.getAttribute('href')).find((href) => href?.split('/').length === 4) ??
          null,
      );
    expect(productPath).not.toBeNull();
    await page.goto(productPath ?? '/');
    await goOffline(page, context);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(offlineHeading(page)).toBeHidden();
    // Precached: works offline without having been visited in this build's session.
    await page.goto('/products');
    await expect(offlineHeading(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(productPath ?? '/');
    await expect(offlineHeading(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('keeping the catalogue offline: its size first, then progress, then any product page opens offline', async ({
    page,
    context,
    request,
  }) => {
    test.slow(); // stores the whole catalogue
    const manifest: { entries: { url: string }[]; bytes: number } = await (
      await request.get('/offline-catalogue.json')
    ).json();
    const products = manifest.entries
      .map((entry) => entry.url)
      .filter((url) => url.startsWith('/products/') && url.split('/').length === 4);
    expect(products.length).toBeGreaterThan(50);
    expect(manifest.bytes).toBeLessThanOrEqual(4 * 1024 * 1024);

    const sizeLine = `Stores ${manifest.entries.length} pages and data files: about ${(manifest.bytes / 1048576).toFixed(1)} MB`;
    // Found online from any page's footer: it leads to the app page.
    await page.goto('/');
    await workerActive(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Keep the catalogue offline' }).click();
    await expect(page).toHaveURL(/\/app#keep-catalogue$/);
    const catalogue = page.getByRole('region', { name: 'Keep the catalogue offline' });
    await expect(catalogue).toContainText(sizeLine);
    // Every status line the visitor is shown, in order.
    await catalogue.getByRole('status').evaluate((status) => {
      const seen: string[] = [];
      (window as unknown as { __catalogueStatus: string[] }).__catalogueStatus = seen;
      new MutationObserver(() => seen.push(status.textContent ?? '')).observe(status, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await catalogue.getByRole('button', { name: 'Keep the catalogue offline' }).click();
    await expect(catalogue.getByRole('status')).toContainText('The catalogue is on this device', {
      timeout: 60_000,
    });
    const statuses = await page.evaluate(
      () => (window as unknown as { __catalogueStatus: string[] }).__catalogueStatus,
    );
    expect(statuses.some((line) => /^Stored \d+ of \d+/.test(line))).toBe(true);
    await expect(catalogue.getByRole('progressbar', { name: 'Catalogue stored so far' })).toHaveJSProperty(
      'value',
      1,
    );
    const stored = await page.evaluate(async () => {
      let bytes = 0;
      for (const name of await caches.keys()) {
        if (!name.includes('catalogue')) continue;
        const cache = await caches.open(name);
        for (const entry of await cache.keys())
          bytes += (await (await cache.match(entry))?.arrayBuffer())?.byteLength ?? 0;
      }
      return bytes;
    });
    expect(stored).toBeGreaterThan(0);
    expect(stored).toBeLessThanOrEqual(4 * 1024 * 1024);

    await goOffline(page, context);
    // Pages this visitor never opened: the last product, a category and the FAQs.
    for (const path of [products.at(-1) ?? '', '/products/gas-ducted-heating', '/faqs']) {
      await page.goto(path);
      await expect(offlineHeading(page)).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
    }
    // From a category to one of its products through the client router; the cards show their
    // pictures, kept with the catalogue, though this visitor never saw them online.
    await page.goto('/products/gas-ducted-heating');
    const cardPictures = page.locator('main article picture img');
    await expect(cardPictures.first()).toBeVisible();
    await expect
      .poll(() => cardPictures.first().evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await page.locator('main a[href^="/products/gas-ducted-heating/"]').first().click();
    await expect(page).toHaveURL(/\/products\/gas-ducted-heating\/[\w-]+$/);
    await expect(offlineHeading(page)).toBeHidden();
  });

  test('the offline page is accessible, and kept out of search results', async ({ page, context }) => {
    await page.goto('/offline');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('main').getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      `tel:${site.phone.dial}`,
    );
    expect(await axeViolations(page)).toEqual([]);
    await workerActive(page);
    await goOffline(page, context);
    await page.goto('/a-page-never-seen');
    await expect(offlineHeading(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('the rebate planner offline', () => {
  const AURA = 'aura-3-5kw-reverse-cycle-split-system';
  const answers = (postcode: string) =>
    `/rebates?postcode=${postcode}&current=ducted-gas&tenure=owner-occupier&concession=pensioner&product=${AURA}`;

  test('after one visit, it answers offline in the browser from the kept rules, saying so, and keeps no answers', async ({
    page,
    context,
  }) => {
    // One visit online, with answers in the address (the page the worker must not keep).
    await page.goto('/');
    await workerActive(page);
    await page.goto(answers('2150'));
    await expect(page.getByRole('heading', { name: /^Your plan for the .* in NSW$/ })).toBeVisible();
    await expect(page.getByText('You are working offline')).toBeHidden();

    await goOffline(page, context);
    await page.goto(answers('3150'));
    await expect(offlineHeading(page)).toBeHidden();
    await expect(page.locator('astro-island[component-export="RebatePlanner"]:not([ssr])')).toBeAttached();
    // The answers come from the address, the plan from the rules the kept page carries.
    await expect(page.getByRole('heading', { name: /^Your plan for the .* in VIC$/ })).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: 'You are working offline' });
    // It says how old the rules' checks are (or that they are not yet checked), whichever the content holds.
    await expect(notice).toContainText(
      /This plan was worked out on this device from the rules kept from your last visit, (last checked on \d{1,2} \w+ 20\d\d|(some of )?which have not yet been checked against the schemes’ official documents)\./,
    );
    await expect(
      page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: /Victorian Energy Upgrades/ }) }),
    ).toContainText('Eligible, on your answers');
    // A change is answered in the browser too: another state's rules, offline.
    await page.getByRole('form', { name: 'Your home' }).getByLabel('Postcode').fill('2150');
    await expect(page.getByRole('heading', { name: /^Your plan for the .* in NSW$/ })).toBeVisible();
    await expect(
      page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: /NSW Energy Savings Scheme/ }) }),
    ).toContainText(/Estimate: \d+ certificates/);
    // The rules document is kept with the build.
    const rules = await page.evaluate(async () => {
      const response = await fetch('/api/rebates/rules.json');
      return ((await response.json()) as { rules: { id: string }[] }).rules.map((rule) => rule.id);
    });
    expect(rules).toContain('nsw-ess-d16');

    // Nothing the worker keeps has the visitor's answers: no address with a query, no filled-in form.
    const kept = await page.evaluate(async () => {
      const found: { url: string; body: string }[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          if (new URL(request.url).pathname.startsWith('/rebates'))
            found.push({ url: request.url, body: (await (await cache.match(request))?.text()) ?? '' });
        }
      }
      return found;
    });
    expect(kept.length).toBe(1);
    for (const { url, body } of kept) {
      expect(new URL(url).search).toBe('');
      expect(body).not.toMatch(/name="postcode"[^>]*value="\d{4}"|value="\d{4}"[^>]*name="postcode"/);
      expect(body).not.toContain('Your plan for the');
    }
  });
});

/** A free TCP port, so a server can be replaced by another on the same origin. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, 'localhost', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Deploy {
  origin: string;
  /** Replaces the running server by one serving `dir` on the same origin. */
  deploy(dir: string): Promise<void>;
  stop(): Promise<void>;
}

async function startDeploy(dir: string, databasePath = testDatabasePath()): Promise<Deploy> {
  const port = await freePort();
  const start = (distFolder: string) =>
    startSiteProcess({
      PORT: String(port),
      DIST_DIR: distFolder.slice(projectRoot.length + 1),
      DATABASE_URL: databasePath,
      FORM_RATE_LIMIT: '0',
    });
  let current: SiteProcess = await start(dir);
  return {
    origin: `http://localhost:${port}`,
    async deploy(next) {
      await current.stop();
      current = await start(next);
    },
    async stop() {
      await current.stop();
    },
  };
}

/**
 * How long a new version may take to take over once asked. The browser activates it only when the
 * old version has no request in flight; CI's slower machine has taken more than 15 s (the old
 * version still answering the page that had just loaded).
 */
const TAKEOVER_MS = 40_000;

test.describe('a new deploy', () => {
  // Two builds' workers installed in turn; a takeover may wait out the old version's requests.
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let nextDir = '';
  let server: Deploy | null = null;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    nextDir = `${distDir}-next`;
    await redeploy(distDir, nextDir, projectRoot);
    expect(buildIdOf(nextDir)).not.toBe(buildIdOf(distDir));
  });

  test.afterEach(async ({ page }, testInfo) => {
    // A failed update test keeps what the page saw of its workers (states and their log), which
    // the trace does not show: the way to a takeover that never came.
    if (testInfo.status !== testInfo.expectedStatus) {
      const report = await page
        .evaluate(
          () => (window as unknown as { __cirrusServiceWorker?: unknown }).__cirrusServiceWorker ?? null,
        )
        .catch((error: unknown) => String(error));
      await testInfo.attach('service worker, as the page saw it', {
        body: JSON.stringify(report, null, 2),
        contentType: 'application/json',
      });
    }
    await server?.stop();
    server = null;
  });

  async function visitFirstBuild(page: Page) {
    server = await startDeploy(distDir);
    await page.goto(`${server.origin}/`);
    await workerActive(page);
    const visited = VISITED_PAGE;
    await page.goto(`${server.origin}${visited}`);
    await page.goto(`${server.origin}/`);
    return visited;
  }

  /** Deploys the second build; the next full load finds the new worker, which installs and waits. */
  async function deployAndWait(page: Page) {
    await server?.deploy(nextDir);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-sw-update', 'waiting', { timeout: 15_000 });
    // The old version still serves this page: it is the first build's.
    expect(await pageBuildId(page)).toBe(buildIdOf(distDir));
  }

  /** Follows a link to `href` added to the page (so the client router takes it). */
  async function clickNewLink(page: Page, href: string) {
    await page.evaluate((to) => {
      const link = document.createElement('a');
      link.href = to;
      link.textContent = 'Next page';
      link.id = 'update-test-link';
      document.querySelector('main')?.prepend(link);
    }, href);
    await page.locator('#update-test-link').click();
  }

  function countLoads(page: Page) {
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    return loads;
  }

  test('the new version waits, the notice reloads once, and the old caches are gone', async ({
    page,
    context,
  }) => {
    // Two builds' workers install (each precaches about 1 MB) and axe runs: CI's first try took
    // longer than 45 s once, and passed on its second.
    test.slow();
    const visited = await visitFirstBuild(page);
    const firstBuild = buildIdOf(distDir);
    const secondBuild = buildIdOf(nextDir);
    expect((await cacheNames(page)).some((name) => name.endsWith(firstBuild))).toBe(true);

    await deployAndWait(page);
    const notice = page.getByRole('status').filter({ hasText: 'A new version of the site is ready' });
    await expect(notice).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // Keyboard: the notice's buttons are the last stops of the tab order.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Shift+Tab');
    await expect(notice.getByRole('button', { name: 'Dismiss' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    const reload = notice.getByRole('button', { name: 'Reload' });
    await expect(reload).toBeFocused();

    const loads = countLoads(page);
    await page.keyboard.press('Enter');
    await expect(page.locator('meta[name="build-id"]')).toHaveAttribute('content', secondBuild);
    await workerActive(page, TAKEOVER_MS);
    expect(await workerBuildId(page)).toBe(secondBuild);
    await quietWindow(page, 1_500, 'a reload loop would have reloaded again');
    expect(loads).toHaveLength(1);
    await expect(page.locator('html')).toHaveAttribute('data-sw-update', 'none');
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBeNull();

    // Nothing cached by the first build survives: only the second build's runtime caches remain.
    const names = await cacheNames(page);
    expect(names.filter((name) => name.includes(firstBuild))).toEqual([]);
    expect(names.some((name) => name.endsWith(secondBuild))).toBe(true);
    await goOffline(page, context);
    await page.goto(`${server?.origin}/`);
    await expect(page.locator('meta[name="build-id"]')).toHaveAttribute('content', secondBuild);
    if (visited) {
      // Visited under the first build only: its copy went with that build's cache.
      await page.goto(`${server?.origin}${visited}`);
      await expect(offlineHeading(page)).toBeVisible();
    }
  });

  test('the next client navigation applies the waiting version with one full load', async ({ page }) => {
    await visitFirstBuild(page);
    await deployAndWait(page);
    const loads = countLoads(page);
    // A page this browser has not loaded yet (a page loaded in the last minute may come from
    // the HTTP cache, cache-policy.ts, whatever the worker's version).
    const target = UNVISITED_PAGE;
    await clickNewLink(page, target);
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator('meta[name="build-id"]')).toHaveAttribute('content', buildIdOf(nextDir));
    await workerActive(page, TAKEOVER_MS);
    await quietWindow(page, 1_500, 'a late takeover would have reloaded');
    expect(loads).toEqual([`${server?.origin}${target}`]);
  });

  test('a takeover slower than the click still ends on the chosen page, with one full load', async ({
    page,
    context,
  }) => {
    await visitFirstBuild(page);
    await deployAndWait(page);
    // A request the old version is still answering holds the new one back (a browser activates a
    // worker only once its predecessor has no fetch in flight), beyond the 3 s the click waits.
    let requested: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      requested = resolve;
    });
    await context.route('**/page-data/held.json', async (route) => {
      requested();
      await simulatedLatency(5_000);
      await route.fulfill({ status: 404, body: 'gone' });
    });
    await page.evaluate(() => {
      void fetch('/page-data/held.json').catch(() => undefined);
    });
    await held;
    const loads = countLoads(page);
    const target = UNVISITED_PAGE;
    await clickNewLink(page, target);
    await expect(page).toHaveURL(new RegExp(`${target}$`), { timeout: 15_000 });
    await expect(page.locator('meta[name="build-id"]')).toHaveAttribute('content', buildIdOf(nextDir));
    await workerActive(page, TAKEOVER_MS);
    await expect(page.locator('html')).toHaveAttribute('data-sw-update', 'none');
    await quietWindow(page, 1_500, 'a late reload would have come');
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    expect(loads).toEqual([`${server?.origin}${target}`]);
  });

  test('another open tab of the old version reloads once when the new version takes over', async ({
    page,
    context,
  }) => {
    await visitFirstBuild(page);
    const other = await context.newPage();
    await other.goto(`${server?.origin}/offline`);
    await workerActive(other);
    await deployAndWait(page);
    const otherLoads = countLoads(other);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(other.locator('meta[name="build-id"]')).toHaveAttribute('content', buildIdOf(nextDir));
    await quietWindow(other, 1_500, 'the other tab would have reloaded a second time');
    expect(otherLoads).toHaveLength(1);
  });
});

test.describe('forms offline', () => {
  let server: Deploy | null = null;
  let database = '';

  test.beforeEach(async () => {
    database = testDatabasePath();
    server = await startDeploy(distDir, database);
  });
  test.afterEach(async () => {
    await server?.stop();
  });

  /** Quotes stored under the form's key (as the server stores it: scoped to the quote form). */
  const storedLeads = (key: string) => {
    const db = new DatabaseSync(database, { readOnly: true });
    try {
      const row = db
        .prepare('select count(*) as n from leads where idempotency_key = ?')
        .get(scopedIdempotencyKey('quote', key)) as {
        n: number;
      };
      return Number(row.n);
    } finally {
      db.close();
    }
  };

  async function fillQuote(page: Page) {
    await page.goto(`${server?.origin}/get-a-quote`);
    await workerActive(page);
    await page.getByLabel('Postcode').fill('2000');
    await page.getByLabel('Your name').fill('Offline Tester');
    await page.getByLabel('Email').fill('offline.tester@example.com');
    return page.locator('input[name="submissionKey"]').inputValue();
  }

  async function sendWhenOnline(page: Page, context: BrowserContext, key: string) {
    await expect(page).toHaveURL(/\/offline\?queued=1$/);
    const status = page
      .getByRole('status')
      .filter({ hasText: 'Saved: we’ll send it when you’re back online' });
    await expect(status).toBeVisible();
    expect(storedLeads(key)).toBe(0);

    await context.setOffline(false);
    await expect(
      page.getByRole('status').filter({ hasText: 'Sent: your request has reached us' }),
    ).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('link', { name: 'See the confirmation' })).toHaveAttribute(
      'href',
      /^\/thank-you\?ref=/,
    );
    expect(storedLeads(key)).toBe(1);

    // More chances to replay (a reload, the online event again): still one lead.
    await page.reload();
    await workerActive(page);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await quietWindow(page, 1_000, 'a second replay would have reached the server');
    expect(storedLeads(key)).toBe(1);
    const pending = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (event) => resolve((event.data as { pending: number }).pending);
          navigator.serviceWorker.controller?.postMessage({ type: 'cirrus:replay-forms' }, [channel.port2]);
        }),
    );
    expect(pending).toBe(0);
  }

  test('online, a plain form post passes through the worker to the thank-you page', async ({ page }) => {
    const key = await fillQuote(page);
    await page
      .locator('form[action="/get-a-quote"]')
      .evaluate((form) => form.setAttribute('data-astro-reload', ''));
    await page.getByRole('button', { name: 'Get my free quote' }).click();
    await expect(page).toHaveURL(/\/thank-you\?ref=/);
    expect(storedLeads(key)).toBe(1);
  });

  test('a quote sent offline through the client router is queued and stored once back online', async ({
    page,
    context,
  }) => {
    const key = await fillQuote(page);
    await goOffline(page, context);
    await page.getByRole('button', { name: 'Get my free quote' }).click();
    await sendWhenOnline(page, context, key);
  });

  test('a replay that fails as the connection comes back is tried again while the page stays open', async ({
    page,
    context,
  }) => {
    const key = await fillQuote(page);
    await goOffline(page, context);
    await page.getByRole('button', { name: 'Get my free quote' }).click();
    await expect(page).toHaveURL(/\/offline\?queued=1$/);
    // The worker's first post after reconnecting fails, as when the browser reports "online" a
    // moment before the network carries anything; later posts go through.
    let refused = 0;
    await context.route('**/get-a-quote', async (route) => {
      if (route.request().method() === 'POST' && refused === 0) {
        refused += 1;
        await route.abort('internetdisconnected');
      } else await route.continue();
    });
    await context.setOffline(false);
    await expect(
      page.getByRole('status').filter({ hasText: 'Sent: your request has reached us' }),
    ).toBeVisible({ timeout: 15_000 });
    expect(refused).toBe(1);
    expect(storedLeads(key)).toBe(1);
  });

  test('a form opened before the connection dropped opens again offline, without personal data, and is sent once', async ({
    page,
    context,
  }) => {
    test.slow(); // two visits, a worker install and a replay
    // The worker is in charge from an earlier visit; then the visitor opens the quote form.
    await page.goto(`${server?.origin}/`);
    await workerActive(page);
    await page.goto(`${server?.origin}/get-a-quote`);
    const firstKey = await page.locator('input[name="submissionKey"]').inputValue();
    await page.getByLabel('Your name').fill('Kept Nowhere');
    await page.goto(`${server?.origin}/products`);

    await goOffline(page, context);
    await page.goto(`${server?.origin}/get-a-quote`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('You’re offline');
    await expect(page.getByLabel('Your name')).toHaveValue('');
    // A new key for this visit: the first one may already have been used to send a request.
    const key = await page.locator('input[name="submissionKey"]').inputValue();
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(key).not.toBe(firstKey);
    // What the worker keeps holds neither that key nor anything the visitor typed.
    const kept = await page.evaluate(async () => {
      const bodies: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          if (/get-a-quote|thank-you/.test(request.url))
            bodies.push((await (await cache.match(request))?.text()) ?? '');
        }
      }
      return bodies;
    });
    expect(kept.length).toBeGreaterThan(0);
    for (const body of kept) {
      expect(body).not.toContain(firstKey);
      expect(body).not.toContain('Kept Nowhere');
    }

    await page.getByLabel('Postcode').fill('2000');
    await page.getByLabel('Your name').fill('Offline Tester');
    await page.getByLabel('Email').fill('offline.tester@example.com');
    await page.getByRole('button', { name: 'Get my free quote' }).click();
    await sendWhenOnline(page, context, key);
    expect(storedLeads(firstKey)).toBe(0);
  });

  test('a quote form never opened online opens offline on a first visit, and is queued and stored once', async ({
    page,
    context,
  }) => {
    // The worker keeps the quote form when it installs: this visitor only ever saw the home page.
    await page.goto(`${server?.origin}/`);
    await workerActive(page);
    await goOffline(page, context);
    await page.goto(`${server?.origin}/get-a-quote`);
    await expect(offlineHeading(page)).toBeHidden();
    await expect(page.getByRole('form', { name: 'Quote request' })).toBeVisible();
    const key = await page.locator('input[name="submissionKey"]').inputValue();
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    await page.getByLabel('Postcode').fill('2000');
    await page.getByLabel('Your name').fill('First Visit Offline');
    await page.getByLabel('Email').fill('first.visit@example.com');
    await page.getByRole('button', { name: 'Get my free quote' }).click();
    await sendWhenOnline(page, context, key);
  });

  test('a quote sent offline as a plain form post (no client router) is queued and stored once', async ({
    page,
    context,
  }) => {
    const key = await fillQuote(page);
    await page
      .locator('form[action="/get-a-quote"]')
      .evaluate((form) => form.setAttribute('data-astro-reload', ''));
    await goOffline(page, context);
    await page.getByRole('button', { name: 'Get my free quote' }).click();
    await sendWhenOnline(page, context, key);
  });
});
