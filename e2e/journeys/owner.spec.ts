/**
 * The owner's journey, as a person takes it on a phone with the page's scripts running: from the
 * home page's Owners menu to the warranty form, registered with a photo of the invoice; the
 * thank-you page and its link to the status check, which finds the system (and, with the email
 * address too, the reference); then the promotions, a cashback claim for the same system with the
 * same photo, its thank-you page and the claim status, all through the client router (no full page
 * load, the forms' posts included). Each step checks what the owner sees; the journey fails on a
 * script or console error or an error answer.
 */
import type { Page } from '@playwright/test';
import { shiftDate } from '../../src/lib/lead-forms/dates';
import { longDate } from '../../src/lib/promotions';
import { auraSerials } from '../../tests/support/lead-posts';
import { testPromotions } from '../../tests/support/promotion-fixtures';
import { pngFile } from '../../tests/support/upload-files';
import { axeViolations, expect, siteScriptsReady } from '../support/fixtures';
import { phone, journeyTest as test } from '../support/journey';

test.use({ ...phone });

const owner = {
  name: 'Harriet Lim',
  email: 'harriet.lim@example.com',
  phone: '0413 227 908',
  street: '7 Wattle Crescent',
  suburb: 'Baulkham Hills',
  postcode: '2153',
};

/** The photo the owner took of their paid invoice. */
const invoicePhoto = () => ({
  name: 'invoice-photo.png',
  mimeType: 'image/png',
  buffer: Buffer.from(pngFile()),
});

/** Opens one of the Owners pages from the phone's header menu. */
async function ownersMenu(page: Page, link: string) {
  await page.getByRole('banner').getByText('Menu', { exact: true }).click();
  const menu = page.getByRole('navigation', { name: 'Primary (mobile)' });
  await menu.getByText('Owners', { exact: true }).click();
  await menu.getByRole('link', { name: link, exact: true }).click();
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('the owner registers a warranty with a photo, checks it, claims the cashback and checks the claim', async ({
  page,
  portal,
  journey,
}) => {
  test.slow();
  // Dates count from the server's own today, as its rules do.
  const today = portal.site.today;
  const { splits } = testPromotions(today);
  const bought = shiftDate(today, { days: -12 });
  const installed = shiftDate(today, { days: -9 });
  const serials = auraSerials();

  await page.goto('/');
  await siteScriptsReady(page);
  // Marks this document: every page after it comes through the client router, forms included.
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  const stillHere = () => page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere);
  await ownersMenu(page, 'Register a warranty');
  const register = page.getByRole('form', { name: 'Warranty registration' });
  await expect(register).toBeVisible();
  await register.getByLabel('Model number').fill('CCA-W35R');
  await register.getByLabel('Indoor unit serial number').fill(serials.serialNumber);
  await register.getByLabel('Outdoor unit serial number').fill(serials.outdoorSerialNumber);
  await register.getByLabel('Purchase date').fill(bought);
  await register.getByLabel('Installation date').fill(installed);
  await register.getByLabel('Where you bought it').fill('Hills District Air Conditioning');
  await register.getByLabel('Your name').fill(owner.name);
  await register.getByLabel('Email').fill(owner.email);
  await register.getByLabel('Phone').fill(owner.phone);
  await register.getByLabel('Postcode').fill(owner.postcode);
  await register.getByLabel('State or territory').selectOption('NSW');
  await register.getByLabel('Proof of purchase').setInputFiles(invoicePhoto());
  await register.getByRole('button', { name: 'Register my warranty' }).click();

  // The thank-you page: the reference, what happens next, and where to check.
  await expect(heading(page)).toHaveText('Thank you. We have your warranty registration.');
  const reference = new URL(page.url()).searchParams.get('ref') ?? '';
  expect(reference).toMatch(/^CC-[2-9A-HJKMNP-Z]{6}$/);
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await expect(page.getByText('We check your proof of purchase', { exact: true })).toBeVisible();
  expect(await stillHere()).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  journey.expectNone('the warranty registration');

  // The status check: serial, postcode and the email address registered with.
  await page.getByRole('main').getByRole('link', { name: 'Check your warranty' }).click();
  const check = page.getByRole('form', { name: 'Check a warranty' });
  await check.getByLabel('Serial number').fill(serials.serialNumber);
  await check.getByLabel('Postcode').fill(owner.postcode);
  await check.getByLabel('Email address you registered with').fill(owner.email);
  await check.getByRole('button', { name: 'Check my warranty' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Received: we are checking your registration' });
  await expect(status).toContainText('Aura 3.5 kW Reverse Cycle Split System (CCA-W35R)');
  await expect(status).toContainText(`last updated ${longDate(today)}`);
  await expect(status).toContainText(`reference ${reference}`);
  expect(await axeViolations(page)).toEqual([]);
  journey.expectNone('the warranty status check');

  // The promotion on the system just registered, from the Owners menu.
  await ownersMenu(page, 'Promotions');
  const current = page.getByRole('region', { name: 'Current promotions' });
  await expect(current.getByRole('heading', { name: splits.title })).toBeVisible();
  await current.getByRole('link', { name: `Claim ${splits.title} now` }).click();
  await expect(heading(page)).toHaveText(splits.title);
  const claim = page.getByRole('form', { name: 'Cashback claim' });
  await claim.getByLabel('Model number').fill('CCA-W35R');
  await claim.getByLabel('Indoor unit serial number').fill(serials.serialNumber);
  await claim.getByLabel('Outdoor unit serial number').fill(serials.outdoorSerialNumber);
  await claim.getByLabel('Purchase date').fill(bought);
  await claim.getByLabel('Your name').fill(owner.name);
  await claim.getByLabel('Email').fill(owner.email);
  await claim.getByLabel('Phone').fill(owner.phone);
  await claim.getByLabel('Street address').fill(owner.street);
  await claim.getByLabel('Suburb or town').fill(owner.suburb);
  await claim.getByLabel('Postcode').fill(owner.postcode);
  await claim.getByLabel('State or territory').selectOption('NSW');
  await claim.getByLabel('Account name').fill('H Lim');
  await claim.getByLabel('BSB').fill('062-000');
  await claim.getByLabel('Account number').fill('10458832');
  await claim.getByLabel('Paid tax invoice').setInputFiles(invoicePhoto());
  await claim.getByRole('button', { name: 'Send my claim' }).click();

  // The claim's thank-you page: its ID, when it is checked and paid, and the status link.
  await expect(heading(page)).toHaveText('Thank you. We have your cashback claim.');
  const claimId = new URL(page.url()).searchParams.get('ref') ?? '';
  expect(claimId).toMatch(/^CC-[2-9A-HJKMNP-Z]{6}$/);
  await expect(page.getByText(claimId, { exact: true })).toBeVisible();
  await expect(page.getByText('We check your claim within 10 business days')).toBeVisible();
  await expect(page.getByText('Payment within 30 days of approval')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  journey.expectNone('the cashback claim');

  // The claim status: the claim ID came with the link; the owner types the postcode.
  await page.getByRole('link', { name: 'Check your claim status' }).click();
  await expect(page.getByLabel('Claim ID')).toHaveValue(claimId);
  await page.getByLabel('Postcode').fill(owner.postcode);
  await page.getByRole('button', { name: 'Check my claim' }).click();
  const claimStatus = page.getByRole('status').filter({ hasText: 'Received: we are checking your claim' });
  await expect(claimStatus).toContainText(claimId);
  await expect(claimStatus).toContainText(`$${splits.amountAud} to the account ending 832.`);
  expect(await stillHere()).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  journey.expectNone('the claim status check');
});
