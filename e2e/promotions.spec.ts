/**
 * Promotions in a real browser: the list; a broken rule shown beside its field with the bank
 * details not filled back in, with and without JavaScript; a claim sent without JavaScript (the
 * invoice uploaded, the claim ID on the thank-you page) and its status check; axe on the pages
 * scripts run on. A claim with JavaScript, its thank-you page and its status (axe on both) are
 * steps of the owner's journey (e2e/journeys/owner.spec.ts). The server serves the tests' own
 * promotions (tests/support/promotion-fixtures.ts), dated around its today.
 */
import type { Page } from '@playwright/test';
import { shiftDate } from '../src/lib/lead-forms/dates';
import { longDate } from '../src/lib/promotions';
import { machineToday, testPromotions } from '../tests/support/promotion-fixtures';
import { axeViolations, expect, test } from './support/fixtures';

/** The server's today, as global-setup.ts started it. */
const today = process.env.E2E_TODAY ?? machineToday();
const { splits, closed } = testPromotions(today);
const inDays = (days: number) => shiftDate(today, { days });
/** Matches a text that contains `text` (after the field's hint). */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

async function fillClaim(page: Page, purchaseDate = inDays(-5)) {
  const sequence = String(Math.floor(Math.random() * 100_000)).padStart(5, '0');
  const form = page.getByRole('form', { name: 'Cashback claim' });
  await form.getByLabel('Model number').fill('CCA-W35R');
  await form.getByLabel('Indoor unit serial number').fill(`CAI-2503-${sequence}`);
  await form.getByLabel('Outdoor unit serial number').fill(`CAO-2503-${sequence}`);
  await form.getByLabel('Purchase date').fill(purchaseDate);
  await form.getByLabel('Your name').fill('Ellie Fraser');
  await form.getByLabel('Email').fill('ellie@example.com');
  await form.getByLabel('Phone').fill('0412 555 019');
  await form.getByLabel('Street address').fill('14 Banksia Street');
  await form.getByLabel('Suburb or town').fill('Parramatta');
  await form.getByLabel('Postcode').fill('2150');
  await form.getByLabel('State or territory').selectOption('NSW');
  await form.getByLabel('Account name').fill('E Fraser');
  await form.getByLabel('BSB').fill('062-000');
  await form.getByLabel('Account number').fill('12345678');
  const pdf = Buffer.alloc(2048, 0x20);
  pdf.write('%PDF-1.4\n', 0, 'ascii');
  await form
    .getByLabel('Paid tax invoice')
    .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: pdf });
  return form;
}

test('the promotions page lists current and past promotions, and passes axe', async ({ page }) => {
  await page.goto('/promotions');
  const current = page.getByRole('region', { name: 'Current promotions' });
  await expect(current.getByRole('heading', { name: splits.title })).toBeVisible();
  const past = page.getByRole('region', { name: 'Past promotions' });
  await expect(past.getByRole('heading', { name: closed.title })).toBeVisible();
  await expect(past).toContainText('Claims for this promotion have closed.');
  expect(await axeViolations(page)).toEqual([]);
  await current.getByRole('link', { name: `Claim ${splits.title} now` }).click();
  await expect(page.getByRole('form', { name: 'Cashback claim' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

/** A purchase outside the window: refused beside its field, the bank details not filled back in. */
async function refusedOutsideWindow(page: Page, javaScriptEnabled: boolean) {
  await page.goto(`/promotions/${splits.slug}`);
  const form = await fillClaim(page, inDays(-61));
  await form.getByRole('button', { name: 'Send my claim' }).click();
  await expect(page.getByLabel('Purchase date')).toHaveAccessibleDescription(
    containing(
      `Only purchases from ${longDate(splits.purchaseWindow.from)} to ${longDate(splits.purchaseWindow.to)} qualify; yours was on ${longDate(inDays(-61))}`,
    ),
  );
  await expect(page.getByLabel('Account number')).toHaveValue('');
  await expect(page.getByLabel('Street address')).toHaveValue('14 Banksia Street');
  if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
}

// With JavaScript, a good claim and its status are steps of the owner's journey (e2e/journeys/owner.spec.ts).
test.describe('a claim with JavaScript', () => {
  test('a purchase outside the window is refused beside its field, the bank details not filled back in', async ({
    page,
  }) => {
    await refusedOutsideWindow(page, true);
  });
});

test.describe('a claim without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a purchase outside the window is refused beside its field, the bank details not filled back in; a good claim goes through and its status shows', async ({
    page,
  }) => {
    await refusedOutsideWindow(page, false);
    const form = await fillClaim(page);
    await form.getByRole('button', { name: 'Send my claim' }).click();
    await expect(page).toHaveURL(/\/thank-you\?ref=CC-[2-9A-HJKMNP-Z]{6}&for=claim$/);
    const claimId = new URL(page.url()).searchParams.get('ref') ?? '';
    // The claim's own next steps: what happens, when payment comes, and where to track it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Thank you. We have your cashback claim.',
    );
    await expect(page.getByText('We check your claim within 10 business days')).toBeVisible();
    await expect(page.getByText('Payment within 30 days of approval')).toBeVisible();
    await expect(page.getByText('A licensed Cirrus dealer near you')).toHaveCount(0);
    // Its claim ID goes with the link, as in the mail: the claimant types only the postcode.
    await expect(page.getByRole('link', { name: 'Check your claim status' })).toHaveAttribute(
      'href',
      `/promotions/claim-status?claimId=${claimId}`,
    );

    await page.getByRole('link', { name: 'Check your claim status' }).click();
    await expect(page.getByLabel('Claim ID')).toHaveValue(claimId);
    await page.getByLabel('Postcode').fill('2150');
    await page.getByRole('button', { name: 'Check my claim' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Received' })).toContainText(claimId);
  });
});
