/**
 * How a page's own code, the brand font and the manifest start (src/client/start.ts): after the
 * first screen has painted, or at the first tap or key, whichever comes first. The first page of a
 * visit (also after the browser's cache was emptied) fetches the brand font after its first paint
 * and swaps it in without moving anything; a page the service worker controls paints in it. A page
 * reached through the client router still runs its own scripts before its page-load.
 */
import type { Page } from '@playwright/test';
import { functionCategorySlugSchema, typeCategorySlugSchema } from '../src/schemas/common.ts';
import { expect, siteScriptsReady, test } from './support/fixtures';
import { layoutShiftCount, layoutShiftsSince, recordLayoutShifts } from './support/layout-shifts';
import { emptyHttpCache, workerActive } from './support/offline';
import { quietWindow } from './support/quiet-window.ts';

// The service worker is part of what this spec tests (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

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

/** The fonts Chromium drew the page's main heading in (DevTools' "Rendered fonts"). */
async function headingRenderedFonts(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument');
  const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
  await session.detach();
  return fonts.map((font) => font.familyName);
}

test.describe('a first visit', () => {
  test('requests no script, font or manifest of its own before the load event, then starts them and shows the brand font', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/products/wall-mounted-air-conditioning');
    await siteScriptsReady(page);
    // The manifest waits for the visitor's first tap, click or key (Chromium's install offer does too).
    await quietWindow(page, 300, 'the manifest was linked before the visitor used the page');
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
    await page.keyboard.press('Shift');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const { loadEventStart, fetches } = await fetchesAndLoad(page);
    const scripts = fetches.filter(
      ({ path }) => /^\/_astro\/.+\.js$/.test(path) || path === '/manifest.webmanifest',
    );
    expect(scripts.length).toBeGreaterThan(1);
    for (const fetch of scripts) expect(fetch.startTime, fetch.path).toBeGreaterThanOrEqual(loadEventStart);
    // The font: fetched once, after the page has loaded and painted, and applied on this page.
    const fonts = fetches.filter(({ path }) => path.endsWith('.woff2'));
    expect(fonts).toHaveLength(1);
    expect(fonts[0]?.startTime).toBeGreaterThanOrEqual(loadEventStart);
    await expect.poll(() => brandFontFaces(page)).toEqual(['loaded']);
    // The variable font's file names its default instance ("Manrope ExtraLight"); drawn at the h1's weight.
    await expect.poll(() => headingRenderedFonts(page)).toEqual([expect.stringMatching(/^Manrope\b/)]);
    expect(consoleErrors).toEqual([]);
  });

  test('the brand font arrives without laying anything out, then the text takes it a block at a time, over several tasks', async ({
    page,
  }) => {
    // Each time the page's text takes the font (`data-brand-font`, a block or the whole page): the
    // face's state then, and the task it was in (an observer's callback runs once per task).
    await page.addInitScript(() => {
      const takes: { task: number; element: string; face: string }[] = [];
      Object.assign(window, { brandFontTakes: takes });
      let task = 0;
      new MutationObserver((records) => {
        task += 1;
        for (const record of records) {
          const element = record.target as Element;
          const face = [...document.fonts].find(
            (font) => font.family.replace(/"/g, '') === 'Manrope Variable',
          );
          takes.push({ task, element: element.localName, face: face?.status ?? 'none' });
        }
      }).observe(document, { subtree: true, attributeFilter: ['data-brand-font'] });
    });
    await page.goto('/products/wall-mounted-air-conditioning/edge-3-5kw-reverse-cycle-split-system');
    await expect(page.locator('html')).toHaveAttribute('data-brand-font', '');
    const takes = await page.evaluate(
      () =>
        (window as Window & { brandFontTakes?: { task: number; element: string; face: string }[] })
          .brandFontTakes ?? [],
    );
    // Only once the face has loaded; blocks of the page before the whole of it, and in more than
    // one task: the layout a new font costs is split, and the page answers input in between.
    expect(takes.every((take) => take.face === 'loaded')).toBe(true);
    expect(takes.at(-1)?.element).toBe('html');
    expect(takes.filter((take) => take.element !== 'html').length).toBeGreaterThan(3);
    expect(new Set(takes.map((take) => take.task)).size).toBeGreaterThan(1);
    await expect.poll(() => headingRenderedFonts(page)).toEqual([expect.stringMatching(/^Manrope\b/)]);
  });

  test('the next page paints in the brand font from the cache, without fetching it again', async ({
    page,
  }) => {
    await page.goto('/faqs');
    await siteScriptsReady(page);
    await workerActive(page);
    await page.goto('/products');
    await expect.poll(() => brandFontFaces(page)).toEqual(['loaded']);
    // Declared at once, not after the page has loaded and painted as on a first visit, and from the
    // worker's precache or the HTTP cache: no network fetch of the file on this page.
    const fetched = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => ({
          bytes: entry.transferSize,
          beforeLoad: entry.startTime < (navigation?.loadEventStart ?? 0),
        }));
    });
    expect(fetched).toEqual([{ bytes: 0, beforeLoad: true }]);
  });
});

/** A first visit (nothing cached) whose font arrives only after the page painted in the fallback. */
const swapCases = [
  { width: 390, height: 844 },
  // Lighthouse's phone (bench:pages): its hero wrapped differently in the fallback before (CLS 0.034).
  { width: 412, height: 823 },
  { width: 1366, height: 900 },
].flatMap((viewport) =>
  [
    '/',
    '/products/wall-mounted-air-conditioning',
    '/products/wall-mounted-air-conditioning/edge-3-5kw-reverse-cycle-split-system',
  ].map((path) => ({ viewport, path })),
);
// Every other listing on Lighthouse's phone: a lead that filled its second line in one face took a
// third in the other (the cooling listing's, CLS 0.018 in bench:pages --listings).
swapCases.push(
  ...[
    '/products',
    ...[...typeCategorySlugSchema.options, ...functionCategorySlugSchema.options].map(
      (slug) => `/products/${slug}`,
    ),
  ]
    .filter((path) => !swapCases.some((known) => known.path === path && known.viewport.width === 412))
    .map((path) => ({ viewport: { width: 412, height: 823 }, path })),
);

