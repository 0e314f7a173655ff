/**
 * Every page in the sitemap, as a visitor and a crawler meet it: it answers 200, has one h1, logs
 * no console errors, passes axe (WCAG 2.2 AA), and every internal link on it leads somewhere.
 */
import { axeViolations, expect, test } from './support/fixtures';

async function sitemapPaths(baseURL: string): Promise<string[]> {
  const index = await (await fetch(new URL('/sitemap-index.xml', baseURL))).text();
  const paths: string[] = [];
  for (const [, loc] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const sitemap = await (await fetch(new URL(new URL(loc ?? '').pathname, baseURL))).text();
    for (const [, page] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) paths.push(new URL(page ?? '').pathname);
  }
  return paths;
}

test('the sitemap lists the site’s pages', async ({ baseURL }) => {
  const paths = await sitemapPaths(baseURL ?? '');
  expect(paths).toContain('/');
  expect(paths.length).toBeGreaterThan(10);
  expect(paths).not.toContain('/404');
});

test('every sitemap page answers 200 with one h1, no console errors, no axe violations and working links', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(600_000);
  const paths = await sitemapPaths(baseURL ?? '');
  const links = new Set<string>();
  const problems: string[] = [];
  for (const path of paths) {
    const response = await page.goto(path);
    if (response?.status() !== 200) problems.push(`${path}: status ${response?.status()}`);
    const h1s = await page.locator('h1').count();
    if (h1s !== 1) problems.push(`${path}: ${h1s} h1 elements`);
    const violations = await axeViolations(page);
    if (violations.length) problems.push(`${path}: axe ${JSON.stringify(violations)}`);
    for (const href of await page
      .locator('a[href^="/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      if (href) links.add(href.split('#')[0] ?? href);
    }
    if (consoleErrors.length) problems.push(`${path}: console ${consoleErrors.splice(0).join(' | ')}`);
  }
  for (const href of links) {
    const status = (await fetch(new URL(href, baseURL), { method: 'HEAD' })).status;
    if (status !== 200) problems.push(`link ${href}: ${status}`);
  }
  expect(problems).toEqual([]);
});

test.describe('primary navigation on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens and follows a link by keyboard', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByText('Menu', { exact: true });
    await expect(page.getByRole('navigation', { name: 'Primary (mobile)' })).toBeHidden();
    await page.keyboard.press('Tab'); // skip link
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await menu.focus();
    await page.keyboard.press('Enter');
    const mobileNav = page.getByRole('navigation', { name: 'Primary (mobile)' });
    await expect(mobileNav).toBeVisible();
    await mobileNav.getByRole('link', { name: 'Where to buy' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/where-to-buy$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('still opens the menu', async ({ page }) => {
      await page.goto('/');
      await page.getByText('Menu', { exact: true }).click();
      const mobileNav = page.getByRole('navigation', { name: 'Primary (mobile)' });
      await expect(mobileNav.getByRole('link', { name: 'Products' })).toBeVisible();
      await mobileNav.getByRole('link', { name: 'Products' }).click();
      await expect(page).toHaveURL(/\/products$/);
    });
  });
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
