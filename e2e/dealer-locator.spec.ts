/**
 * The dealer locator on /where-to-buy in a real browser: postcode and suburb searches by mouse and
 * by keyboard (the combobox), filters, the URL round trip (reload, back, forward, shared links),
 * "use my location", open-now status in dealers' time zones, what loads when, the map and the list
 * kept to the results, "ask this dealer for a quote" through to the thank-you page, axe with
 * results shown, and the full list by state without JavaScript.
 */
import type { Page, Request } from '@playwright/test';
import { locatorSummary, nearestDealers } from '../src/lib/dealer-locator';
import type { PostcodePositions } from '../src/lib/postcodes/suburbs';
import type { DealerEntry } from '../src/schemas/dealer';
import { axeViolations, expect, test } from './support/fixtures';

const PAGE = '/where-to-buy';

// Requests must reach the page, not a service worker's cache.
test.use({ timezoneId: 'Australia/Sydney' });

interface LocatorData {
  dealers: DealerEntry[];
  positions: PostcodePositions;
}

let data: LocatorData | undefined;

/** The documents the island reads, fetched the way it finds them: through the page's page data. */
async function locatorData(baseURL: string | undefined): Promise<LocatorData> {
  if (data) return data;
  const pageData = await (await fetch(new URL(`/page-data${PAGE}/page-data.json`, baseURL))).json();
  const documents = await Promise.all(
    (pageData.staticQueryHashes as string[]).map(async (hash) =>
      (await fetch(new URL(`/page-data/sq/d/${hash}.json`, baseURL))).json(),
    ),
  );
  const groups = documents.find((doc) => Array.isArray(doc) && doc[0]?.dealers) as {
    dealers: DealerEntry[];
  }[];
  const positions = documents.find((doc) => !Array.isArray(doc) && doc['2000']) as PostcodePositions;
  data = { dealers: groups.flatMap((group) => group.dealers), positions };
  return data;
}