for (const { viewport, path } of swapCases) {
  test(`the brand font swaps in after the first paint without moving anything: ${path} at ${viewport.width} px`, async ({
    browser,
    baseURL,
  }) => {
    // No service worker: a first visit's shifts are the page's and the font's alone (it registers after load).
    const context = await browser.newContext({ baseURL, viewport, serviceWorkers: 'block' });
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let fontRequested = false;
    await page.route('**/*.woff2', async (route) => {
      fontRequested = true;
      await held;
      await route.continue();
    });
    await recordLayoutShifts(page);
    await page.goto(path, { waitUntil: 'commit' });
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
      .toBe(1);
    // The page asked for the font once it had painted, and still shows the fallback: its text
    // takes the face when it has arrived.
    await expect.poll(() => fontRequested).toBe(true);
    expect(await brandFontFaces(page)).not.toEqual(['loaded']);
    expect(await headingRenderedFonts(page)).not.toEqual([expect.stringMatching(/^Manrope\b/)]);
    // The page's scripts first: what they change is theirs, not the font's.
    await siteScriptsReady(page);
    const before = await layoutShiftCount(page);
    release();
    await expect.poll(() => brandFontFaces(page)).toEqual(['loaded']);
    await expect.poll(() => headingRenderedFonts(page)).toEqual([expect.stringMatching(/^Manrope\b/)]);
    // The whole page in it (the last block first), then its shifts, if any.
    await expect(page.locator('html')).toHaveAttribute('data-brand-font', '');
    const shifts = await layoutShiftsSince(page, before);
    // Nothing a person could see moves. A text run that starts a pixel or two aside is not a shift
    // (Chrome counts 3 px and more); a few runs of 3 px stay under 0.0005, which Lighthouse's three
    // decimals report as CLS 0. A heading that wraps differently moves everything under it (0.01 and more).
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.0005);
    await context.close();
  });
}

test('a browser whose cache was emptied still shows the brand font on its first page', async ({
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
  await expect.poll(() => brandFontFaces(page)).toEqual(['loaded']);
  // The variable font's file names its default instance ("Manrope ExtraLight"); drawn at the h1's weight.
  await expect.poll(() => headingRenderedFonts(page)).toEqual([expect.stringMatching(/^Manrope\b/)]);
  expect(await brandFontFetches(page)).toBe(1);
});

test('the app page links the manifest as soon as its scripts have run: its visitor came to install', async ({
  page,
}) => {
  await page.goto('/app');
  await siteScriptsReady(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
});

test('a browser that runs no script shows the brand font too, set on the body in the page’s noscript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto('/products/wall-mounted-air-conditioning');
    // Evaluated by the test, not the page: the page itself runs nothing.
    await expect.poll(() => brandFontFaces(page)).toEqual(['loaded']);
    await expect.poll(() => headingRenderedFonts(page)).toEqual([expect.stringMatching(/^Manrope\b/)]);
  } finally {
    await context.close();
  }
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

/** Adds a link to the page's main content and clicks it, as a visitor follows one: the client router takes it. */
const followLinkInPage = (page: Page, href: string, text: string) =>
  page.evaluate(
    ([linkHref, linkText]) => {
      const link = document.createElement('a');
      link.href = linkHref;
      link.textContent = linkText;
      document.querySelector('main')?.append(link);
      link.click();
    },
    [href, text] as const,
  );

test('a page reached through the client router runs its own scripts before its page-load', async ({
  page,
}) => {
  await page.goto('/products/wall-mounted-air-conditioning');
  await siteScriptsReady(page);
  // A product link carrying the sizing tool's answer; only the product page's own script shows it.
  const product = '/products/wall-mounted-air-conditioning/edge-3-5kw-reverse-cycle-split-system';
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  await followLinkInPage(
    page,
    `${product}?for=Living%20room&cooling=3.2&heating=3.6`,
    'Edge 3.5 kW for your living room',
  );
  await expect(page).toHaveURL(/edge-3-5kw-reverse-cycle-split-system\?/);
  await expect(page.locator('[data-sizing-answer]')).toBeVisible();
  await expect(page.locator('[data-sizing-answer]')).toContainText(
    'your living room needs 3.2 kW of cooling',
  );
  // Through the router: the same document all along.
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});

test('a page reached through the client router once the brand font is here is set in it at once', async ({
  page,
}) => {
  await page.goto('/products/wall-mounted-air-conditioning');
  await siteScriptsReady(page);
  await expect(page.locator('html')).toHaveAttribute('data-brand-font', '');
  // Each attribute the root has when the router has swapped the new page in, before it paints.
  await page.evaluate(() => {
    document.addEventListener('astro:after-swap', () =>
      requestAnimationFrame(() => {
        (window as unknown as { rootAtFirstFrame?: boolean }).rootAtFirstFrame =
          document.documentElement.hasAttribute('data-brand-font');
      }),
    );
  });
  await followLinkInPage(page, '/faqs', 'FAQs');
  await expect(page).toHaveURL(/\/faqs$/);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { rootAtFirstFrame?: boolean }).rootAtFirstFrame))
    .toBe(true);
  await expect.poll(() => headingRenderedFonts(page)).toEqual([expect.stringMatching(/^Manrope\b/)]);
});
