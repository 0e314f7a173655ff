/**
 * The portal's screens as a dealer and a staff member use them, in a real browser through the real
 * login: a lead names its product (linked to its page) with labels written for the dealer; a
 * waiting lead is accepted or declined on its own page, and only then shows the status panel; the
 * portal has its own header that fits 1366 px with a long name and a 390 px phone; the staff
 * inbox is a list on a phone with its filters folded; the dealer table sorts, searches and filters;
 * reassigning ranks dealers by distance; a lead moved to the staff queue says why. axe finds
 * nothing on each screen.
 *
 * Screenshots of each screen at 1366 and 390 px go to the test's output folder.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { fixtureDealersDir } from '../tests/support/fixture-content';
import { formPaths, postForm, validAnswers } from '../tests/support/lead-posts';
import { demoUsers, type PortalSite } from '../tests/support/portal-site';
import { axeViolations, expect } from './support/fixtures';
import { portalTest } from './support/portal-fixture';

/** Dealers the test server routes to: the tests' own directory (TEST_DEALERS_DIR), one `- id:` each. */
const directorySize = readdirSync(fixtureDealersDir)
  .filter((file) => file.endsWith('.yaml'))
  .map((file) => readFileSync(join(fixtureDealersDir, file), 'utf8').match(/^ {2}- id: /gm)?.length ?? 0)
  .reduce((sum, count) => sum + count, 0);

import { accountLink, isIdp, submitLoginForm } from './support/portal-login';

const test = portalTest;

type User = (typeof demoUsers)[keyof typeof demoUsers];

const desktop = { width: 1366, height: 900 };
const phone = { width: 390, height: 844 };

const product = {
  slug: 'edge-7-1kw-reverse-cycle-split-system',
  name: 'Edge 7.1 kW Reverse Cycle Split System',
  path: '/products/wall-mounted-air-conditioning/edge-7-1kw-reverse-cycle-split-system',
};

async function portalAs(browser: Browser, portal: PortalSite, user: User, path = '/portal'): Promise<Page> {
  const context = await browser.newContext({ baseURL: portal.url, viewport: desktop });
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForURL((url) => isIdp(portal)(url) && url.pathname.startsWith('/interaction/'));
  await submitLoginForm(page, user);
  await page.waitForURL((url) => url.origin === portal.url && !url.searchParams.has('code'));
  // Back from the provider, the page signs in silently once more: slow on a busy machine.
  await expect(accountLink(page, user.name)).toBeVisible({ timeout: 30_000 });
  return page;
}

/** Opens another portal page and waits out its silent sign-in (seconds on a busy machine). */
async function openSignedIn(page: Page, path: string, user: User) {
  await page.goto(path);
  await expect(accountLink(page, user.name)).toBeVisible({ timeout: 30_000 });
}