/** Names of the nearest dealers to a postcode, as the locator should list them. */
async function expectedNearest(baseURL: string | undefined, postcode: string, filters = {}) {
  const { dealers, positions } = await locatorData(baseURL);
  const row = positions[postcode];
  if (!row) throw new Error(`unknown postcode ${postcode}`);
  return nearestDealers(dealers, { lat: row[1], lng: row[2] }, { type: null, product: null, ...filters });
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Postcode or suburb' });
const results = (page: Page) => page.getByRole('list', { name: 'Nearest dealers' });
const resultNames = (page: Page) => results(page).getByRole('heading', { level: 3 });
const summary = (page: Page) => page.getByRole('main').getByRole('status');
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' });
const mapFigure = (page: Page, name: string | RegExp) => page.getByRole('figure', { name });
const pins = (page: Page) => page.getByRole('list', { name: 'Dealers on the map' }).getByRole('button');
/** List indexes of the dealers the pins stand for (a cluster's pin stands for several), sorted. */
const dealersOnMap = (page: Page) =>
  pins(page).evaluateAll((buttons) =>
    buttons
      .flatMap((button) => (button.getAttribute('data-members') ?? '').split(' ').map(Number))
      .sort((a, b) => a - b),
  );

/** The island has hydrated once "use my location" is enabled (it is disabled in the server's HTML). */
async function islandReady(page: Page) {
  await expect(page.getByRole('button', { name: 'Use my location' })).toBeEnabled();
}

test.describe('searching', () => {
  test('postcode 2000 (Sydney CBD) lists the nearest Sydney dealers first, with distances, by mouse', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    const expected = await expectedNearest(baseURL, '2000');
    await page.goto(PAGE);
    await islandReady(page);
    await searchBox(page).click();
    await searchBox(page).fill('2000');
    await page.getByRole('button', { name: 'Find dealers' }).click();

    await expect(page).toHaveURL(/\/where-to-buy\?near=2000$/);
    await expect(summary(page)).toHaveText(
      `Showing 10 of ${expected.length} dealers, nearest to postcode 2000 first.`,
    );
    await expect(resultNames(page)).toHaveText(expected.slice(0, 10).map((match) => match.dealer.name));
    for (const match of expected.slice(0, 5)) {
      expect(match.dealer.address.state).toBe('NSW');
      expect(match.distanceKm).toBeLessThan(40);
    }
    const first = results(page).getByRole('article').first();
    await expect(first).toContainText(/\d+(\.\d)? km away/);
    await expect(first.getByRole('link', { name: /^\(02\) \d{4} \d{4}$/ })).toHaveAttribute(
      'href',
      /^tel:\+612\d{8}$/,
    );
    await expect(
      first.getByRole('link', { name: `Directions to ${expected[0]?.dealer.name}` }),
    ).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
    await expect(first).toContainText(/Open now · closes|Closing soon · closes|Closed · opens|On call today/);

    await page.getByRole('button', { name: 'Show 10 more dealers' }).click();
    await expect(resultNames(page)).toHaveCount(20);
    await expect(results(page).getByRole('article').nth(10)).toBeFocused(); // the first new dealer
    await expect(summary(page)).toHaveText(
      `Showing 20 of ${expected.length} dealers, nearest to postcode 2000 first.`,
    );
    expect(consoleErrors).toEqual([]);
  });

  test('a postcode search draws the nearest dealers on a map of Australia, numbered as the list, and the page ends after them', async ({
    page,
    baseURL,
  }) => {
    const expected = await expectedNearest(baseURL, '2000');
    await page.goto(`${PAGE}?near=2000`);
    await expect(resultNames(page)).toHaveCount(10);
    const map = mapFigure(
      page,
      'Map of the 10 nearest dealers to postcode 2000: the square is the place you searched, the numbers match the list.',
    );
    await expect(map).toBeVisible();
    // Every listed dealer is on the map once, alone or in a cluster, and every pin is inside it.
    await expect.poll(() => dealersOnMap(page)).toEqual(Array.from({ length: 10 }, (_, index) => index));
    const frame = await map.boundingBox();
    for (const pin of await pins(page).all()) {
      const box = await pin.boundingBox();
      if (!box || !frame) throw new Error('no box');
      expect(box.x).toBeGreaterThanOrEqual(frame.x);
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
      expect(box.y).toBeGreaterThanOrEqual(frame.y);
    }
    // The list is the results: ten dealers on the page, the nearest numbered 1, no directory under them.
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(10);
    await expect(results(page).getByRole('listitem').first()).toContainText(`1${expected[0]?.dealer.name}`);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(8000);
    // "Show more" adds to the map as to the list.
    await page.getByRole('button', { name: 'Show 10 more dealers' }).click();
    await expect(mapFigure(page, /^Map of the 20 nearest dealers to postcode 2000/)).toBeVisible();
    await expect.poll(() => dealersOnMap(page)).toEqual(Array.from({ length: 20 }, (_, index) => index));
    // Every dealer is still a click away, by state.
    await page.getByText('New South Wales (').click();
    const nsw = (await locatorData(baseURL)).dealers.filter((dealer) => dealer.address.state === 'NSW');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(20 + nsw.length);
  });

  test('“Ask this dealer for a quote” opens the quote form for that dealer, who receives the request first', async ({
    page,
    baseURL,
  }) => {
    // The second nearest to Hobart: the nearest-dealer rule alone would not pick it.
    const chosen = (await expectedNearest(baseURL, '7000'))[1]?.dealer;
    if (!chosen) throw new Error('fewer than two dealers near Hobart');
    await page.goto(`${PAGE}?near=7000`);
    await page
      .getByRole('link', { name: `Ask this dealer for a quote from ${chosen.name}`, exact: true })
      .click();
    await expect(page).toHaveURL(`/get-a-quote?dealer=${chosen.id}&postcode=7000`);
    const form = page.getByRole('form', { name: 'Quote request' });
    await expect(form).toContainText(
      `Your request goes to ${chosen.name} in ${chosen.address.suburb} TAS first.`,
    );
    await expect(form.getByLabel('Postcode')).toHaveValue('7000');
    expect(await axeViolations(page)).toEqual([]);
    await form.getByLabel('Your name').fill('Mei Robertson');
    await form.getByLabel('Email').fill('mei.robertson@example.com');
    await form.getByRole('button', { name: 'Get my free quote' }).click();
    await expect(page).toHaveURL(/\/thank-you\?ref=CC-/);
    await expect(page.getByText(`${chosen.name} in ${chosen.address.suburb} has your request`)).toBeVisible();
    await expect(page.getByText(/is the dealer you asked for/)).toBeVisible();
  });

  test('a suburb name is chosen from the suggestions by keyboard', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    await page.goto(PAGE);
    await islandReady(page);
    const box = searchBox(page);
    await box.focus();
    await page.keyboard.type('fremant');
    await expect(suggestions(page)).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const first = suggestions(page).getByRole('option').first();
    await expect(first).toHaveText('Fremantle WA 6160');
    await expect(box).not.toHaveAttribute('aria-activedescendant', /./);

    await page.keyboard.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\?near=Fremantle\+WA\+6160$/);
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('Fremantle WA 6160');
    await expect(suggestions(page)).toBeHidden();
    const expected = await expectedNearest(baseURL, '6160');
    await expect(resultNames(page).first()).toHaveText(expected[0]?.dealer.name ?? '');
    expect(expected[0]?.dealer.address.state).toBe('WA');
    await expect(summary(page)).toContainText('nearest to Fremantle WA 6160 first');

    // Filters by keyboard: Tab past the two buttons to the dealer type, arrow to a choice.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Find dealers' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const type = page.getByRole('combobox', { name: 'Dealer type' });
    await expect(type).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(type).toHaveValue('service-agent');
    await expect(page).toHaveURL(/\?near=Fremantle\+WA\+6160&type=service-agent$/);
    const agents = await expectedNearest(baseURL, '6160', { type: 'service-agent' });
    await expect(resultNames(page).first()).toHaveText(agents[0]?.dealer.name ?? '');
    expect(consoleErrors).toEqual([]);
  });

  test('Parramatta typed in full and Enter searches the best match; Escape closes, then clears', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await islandReady(page);
    const box = searchBox(page);
    await box.focus();
    await page.keyboard.type('Parra');
    await expect(suggestions(page).getByRole('option').first()).toHaveText('Parramatta NSW 2150');
    await page.keyboard.press('Escape');
    await expect(suggestions(page)).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('Parra');
    await page.keyboard.press('Escape');
    await expect(box).toHaveValue('');

    await page.keyboard.type('Parramatta');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?near=Parramatta\+NSW\+2150$/);
    await expect(resultNames(page).first()).toHaveText('Parramatta Air & Climate');
    await expect(results(page).getByRole('article').first()).toContainText('under 1 km away');
  });

  test('a suburb shared by several states is suggested once per state and postcode', async ({ page }) => {
    await page.goto(PAGE);
    await islandReady(page);
    await searchBox(page).fill('Springfield');
    await expect(suggestions(page).getByRole('option', { name: 'Springfield QLD 4300' })).toBeVisible();
    const labels = await suggestions(page).getByRole('option').allTextContents();
    expect(labels).toContain('Springfield QLD 4300');
    expect(new Set(labels.map((label) => label.split(' ').at(-2))).size).toBeGreaterThanOrEqual(4);
    await suggestions(page).getByRole('option', { name: 'Springfield QLD 4300' }).click();
    await expect(page).toHaveURL(/\?near=Springfield\+QLD\+4300$/);
    await expect(summary(page)).toContainText('nearest to Springfield QLD 4300 first');
  });

  test('filters by dealer type and product sold', async ({ page, baseURL }) => {
    const expected = await expectedNearest(baseURL, '2000', { type: 'installer', product: 'gas-heater' });
    await page.goto(`${PAGE}?near=2000`);
    await expect(resultNames(page)).toHaveCount(10);
    await page.getByRole('combobox', { name: 'Dealer type' }).selectOption({ label: 'Installer' });
    await page.getByRole('combobox', { name: 'Sells' }).selectOption({ label: 'Gas ducted heater' });
    await expect(page).toHaveURL(/\?near=2000&type=installer&product=gas-heater$/);
    expect(expected.length).toBeGreaterThan(0);
    await expect(summary(page)).toHaveText(
      locatorSummary(Math.min(10, expected.length), expected.length, 'postcode 2000'),
    );
    await expect(resultNames(page)).toHaveText(expected.slice(0, 10).map((match) => match.dealer.name));
    for (const card of await results(page).getByRole('article').all()) {
      await expect(card.getByRole('list', { name: 'Services' })).toContainText('Installer');
      await expect(card).toContainText('Gas ducted heater');
    }
  });

  test('says so when a place is unknown', async ({ page }) => {
    await page.goto(PAGE);
    await islandReady(page);
    await searchBox(page).fill('Qwertyville');
    await page.keyboard.press('Enter');
    await expect(summary(page)).toHaveText(/We could not find “Qwertyville”/);
    await expect(results(page)).toHaveCount(0);
  });
});

