/**
 * Owners find their pages: an "Owners" menu in the navigation (by keyboard too) and a footer group
 * (register and check a warranty, promotions, claim status, the app; booking a service and its
 * status, followed on a phone and a desktop); the warranty page, the FAQs and the
 * contact page link the check; the home page shows the promotions on now; a product a promotion
 * covers says so on its card and its page, linking the promotion; /offline opened online says so.
 */
import { dayAndMonth } from '../src/lib/australian-dates';
import { testPromotions } from '../tests/support/promotion-fixtures';
import { axeViolations, expect, test } from './support/fixtures';

const ownersLinks = [
  ['Register a warranty', '/warranty#register'],
  ['Check a warranty', '/warranty/check'],
  ['Promotions', '/promotions'],
  ['Claim status', '/promotions/claim-status'],
  ['The Cirrus app', '/app'],
] as const;

test('the navigation and the footer give owners their pages', async ({ page, consoleErrors }) => {
  await page.goto('/why-cirrus');
  const nav = page.getByRole('navigation', { name: 'Primary', exact: true });
  const menu = nav.getByText('Owners', { exact: true });
  await menu.focus();
  await page.keyboard.press('Enter');
  for (const [name, href] of ownersLinks)
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  expect(await axeViolations(page)).toEqual([]);
  await nav.getByRole('link', { name: 'Check a warranty' }).click();
  await expect(page).toHaveURL(/\/warranty\/check$/);

  const footer = page.getByRole('navigation', { name: 'Owners' });
  for (const [name, href] of ownersLinks)
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  expect(consoleErrors).toEqual([]);
});

// The after-sales pages, found where owners look on a phone (behind "Menu") and on a desktop.
for (const { width, height, phone } of [
  { width: 390, height: 844, phone: true },
  { width: 1366, height: 768, phone: false },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height }, isMobile: phone, hasTouch: phone });

    test('the Owners menu and the footer lead to booking a service and its status', async ({
      page,
      consoleErrors,
    }) => {
      const ownersMenu = async () => {
        const nav = page.getByRole('navigation', {
          name: phone ? 'Primary (mobile)' : 'Primary',
          exact: true,
        });
        if (phone) await page.getByText('Menu', { exact: true }).click();
        await nav.getByText('Owners', { exact: true }).click();
        return nav;
      };
      await page.goto('/why-cirrus');
      const menu = await ownersMenu();
      await expect(menu.getByRole('link', { name: 'Service status', exact: true })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await menu.getByRole('link', { name: 'Book a service', exact: true }).click();
      await expect(page).toHaveURL(/\/service$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a service visit');
      await (await ownersMenu()).getByRole('link', { name: 'Service status', exact: true }).click();
      await expect(page).toHaveURL(/\/service\/status$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your service request');

      const footer = page.getByRole('navigation', { name: 'Owners' });
      await expect(footer.getByRole('link', { name: 'Service status', exact: true })).toHaveAttribute(
        'href',
        '/service/status',
      );
      await footer.getByRole('link', { name: 'Book a service', exact: true }).click();
      await expect(page).toHaveURL(/\/service$/);
      expect(consoleErrors).toEqual([]);
    });
  });
}

test('the warranty page, the FAQs and the contact page link the warranty check', async ({ page }) => {
  await page.goto('/warranty');
  await expect(page.getByRole('main').getByRole('link', { name: 'Check your warranty' })).toHaveAttribute(
    'href',
    '/warranty/check',
  );
  await page.goto('/faqs');
  await page.getByText('How do I check my warranty registration?').click();
  await expect(page.getByRole('main').getByRole('link', { name: 'Check your warranty' })).toBeVisible();
  await page.goto('/contact-us');
  await expect(page.getByRole('main').getByRole('link', { name: 'Check a warranty' })).toHaveAttribute(
    'href',
    '/warranty/check',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Check a claim’s status' })).toHaveAttribute(
    'href',
    '/promotions/claim-status',
  );
});

test('current promotions on the home page, and a covered product says so on its card and page', async ({
  page,
  consoleErrors,
}) => {
  // The test build's pages name the tests' own promotions, dated around the day it was built.
  const { splits } = testPromotions(process.env.E2E_BUILT_ON ?? '');
  const badgeText = `$${splits.amountAud} cashback until ${dayAndMonth(splits.purchaseWindow.to)}`;
  await page.goto('/');
  const promotions = page.getByRole('region', { name: 'Cashback on now' });
  await expect(promotions.getByRole('heading', { name: splits.title })).toBeVisible();
  await expect(promotions.getByText(badgeText)).toBeVisible();

  await page.goto('/products/wall-mounted-air-conditioning');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Aura 5.0 kW Reverse Cycle Split System' }) });
  const badge = card.getByRole('link', { name: badgeText });
  await expect(badge).toHaveAttribute('href', `/promotions/${splits.slug}`);
  // A model no promotion covers has no badge.
  const breezeCard = page.getByRole('listitem').filter({ hasText: 'Breeze' }).first();
  await expect(breezeCard.getByRole('link', { name: /cashback/ })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await card.getByRole('link', { name: 'Aura 5.0 kW Reverse Cycle Split System' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aura 5.0 kW Reverse Cycle Split System');
  // The page's own badge names the promotion (the related products' cards carry theirs too).
  await expect(page.getByRole('link', { name: `${badgeText}: ${splits.title}` })).toHaveAttribute(
    'href',
    `/promotions/${splits.slug}`,
  );
  await page.getByRole('link', { name: `${badgeText}: ${splits.title}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(splits.title);
  expect(consoleErrors).toEqual([]);
});

test('/offline opened while online says so, once', async ({ page, consoleErrors }) => {
  await page.goto('/offline');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re back online');
  await expect(page.getByText('You’re offline')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
