/**
 * The service request in a real browser, with and without JavaScript: a fault-code link fills in
 * the model and the code, bad input comes back with each message beside its field and the values
 * kept, and a request from Parramatta (2150) reaches the Westmead service agent, with the warranty
 * standing shown on the thank-you page (under warranty for a registered system, "register now" for
 * an unregistered one); then the agent accepts it in the portal and offers visit times, the owner
 * chooses one on /service/status (a wrong postcode answers like an unknown reference), and the
 * agent records the outcome, which the owner sees. Axe clean.
 */
import { shiftDate } from '../src/lib/lead-forms/dates';
import {
  auraSerials,
  formPaths,
  postForm,
  referenceOf,
  validAnswers,
  warrantyAnswers,
} from '../tests/support/lead-posts';
import { demoUsers } from '../tests/support/portal-site';
import { machineToday } from '../tests/support/promotion-fixtures';
import { pngFile } from '../tests/support/upload-files';
import { axeViolations, expect } from './support/fixtures';
import { portalTest } from './support/portal-fixture';
import { loginByRedirect } from './support/portal-login';

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

portalTest(
  'the agent offers visit times, the owner chooses one on the status page, the agent records the outcome',
  async ({ page, portal, browser }) => {
    // Two people, a login and four round trips through the portal.
    portalTest.slow();
    const response = await postForm(portal.url, formPaths.service, { body: validAnswers('service') });
    expect(response.status).toBe(303);
    const reference = referenceOf(response) ?? '';

    // The Westmead agent accepts it in the portal and offers two times.
    await loginByRedirect(page, portal, demoUsers.westmeadService, `/portal/lead?ref=${reference}`);
    await page.getByRole('button', { name: `Accept ${reference}` }).click();
    const offer = page.getByRole('form', { name: 'Offer visit times' });
    await expect(page.getByText('Not registered: charged as out of warranty until registered')).toBeVisible();
    const today = machineToday();
    const dates = offer.getByLabel('Date');
    await dates.nth(0).fill(shiftDate(today, { days: 3 }));
    await dates.nth(1).fill(shiftDate(today, { days: 4 }));
    await offer.getByRole('button', { name: 'Offer these times' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Visit times offered' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The owner, in a browser without JavaScript: a wrong postcode finds nothing, then chooses.
    const owner = await browser.newPage({ baseURL: portal.url, javaScriptEnabled: false });
    await owner.goto(`/service/status?ref=${reference}`);
    const check = owner.getByRole('form', { name: 'Check a service request' });
    await expect(check.getByLabel('Reference')).toHaveValue(reference);
    await check.getByLabel('Postcode').fill('2000');
    await check.getByRole('button', { name: 'Check my request' }).click();
    await expect(owner.getByRole('status').filter({ hasText: 'No service request found' })).toBeVisible();
    await owner.getByLabel('Postcode').fill('2150');
    await owner.getByRole('button', { name: 'Check my request' }).click();
    await expect(owner.getByRole('status').filter({ hasText: 'Choose a time for the visit' })).toBeVisible();
    const choose = owner.getByRole('form', { name: 'Choose a visit time' });
    await choose.getByRole('radio').nth(1).check();
    await choose.getByRole('button', { name: 'Book this time' }).click();
    await expect(owner.getByRole('status').filter({ hasText: 'Visit booked' })).toContainText(
      'Westmead Air Service & Repairs',
    );

    // The agent sees the choice and records the outcome; the owner sees it.
    await page.reload();
    // Offered, and chosen: the afternoon of the second day reads twice.
    await expect(page.getByText(/12:00 pm to 5:00 pm/)).toHaveCount(2);
    const record = page.getByRole('form', { name: 'Record the visit' });
    await record.getByLabel('What did the visit come to?').selectOption('fixed');
    await record.getByLabel('Note for the owner').fill('Cleaned the blocked condensate drain.');
    await record.getByRole('button', { name: 'Record the outcome' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Outcome recorded' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await owner.getByLabel('Postcode').fill('2150');
    await owner.getByRole('button', { name: 'Check my request' }).click();
    await expect(owner.getByRole('status').filter({ hasText: 'Visit done' })).toContainText(
      'Fixed: the system is working again.',
    );
    await owner.close();
  },
);
