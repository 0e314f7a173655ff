/**
 * What a phone lays out first (`content-visibility: auto`, Section.module.css and
 * ProductGrid.module.css): the first screen at once, the sections and cards below it when the
 * visitor comes near them. Skipping them kept their style and layout, and the relayout when the
 * brand font arrives, out of the long tasks after the first paint (docs/performance.md). These
 * tests hold what the visitor notices: everything is there when they reach it, by scrolling or by
 * an in-page link, and a "Show all" link still lands on its card.
 */
import type { Locator } from '@playwright/test';
import { LISTING_FIRST_CARDS } from '../src/lib/product-filter';
import { expect, test } from './support/fixtures';

const PRODUCT = '/products/wall-mounted-air-conditioning/edge-3-5kw-reverse-cycle-split-system';
const LISTING = '/products/wall-mounted-air-conditioning';

/** Whether the browser has laid the element out and would paint it (not skipped off screen). */
const laidOut = (locator: Locator) =>
  locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

test.use({ viewport: { width: 390, height: 844 } });

test('a product page lays out its first screen at once and each later section as the visitor reaches it', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(PRODUCT);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeInViewport();
  expect(await laidOut(heading)).toBe(true);
  expect(await laidOut(page.locator('#picture-1 img'))).toBe(true);

  const specifications = page.getByRole('region', { name: 'Specifications' });
  const firstTable = specifications.getByRole('table').first();
  expect(await laidOut(firstTable)).toBe(false);
  const related = page.getByRole('region', { name: 'Related products' }).getByRole('article').first();
  expect(await laidOut(related)).toBe(false);
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Warranty', exact: true });
  expect(await laidOut(footerLink)).toBe(false);

  // Scrolled to, the section is there with its tables.
  await firstTable.scrollIntoViewIfNeeded();
  await expect(firstTable).toBeInViewport();
  expect(await laidOut(firstTable)).toBe(true);
  await expect(firstTable.getByRole('row').first()).toBeVisible();

  // The related products and the footer's links, at the end of the page.
  await footerLink.scrollIntoViewIfNeeded();
  await expect(footerLink).toBeInViewport();
  expect(await laidOut(footerLink)).toBe(true);
  expect(await laidOut(related)).toBe(true);

  // A link to a section lands on its heading, though the sections between were never laid out.
  await page.goto(`${PRODUCT}#warranty`);
  await expect(page.getByRole('heading', { level: 2, name: 'Warranty' })).toBeInViewport();
  expect(consoleErrors).toEqual([]);
});

test('a listing lays out its first row of cards at once and the rest as the visitor scrolls to them', async ({
  page,
}) => {
  await page.goto(LISTING);
  const cards = page.getByRole('list', { name: 'Products', exact: true }).getByRole('article');
  expect(await cards.count()).toBeGreaterThan(4);
  expect(await laidOut(cards.first().getByRole('heading'))).toBe(true);
  const last = cards.last();
  expect(await laidOut(last.getByRole('heading'))).toBe(false);
  await last.scrollIntoViewIfNeeded();
  await expect(last.getByRole('heading')).toBeInViewport();
  expect(await laidOut(last.getByRole('heading'))).toBe(true);
});

test('the page of every product lays out each card before the one "Show all" continues at', async ({
  page,
}) => {
  await page.goto('/products/cooling/all#more');
  const cards = page.getByRole('list', { name: 'Products', exact: true }).getByRole('article');
  await expect(cards.nth(LISTING_FIRST_CARDS)).toBeInViewport();
  const beforeTarget = await cards.evaluateAll(
    (articles, count) =>
      articles.slice(0, count).map((article) => article.checkVisibility({ contentVisibilityAuto: true })),
    LISTING_FIRST_CARDS,
  );
  expect(beforeTarget).toEqual(Array(LISTING_FIRST_CARDS).fill(true));
});

test('the home page leaves its later sections until the visitor comes near them', async ({ page }) => {
  await page.goto('/');
  const featured = page.locator('#featured');
  expect(await laidOut(featured.getByRole('article').first())).toBe(false);
  await featured.scrollIntoViewIfNeeded();
  await expect(featured.getByRole('article').first()).toBeVisible();
  // Laid out in the rendering step after it comes near the screen: polled, not read once (a busy
  // machine can read it a frame early).
  await expect.poll(() => laidOut(featured.getByRole('article').first())).toBe(true);
});
