/**
 * Warranty after registration, in a real browser: the status check without JavaScript (found, and
 * a wrong postcode answered like an unknown serial); and staff in the portal saving a proof under
 * its recognised type and releasing serials for their owner, axe clean. The status check with
 * JavaScript (axe clean) and staff's review (the proof shown, a request for information, approval
 * and the certificate) are steps of the owner's and the staff journeys (e2e/journeys/).
 */
import type { Page } from '@playwright/test';
import { formPaths, postForm, referenceOf, validAnswers, warrantyAnswers } from '../tests/support/lead-posts';
import { demoUsers } from '../tests/support/portal-site';
import { pdfFile, pdfHtmlFile } from '../tests/support/upload-files';
import { axeViolations, expect, siteScriptsReady } from './support/fixtures';
import { portalTest } from './support/portal-fixture';
import { loginByRedirect } from './support/portal-login';

async function registerAt(siteUrl: string) {
  const answers = warrantyAnswers();
  const response = await postForm(siteUrl, formPaths.warranty, { body: answers });
  expect(response.status).toBe(303);
  return { answers, reference: referenceOf(response) ?? '' };
}

/** The registration form filled in as an owner would, all but the outdoor unit's serial number. */
async function fillAllButOutdoorSerial(page: Page, today: string) {
  const answers = validAnswers('warranty', today);
  const form = page.getByRole('form', { name: 'Warranty registration' });
  await form.getByLabel('Model number').fill('CCA-W25R');
  await form.getByLabel('Indoor unit serial number').fill(answers.serialNumber ?? '');
  await form.getByLabel('Purchase date').fill(answers.purchaseDate ?? '');
  await form.getByLabel('Installation date').fill(answers.installationDate ?? '');
  // Free text that could be a directory id: never read as a dealer link.
  await form.getByLabel('Where you bought it').fill('coolside-air');
  await form.getByLabel('Your name').fill('Di Smith');
  await form.getByLabel('Email').fill('di@example.com');
  await form.getByLabel('Phone').fill('02 9876 5432');
  await form.getByLabel('Postcode').fill('2600');
  await form.getByLabel('State or territory').selectOption('ACT');
  await form
    .getByLabel('Proof of purchase')
    .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdfFile()) });
  return { form, outdoor: answers.outdoorSerialNumber ?? '' };
}

const outdoorLabel = 'Outdoor unit serial number (required for split, ducted, cassette and multi systems)';