test.describe('the URL', () => {
  test('restores a search on reload and through back and forward', async ({ page, baseURL }) => {
    await page.goto(`${PAGE}?near=2150&type=installer`);
    const type = page.getByRole('combobox', { name: 'Dealer type' });
    await expect(searchBox(page)).toHaveValue('2150');
    await expect(type).toHaveValue('installer');
    const parramatta = await expectedNearest(baseURL, '2150', { type: 'installer' });
    await expect(resultNames(page).first()).toHaveText(parramatta[0]?.dealer.name ?? '');

    await page.reload();
    await expect(searchBox(page)).toHaveValue('2150');
    await expect(type).toHaveValue('installer');
    await expect(resultNames(page)).toHaveCount(10);

    await searchBox(page).fill('3000');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?near=3000&type=installer$/);
    const melbourne = await expectedNearest(baseURL, '3000', { type: 'installer' });
    await expect(resultNames(page).first()).toHaveText(melbourne[0]?.dealer.name ?? '');

    await page.goBack();
    await expect(page).toHaveURL(/\?near=2150&type=installer$/);
    await expect(searchBox(page)).toHaveValue('2150');
    await expect(resultNames(page).first()).toHaveText(parramatta[0]?.dealer.name ?? '');
    await page.goForward();
    await expect(searchBox(page)).toHaveValue('3000');
    await expect(resultNames(page).first()).toHaveText(melbourne[0]?.dealer.name ?? '');
  });

  test('a shared link with a suburb name is placed and tidied', async ({ page }) => {
    await page.goto(`${PAGE}?near=fremantle&product=evaporative`);
    await expect(page).toHaveURL(/\?near=Fremantle\+WA\+6160&product=evaporative$/);
    await expect(page.getByRole('combobox', { name: 'Sells' })).toHaveValue('evaporative');
    await expect(summary(page)).toContainText('nearest to Fremantle WA 6160 first');
  });
});

