/**
 * Promotions in a real browser: the list, a claim sent with and without JavaScript (the invoice
 * uploaded, the claim ID on the thank-you page), a broken rule shown beside its field with the
 * bank details not filled back in, the claim status check, and axe on every new page.
 */
import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './support/fixtures';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

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
  await expect(
    current.getByRole('heading', { name: 'Summer cashback on Aura and Edge splits' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Past promotions' })).toContainText(
    'Claims for this promotion have closed.',
  );
  expect(await axeViolations(page)).toEqual([]);
  await current.getByRole('link', { name: /Claim Summer cashback on Aura and Edge splits now/ }).click();
  await expect(page.getByRole('form', { name: 'Cashback claim' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a claim ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test('a purchase outside the window is refused beside its field, the bank details not filled back in; a good claim goes through and its status shows', async ({
      page,
    }) => {
      await page.goto('/promotions/summer-cashback-2026');
      let form = await fillClaim(page, '2026-10-15');
      await form.getByRole('button', { name: 'Send my claim' }).click();
      await expect(page.getByLabel('Purchase date')).toHaveAccessibleDescription(
        /Only purchases from 1 November 2026/,
      );
      await expect(page.getByLabel('Account number')).toHaveValue('');
      await expect(page.getByLabel('Street address')).toHaveValue('14 Banksia Street');
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

      form = await fillClaim(page);
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
      await expect(page.getByRole('link', { name: 'Check your claim status' })).toHaveAttribute(
        'href',
        '/promotions/claim-status',
      );
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

      await page.goto('/promotions/claim-status');
      await page.getByLabel('Claim ID').fill(claimId);
      await page.getByLabel('Postcode').fill('2150');
      await page.getByRole('button', { name: 'Check my claim' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Received' })).toContainText(claimId);
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
    });
  });
}
