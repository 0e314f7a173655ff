import { auraSerials, formPaths, postForm, warrantyAnswers } from '../tests/support/lead-posts';
import { pngFile } from '../tests/support/upload-files';
import { axeViolations, expect } from './support/fixtures';
import { portalTest } from './support/portal-fixture';

/** Registers an Aura split at Parramatta 2150; returns its indoor serial. */
async function registerAtParramatta(siteUrl: string) {
  const answers = { ...warrantyAnswers(), postcode: '2150', state: 'NSW' };
  const response = await postForm(siteUrl, formPaths.warranty, { body: answers });
  expect(response.status).toBe(303);
  return answers.serialNumber;
}

// On the portal fixture's own server (its form rate limit is off), away from the shared server.
for (const javaScriptEnabled of [true, false]) {
  portalTest.describe(`a service request ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    portalTest.use({ javaScriptEnabled });

    portalTest(
      'bad input comes back with a message beside each field and the values kept',
      async ({ page }) => {
        await page.goto('/service?model=CCA-W25R&code=e6');
        const form = page.getByRole('form', { name: 'Service request' });
        // The fault-code answer's link filled in the model and the code.
        await expect(form.getByLabel('Model number')).toHaveValue('CCA-W25R');
        await expect(form.getByLabel('Fault code on the display')).toHaveValue('e6');
        await form.getByLabel('Model number').fill('ZZ-9999');
        await form.getByLabel('Serial number').fill('CAI-2503-1');
        await form.getByLabel('Fault code on the display').fill('');
        await form.getByLabel('Postcode').fill('2150');
        await form.getByRole('radio', { name: 'Saturday mornings' }).check();
        await form.getByLabel('Your name').fill('Hamid Rahimi');
        await form.getByLabel('Phone').fill('0412 555 140');
        await form.getByLabel('Email').fill('hamid@example.com');
        await form.getByRole('button', { name: 'Request a service visit' }).click();

        await expect(page).toHaveTitle(/^Error: /);
        await expect(page.getByText('We don’t recognise that model number').first()).toBeVisible();
        await expect(
          page.getByText('Enter the fault code on the display, or say what the unit is doing').first(),
        ).toBeVisible();
        await expect(page.getByLabel('Model number')).toHaveValue('ZZ-9999');
        await expect(page.getByLabel('Your name')).toHaveValue('Hamid Rahimi');
        if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
      },
    );

    portalTest(
      javaScriptEnabled
        ? 'a registered system from 2150 reaches the Westmead service agent, under warranty'
        : 'an unregistered system from 2150 reaches the Westmead service agent, with the way to register',
      async ({ page, portal }) => {
        const serial = javaScriptEnabled
          ? await registerAtParramatta(portal.url)
          : auraSerials().serialNumber;
        await page.goto('/service?model=CCA-W25R&code=E6');
        // The cost is stated before anything is sent, from the warranty terms.
        await expect(page.getByText('A $149 call-out fee (including GST).')).toBeVisible();
        if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
        const form = page.getByRole('form', { name: 'Service request' });
        await form.getByLabel('Serial number').fill(serial);
        await form.getByLabel('Postcode').fill('2150');
        await form.getByLabel('What is it doing?').fill('Blinks E6 and blows warm air when cooling.');
        await form.getByRole('radio', { name: 'Weekday mornings (8 am to 12 pm)' }).check();
        await form.getByLabel('Your name').fill('Hamid Rahimi');
        await form.getByLabel('Phone').fill('0412 555 140');
        await form.getByLabel('Email').fill('hamid@example.com');
        await form.getByLabel('A photo of the display or the unit').setInputFiles({
          name: 'display.png',
          mimeType: 'image/png',
          buffer: Buffer.from(pngFile()),
        });
        await form.getByRole('button', { name: 'Request a service visit' }).click();

        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          'Thank you. We have your service request.',
        );
        await expect(
          page.getByText('Westmead Air Service & Repairs in Westmead has your service request'),
        ).toBeVisible();
        await expect(
          page.getByText(/is the nearest authorised Cirrus service agent\. Expect them to respond by/),
        ).toBeVisible();
        await expect(page.getByText('Parramatta Air & Climate')).toHaveCount(0);
        if (javaScriptEnabled) {
          await expect(page.getByText('Your system is under warranty')).toBeVisible();
          await expect(page.getByText(/costs you nothing: no call-out fee/)).toBeVisible();
        } else {
          await expect(
            page.getByText('We found no warranty registration for this serial number at this postcode'),
          ).toBeVisible();
          await expect(page.getByRole('link', { name: 'Register your warranty' })).toHaveAttribute(
            'href',
            '/warranty#register',
          );
        }
        if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
      },
    );
  });
}
