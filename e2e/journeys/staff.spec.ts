/**
 * The staff journey, as Sam Taylor of Cirrus Climate takes it on a phone with the page's scripts
 * running, after a morning's forms came in (a quote from Parramatta, a warranty registration with
 * a photo of its invoice, a cashback claim): the leads inbox, where the quote is found and given to
 * another dealer; the dealer table, where that dealer now has it waiting and is paused (closed
 * next week); the
 * warranty review (the proof seen, more information asked for, then approved with its certificate)
 * and the claim review (checked, then approved for payment by two staff members), each followed by what the owner's own
 * status check now says. Each step checks what staff see; the journey fails on a script or console
 * error or an error answer.
 */
import type { Page } from '@playwright/test';
import { formPaths, postForm, referenceOf, validAnswers } from '../../tests/support/lead-posts';
import { demoUsers, forgeAccessToken } from '../../tests/support/portal-site';
import { axeViolations, expect } from '../support/fixtures';
import { phone, journeyTest as test } from '../support/journey';
import { accountLink, loginByRedirect } from '../support/portal-login';

test.use(phone);

const staff = demoUsers.staff;
/**
 * The dealer staff give the quote to and then pause: one no other spec routes to, so pausing it
 * changes nothing for the specs that share this worker's server.
 */
const blacktown = 'Blacktown Climate Solutions';

/** Posts one of the morning's forms (as a browser without JavaScript does); returns its reference. */
async function sent(siteUrl: string, path: string, body: Record<string, string>) {
  const response = await postForm(siteUrl, path, { body });
  expect(response.status).toBe(303);
  return referenceOf(response) ?? '';
}