portalTest.describe('a registration refused for a missing outdoor serial', () => {
  portalTest(
    'with JavaScript, keeps the file and the label said it was required',
    async ({ page, portal }) => {
      await page.goto('/warranty');
      await siteScriptsReady(page);
      const { form, outdoor } = await fillAllButOutdoorSerial(page, portal.site.today);
      await expect(form.getByLabel(outdoorLabel, { exact: true })).toBeVisible();
      await expect(form.getByText('(optional)')).toHaveCount(1); // the installer's licence only
      await form.getByRole('button', { name: 'Register my warranty' }).click();

      const summary = page.getByRole('alert').filter({ hasText: 'Please check the form' });
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link')).toHaveText([/^Enter the outdoor unit’s serial number/]);
      await expect(page.getByText('We could not find the dealer')).toHaveCount(0);
      const proof = page.getByLabel('Proof of purchase');
      await expect(proof).not.toHaveAttribute('aria-invalid', 'true');
      await expect(proof).toHaveAccessibleDescription(/invoice\.pdf/);
      expect(await proof.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('invoice.pdf');
      expect(await axeViolations(page)).toEqual([]);

      await page.getByLabel(outdoorLabel, { exact: true }).fill(outdoor);
      await page.getByRole('button', { name: 'Register my warranty' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Thank you. We have your warranty registration.',
      );
    },
  );

  portalTest.describe('without JavaScript', () => {
    portalTest.use({ javaScriptEnabled: false });

    portalTest('says why the file must be chosen again, and no dealer link', async ({ page, portal }) => {
      await page.goto('/warranty');
      const { form } = await fillAllButOutdoorSerial(page, portal.site.today);
      await form.getByRole('button', { name: 'Register my warranty' }).click();
      await expect(page.getByLabel(outdoorLabel, { exact: true })).toHaveAccessibleDescription(
        /Enter the outdoor unit’s serial number/,
      );
      await expect(page.getByLabel('Proof of purchase')).toHaveAccessibleDescription(
        /invoice\.pdf was fine, but a browser empties the file field when a form comes back with a problem: choose it again/,
      );
      await expect(page.getByText('We could not find the dealer')).toHaveCount(0);
      await expect(page.getByLabel('Where you bought it')).toHaveValue('coolside-air');
    });
  });
});

// On the portal fixture's own server: the registrations made here stay out of the shared server's
// per-form rate limit, which forms.spec.ts counts on.
portalTest.describe('the status check without JavaScript', () => {
  portalTest.use({ javaScriptEnabled: false });

  portalTest(
    'finds a registration by serial, postcode and email, and not with another postcode',
    async ({ page, portal }) => {
      const { answers, reference } = await registerAt(portal.url);
      await page.goto('/warranty/check');
      const form = page.getByRole('form', { name: 'Check a warranty' });
      await form.getByLabel('Serial number').fill(answers.serialNumber);
      await form.getByLabel('Postcode').fill(answers.postcode ?? '');
      // Serial and postcode (both public) answer nothing: the registration's email is required too
      // (the server answers a check without it with the field's error, whatever the serial).
      const email = form.getByLabel('Email address you registered with');
      await expect(email).toHaveAttribute('required', '');
      await form.getByRole('button', { name: 'Check my warranty' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Received' })).toHaveCount(0);
      await email.fill(answers.email ?? '');
      await page.getByRole('button', { name: 'Check my warranty' }).click();
      const status = page.getByRole('status').filter({ hasText: 'Received' });
      await expect(status).toContainText(reference);
      // The product's owner's guide, for anyone who checks.
      await expect(status.getByRole('link', { name: /^Owner’s guide \(PDF\)/ })).toHaveAttribute(
        'href',
        /^\/owners-guides\/[a-z0-9-]+\.pdf$/,
      );
      await expect(status.getByRole('link', { name: 'Book a service visit' })).toHaveAttribute(
        'href',
        `/service?model=${answers.model}`,
      );

      await page.getByLabel('Postcode').fill('2000');
      await page.getByRole('button', { name: 'Check my warranty' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'No registration found' })).toBeVisible();
      await expect(page.getByText(reference)).toHaveCount(0);
    },
  );
});

portalTest(
  'staff save a proof under its recognised type, and release serials someone else registered first',
  async ({ page, portal }) => {
    // A PDF that is also a web page, uploaded as invoice.html.
    const response = await postForm(portal.url, formPaths.warranty, {
      body: warrantyAnswers(),
      file: { name: 'invoice.html', type: 'text/html', bytes: pdfHtmlFile() },
    });
    expect(response.status).toBe(303);
    const reference = referenceOf(response) ?? '';
    await loginByRedirect(page, portal, demoUsers.staff, '/portal/warranty');
    await page.getByRole('link', { name: reference }).click();
    await expect(page.getByRole('heading', { name: `Warranty registration ${reference}` })).toBeVisible();
    await page.getByRole('button', { name: 'View the proof of purchase' }).click();
    const saving = page.waitForEvent('download');
    await page.getByRole('link', { name: `Save proof-${reference}.pdf` }).click();
    expect((await saving).suggestedFilename()).toBe(`proof-${reference}.pdf`);

    await page
      .getByLabel('Who showed they own it, and how (kept on the lead, not emailed)')
      .fill('Olive Owner brought her paid invoice for this system.');
    await page.getByRole('button', { name: 'Release the serial numbers' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Serial numbers released: the owner can now register the system.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Release the serial numbers' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  },
);