test.describe('use my location', () => {
  test('finds the dealers nearest the device', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: -31.9523, longitude: 115.8613 }); // Perth CBD
    await page.goto(PAGE);
    await islandReady(page);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page).toHaveURL(/\?at=-31\.95,115\.86$/);
    await expect(summary(page)).toContainText('nearest to your location first');
    const expected = await expectedNearest(baseURL, '6000');
    await expect(resultNames(page).first()).toHaveText(expected[0]?.dealer.name ?? '');
    await page.reload();
    await expect(resultNames(page).first()).toHaveText(expected[0]?.dealer.name ?? '');
  });

  test('explains a refusal', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto(PAGE);
    await islandReady(page);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(summary(page)).toHaveText(/Location access is turned off/);
    await expect(page).toHaveURL(/\/where-to-buy$/);
  });

  test('explains a timeout and an unavailable position', async ({ page }) => {
    await page.addInitScript(() => {
      let calls = 0;
      const fail: Geolocation['getCurrentPosition'] = (_success, error) => {
        calls += 1;
        const code = calls === 1 ? 3 : 2;
        setTimeout(
          () => error?.({ code, message: 'test', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }),
          10,
        );
      };
      Object.defineProperty(navigator.geolocation, 'getCurrentPosition', { value: fail });
    });
    await page.goto(PAGE);
    await islandReady(page);
    const button = page.getByRole('button', { name: 'Use my location' });
    await button.click();
    await expect(summary(page)).toHaveText(/took too long/);
    await button.click();
    await expect(summary(page)).toHaveText(/not available right now/);
  });
});