/** Posts a quote without JavaScript from `postcode`, naming the product; returns its reference. */
async function postQuote(browser: Browser, portal: PortalSite, name: string, postcode: string) {
  const context = await browser.newContext({ baseURL: portal.url, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/get-a-quote?product=${product.slug}`);
  await page.getByLabel('Postcode').fill(postcode);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Email').fill('customer@example.com');
  await page.getByLabel('Phone').fill('0412 345 678');
  await page.getByLabel('Anything else we should know?').fill('Two storey house, unit on the balcony.');
  await page.getByRole('button', { name: 'Get my free quote' }).click();
  await page.waitForURL(/\/thank-you\?ref=CC-/);
  const reference = new URL(page.url()).searchParams.get('ref') ?? '';
  await context.close();
  return reference;
}

/** The page fits the viewport: no sideways scroll, and the header's Log out wholly on screen. */
async function expectFits(page: Page) {
  const { scrollWidth, viewport } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(viewport);
  const logOut = await page.getByRole('banner').getByRole('button', { name: 'Log out' }).boundingBox();
  expect(logOut).not.toBeNull();
  expect((logOut?.x ?? -1) >= 0 && (logOut?.x ?? 0) + (logOut?.width ?? 0) <= viewport).toBe(true);
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test('a dealer reads the product by name, accepts on the lead page, and the portal header fits', async ({
  browser,
  portal,
}, testInfo) => {
  const reference = await postQuote(browser, portal, 'Ruby Sinclair', '2150');
  const page = await portalAs(browser, portal, demoUsers.installer);

  // The portal's own header: no public navigation, no "Get a quote"; the organisation and person.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Get a quote' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Primary' })).toHaveCount(0);
  const sections = page.getByRole('navigation', { name: 'Portal' });
  await expect(sections).toContainText('Parramatta Air & Climate');
  await expect(sections).toContainText('Ivy Nguyen');
  await expect(sections.getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
  await expect(sections.getByRole('link', { name: 'Dealers' })).toHaveCount(0);

  const card = page.getByRole('listitem').filter({ hasText: reference });
  await expect(card.getByRole('link', { name: product.name })).toHaveAttribute('href', product.path);
  await expect(card).not.toContainText(product.slug);
  await expect(card).toContainText(/left/);
  // Nothing in the card touches its border.
  const [cardBox, headingBox] = await Promise.all([
    card.boundingBox(),
    card.getByRole('heading', { level: 3 }).boundingBox(),
  ]);
  expect((headingBox?.x ?? 0) - (cardBox?.x ?? 0)).toBeGreaterThanOrEqual(12);
  // Decline is a button that opens its small form.
  const decline = card.getByRole('button', { name: 'Decline…' });
  await expect(decline).toHaveAttribute('aria-expanded', 'false');
  await expect(card.getByLabel('Reason')).toBeHidden();
  await decline.click();
  await expect(card.getByLabel('Reason')).toBeVisible();
  await expect(decline).toHaveAttribute('aria-expanded', 'true');
  expect(await axeViolations(page)).toEqual([]);
  await expectFits(page);
  await shoot(page, testInfo, 'dealer-inbox-1366');
  await page.setViewportSize(phone);
  await expectFits(page);
  await shoot(page, testInfo, 'dealer-inbox-390');
  await page.setViewportSize(desktop);

  // The lead page of a waiting lead: Accept and Decline with the time left; no status panel yet.
  await card.getByRole('link', { name: 'What they asked' }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(reference) })).toBeVisible();
  const respond = page.getByRole('region', { name: 'Waiting for your answer' });
  await expect(respond).toContainText(/left/);
  await expect(page.getByRole('heading', { name: 'Status', exact: true })).toHaveCount(0);
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByRole('link', { name: product.name })).toHaveAttribute('href', product.path);
  await expect(details).toContainText('Interested in');
  await expect(details).toContainText('Customer’s notes');
  await expect(details).not.toContainText('What are you interested in?');
  await expect(details).not.toContainText('Anything else we should know?');
  await expect(details).not.toContainText('Ruby Sinclair');
  await respond.getByRole('button', { name: 'Decline…' }).click();
  await expect(respond.getByLabel('Reason')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, testInfo, 'dealer-lead-waiting-1366');
  await respond.getByRole('button', { name: 'Keep it' }).click();

  await respond.getByRole('button', { name: `Accept ${reference}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'accepted' })).toContainText(
    `${reference} accepted`,
  );
  await expect(details).toContainText('Customer');
  await expect(details).toContainText('Ruby Sinclair');
  await expect(page.getByRole('heading', { name: 'Status', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting for your answer' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await expectFits(page);
  await shoot(page, testInfo, 'dealer-lead-1366');
  await page.setViewportSize(phone);
  await expectFits(page);
  await shoot(page, testInfo, 'dealer-lead-390');
  await page.context().close();
});

test('a long name never pushes Log out off the header', async ({ browser, portal }) => {
  const page = await portalAs(browser, portal, demoUsers.castleHill);
  // The longest names the header must carry: a long person's name in place of the short one.
  await page.evaluate(() => {
    const name = document.querySelector('[data-name]');
    if (name) name.textContent = 'Alexandria Konstantinopoulou-Fitzgerald-Whitmore';
  });
  await expectFits(page);
  await page.setViewportSize(phone);
  await expectFits(page);
  await page.context().close();
});

test('staff: the dealer table sorts, searches and filters; reassigning ranks dealers by distance', async ({
  browser,
  portal,
}, testInfo) => {
  const nearParramatta = await postQuote(browser, portal, 'Eli Turner', '2150');
  // Meekatharra WA: no dealer within 150 km, so routing moves it to the staff queue.
  const remote = await postQuote(browser, portal, 'Ada Murray', '6642');
  const page = await portalAs(browser, portal, demoUsers.staff, '/portal/dealers');

  await expect(page.getByRole('heading', { level: 1, name: 'Dealers' })).toBeVisible();
  const table = page.getByRole('table', { name: /How each dealer answers its leads/ });
  const rows = table.locator('tbody tr');
  await expect(page.getByLabel('Only dealers with leads')).toBeChecked();
  await expect(rows.first()).toBeVisible();
  const withLeads = await rows.count();
  expect(withLeads).toBeLessThan(directorySize);
  await page.getByLabel('Only dealers with leads').uncheck();
  await expect(rows).toHaveCount(directorySize);
  await page.getByLabel('State').selectOption('VIC');
  await expect(rows.first()).toContainText('VIC');
  for (const text of await rows.locator('th').allTextContents()) expect(text).toContain('VIC');
  await page.getByLabel('State').selectOption('');
  await page.getByLabel('Search by name, suburb or postcode').fill('2150');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Parramatta Air & Climate');
  await page.getByLabel('Search by name, suburb or postcode').fill('');
  await page.getByLabel('Only dealers with leads').check();
  // Sorting by name, then the other way round.
  const byName = table.getByRole('button', { name: 'Dealer' });
  await byName.click();
  await expect(table.getByRole('columnheader', { name: 'Dealer' })).toHaveAttribute('aria-sort', 'ascending');
  const names = (await rows.locator('th').allTextContents()).map((text) => text.toLowerCase());
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-AU')));
  await byName.click();
  await expect(table.getByRole('columnheader', { name: 'Dealer' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, testInfo, 'staff-dealers-1366');
  await page.setViewportSize(phone);
  await expectFits(page);
  await shoot(page, testInfo, 'staff-dealers-390');
  await page.setViewportSize(desktop);

  // Reassigning: nearest first, with the km and where each dealer stands.
  await openSignedIn(page, `/portal/lead?ref=${nearParramatta}`, demoUsers.staff);
  const select = page.getByLabel('Reassign to (nearest first)');
  await expect(select.locator('option').nth(1)).toContainText('Parramatta Air & Climate');
  await expect(select.locator('option').nth(1)).toContainText('holds it now');
  await expect(select.locator('option', { hasText: 'Hills District Air Conditioning' })).toContainText(
    /Castle Hill NSW: \d+ km, eligible$/,
  );
  // A dealer that does not install is listed with why routing passed it over.
  await expect(select.locator('option', { hasText: 'does not install' }).first()).toBeAttached();
  // Grouped by where each dealer stands, nearest first within each group.
  await expect(select.locator('optgroup').first()).toHaveAttribute('label', 'Holds it now');
  await expect(select.locator('optgroup').nth(1)).toHaveAttribute('label', 'Eligible');
  const km = (await select.locator('optgroup[label="Eligible"] option').allTextContents()).map((text) =>
    Number(/: (\d+) km/.exec(text)?.[1]),
  );
  expect(km.length).toBeGreaterThan(1);
  expect(km).toEqual([...km].sort((a, b) => a - b));
  expect(await axeViolations(page)).toEqual([]);

  // A lead nobody could take says why it is in the staff queue.
  await openSignedIn(page, `/portal/lead?ref=${remote}`, demoUsers.staff);
  await expect(page.getByRole('region', { name: 'Dealer' })).toContainText(
    'Moved to the staff queue: no dealer with room within 150 km of the customer’s postcode',
  );

  // On a phone the staff inbox is a list and its filters fold away.
  await page.setViewportSize(phone);
  await openSignedIn(page, '/portal', demoUsers.staff);
  await expect(page.getByRole('list', { name: /^Leads, page 1/ })).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();
  const filters = page.getByRole('button', { name: /^Filters/ });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Received from')).toBeHidden();
  await expectFits(page);
  await shoot(page, testInfo, 'staff-inbox-390');
  await filters.click();
  await expect(page.getByLabel('Received from')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize(desktop);
  await expect(page.getByRole('table', { name: /^Leads, page 1/ })).toBeVisible();
  await expect(page.getByLabel('Received from')).toBeVisible();
  await expectFits(page);
  await shoot(page, testInfo, 'staff-inbox-1366');
  await page.context().close();
});

test('staff: an owner’s home, read-only, on the Owners’ homes screen', async ({ browser, portal }) => {
  const email = 'portal-look@example.com';
  const answers: Record<string, string> = { ...validAnswers('warranty', portal.site.today), email };
  expect((await postForm(portal.url, formPaths.warranty, { body: answers })).status).toBe(303);
  const page = await portalAs(browser, portal, demoUsers.staff, '/portal/homes');
  await expect(page.getByRole('heading', { level: 1, name: 'Owner’s home' })).toBeVisible();
  await page.getByLabel('Owner’s email address').fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Show their home' }).click();
  await expect(page.getByRole('alert')).toContainText('We have nothing for that email address');
  await page.getByLabel('Owner’s email address').fill(email);
  await page.getByRole('button', { name: 'Show their home' }).click();
  const address = page.getByRole('region', { name: 'Postcode 2600, ACT' });
  await expect(address.getByText(answers.serialNumber ?? '', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: /Sign out|Email the buyer|Make a tenant link/ })).toHaveCount(
    0,
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.context().close();
});

test('a portal page shows its frame before the sign-in is checked', async ({ page }) => {
  // Nothing signed in: the server's HTML alone, before any script runs, has the heading, the
  // section navigation and the placeholders where the page's data will come.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/portal/lead?ref=CC-ABC123');
  await expect(page.getByRole('heading', { level: 1, name: 'Lead' })).toBeVisible();
  await expect(page.locator('[data-skeleton]')).toBeVisible();
  // The section navigation is part of the frame: Leads, which every portal user has, is there at once.
  await expect(
    page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Leads', exact: true }),
  ).toHaveAttribute('href', '/portal');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get a quote' })).toHaveCount(0);
});
