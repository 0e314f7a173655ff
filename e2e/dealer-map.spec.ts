/**
 * The dealer map on /where-to-buy in a real browser: Sydney's crowded dealers drawn with no pin over
 * another (clusters where they would touch), pins reached by Tab in list order and opened with
 * Enter, a cluster zooming in and handing focus to the pins it held, the map's code and its base map
 * fetched only once the map first shows, axe with a dealer's callout open at both widths, and the
 * page without JavaScript still listing every dealer.
 */
import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './support/fixtures';

const PAGE = '/where-to-buy';
const MAP_CHUNK = /\/DealerMap\.[\w-]+\.js$/;

test.use({ timezoneId: 'Australia/Sydney' });

const pins = (page: Page) => page.getByRole('list', { name: 'Dealers on the map' }).getByRole('button');
const resultNames = (page: Page) =>
  page.getByRole('list', { name: 'Nearest dealers' }).getByRole('heading', { level: 3 });

/** The URL of the base map document: the page's static query that holds a coast. */
async function baseMapUrl(page: Page, baseURL: string | undefined): Promise<string> {
  const pageData = await (
    await page.request.get(new URL(`/page-data${PAGE}/page-data.json`, baseURL).href)
  ).json();
  for (const hash of pageData.staticQueryHashes as string[]) {
    const path = `/page-data/sq/d/${hash}.json`;
    const text = await (await page.request.get(new URL(path, baseURL).href)).text();
    if (text.startsWith('{"width"')) return path;
  }
  throw new Error('no base map document on the page');
}

/** Pairs of pins whose boxes overlap. */
async function overlappingPins(page: Page): Promise<string[]> {
  const boxes = await pins(page).evaluateAll((buttons) =>
    buttons.map((button) => {
      const { left, top, right, bottom } = button.getBoundingClientRect();
      return { name: button.getAttribute('aria-label') ?? '', left, top, right, bottom };
    }),
  );
  return boxes.flatMap((a, i) =>
    boxes
      .slice(i + 1)
      .filter((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
      .map((b) => `${a.name} / ${b.name}`),
  );
}

test('Sydney’s dealers: no pin hides another; Tab reaches the pins, Enter shows a dealer, a cluster zooms in', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`${PAGE}?near=2000`);
  await expect(resultNames(page)).toHaveCount(10);
  await expect(pins(page).first()).toBeVisible();
  expect(await overlappingPins(page)).toEqual([]);

  // From the last filter, Tab goes to the map's pins, the first holding the nearest dealer.
  await page.getByRole('combobox', { name: 'Sells', exact: true }).focus();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('data-members', /^0( |$)/);
  expect(await focused.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');

  // Enter on a cluster zooms in and keeps focus on a pin holding dealer 1; on a dealer, shows it.
  for (let step = 0; step < 8; step += 1) {
    const name = (await focused.getAttribute('aria-label')) ?? '';
    if (/^1: /.test(name)) break;
    expect(name).toMatch(/dealers, 1(,| and) .*zoom in$/);
    await page.keyboard.press('Enter');
    await expect(focused).toHaveAttribute('data-members', /^0( |$)/);
    expect(await overlappingPins(page)).toEqual([]);
  }
  const first = await resultNames(page).first().textContent();
  await expect(focused).toHaveAccessibleName(`1: ${first}`);
  await page.keyboard.press('Enter');
  await expect(focused).toHaveAttribute('aria-pressed', 'true');
  const callout = page.getByRole('region', { name: 'Dealer 1' });
  await expect(callout).toContainText(`1. ${first}`);
  await expect(callout).toContainText(/km away/);
  // "Details in the list" takes focus to the dealer's card.
  await callout.getByRole('link', { name: 'Details in the list' }).click();
  await expect(page.getByRole('article', { name: first ?? '' })).toBeFocused();

  // Back to every result: the first view again, still with no pin over another; Close ends the callout.
  await page.getByRole('button', { name: 'Show all' }).click();
  expect(await overlappingPins(page)).toEqual([]);
  await callout.getByRole('button', { name: 'Close' }).click();
  await expect(callout).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('the map’s code and base map load when the map first shows, not with the page', async ({
  page,
  baseURL,
}) => {
  const baseMap = await baseMapUrl(page, baseURL);
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(PAGE);
  await expect(page.getByRole('button', { name: 'Use my location' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((path) => MAP_CHUNK.test(path) || path === baseMap)).toEqual([]);

  await page.getByRole('combobox', { name: 'Postcode or suburb' }).fill('2150');
  await page.getByRole('button', { name: 'Find dealers' }).click();
  await expect(pins(page).first()).toBeVisible();
  await expect.poll(() => fetched.some((path) => MAP_CHUNK.test(path))).toBe(true);
  await expect.poll(() => fetched.filter((path) => path === baseMap)).toHaveLength(1);
  // Once drawn, the base map shows the coast and names a place near Parramatta (whose own name
  // gives way to the pins of the dealers there).
  await expect(
    page
      .getByRole('figure', { name: /^Map of/ })
      .locator('path')
      .first(),
  ).toHaveAttribute('d', /^M[\d.]+ [\d.]+l/);
  await expect
    .poll(() =>
      page
        .getByRole('figure', { name: /^Map of/ })
        .locator('text')
        .count(),
    )
    .toBeGreaterThanOrEqual(1);
});

for (const width of [390, 1366]) {
  test(`axe finds nothing on the map with a dealer’s callout open, ${width} px wide`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${PAGE}?near=3000`);
    await expect(pins(page).first()).toBeVisible();
    // A dealer's own pin has aria-pressed; until one shows, zoom in on the first cluster.
    const single = pins(page).and(page.locator('[aria-pressed]'));
    for (let step = 0; step < 8 && (await single.count()) === 0; step += 1) await pins(page).first().click();
    await single.first().click();
    await expect(page.getByRole('region', { name: /^Dealer \d+$/ })).toBeVisible();
    expect(await overlappingPins(page)).toEqual([]);
    // The map alone: the locator's own axe test sweeps the page with results (and this map) shown.
    expect(await axeViolations(page, 'main figure')).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page has no map and still lists every dealer by state', async ({ page }) => {
    await page.goto(`${PAGE}?near=2000`);
    await expect(page.getByRole('figure', { name: /^Map of/ })).toHaveCount(0);
    const states = page.getByRole('region', { name: 'Dealers by state' }).locator('summary');
    await expect(states).toHaveCount(8);
    await states.first().click();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });
});
