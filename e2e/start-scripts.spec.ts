/**
 * How a page's own code, the brand font and the manifest start (src/client/start.ts): after the
 * first screen has painted, or at the first tap or key, whichever comes first. The font is fetched
 * on the first page and painted in from the next one. A page reached through the client router
 * still runs its own scripts before its page-load.
 */
import type { Page } from '@playwright/test';
import { expect, siteScriptsReady, test } from './support/fixtures';
import { emptyHttpCache, workerActive } from './support/offline';
import { quietWindow } from './support/quiet-window.ts';

/** What the page fetched, with when each fetch started (ms after navigation) and the load event. */
const fetchesAndLoad = (page: Page) =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return {
      loadEventStart: navigation?.loadEventStart ?? 0,
      fetches: performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
    };
  });

const brandFontFaces = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.replace(/"/g, '') === 'Manrope Variable')
      .map((face) => face.status),
  );

const brandFontFetches = (page: Page) =>
  page.evaluate(
    () => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.woff2')).length,
  );

test.describe('a first visit', () => {
  test('requests no script, font or manifest of its own before the load event, then starts them', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/products/wall-mounted-air-conditioning');
    await siteScriptsReady(page);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const { loadEventStart, fetches } = await fetchesAndLoad(page);
    const own = fetches.filter(
      ({ path }) => /^\/_astro\/.+\.(js|woff2)$/.test(path) || path === '/manifest.webmanifest',
    );
    expect(own.filter(({ path }) => path.endsWith('.js')).length).toBeGreaterThan(0);
    expect(own.filter(({ path }) => path.endsWith('.woff2'))).toHaveLength(1);
    for (const fetch of own) expect(fetch.startTime, fetch.path).toBeGreaterThanOrEqual(loadEventStart);
    // Fetched, not applied: the first page keeps the fallback it painted in.
    expect(await brandFontFaces(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('the next page paints in the brand font from the worker’s cache, declared before its first paint', async ({
    page,
  }) => {
    await page.goto('/faqs');
    await siteScriptsReady(page);
    await workerActive(page);
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { fontAtParse: number }).fontAtParse = [...document.fonts].filter(
          (face) => face.family.replace(/"/g, '') === 'Manrope Variable',
        ).length;
      });
    });
    await page.goto('/products');
    expect(await page.evaluate(() => (window as unknown as { fontAtParse: number }).fontAtParse)).toBe(1);
    await expect.poll(() => brandFontFaces(page)).toEqual(['loaded']);
  });
});

test('a browser whose cache was emptied paints in the fallback again, with no font fetched before its scripts', async ({
  page,
  context,
}) => {
  await page.goto('/faqs');
  await siteScriptsReady(page);
  await expect.poll(() => brandFontFetches(page)).toBe(1);
  // What a browser's "clear cache" (or a lab tool between runs) leaves: no worker, no HTTP cache.
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations())
      await registration.unregister();
  });
  await emptyHttpCache(page, context);
  await page.goto('/products');
  await siteScriptsReady(page);
  const { loadEventStart, fetches } = await fetchesAndLoad(page);
  const fonts = fetches.filter(({ path }) => path.endsWith('.woff2'));
  expect(fonts).toHaveLength(1);
  expect(fonts[0]?.startTime).toBeGreaterThanOrEqual(loadEventStart);
  expect(await brandFontFaces(page)).toEqual([]);
});

test('a first key starts the page’s code at once, on a page that never goes idle', async ({ page }) => {
  // A browser kept busy: the idle callback the start script waits for never comes.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto('/');
  await quietWindow(page, 500, 'the page’s scripts would have started without a key or tap');
  await expect(page.locator('html')).not.toHaveAttribute('data-scripts', 'ready');
  const search = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
  await expect(search).toBeHidden();
  await page.keyboard.press('Tab');
  await siteScriptsReady(page);
  await search.click();
  await expect(page.getByRole('dialog', { name: 'Search Cirrus Climate' })).toBeVisible();
});

test('a page reached through the client router runs its own scripts before its page-load', async ({
  page,
}) => {
  await page.goto('/products/wall-mounted-air-conditioning');
  await siteScriptsReady(page);
  // A product link carrying the sizing tool's answer; only the product page's own script shows it.
  const product = '/products/wall-mounted-air-conditioning/edge-3-5kw-reverse-cycle-split-system';
  await page.evaluate((href) => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
    const link = document.createElement('a');
    link.href = href;
    link.textContent = 'Edge 3.5 kW for your living room';
    document.querySelector('main')?.append(link);
    link.click();
  }, `${product}?for=Living%20room&cooling=3.2&heating=3.6`);
  await expect(page).toHaveURL(/edge-3-5kw-reverse-cycle-split-system\?/);
  await expect(page.locator('[data-sizing-answer]')).toBeVisible();
  await expect(page.locator('[data-sizing-answer]')).toContainText(
    'your living room needs 3.2 kW of cooling',
  );
  // Through the router: the same document all along.
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});