test.describe('open now', () => {
  test('shows each dealer’s status on its own clock, naming the zone when it is not the visitor’s', async ({
    page,
  }) => {
    // Monday 14 July 2025, 10:00 am in Sydney (the visitor), 8:00 am in Perth.
    await page.clock.setFixedTime(new Date('2025-07-14T00:00:00Z'));
    await page.goto(`${PAGE}?near=6000`);
    const perth = results(page).getByRole('article').first();
    await expect(perth).toContainText(/(Open now · closes|Closed · opens) \d{1,2}:\d{2} [ap]m AWST/);
    await page.goto(`${PAGE}?near=2000`);
    const sydney = results(page).getByRole('article').first();
    await expect(sydney).toContainText(/Open now · closes \d{1,2}:\d{2} pm(?! A)/);
  });

  test('a dealer on call on Saturday says so and when it opens', async ({ page, baseURL }) => {
    const { dealers } = await locatorData(baseURL);
    const onCall = dealers.find((dealer) => dealer.openingHours.includes('Sat on call'));
    if (!onCall) throw new Error('no dealer is on call on Saturdays');
    // Saturday 19 July 2025, 11:00 am AEST.
    await page.clock.setFixedTime(new Date('2025-07-19T01:00:00Z'));
    await page.goto(`${PAGE}?near=${onCall.address.postcode}`);
    const card = results(page).getByRole('article').filter({ hasText: onCall.name });
    await expect(card).toContainText(/On call today · opens Mon \d{1,2}:\d{2} am/);
  });
});

test.describe('loading', () => {
  test('fetches nothing on page load; the data when the search is focused, a letter’s suburbs when typed', async ({
    page,
  }) => {
    const documents: string[] = [];
    page.on('request', (request: Request) => {
      if (request.url().includes('/page-data/sq/d/')) documents.push(new URL(request.url()).pathname);
    });
    await page.goto(PAGE);
    await islandReady(page);
    await page.waitForLoadState('networkidle');
    expect(documents).toEqual([]);

    await searchBox(page).focus();
    await expect.poll(() => documents.length).toBe(2); // dealers and postcode positions
    await page.keyboard.type('Fre');
    await expect(suggestions(page)).toBeVisible();
    expect(documents).toHaveLength(3); // the F suburbs, and nothing more for "re"
  });

  test('keeps the list by state when the data cannot be fetched', async ({ page }) => {
    await page.route('**/page-data/sq/d/**', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto(`${PAGE}?near=2000`);
    await expect(summary(page)).toHaveText(/not available right now/);
    await page.getByText('New South Wales (').click();
    await expect(
      page.getByRole('region', { name: 'Dealers by state' }).getByRole('article').first(),
    ).toBeVisible();
  });
});

test.describe('accessibility', () => {
  test('axe finds nothing with results shown', async ({ page }) => {
    await page.goto(`${PAGE}?near=2000`);
    await expect(resultNames(page)).toHaveCount(10);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('axe finds nothing with suggestions open', async ({ page }) => {
    await page.goto(PAGE);
    await islandReady(page);
    await searchBox(page).fill('Spring');
    await expect(suggestions(page)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(suggestions(page).getByRole('option', { selected: true })).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('LocalBusiness structured data describes every dealer', async ({ page, baseURL }) => {
    const { dealers } = await locatorData(baseURL);
    await page.goto(PAGE);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const graph = blocks.map((text) => JSON.parse(text)).find((block) => Array.isArray(block['@graph']));
    expect(graph['@graph']).toHaveLength(dealers.length);
    const [first] = graph['@graph'];
    expect(first).toMatchObject({
      '@type': 'LocalBusiness',
      address: { '@type': 'PostalAddress', addressCountry: 'AU' },
      geo: { '@type': 'GeoCoordinates' },
    });
    expect(first.openingHoursSpecification[0]).toMatchObject({ '@type': 'OpeningHoursSpecification' });
    expect(first.url).toMatch(/\/where-to-buy#dealer-/);
    await expect(page.locator(`[id="${new URL(first.url).hash.slice(1)}"]`)).toHaveCount(1);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('lists every dealer by state and says the search needs JavaScript', async ({ page, baseURL }) => {
    const { dealers } = await locatorData(baseURL);
    await page.goto(`${PAGE}?near=2000`);
    // Chromium with scripting turned off by the test still parses <noscript> as text: check the HTML.
    const html = await (await fetch(new URL(PAGE, baseURL))).text();
    expect(html).toMatch(/<noscript><p[^>]*>Searching needs JavaScript/);
    // One closed disclosure per state; opened, each lists its dealers.
    const states = page.getByRole('region', { name: 'Dealers by state' }).locator('summary');
    await expect(states).toHaveCount(8);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
    for (const state of await states.all()) await state.click();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(dealers.length);
    await expect(results(page)).toHaveCount(0);
  });
});
