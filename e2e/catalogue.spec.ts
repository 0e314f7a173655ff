/**
 * The catalogue in a real browser: the filtered listing (island, URL state, back button, no-JS
 * fallback, data from the page-data document), product pages, FAQ search, and axe on the key pages.
 */
import type { Page } from '@playwright/test';
import { LISTING_FIRST_CARDS } from '../src/lib/product-filter';
import { axeViolations, expect, NAVIGATION, siteScriptsReady, test } from './support/fixtures';

const CATEGORY = '/products/wall-mounted-air-conditioning';
const PAGE_DATA = `/page-data${CATEGORY}/page-data.json`;
const PRODUCT_SLUG = 'edge-3-5kw-reverse-cycle-split-system';
const PRODUCT = `${CATEGORY}/${PRODUCT_SLUG}`;

interface Card {
  name: string;
  path: string;
  capacityKw?: number;
  coolingStars?: number;
  gasStars?: number;
}

/** A listing's cards, from its page-data document (the wall-mounted listing unless told). */
async function listingCards(baseURL: string | undefined, listing = CATEGORY): Promise<Card[]> {
  const document = await (await fetch(new URL(`/page-data${listing}/page-data.json`, baseURL))).json();
  return document.data.products;
}

// Requests must reach page.route, not a service worker's cache.

const productList = (page: Page) => page.getByRole('list', { name: 'Products', exact: true });
const resultCount = (page: Page) => page.getByRole('main').getByRole('status');
const cardHeadings = (page: Page) => productList(page).getByRole('heading', { level: 3 });

/**
 * The island has hydrated once the no-JS submit button is gone (the header's Search button stays).
 * It loads on first use (client:interaction), so a test calls this after using the form.
 */
async function islandReady(page: Page, button = 'Apply filters') {
  await expect(page.getByRole('main').getByRole('button', { name: button })).toHaveCount(0);
}

/** Marks the document; a full page load or a router swap of the page loses the mark on the list. */
async function markList(page: Page) {
  await productList(page).evaluate((list) =>
    list.closest('astro-island')?.setAttribute('data-test-mark', 'kept'),
  );
}

/** Opens the listing, noting every path the page requests from then on, and the filter island's module. */
async function openListingNotingRequests(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(CATEGORY);
  const componentUrl = await page
    .locator('astro-island', { has: productList(page) })
    .getAttribute('component-url');
  return { requested, componentUrl };
}

