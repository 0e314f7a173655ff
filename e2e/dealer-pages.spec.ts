/**
 * A homeowner chooses a dealer, on a phone (390 × 844) with JavaScript on (after the site's scripts
 * start) and off: from the locator (a postcode search with scripts, the list by state without) to
 * the dealer's page, its licences with where to check them, what the site measured and the reviews'
 * rules; an owner whose installation Parramatta commissioned and they confirmed is invited (staff's
 * random sample), writes a review with stars and words, and sees it on the page; then the page's
 * "Ask … for a quote" opens the quote form for that dealer. axe on each page with scripts on.
 */

import { formPaths } from '../tests/support/lead-posts';
import { demoUsers } from '../tests/support/portal-site';
import { axeViolations, expect, siteScriptsReady } from './support/fixtures';
import { confirmedJob } from './support/installs';
import { mailTo } from './support/mail';
import { portalApi } from './support/portal-api';
import { portalTest as test } from './support/portal-fixture';

test.use({ portalEnv: { OUTBOX_POLL_MS: '100' } });

const DEALER = 'Parramatta Air & Climate';
const DEALER_ID = 'parramatta-air-and-climate';

for (const javaScriptEnabled of [true, false]) {
  const scripts = `JavaScript ${javaScriptEnabled ? 'on' : 'off'}`;

  test(`a homeowner chooses a dealer from its page, and an invited owner reviews it (${scripts})`, async ({
    browser,
    portal,
    sink,
  }) => {
    // Booking, commissioning, confirming and a review: several round trips through a real server.
    test.setTimeout(180_000);
    // An owner's installation, commissioned and confirmed; staff invite a sample of Parramatta's jobs.
    const email = `reviewer-${javaScriptEnabled ? 'js' : 'nojs'}@example.com`;
    await confirmedJob(portal, sink, email);
    const staff = await portalApi(portal, demoUsers.staff);
    const sample = await staff(`/api/portal/dealers/${DEALER_ID}/review-sample`, { count: 20 });
    expect(sample.status).toBe(200);

    const context = await browser.newContext({
      javaScriptEnabled,
      baseURL: portal.url,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();

    // The locator leads to the dealer's page.
    if (javaScriptEnabled) {
      await page.goto('/where-to-buy?near=2150');
      await siteScriptsReady(page);
      await page.getByRole('link', { name: DEALER, exact: true }).first().click();
    } else {
      await page.goto('/where-to-buy');
      await page.getByText('New South Wales (').click();
      await page.getByRole('link', { name: DEALER, exact: true }).click();
    }
    await expect(page).toHaveURL(`/dealers/${DEALER_ID}`);
    await expect(page.getByRole('heading', { level: 1, name: DEALER })).toBeVisible();
    const licences = page.getByRole('region', { name: 'Licences' });
    await expect(licences.getByText(/NSW contractor licence/)).toBeVisible();
    await expect(licences.getByRole('link', { name: /NSW Fair Trading/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Measured by the site' })).toBeVisible();
    await expect(
      page.getByText(/Reviews play no part in which dealer receives a quote request/),
    ).toBeVisible();
    if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

    // The invited owner writes a review.
    const invitation = await mailTo(sink, email, /How did Parramatta Air & Climate do\?/);
    const link = new URL(/https?:\/\/[^\s"]+\/reviews\/write\?[^\s"<]+/.exec(invitation.text)?.[0] ?? '');
    await page.goto(`${link.pathname}${link.search}`);
    if (javaScriptEnabled) await siteScriptsReady(page);
    await expect(page.getByRole('heading', { level: 1, name: `Review ${DEALER}` })).toBeVisible();
    await expect(page.getByText(/^Installation confirmed by the owner, /)).toBeVisible();
    if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
    const words = `Arrived on time and left the site clean (${scripts}).`;
    // Without stars (the browser's own check set aside, as an old browser would): a message beside
    // them, the words kept, nothing published.
    await page.getByLabel('How did the job go?').fill(words);
    if (javaScriptEnabled) {
      await page
        .locator('form[enctype="multipart/form-data"]')
        .evaluate((form) => form.setAttribute('novalidate', ''));
      await page.getByRole('button', { name: 'Publish my review' }).click();
      await expect(page.getByText('Choose from one to five stars')).toBeVisible();
      await expect(page.getByLabel('How did the job go?')).toHaveValue(words);
    }
    await page.getByLabel('4 stars: Good').check();
    await page.getByRole('button', { name: 'Publish my review' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you: your review is published' }),
    ).toBeVisible();
    await page.getByRole('link', { name: `${DEALER}’s page` }).click();
    await expect(page.getByText(words)).toBeVisible();

    // The page's quote link opens the quote form for this dealer.
    await page.getByRole('link', { name: `Ask ${DEALER} for a quote` }).click();
    await expect(page).toHaveURL(new RegExp(`${formPaths.quote}\\?dealer=${DEALER_ID}`));
    await expect(page.getByRole('form', { name: 'Quote request' })).toContainText(
      `Your request goes to ${DEALER} in Parramatta NSW first.`,
    );
    await context.close();
  });
}
