/**
 * Every page in the sitemap, as a visitor and a crawler meet it: it answers 200, has one h1, logs
 * no console errors, passes axe (WCAG 2.2 AA), and every internal link on it leads somewhere (the
 * later pages of a templated family over HTTP: see below).
 * With AXE_SWEEP_RECORD=<folder>, each swept page's axe result is also written there, for the
 * accessibility statement's record (`npm run a11y:record` runs this and writes it).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { safeParse } from 'valibot';
import { pageDataSchema, pageDataUrl } from '../src/lib/page-data';
import { axeViolations, expect, test } from './support/fixtures';
import { axeSweepPaths, builtSitemapPaths } from './support/sitemap';

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

test('every sitemap page has its page-data document, for its own path', async ({ baseURL }) => {
  const missing: string[] = [];
  for (const path of builtSitemapPaths()) {
    const response = await fetch(new URL(pageDataUrl(path), baseURL));
    const document = response.ok ? safeParse(pageDataSchema, await response.json()) : undefined;
    if (!document?.success || document.output.path !== path) missing.push(`${path} (${response.status})`);
  }
  expect(missing).toEqual([]);
});

/** Writes a swept page's result for the accessibility statement's record, when asked to. */
function recordSweep(path: string, violations: readonly { id: string }[]) {
  const folder = process.env.AXE_SWEEP_RECORD;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `${encodeURIComponent(path)}.json`);
  writeFileSync(file, JSON.stringify({ path, violations: violations.map((violation) => violation.id) }));
}

/** Links and files already checked by this worker: each is requested once. */
const checked = new Map<string, number>();

/** The paths of `urls` (site-relative, fragment dropped) that do not answer 200, each asked once. */
async function broken(urls: readonly string[], baseURL: string): Promise<string[]> {
  const failures: string[] = [];
  for (const url of new Set(urls.map((value) => value.split('#')[0] ?? value))) {
    if (!checked.has(url)) checked.set(url, (await fetch(new URL(url, baseURL), { method: 'HEAD' })).status);
    if (checked.get(url) !== 200) failures.push(`${url} (${checked.get(url)})`);
  }
  return failures;
}

/** Every site-relative file a page's HTML asks for: pictures (each candidate of every srcset, a preload's imagesrcset too), scripts, styles. */
function filesOf(html: string): string[] {
  const files = [...html.matchAll(/\s(?:src|href)="(\/[^"]*)"/g)].map(([, url]) => url ?? '');
  for (const [, srcset] of html.matchAll(/srcset="([^"]*)"/gi)) {
    files.push(...(srcset ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''));
  }
  return files.filter((url) => url.startsWith('/')).map((url) => url.replaceAll('&amp;', '&'));
}

const paths = builtSitemapPaths();
const swept = axeSweepPaths(paths);

test.describe('every sitemap page', () => {
  // axe on the longest pages (the dealer directory lists every dealer) takes 25 s when the machine is busy.
  test.describe.configure({ timeout: 90_000 });
  for (const path of paths.filter((each) => swept.has(each))) {
    test(`${path}: 200, one h1, no console errors, no axe violations, working links`, async ({
      page,
      baseURL,
      consoleErrors,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      const violations = await axeViolations(page);
      recordSweep(path, violations);
      expect(violations).toEqual([]);
      const hrefs = await page
        .locator('a[href^="/"]')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      expect(await broken(hrefs, baseURL ?? '')).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});

/**
 * The other pages of a templated family (every product page after the first of its category, every
 * fault code page after the first of its family) run the first one's scripts on other words and
 * pictures: the first is loaded in the browser above (console errors, axe). What differs by entry is
 * in the HTML, checked here without a browser, a family at a time: 200, one h1, every internal link
 * and every file the page asks for (each picture of each srcset, scripts, styles) answering 200.
 * A browser load of each of these 120-odd pages cost four minutes of the two workers for nothing
 * this check misses.
 */
test.describe('every other page of a templated family', () => {
  const families = Map.groupBy(
    paths.filter((each) => !swept.has(each)),
    (each) => each.slice(0, each.lastIndexOf('/')),
  );
  for (const [folder, members] of families) {
    test(`${folder}/… (${members.length} pages): 200, one h1, working links and files`, async ({
      baseURL,
    }) => {
      const failures: string[] = [];
      for (const path of members) {
        const response = await fetch(new URL(path, baseURL));
        const html = await response.text();
        const h1s = html.match(/<h1[\s>]/g)?.length ?? 0;
        if (response.status !== 200 || h1s !== 1) failures.push(`${path}: ${response.status}, ${h1s} h1`);
        const hrefs = [...html.matchAll(/<a\s[^>]*?href="(\/[^"]*)"/g)].map(([, href]) => href ?? '');
        for (const failure of await broken([...hrefs, ...filesOf(html)], baseURL ?? '')) {
          failures.push(`${path}: ${failure}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }
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

test('the header and footer show the brand mark beside the name, the header’s as the link home', async ({
  page,
}) => {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/products');
    const home = page.getByRole('banner').getByRole('link', { name: 'Cirrus Climate', exact: true });
    await expect(home).toBeVisible();
    await expect(home).toHaveAttribute('href', '/');
    // The mark is drawn (at least 24 px), and decorative: the link's visible name is its name.
    const mark = home.locator('svg[data-brand-mark]');
    await expect(mark).toBeVisible();
    expect((await mark.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(24);
    await expect(page.getByRole('contentinfo').locator('svg[data-brand-mark]')).toBeVisible();
  }
});