test.describe('product listing', () => {
  test('filters by capacity and energy rating; the URL and the result count follow', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    const cards = await listingCards(baseURL);
    const midSize = cards.filter((card) => (card.capacityKw ?? 0) > 3 && (card.capacityKw ?? 0) <= 6);
    const midSizeFiveStar = midSize.filter((card) => (card.coolingStars ?? 0) >= 5);
    expect(midSizeFiveStar.length).toBeGreaterThan(0);
    expect(midSizeFiveStar.length).toBeLessThan(midSize.length);

    await page.goto(CATEGORY);
    await expect(resultCount(page)).toHaveText(`Showing all ${cards.length} products`);
    await expect(productList(page).getByRole('article')).toHaveCount(cards.length);

    // The first choice is made in the server-rendered form; it loads the island, which applies it.
    await page.getByRole('combobox', { name: 'Capacity' }).selectOption({ label: '3 to 6 kW' });
    await expect(page).toHaveURL(/\?capacity=3-6$/);
    await expect(resultCount(page)).toHaveText(`Showing ${midSize.length} of ${cards.length} products`);
    await expect(productList(page).getByRole('article')).toHaveCount(midSize.length);
    await islandReady(page);

    await page.getByRole('combobox', { name: 'Energy rating' }).selectOption({ label: '5 stars or more' });
    await expect(page).toHaveURL(/\?capacity=3-6&rating=5$/);
    await expect(resultCount(page)).toHaveText(
      `Showing ${midSizeFiveStar.length} of ${cards.length} products`,
    );
    await expect(cardHeadings(page)).toHaveText(midSizeFiveStar.map((card) => card.name));
    expect(consoleErrors).toEqual([]);
  });

  test('back and forward restore the filters, on the page and after leaving it', async ({
    page,
    baseURL,
  }) => {
    const cards = await listingCards(baseURL);
    await page.goto(CATEGORY);
    await markList(page);
    const capacity = page.getByRole('combobox', { name: 'Capacity' });
    const rating = page.getByRole('combobox', { name: 'Energy rating' });
    await capacity.selectOption('3-6');
    await expect(page).toHaveURL(/\?capacity=3-6$/);
    await rating.selectOption('5');
    await expect(page).toHaveURL(/\?capacity=3-6&rating=5$/);
    const filtered = await cardHeadings(page).count();

    await page.goBack();
    await expect(page).toHaveURL(/\?capacity=3-6$/);
    await expect(rating).toHaveValue('');
    await expect(capacity).toHaveValue('3-6');
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${CATEGORY}$`));
    await expect(capacity).toHaveValue('');
    await expect(resultCount(page)).toHaveText(`Showing all ${cards.length} products`);
    await page.goForward();
    await expect(capacity).toHaveValue('3-6');
    await page.goForward();
    await expect(rating).toHaveValue('5');
    await expect(cardHeadings(page)).toHaveCount(filtered);
    // The island restored each step itself: the router never reloaded the page.
    await expect(page.locator('astro-island[data-test-mark="kept"]')).toHaveCount(1);

    // Leave through a product card (a client-side navigation), then come back.
    await cardHeadings(page).first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/air conditioning/i);
    await page.goBack();
    await expect(page).toHaveURL(/\?capacity=3-6&rating=5$/);
    await expect(rating).toHaveValue('5');
    await expect(cardHeadings(page)).toHaveCount(filtered);
  });

  test('sorts by name, energy rating and capacity', async ({ page, baseURL }) => {
    const cards = await listingCards(baseURL);
    await page.goto(CATEGORY);
    const sort = page.getByRole('combobox', { name: 'Sort by' });

    await sort.selectOption({ label: 'Name: A to Z' });
    await expect(page).toHaveURL(/\?sort=name-asc$/);
    const byName = cards
      .map((card) => card.name)
      .sort((a, b) => a.localeCompare(b, 'en-AU', { numeric: true, sensitivity: 'base' }));
    await expect(cardHeadings(page)).toHaveText(byName);

    await sort.selectOption({ label: 'Capacity: largest first' });
    const largest = Math.max(...cards.map((card) => card.capacityKw ?? 0));
    await expect(cardHeadings(page).first()).toHaveText(
      cards.find((card) => card.capacityKw === largest)?.name ?? '',
    );

    await sort.selectOption({ label: 'Energy rating: highest first' });
    const best = Math.max(...cards.map((card) => card.coolingStars ?? 0));
    const bestNames = cards.filter((card) => card.coolingStars === best).map((card) => card.name);
    expect(bestNames).toContain(await cardHeadings(page).first().textContent());
  });

  test('lists from the page-data document, not from a copy in the HTML', async ({ page, baseURL }) => {
    const html = await (await fetch(new URL(CATEGORY, baseURL))).text();
    expect(html).not.toContain('keyFeatures'); // the cards are not serialised into the island's props
    const requested = page.waitForRequest((request) => request.url().endsWith(PAGE_DATA));
    await page.route(`**${PAGE_DATA}`, async (route) => {
      const response = await route.fetch();
      const document = await response.json();
      const [first, second] = document.data.products;
      document.data.products = [{ ...first, name: 'Page-data Test Model' }, second];
      await route.fulfill({ response, json: document });
    });
    await page.goto(CATEGORY);
    // Focus is a first use: the island loads and fetches the page data.
    await page.getByLabel('Sort by').focus();
    await requested;
    await islandReady(page);
    await expect(resultCount(page)).toHaveText('Showing all 2 products');
    // Unfiltered, the server-built list stays (no re-render at start-up); once the visitor sorts
    // or filters, the list is built from the page data.
    await page.getByLabel('Sort by').selectOption({ label: 'Energy rating: highest first' });
    await expect(cardHeadings(page)).toHaveCount(2);
    await expect(cardHeadings(page).filter({ hasText: 'Page-data Test Model' })).toHaveCount(1);
  });

  test('keeps the server-rendered list when the page data is unusable', async ({ page, baseURL }) => {
    const cards = await listingCards(baseURL);
    await page.route(`**${PAGE_DATA}`, (route) =>
      route.fulfill({ contentType: 'application/json', body: '{oops' }),
    );
    await page.goto(CATEGORY);
    await page.getByRole('combobox', { name: 'Capacity' }).focus();
    await islandReady(page);
    await expect(page.getByText('Filtering is not available right now')).toBeVisible();
    await expect(productList(page).getByRole('article')).toHaveCount(cards.length);
  });

  test('applies filters from a shared URL', async ({ page, baseURL }) => {
    const cards = await listingCards(baseURL);
    const aura = cards.filter((card) => card.name.startsWith('Aura'));
    await page.goto(`${CATEGORY}?range=Aura`);
    await expect(page.getByRole('combobox', { name: 'Range' })).toHaveValue('Aura');
    await expect(resultCount(page)).toHaveText(`Showing ${aura.length} of ${cards.length} products`);
  });

  test('loads the filter code and page data only when a filter is first used', async ({ page, baseURL }) => {
    const cards = await listingCards(baseURL);
    const split = cards.filter((card) => (card.capacityKw ?? 0) > 3 && (card.capacityKw ?? 0) <= 6);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(CATEGORY);
    // Long enough for a client:idle or client:visible island to have loaded its code.
    await page.waitForLoadState('networkidle');
    const island = page.locator('astro-island', { has: productList(page) });
    const componentUrl = await island.getAttribute('component-url');
    expect(componentUrl).toBeTruthy();
    expect(requested).not.toContain(componentUrl);
    expect(requested).not.toContain(PAGE_DATA);
    await expect(page.getByRole('main').getByRole('button', { name: 'Apply filters' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Capacity' }).selectOption({ label: '3 to 6 kW' });
    await expect(resultCount(page)).toHaveText(`Showing ${split.length} of ${cards.length} products`);
    await expect(page).toHaveURL(/\?capacity=3-6$/);
    expect(requested).toContain(componentUrl);
    expect(requested).toContain(PAGE_DATA);
  });

  test('following a product from the listing does not load the filter code', async ({
    page,
    consoleErrors,
  }) => {
    const { requested, componentUrl } = await openListingNotingRequests(page);
    const firstProduct = productList(page).getByRole('link').first();
    const name = await firstProduct.textContent();
    await firstProduct.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name ?? '');
    expect(requested).not.toContain(componentUrl);
    expect(requested).not.toContain(PAGE_DATA);
    expect(consoleErrors).toEqual([]);
  });

  test('ticking two products to compare and opening the comparison at once does not load the filter code', async ({
    page,
    consoleErrors,
  }) => {
    // Begun by the first tick, the island's hydration would still be running when the router
    // swapped the comparison in on a busy machine: React's error #424 (the homeowner's journey).
    const { requested, componentUrl } = await openListingNotingRequests(page);
    await siteScriptsReady(page);
    const names = (await cardHeadings(page).allTextContents()).slice(0, 2);
    for (const name of names)
      await page.getByRole('button', { name: `Compare ${name}`, exact: true }).click();
    await page
      .getByRole('region', { name: 'Products to compare' })
      .getByRole('link', { name: 'Compare (2)' })
      .click();
    const table = page.getByRole('table', { name: /side by side/ });
    for (const name of names) await expect(table.getByRole('columnheader', { name })).toBeVisible();
    expect(requested).not.toContain(componentUrl);
    expect(consoleErrors).toEqual([]);
  });

  test('a long listing shows its first products, filters every one, and links to the page of all', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    const cards = await listingCards(baseURL, '/products/cooling');
    expect(cards.length).toBeGreaterThan(LISTING_FIRST_CARDS);
    await page.goto('/products/cooling');
    await expect(cardHeadings(page)).toHaveText(cards.slice(0, LISTING_FIRST_CARDS).map((card) => card.name));
    await expect(resultCount(page)).toHaveText(`Showing ${LISTING_FIRST_CARDS} of ${cards.length} products`);

    // Sorting orders every product, the ones past the first page too.
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption({ label: 'Name: A to Z' });
    const byName = cards
      .map((card) => card.name)
      .sort((a, b) => a.localeCompare(b, 'en-AU', { numeric: true, sensitivity: 'base' }));
    await expect(cardHeadings(page)).toHaveText(byName);
    await expect(page.getByRole('link', { name: /^Show all/ })).toHaveCount(0);
    await sort.selectOption({ label: 'Recommended' });
    await expect(cardHeadings(page)).toHaveCount(LISTING_FIRST_CARDS);
    await expect(resultCount(page)).toHaveText(`Showing ${LISTING_FIRST_CARDS} of ${cards.length} products`);

    // "Show all" continues where the first page ended, on a page a search engine leaves out.
    await page.getByRole('link', { name: `Show all ${cards.length} products` }).click();
    await expect(page).toHaveURL(/\/products\/cooling\/all#more$/, NAVIGATION);
    await expect(cardHeadings(page)).toHaveText(cards.map((card) => card.name));
    await expect(resultCount(page)).toHaveText(`Showing all ${cards.length} products`);
    await expect(cardHeadings(page).nth(LISTING_FIRST_CARDS)).toBeInViewport();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Cooling' }),
    ).toHaveAttribute('href', '/products/cooling');
    expect(consoleErrors).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('lists every product and offers the filters as a plain form', async ({ page, baseURL }) => {
      const cards = await listingCards(baseURL);
      await page.goto(CATEGORY);
      await expect(productList(page).getByRole('article')).toHaveCount(cards.length);
      await expect(cardHeadings(page)).toHaveText(cards.map((card) => card.name));
      await page.getByRole('combobox', { name: 'Capacity' }).selectOption('3-6');
      await page.getByRole('button', { name: 'Apply filters' }).click();
      // Static pages: the query reaches the same page, which still lists everything.
      await expect(page).toHaveURL(/capacity=3-6/);
      await expect(productList(page).getByRole('article')).toHaveCount(cards.length);
    });
  });
});

test.describe('product page', () => {
  test('shows the energy label, the specifications and a quote link with the product preselected', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(PRODUCT);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Edge 3.5 kW Reverse Cycle Split System',
    );
    const label = page.getByRole('table', { name: /Zoned Energy Rating Label/ });
    await expect(label).toBeVisible();
    await expect(label.getByRole('columnheader', { name: /Hot zone/ })).toBeVisible();
    await expect(
      label.getByRole('img', { name: 'Cooling, average zone: 5.5 out of 10 stars' }),
    ).toBeVisible();
    await expect(label.getByRole('img', { name: 'Heating, cold zone: 4.5 out of 10 stars' })).toBeVisible();
    await expect(label.getByRole('row', { name: /Cooling energy use/ })).toContainText('kWh a year');

    await expect(page.getByRole('heading', { name: 'Specifications', level: 2 })).toBeVisible();
    for (const group of ['Performance', 'Efficiency', 'Sound', 'Dimensions', 'Electrical', 'Refrigerant']) {
      await expect(page.getByRole('table', { name: group, exact: true })).toBeVisible();
    }
    await expect(
      page
        .getByRole('table', { name: 'Refrigerant', exact: true })
        .getByRole('row', { name: /Refrigerant R290/ }),
    ).toBeVisible();
    await expect(
      page.getByRole('table', { name: /Sound pressure by fan speed/ }).getByRole('row'),
    ).toHaveCount(7);

    const quote = page.getByRole('link', { name: 'Get a quote for this model' });
    await expect(quote).toHaveAttribute('href', `/get-a-quote?product=${PRODUCT_SLUG}`);
    await expect(page.getByRole('link', { name: 'Find a dealer' })).toHaveAttribute('href', '/where-to-buy');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText([
      'Home',
      'Products',
      'Wall-mounted air conditioning',
    ]);
    await expect(page.getByRole('list', { name: 'Related products' }).getByRole('listitem')).not.toHaveCount(
      0,
    );
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')['@type']));
    expect(jsonLd).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));
    // No Astro island: the running-cost estimate is HTML that starts working once scrolled to.
    await expect(page.locator('astro-island')).toHaveCount(0);
    const price = page.getByRole('textbox', { name: 'Electricity price (c/kWh)' });
    await expect(price).toBeDisabled();
    await price.scrollIntoViewIfNeeded();
    await expect(price).toBeEnabled();
    expect(consoleErrors).toEqual([]);
  });

  test('a gas heater shows its own efficiency facts; a discontinued model says so', async ({ page }) => {
    await page.goto('/products/gas-ducted-heating/hearth-7-star-24kw-gas-ducted-heater');
    await expect(
      page.getByRole('img', { name: /^Gas energy rating: 7 out of 7 stars/ }).first(),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: /Zoned Energy Rating Label/ })).toHaveCount(0);
    await page.goto('/products/gas-ducted-heating/hearth-4-star-20kw-gas-ducted-heater');
    await expect(page.getByText('This model has been discontinued')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get a quote for a replacement' })).toBeVisible();
  });
});

test.describe('FAQ search', () => {
  test('filters the questions as the visitor types', async ({ page, consoleErrors }) => {
    await page.goto('/faqs');
    const questions = page.getByRole('main').getByRole('heading', { level: 3 });
    const all = await questions.count();
    expect(all).toBeGreaterThanOrEqual(30);
    await islandReady(page, 'Search');

    const search = page.getByRole('searchbox', { name: 'Search the questions' });
    await search.fill('evaporative');
    await expect(resultCount(page)).toHaveText(/^\d+ questions? match “evaporative”$/);
    const matching = await questions.count();
    expect(matching).toBeGreaterThan(0);
    expect(matching).toBeLessThan(all);
    await expect(page).toHaveURL(/\/faqs\?q=evaporative$/);

    await search.fill('zzzqx');
    await expect(resultCount(page)).toHaveText(/No questions match/);
    await expect(questions).toHaveCount(0);

    await search.fill('');
    await expect(questions).toHaveCount(all);
    expect(consoleErrors).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows every question', async ({ page }) => {
      await page.goto('/faqs');
      expect(await page.getByRole('main').getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(
        30,
      );
    });
  });
});

test.describe('accessibility', () => {
  for (const path of ['/', CATEGORY, PRODUCT, '/faqs', '/where-to-buy']) {
    test(`axe finds nothing on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('where to buy lists dealers by state with dialable phone numbers', async ({ page }) => {
    await page.goto('/where-to-buy');
    // The directory folds each state away under its name and count.
    const nsw = page.getByRole('group').filter({ hasText: /^▸?\s*New South Wales \(\d+ dealers\)/ });
    await nsw.getByText(/^New South Wales \(\d+ dealers\)$/).click();
    await expect(nsw.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(nsw.getByRole('link', { name: /^\(02\) \d{4} \d{4}$/ }).first()).toHaveAttribute(
      'href',
      /^tel:\+612\d{8}$/,
    );
  });
});
