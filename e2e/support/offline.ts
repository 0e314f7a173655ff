/** What the offline browser tests share: waiting for the service worker, and going offline. */
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The service worker is active and controls the page. A takeover waits for the old version's
 * requests in flight to end (the browser's rule), which on a slow machine may take longer than an
 * install: those tests pass a longer `timeout`.
 */
export async function workerActive(page: Page, timeout = 15_000) {
  await expect(page.locator('html')).toHaveAttribute('data-sw-state', 'activated', { timeout });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Goes offline with an empty HTTP cache: pages are kept a minute there too (cache-policy.ts), and
 * only the worker's caches are under test.
 */
export async function goOffline(page: Page, context: BrowserContext) {
  await emptyHttpCache(page, context);
  await context.setOffline(true);
}

/** Empties the browser's HTTP cache (what "clear cache" does; the worker's caches stay). */
export async function emptyHttpCache(page: Page, context: BrowserContext) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}
