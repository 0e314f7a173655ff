import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Every test runs against the server started by global-setup. */
export const test = base.extend<{ consoleErrors: string[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a destructured object
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts');
    await use(url);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/**
 * The page's own scripts have run: src/client/start.ts starts them after the first paint (or at the
 * first tap or key) and then marks `<html data-scripts="ready">`. For a test that acts through
 * something other than a tap or key, such as an event the browser would send.
 */
export const siteScriptsReady = (page: Page) =>
  expect(page.locator('html[data-scripts="ready"]')).toBeAttached();

/**
 * How long a client-router navigation may take to land (fetch the next page, swap it in): a long
 * page on a server answering two workers' tests can take longer than an assertion's 7 seconds.
 */
export const NAVIGATION = { timeout: 30_000 };

/**
 * axe-core with the WCAG 2.2 A and AA rules; returns the violations (empty when clean). `include`
 * limits it to one part of the page (a CSS selector), for a state of that part the page's own axe
 * test does not reach.
 */
export async function axeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  const restore = await layOutWholePage(page);
  const results = await (include ? builder.include(include) : builder).analyze();
  await restore();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
}

/**
 * Lays out the parts of the page the browser leaves until they come near the screen
 * (`content-visibility: auto`: a page's long sections, a listing's later cards), as a
 * visitor sees each one when they scroll to it, and returns what undoes it. axe measures what is
 * laid out: in a skipped part it finds no colours to compare and no target sizes, so it would pass
 * over them. (Set through the CSSOM, which the pages' style policy allows.)
 */
async function layOutWholePage(page: Page) {
  const marker = 'data-axe-laid-out';
  await page.evaluate((attribute) => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility !== 'auto') continue;
      element.setAttribute(attribute, '');
      element.style.contentVisibility = 'visible';
    }
  }, marker);
  return () =>
    page.evaluate((attribute) => {
      for (const element of document.querySelectorAll<HTMLElement>(`[${attribute}]`)) {
        element.style.contentVisibility = '';
        element.removeAttribute(attribute);
      }
    }, marker);
}
