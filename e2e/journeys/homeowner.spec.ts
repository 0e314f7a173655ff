/**
 * The homeowner's journey, as a person takes it with the page's scripts running: the home page, a
 * listing, a product, two products compared, the sizing tool for their room, a quote for the model
 * it recommends, and the thank-you page naming the dealer who will call. On a phone (390 × 844) and
 * a desktop (1366 × 900); and once without JavaScript, where the same visitor gets from the home page
 * to a quote for the product they looked at. Each step checks what the person sees, and the journey
 * fails on a script or console error or an error answer.
 */
import type { Page } from '@playwright/test';
import { axeViolations, expect, siteScriptsReady } from '../support/fixtures';
// A server of its own (no form rate limit), so the quote never waits on other tests' posts; the
// journey fails on a script or console error or an error answer (support/journey.ts).
import { journeyTest as test } from '../support/journey';

const EDGE = 'Edge 5.0 kW Reverse Cycle Split System';
const AURA = 'Aura 5.0 kW Reverse Cycle Split System';
const LISTING = 'Wall-mounted air conditioning';

const tray = (page: Page) => page.getByRole('region', { name: 'Products to compare' });

/** The page's main heading, once the client router has swapped the page in. */
async function arrived(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

/** Opens the header's navigation where a phone folds it away. */
async function openMenu(page: Page, phone: boolean) {
  if (phone) await page.getByText('Menu', { exact: true }).click();
}

/** The quote form's own questions, with the product and postcode it was sent with. */
async function askForQuote(page: Page) {
  const form = page.getByRole('form', { name: 'Quote request' });
  await form.getByRole('radio', { name: 'House', exact: true }).check();
  await form.getByLabel('Rooms to heat or cool').fill('1');
  await form.getByLabel('Your name').fill('Priya Shah');
  await form.getByLabel('Email').fill('priya@example.com');
  await form.getByLabel('Phone').fill('0412 345 678');
  await form.getByRole('button', { name: 'Get my free quote' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you. We have your quote request.');
  // Sydney 2000: the nearest dealer has it, and says when they will call.
  await expect(page.getByText(/Eastern Suburbs Comfort Air in /)).toBeVisible();
  await expect(page.getByText(/Expect them to contact you by/)).toBeVisible();
}

for (const device of [
  { name: 'a phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'a desktop', viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false },
]) {
  test.describe(`the homeowner on ${device.name}`, () => {
    test.use({ viewport: device.viewport, isMobile: device.isMobile, hasTouch: device.hasTouch });

    test('home, listing, product, compare two, size the room, a quote that names the dealer', async ({
      page,
    }) => {
      test.slow();
      const phone = device.isMobile;
      await page.goto('/');
      await siteScriptsReady(page);
      await page.getByRole('main').getByRole('link', { name: LISTING, exact: true }).click();
      await arrived(page, LISTING);

      await page.getByRole('link', { name: EDGE, exact: true }).click();
      await arrived(page, EDGE);
      await expect(page.getByText(/Living rooms of \d+–\d+ m²/).first()).toBeVisible();
      await page.getByRole('button', { name: `Compare ${EDGE}`, exact: true }).click();
      await expect(page.getByRole('button', { name: `Compare ${EDGE}`, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      await page.goBack();
      await arrived(page, LISTING);
      await page.getByRole('button', { name: `Compare ${AURA}`, exact: true }).click();
      await tray(page).getByRole('link', { name: 'Compare (2)' }).click();
      const table = page.getByRole('table', { name: /side by side/ });
      await expect(table.getByRole('columnheader', { name: EDGE })).toBeVisible();
      await expect(table.getByRole('columnheader', { name: AURA })).toBeVisible();

      await openMenu(page, phone);
      await page.getByRole('banner').getByRole('link', { name: 'Sizing tool' }).click();
      // The tool starts when it scrolls into view, as it does under a visitor's thumb.
      await page.locator('#sizing-tool').scrollIntoViewIfNeeded();
      await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
      await page.getByLabel('Used as').selectOption('living');
      await page.getByRole('textbox', { name: 'Length (m)' }).fill('5');
      await page.getByRole('textbox', { name: 'Width (m)' }).fill('6');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('radio', { name: 'North' }).check();
      await page.getByRole('radio', { name: /^None/ }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel('Postcode').fill('2000');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Show my result' }).click();
      await expect(
        page.getByText(/^You need about [\d.]+ kW of cooling and [\d.]+ kW of heating\.$/),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await page
        .getByRole('link', { name: /^Get a quote for this model: Edge 5\.0 kW/ })
        .first()
        .click();
      const form = page.getByRole('form', { name: 'Quote request' });
      await expect(form.getByLabel('What are you interested in?')).toHaveValue(
        'edge-5-0kw-reverse-cycle-split-system',
      );
      await expect(form.getByLabel('Postcode')).toHaveValue('2000');
      await askForQuote(page);
    });
  });
}

test.describe('the homeowner without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home, listing, product, and a quote for it that names the dealer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: LISTING, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LISTING);
    await page.getByRole('link', { name: EDGE, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(EDGE);
    await page.getByRole('link', { name: 'Get a quote for this model' }).first().click();
    const form = page.getByRole('form', { name: 'Quote request' });
    await expect(form.getByLabel('What are you interested in?')).toHaveValue(
      'edge-5-0kw-reverse-cycle-split-system',
    );
    await form.getByLabel('Postcode').fill('2000');
    await askForQuote(page);
  });
});
