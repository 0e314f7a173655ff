/**
 * My home on a phone (390 × 844), with JavaScript on (after the site's scripts start) and off: an
 * owner with a commissioned installation in 2150 and a warranty registration in 2600 asks for a
 * sign-in link, opens it from the mail (a real SMTP server on loopback), presses "Sign in", sees
 * both units under their two addresses with serials, cover, picture, fault codes and "Book a service"
 * (which opens the service request with the unit's model, serial and postcode filled in),
 * their cashback claim in the history opening its status page with nothing typed, and signs out.
 */
import { shiftDate } from '../src/lib/lead-forms/dates';
import { formPaths, postForm, referenceOf, validAnswers } from '../tests/support/lead-posts';
import { axeViolations, expect, siteScriptsReady } from './support/fixtures';
import { commissionedJob } from './support/installs';
import { mailTo, myHomeLinkPath } from './support/mail';
import { portalTest as test } from './support/portal-fixture';

test.use({ portalEnv: { OUTBOX_POLL_MS: '100' } });

for (const javaScriptEnabled of [true, false]) {
  const scripts = `JavaScript ${javaScriptEnabled ? 'on' : 'off'}`;

  test(`the owner signs in from the mailed link, sees their units by address and signs out (${scripts})`, async ({
    browser,
    portal,
    sink,
  }) => {
    test.slow(); // two addresses' units, each with its care forms, checked twice by axe
    const email = `home-owner-${javaScriptEnabled ? 'js' : 'nojs'}@example.com`;
    const { indoor } = await commissionedJob(portal, email);
    const installed = shiftDate(portal.site.today, { days: -20 });
    const answers: Record<string, string> = {
      ...validAnswers('warranty', portal.site.today),
      email,
      purchaseDate: installed,
      installationDate: installed,
    };
    expect((await postForm(portal.url, formPaths.warranty, { body: answers })).status).toBe(303);
    const claim = await postForm(portal.url, formPaths.claim, {
      body: { ...validAnswers('claim', portal.site.today), email },
    });
    expect(claim.status).toBe(303);
    const claimId = referenceOf(claim) ?? '';

    const context = await browser.newContext({
      javaScriptEnabled,
      baseURL: portal.url,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/my-home');
    if (javaScriptEnabled) await siteScriptsReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to My home' })).toBeVisible();
    // axe runs in the page: with scripts off there is nothing to run it in.
    if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();

    const mail = await mailTo(sink, email, /sign-in link for My home/);
    await page.goto(myHomeLinkPath(mail));
    await page.getByRole('button', { name: 'Sign in to My home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My home' })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');

    const installedHome = page.getByRole('region', { name: /Postcode 2150/ });
    const registeredHome = page.getByRole('region', { name: /Postcode 2600/ });
    await expect(installedHome.getByText(indoor)).toBeVisible();
    await expect(installedHome.getByText(/confirm the installation/)).toBeVisible();
    await expect(registeredHome.getByText(answers.serialNumber ?? '')).toBeVisible();
    await expect(registeredHome.getByRole('table', { name: 'Warranty cover' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Book a service' })).toHaveCount(2);
    await expect(registeredHome.getByRole('link', { name: 'Fault codes for this model' })).toBeVisible();
    await expect(registeredHome.locator('picture img')).toBeVisible();
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByText(/Cashback claim for \$\d+/)).toBeVisible();
    if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

    if (javaScriptEnabled) {
      // For the closing note's comparison with a brand owner's portal: the phone, then a desktop.
      await page.screenshot({ path: test.info().outputPath('my-home-390.png'), fullPage: true });
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.screenshot({ path: test.info().outputPath('my-home-1366.png'), fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
    }

    // "Book a service" opens the request form with the unit filled in.
    await expect(registeredHome.getByRole('link', { name: 'Book a service' })).toHaveAttribute(
      'href',
      `/service?model=CCA-W25R&serialNumber=${answers.serialNumber}&postcode=${answers.postcode}`,
    );
    await registeredHome.getByRole('link', { name: 'Book a service' }).click();
    const request = page.getByRole('form', { name: 'Service request' });
    await expect(request.getByLabel('Model number')).toHaveValue('CCA-W25R');
    await expect(request.getByLabel('Serial number')).toHaveValue(answers.serialNumber ?? '');
    await expect(request.getByLabel('Postcode')).toHaveValue(answers.postcode ?? '');

    // The claim opens on its status page with nothing typed.
    await page.goto('/my-home');
    await history.getByRole('link', { name: new RegExp(claimId) }).click();
    await expect(page.getByText('Received: we are checking your claim')).toBeVisible();
    await page.goto('/my-home');
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You are signed out' })).toBeVisible();
    await page.goto('/my-home');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to My home' })).toBeVisible();
    await expect(page.getByText(indoor)).toHaveCount(0);
    await context.close();
  });
}