/** Goes to a section of the portal from its navigation, and waits for its heading. */
async function section(page: Page, link: string, heading: string | RegExp) {
  await page
    .getByRole('navigation', { name: 'Portal' })
    .getByRole('link', { name: link, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(accountLink(page, staff.name)).toBeVisible({ timeout: 30_000 });
}

test('staff find a quote in the inbox and reassign it, check the dealer table, and review a warranty and a claim', async ({
  page,
  portal,
  browser,
  journey,
}) => {
  test.slow();
  const today = portal.site.today;
  const quote = await sent(portal.url, formPaths.quote, {
    ...validAnswers('quote', today),
    postcode: '2150',
    name: 'Lena Okafor',
    email: 'lena.okafor@example.com',
  });
  const warrantyAnswers: Record<string, string> = {
    ...validAnswers('warranty', today),
    name: 'Tomás Reyes',
    email: 'tomas@example.com',
  };
  const warranty = await sent(portal.url, formPaths.warranty, warrantyAnswers);
  const claimAnswers = validAnswers('claim', today);
  const claim = await sent(portal.url, formPaths.claim, claimAnswers);

  await loginByRedirect(page, portal, staff);

  // The inbox, a list on a phone: the filters fold away; a search finds the quote by name.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leads inbox');
  await page.getByRole('button', { name: /^Filters/ }).click();
  // The status filter speaks each kind's words: both where service requests are among the leads.
  const status = page.getByRole('combobox', { name: 'Status', exact: true });
  await expect(status).toContainText('Won / Fixed');
  await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ label: 'Service request' });
  await expect(status.locator('option').nth(4)).toHaveText('Fixed');
  await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ label: 'All types' });
  await page.getByLabel('Search', { exact: true }).fill('Lena Okafor');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const found = page.getByRole('list', { name: /^Leads, page 1/ }).getByRole('listitem');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText('Quote request');
  await expect(found).toContainText('2150 NSW · Parramatta Air & Climate');
  await found.getByRole('link', { name: `${quote}: Lena Okafor` }).click();

  // The lead: with Parramatta Air & Climate, given to Blacktown Climate Solutions instead.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Quote request ${quote}`);
  const dealer = page.getByRole('region', { name: 'Dealer' });
  await expect(dealer).toContainText('Parramatta Air & Climate');
  const reassign = page.getByLabel('Reassign to (nearest first)');
  await expect(reassign.locator('option', { hasText: blacktown })).toContainText(
    /Blacktown NSW: \d+ km, eligible$/,
  );
  // The list is long (every dealer in the country): the finder narrows it, grouped by standing.
  await page.getByLabel('Find a dealer').fill('blacktown');
  await expect(page.getByText(/^1 of \d+ dealers match$/)).toBeVisible();
  await reassign.selectOption({
    label: (await reassign.locator('option', { hasText: blacktown }).textContent()) ?? '',
  });
  await page.getByLabel(/^Why it moves/).fill('Parramatta asked us to move it: their installer is away');
  await page.getByRole('button', { name: 'Reassign' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Reassigned to ${blacktown}.` })).toBeVisible();
  await expect(dealer).toContainText(
    `Reassigned by staff to ${blacktown} (Parramatta asked us to move it: their installer is away)`,
  );
  await expect(dealer).toContainText(`${staff.name} (${staff.email})`);
  expect(await axeViolations(page)).toEqual([]);
  journey.expectNone('the reassignment');

  // The dealer table: Blacktown has the lead waiting; it is closed next week, so staff pause it.
  await section(page, 'Dealers', 'Dealers');
  await page.getByLabel('Search by name, suburb or postcode').fill('Blacktown');
  const table = page.getByRole('table', { name: /How each dealer answers its leads/ });
  const row = table.locator('tbody tr').filter({ hasText: blacktown });
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(row.getByRole('rowheader')).toContainText('Blacktown NSW 2148');
  // Waiting now: the reassigned quote.
  await expect(row.getByRole('cell').nth(5)).toHaveText('1');
  await row.getByRole('button', { name: `Pause ${blacktown}` }).click();
  await expect(row.getByRole('button', { name: `Resume ${blacktown}` })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  journey.expectNone('the dealer table');

  // The warranty review: the photo of the invoice, a question for the owner, then approval.
  await section(page, 'Warranty', 'Warranty registrations');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: warranty, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Warranty registration ${warranty}`);
  await expect(page.getByText(warrantyAnswers.outdoorSerialNumber ?? '')).toBeVisible();
  await expect(page.getByText('Tomás Reyes').first()).toBeVisible();
  await page.getByRole('button', { name: 'View the proof of purchase' }).click();
  const proof = page.getByRole('img', { name: /Proof of purchase uploaded as invoice\.png/ });
  await expect.poll(() => proof.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  await page.getByRole('radio', { name: 'Ask the owner for more information' }).check();
  await page.getByLabel('What the owner should send').fill('A photo of the invoice showing the date paid.');
  await page.getByRole('button', { name: 'Save and email the owner' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'More information needed' })).toBeVisible();
  await page.getByRole('radio', { name: 'Approve and issue the certificate' }).check();
  await page.getByRole('button', { name: 'Save and email the owner' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Approved. The owner has been emailed.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Warranty certificate (PDF)' })).toHaveAttribute(
    'href',
    /^\/warranty\/certificate\/[A-Za-z0-9_-]{32}\.pdf$/,
  );
  expect(await axeViolations(page)).toEqual([]);
  journey.expectNone('the warranty review');

  // The claim review: checked against its invoice, then approved for payment.
  await section(page, 'Claims', 'Promotion claims');
  await page.getByRole('link', { name: claim, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Claim ${claim}`);
  await expect(page.getByText(claimAnswers.serialNumber ?? '').first()).toBeVisible();
  await page.getByRole('radio', { name: 'Mark as checked (invoice and serials match)' }).check();
  await page.getByRole('button', { name: 'Save and email the claimant' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Checked. The claimant has been emailed.' }),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Approve for payment' }).check();
  await page.getByRole('button', { name: 'Save and email the claimant' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Awaiting second approval: another staff member approves it for payment.' }),
  ).toBeVisible();
  // Every payout needs a second staff member (dual control, the server's default): another approves it.
  const secondStaff = await forgeAccessToken(portal, {
    sub: 'auth0|second-staff',
    [`${portal.settings.claimNamespace}name`]: 'Riley Chen',
  });
  const second = await fetch(new URL(`/api/portal/claims/${claim}/decision`, portal.url), {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${secondStaff}`,
      'Content-Type': 'application/json',
      Origin: portal.url,
    },
    body: JSON.stringify({ status: 'approved' }),
  });
  expect(second.status).toBe(200);
  await page.reload();
  await expect(page.getByText('This claim is decided.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  journey.expectNone('the claim review');

  // What the owner and the claimant now see for themselves.
  const visitor = await browser.newPage({ baseURL: portal.url, ...phone });
  journey.follow(visitor);
  await visitor.goto('/warranty/check');
  await visitor.getByLabel('Serial number').fill(warrantyAnswers.serialNumber ?? '');
  await visitor.getByLabel('Postcode').fill(warrantyAnswers.postcode ?? '');
  await visitor.getByLabel('Email address you registered with').fill(warrantyAnswers.email ?? '');
  await visitor.getByRole('button', { name: 'Check my warranty' }).click();
  await expect(
    visitor.getByRole('status').filter({ hasText: 'Approved: your warranty is registered' }),
  ).toContainText(`reference ${warranty}`);
  await visitor.goto(`/promotions/claim-status?claimId=${claim}`);
  await visitor.getByLabel('Postcode').fill(claimAnswers.postcode ?? '');
  await visitor.getByRole('button', { name: 'Check my claim' }).click();
  await expect(visitor.getByRole('status')).toContainText(
    'We pay approved claims by bank transfer within 30 days.',
  );
  await visitor.close();
});
