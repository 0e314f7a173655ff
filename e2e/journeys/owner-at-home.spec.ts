/**
 * The owner at home, on a phone (390 × 844), with JavaScript on (after the site's scripts start)
 * and off: an owner registers a warranty and, from the confirmation mail's "See everything in My
 * home" (a real SMTP server on loopback), signs in with one press, sees the unit under its address,
 * marks the filters cleaned (the next reminder moves a month on) and signs out. The link signs in
 * once: opened again it says so (410) and offers a fresh link with the address filled in. The
 * journey fails on a script or console error or any other error answer.
 */
import { longDate } from '../../src/lib/australian-dates';
import { shiftDate } from '../../src/lib/lead-forms/dates';
import { addMonths } from '../../src/lib/my-home/care-intervals';
import { formPaths, postForm, validAnswers } from '../../tests/support/lead-posts';
import { axeViolations, expect, siteScriptsReady } from '../support/fixtures';
import { phone, journeyTest as test } from '../support/journey';
import { mailTo, myHomeLinkPath } from '../support/mail';

// The registration's confirmation is what carries the link (it is off by default).
test.use({ portalEnv: { OUTBOX_POLL_MS: '100', LEADS_CONFIRMATION_EMAIL: 'true' } });

for (const javaScriptEnabled of [true, false]) {
  const scripts = `JavaScript ${javaScriptEnabled ? 'on' : 'off'}`;

  test(`the owner signs in from the confirmation mail, marks the filters cleaned and signs out (${scripts})`, async ({
    browser,
    portal,
    sink,
    journey,
  }) => {
    test.slow(); // a registration, its mail, four full-load pages, axe twice
    const email = `at-home-${javaScriptEnabled ? 'js' : 'nojs'}@example.com`;
    const today = portal.site.today;
    const installed = shiftDate(today, { days: -20 });
    const answers: Record<string, string> = {
      ...validAnswers('warranty', today),
      email,
      purchaseDate: installed,
      installationDate: installed,
    };
    expect((await postForm(portal.url, formPaths.warranty, { body: answers })).status).toBe(303);
    const mail = await mailTo(sink, email, /^We have your warranty registration/);
    expect(mail.text).toContain('See everything in My home');
    const path = myHomeLinkPath(mail);

    const context = await browser.newContext({ javaScriptEnabled, baseURL: portal.url, ...phone });
    journey.follow(context);
    const page = await context.newPage();
    await page.goto(path);
    if (javaScriptEnabled) await siteScriptsReady(page);
    await page.getByRole('button', { name: 'Sign in to My home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My home' })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    if (javaScriptEnabled) await siteScriptsReady(page);

    const home = page.getByRole('region', { name: /Postcode 2600/ });
    await expect(home.getByText(answers.serialNumber ?? '')).toBeVisible();
    await expect(home.getByRole('table', { name: 'Warranty cover' })).toBeVisible();
    const filter = page.getByRole('region', { name: 'Care reminders' }).getByRole('region', {
      name: /Clean the filters/,
    });
    await filter.getByRole('button', { name: 'Mark filters cleaned' }).click();
    await expect(page.getByText('Marked done. Your next reminder has moved.')).toBeVisible();
    await expect(
      filter.getByText(`Next reminder: ${longDate(addMonths(today, 1))}. Last done ${longDate(today)}.`),
    ).toBeVisible();
    if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
    journey.expectNone('signed in from the confirmation mail');

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You are signed out' })).toBeVisible();

    // The mail's link signed in once: opened again, it says so and offers a fresh one to this address.
    journey.expectAnswer('410 GET /my-home');
    await page.goto(path);
    await expect(page.getByText(/already been used/)).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
}
