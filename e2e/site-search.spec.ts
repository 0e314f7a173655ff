/**
 * Site search in the browser: the header's dialog by mouse and by keyboard, results grouped by
 * kind, a result chosen by keyboard, Escape and focus, the /search page's `?q=` through reload and
 * Back, the index loading only once search is opened, hostile input shown as text, the page
 * without JavaScript, axe with the dialog open and on /search, and no console errors (a CSP
 * violation is one).
 */
import type { Page, Request } from '@playwright/test';
import { axeViolations, expect, test } from './support/fixtures';

const GROUP_HEADING = /^(Products|Categories|FAQs|Pages) \(\d+\)$/;

/** The header's search button: the only "Search" button while the dialog is closed. */
const searchButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search Cirrus Climate' });

/** Requests for the search index, from the page and its workers. */
function indexRequests(page: Page) {
  const urls: string[] = [];
  page.context().on('request', (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/pagefind/')) urls.push(request.url());
  });
  return urls;
}

test.describe('the header search dialog', () => {
  // Its first test checks the worker's precache leaves the index alone.
  test.use({ serviceWorkers: 'allow' });

  test('loads nothing until opened, then opens by mouse and groups the results by kind', async ({
    page,
    consoleErrors,
  }) => {
    const index = indexRequests(page);
    await page.goto('/why-cirrus');
    await page.waitForLoadState('networkidle');
    // The service worker registers after load and precaches: it must not take the index either.
    await expect(page.locator('html')).toHaveAttribute('data-sw-state', 'activated', { timeout: 15_000 });
    expect(index).toEqual([]);

    await searchButton(page).click();
    const dialog = searchDialog(page);
    await expect(dialog).toBeVisible();
    const box = dialog.getByRole('searchbox', { name: 'Search products, categories, FAQs and pages' });
    await expect(box).toBeFocused();
    await box.fill('ducted');
    await expect(dialog.getByRole('status')).toContainText(/\d+ results for “ducted”/);
    expect(index.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);

    const headings = await dialog.getByRole('heading', { level: 3 }).allTextContents();
    expect(headings.length).toBeGreaterThanOrEqual(3);
    for (const heading of headings) expect(heading).toMatch(GROUP_HEADING);
    expect(
      headings
        .slice(0, 2)
        .map((heading) => heading.split(' ')[0])
        .sort(),
    ).toEqual(['Categories', 'Products']);
    const categories = dialog.getByRole('region', { name: /^Categories/ });
    await expect(categories.getByRole('link').first()).toHaveText('Ducted air conditioners');
    const products = dialog.getByRole('region', { name: /^Products/ }).getByRole('link');
    await expect(products).toHaveCount(5);
    for (const name of await products.allTextContents()) expect(name).toMatch(/ducted/i);
    await expect(dialog.locator('mark').first()).toHaveText(/ducted/i);
    await expect(dialog.getByRole('link', { name: /^See all \d+ results for “ducted”$/ })).toBeVisible();

    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
    // What was typed is still there when it opens again.
    await searchButton(page).click();
    await expect(box).toHaveValue('ducted');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('works by keyboard: open, type, arrow to a result, Enter opens it', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/edge');
    await searchButton(page).focus();
    await page.keyboard.press('Enter');
    const dialog = searchDialog(page);
    await expect(dialog).toBeVisible();
    await page.keyboard.type('ducted');
    await expect(dialog.getByRole('status')).toContainText('results for “ducted”');
    await page.keyboard.press('ArrowDown');
    const first = dialog.getByRole('link', { name: 'Ducted air conditioners' });
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(first).not.toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\/ducted-air-conditioners$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ducted air conditioners');
    await expect(searchDialog(page)).toBeHidden();

    // Ctrl+K opens it from anywhere; Escape closes it in one press, text and all.
    await page.keyboard.press('Control+k');
    await expect(searchDialog(page)).toBeVisible();
    await page.keyboard.type('gas');
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('product results show the product’s own picture; other kinds none', async ({
    page,
    request,
    consoleErrors,
  }) => {
    await page.goto('/why-cirrus');
    await searchButton(page).click();
    const dialog = searchDialog(page);
    await dialog
      .getByRole('searchbox', { name: 'Search products, categories, FAQs and pages' })
      .fill('ducted');
    await expect(dialog.getByRole('status')).toContainText(/\d+ results for “ducted”/);
    const products = dialog.getByRole('region', { name: /^Products/ }).getByRole('listitem');
    await expect(products).toHaveCount(5);
    for (const hit of await products.all()) {
      const img = hit.locator('img');
      await expect(img).toBeVisible();
      await expect
        .poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
        .toBeGreaterThan(0);
      // The picture is the product's own: the thumbnail its page names (units of one cabinet share one).
      const href = (await hit.getByRole('link').getAttribute('href')) ?? '';
      const own = (await (await request.get(href)).text()).match(/data-pagefind-meta="thumb:([^"]+)"/)?.[1];
      expect(await img.getAttribute('src'), href).toBe(own);
    }
    await expect(dialog.getByRole('region', { name: /^Categories/ }).locator('img')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('an FAQ result opens its answer on the FAQ page', async ({ page, consoleErrors }) => {
    await page.goto('/products');
    await searchButton(page).click();
    await searchDialog(page).getByRole('searchbox').fill('warranty');
    const faqs = searchDialog(page).getByRole('region', { name: /^FAQs/ });
    await faqs.getByRole('link', { name: 'How long is the warranty?' }).click();
    await expect(page).toHaveURL(/\/faqs#faq-warranty-and-service-1$/);
    await expect(page.getByText('Five years parts and labour on Aura and Breeze')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('Enter in the box shows every result on the search page', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await searchButton(page).click();
    await searchDialog(page).getByRole('searchbox').fill('quiet bedroom');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=quiet\+bedroom$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('searchbox')).toHaveValue('quiet bedroom');
    await expect(
      main
        .getByRole('region', { name: /^Products/ })
        .getByRole('link')
        .first(),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('shows markup typed in as text; a script tag finds nothing', async ({ page, consoleErrors }) => {
    let alerted = false;
    page.on('dialog', (alert) => {
      alerted = true;
      void alert.dismiss();
    });
    await page.goto('/');
    await searchButton(page).click();
    const box = searchDialog(page).getByRole('searchbox');
    const status = searchDialog(page).getByRole('status');
    await box.fill('<script>alert(1)</script>');
    await expect(status).toHaveText('No results for “<script>alert(1)</script>”.');
    await expect(searchDialog(page).getByRole('link', { name: 'all products' })).toBeVisible();
    // Whatever it finds, markup typed in is shown as typed, never made into elements.
    await box.fill('<img src=x onerror=alert(2)>');
    await expect(status).toContainText('for “<img src=x onerror=alert(2)>”');
    await expect(searchDialog(page).locator('img')).toHaveCount(0);
    expect(alerted).toBe(false);
    expect(consoleErrors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the button fits in the header and the dialog takes the screen', async ({ page, consoleErrors }) => {
      await page.goto('/');
      const button = searchButton(page);
      const box = await button.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(375);
      expect(await page.getByRole('banner').evaluate((header) => header.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      await button.click();
      const dialog = searchDialog(page);
      expect((await dialog.boundingBox())?.width).toBe(375);
      await dialog.getByRole('searchbox').fill('window');
      await expect(dialog.getByRole('region', { name: /^Products/ })).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      expect(consoleErrors).toEqual([]);
    });
  });
});

test.describe('the search page', () => {
  test('keeps the query in the address: typing, reload and Back', async ({ page, consoleErrors }) => {
    await page.goto('/search');
    const main = page.getByRole('main');
    const box = main.getByRole('searchbox', { name: 'Search products, categories, FAQs and pages' });
    await box.fill('gas heater');
    await expect(page).toHaveURL(/\/search\?q=gas\+heater$/);
    const products = main.getByRole('region', { name: /^Products/ });
    await expect(products.getByRole('heading', { level: 2 })).toHaveText(/^Products \(\d+\)$/);

    await page.reload();
    await expect(box).toHaveValue('gas heater');
    await expect(main.getByRole('status')).toContainText('results for “gas heater”');

    const first = products.getByRole('link').first();
    const name = await first.textContent();
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name ?? '');
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?q=gas\+heater$/);
    await expect(main.getByRole('searchbox')).toHaveValue('gas heater');
    await expect(
      main
        .getByRole('region', { name: /^Products/ })
        .getByRole('link')
        .first(),
    ).toHaveText(name ?? '');
    expect(consoleErrors).toEqual([]);
  });

  test('lists every hit of a kind on request, and passes axe', async ({ page, consoleErrors }) => {
    await page.goto('/search?q=ducted');
    const products = page.getByRole('main').getByRole('region', { name: /^Products/ });
    const links = products.getByRole('link');
    await expect(links).toHaveCount(10);
    const total = Number((await products.getByRole('heading').textContent())?.match(/\((\d+)\)/)?.[1]);
    expect(total).toBeGreaterThan(10);
    await products.getByRole('button', { name: `Show all ${total} products` }).click();
    await expect(links).toHaveCount(total);
    await expect(links.nth(10)).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('an exact name comes first: “aura 5” leads with the Aura 5.0 kW', async ({ page, consoleErrors }) => {
    await page.goto('/search?q=aura%205');
    // The index loads on the first search: slower on a busy machine.
    await expect(page.getByRole('main').getByRole('status')).toContainText('results for “aura 5”', {
      timeout: 30_000,
    });
    const products = page
      .getByRole('main')
      .getByRole('region', { name: /^Products/ })
      .getByRole('link');
    // The split system the name is, then those whose names add to it (cassette, then multi-split).
    await expect(products.nth(0)).toHaveText('Aura 5.0 kW Reverse Cycle Split System');
    await expect(products.nth(1)).toHaveText('Aura 5.0 kW Ceiling Cassette Reverse Cycle System');
    await expect(products.nth(2)).toHaveText('Aura 5.0 kW Multi-Split System (up to 2 rooms)');
    // The gallery's hidden labels are not the page's text: no snippet quotes them.
    await expect(page.getByRole('main').getByText(/Show picture|In scale/)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a page named by the query leads: “rebate” opens on the rebates planner', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/search?q=rebate');
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toContainText('results for “rebate”', { timeout: 30_000 });
    const groups = main.getByRole('region', { name: GROUP_HEADING });
    await expect(groups.first()).toHaveAccessibleName(/^Pages/);
    const first = groups.first().getByRole('link').first();
    await expect(first).toHaveText('Rebates and running costs planner');
    await expect(first).toHaveAttribute('href', '/rebates');
    expect(consoleErrors).toEqual([]);
  });

  test('a typo finds close matches', async ({ page, consoleErrors }) => {
    await page.goto('/search?q=warrenty');
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toContainText('close matches for “warrenty”');
    await expect(
      main.getByRole('region', { name: /^Pages/ }).getByRole('link', { name: 'Warranty', exact: true }),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header links to the search page, whose form keeps the query', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
    await page.getByRole('main').getByRole('searchbox').fill('ducted');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=ducted$/);
    await expect(page.getByRole('heading', { name: 'Search needs JavaScript' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse all products' })).toBeVisible();
  });
});
