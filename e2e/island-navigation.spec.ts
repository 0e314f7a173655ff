/**
 * Every page with an island, reached through the client router (a link followed without a full
 * page load, as visitors mostly arrive): each island hydrates and nothing is written to the
 * console. A hydration mismatch (React error #418) shows only this way: the router parses the next
 * page with scripting off, so markup such as `<noscript>` inside an island differs from a direct load.
 */
import type { Page } from '@playwright/test';
import { expect, siteScriptsReady, test } from './support/fixtures';

/** Pages whose islands a visitor reaches by following a link. */
const islandPages = [
  '/your-perfect-climate',
  '/where-to-buy',
  '/products',
  '/products/wall-mounted-air-conditioning',
  '/products/wall-mounted-air-conditioning/aura-5-0kw-reverse-cycle-split-system',
  '/compare',
  '/faqs',
  '/offline',
];

/** Follows a link to `path` as a visitor would: the client router fetches and swaps the page. */
async function followLink(page: Page, path: string) {
  await page.evaluate((href) => {
    const link = document.createElement('a');
    link.href = href;
    link.textContent = 'Next page';
    document.querySelector('main')?.append(link);
    link.click();
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

test('every island page reached through the client router hydrates without a console error', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await siteScriptsReady(page); // the client router among them
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  for (const path of islandPages) {
    await followLink(page, path);
    // Astro islands, and the product page's estimate, which hydrates itself (RunningCostEstimate.astro).
    const islands = page.locator('astro-island, cirrus-running-cost');
    const count = await islands.count();
    expect(count, `${path} has an island`).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const island = islands.nth(index);
      // client:visible islands hydrate once scrolled to.
      await island.evaluate((element) =>
        (element.firstElementChild ?? element).scrollIntoView({ block: 'center' }),
      );
      // client:interaction waits for a first use; the rest hydrate by themselves.
      if ((await island.getAttribute('client')) === 'interaction') await island.dispatchEvent('pointerdown');
      if ((await island.evaluate((element) => element.localName)) === 'cirrus-running-cost') {
        await expect(island.locator('fieldset'), `${path} estimate hydrates`).toBeEnabled();
      } else {
        await expect(island, `${path} island ${index} hydrates`).not.toHaveAttribute('ssr', /.*/);
      }
    }
    expect(consoleErrors, path).toEqual([]);
  }
  // One document all along: every page came through the router.
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});
