/**
 * Leads reaching the nearest dealer, in a real browser through the real login: a quote posted
 * without JavaScript from Parramatta (2150) goes to Parramatta Air & Climate, and the visitor is
 * told so; when that dealer declines it, it appears with the next nearest (Hills District Air
 * Conditioning, Castle Hill). A dealer accepting a lead from its mail and staff reassigning one and
 * pausing a dealer are steps of the dealer's and the staff journeys (e2e/journeys/).
 *
 * Its own server (tests/support/portal-site.ts), so other specs' leads do not change the queues.
 */
import type { Browser, Page } from '@playwright/test';
import { demoUsers, type PortalSite } from '../tests/support/portal-site';
import { expect } from './support/fixtures';
import { portalTest } from './support/portal-fixture';

const test = portalTest;

type User = (typeof demoUsers)[keyof typeof demoUsers];

/** Opens the portal in a fresh context, logs in on the provider's page and waits to be back. */
async function portalAs(browser: Browser, portal: PortalSite, user: User, path = '/portal'): Promise<Page> {
  const context = await browser.newContext({ baseURL: portal.url });
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForURL(
    (url) => url.origin === portal.settings.domain && url.pathname.startsWith('/interaction/'),
  );
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.origin === portal.url && !url.searchParams.has('code'));
  await expect(
    page.getByRole('banner').getByRole('link', { name: `Partner portal, signed in as ${user.name}` }),
    // Back from the provider the page signs in silently once more: seconds on a busy machine.
  ).toBeVisible({ timeout: 30_000 });
  return page;
}

/** Posts a quote from a browser without JavaScript; returns its reference and the thank-you page. */
async function postQuote(browser: Browser, portal: PortalSite, name: string) {
  const context = await browser.newContext({ baseURL: portal.url, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/get-a-quote');
  await page.getByLabel('What are you interested in?').selectOption('ducted');
  await page.getByLabel('Postcode').fill('2150');
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Email').fill('customer@example.com');
  await page.getByLabel('Phone').fill('0412 345 678');
  await page.getByRole('button', { name: 'Get my free quote' }).click();
  await page.waitForURL(/\/thank-you\?ref=CC-/);
  const reference = new URL(page.url()).searchParams.get('ref') ?? '';
  return { page, reference, close: () => context.close() };
}

// The test logs in two dealers on a shared machine: more time than one page's test.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

test('a lead one dealer declines appears with the next nearest', async ({ browser, portal }) => {
  const quote = await postQuote(browser, portal, 'Tom Fraser');
  // The visitor, without JavaScript, is told which dealer has it and by when they will call.
  await expect(
    quote.page
      .getByRole('note')
      .filter({ hasText: 'Parramatta Air & Climate in Parramatta has your request' }),
  ).toBeVisible();
  await expect(quote.page.getByText('Expect them to contact you by')).toBeVisible();
  await quote.close();

  const parramatta = await portalAs(browser, portal, demoUsers.installer);
  const card = parramatta.getByRole('listitem').filter({ hasText: quote.reference });
  await card.getByRole('button', { name: 'Decline…' }).click();
  await card.getByLabel('Reason').selectOption('fully-booked');
  await card.getByLabel('Note (optional)').fill('Booked out until March.');
  await card.getByRole('button', { name: `Decline ${quote.reference}` }).click();
  await expect(parramatta.getByRole('status').filter({ hasText: 'declined' })).toContainText(
    `${quote.reference} declined`,
  );
  await expect(parramatta.getByRole('listitem').filter({ hasText: quote.reference })).toHaveCount(0);
  await parramatta.context().close();

  const castleHill = await portalAs(browser, portal, demoUsers.castleHill);
  await expect(
    castleHill.getByRole('heading', { level: 1, name: 'Hills District Air Conditioning: your leads' }),
  ).toBeVisible();
  await expect(castleHill.getByRole('listitem').filter({ hasText: quote.reference })).toBeVisible();
  await castleHill.context().close();
});
