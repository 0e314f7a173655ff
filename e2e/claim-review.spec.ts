/**
 * Staff reviewing a promotion claim in the portal, in a real browser: every payout (dual control,
 * the server's default; the tests' ducted promotion pays $400) waits for a second approval after
 * the first, the screen says so and who approved first, and the same staff member's
 * second approval is refused with the reason.
 */
import { formPaths, postForm, referenceOf, validAnswers } from '../tests/support/lead-posts';
import { demoUsers } from '../tests/support/portal-site';
import { testPromotions } from '../tests/support/promotion-fixtures';
import { axeViolations, expect } from './support/fixtures';
import { portalTest } from './support/portal-fixture';
import { loginByRedirect } from './support/portal-login';

portalTest('a payout waits for a second approver, and the first cannot give it', async ({ page, portal }) => {
  const answers = validAnswers('claim', portal.site.today);
  const response = await postForm(portal.url, formPaths.claim, {
    body: {
      ...answers,
      promotion: testPromotions(portal.site.today).ducted.slug,
      model: 'CCE-D100R',
      serialNumber: (answers.serialNumber ?? '').replace('CAI', 'CEI'),
      outdoorSerialNumber: (answers.outdoorSerialNumber ?? '').replace('CAO', 'CEO'),
    },
  });
  expect(response.status).toBe(303);
  const reference = referenceOf(response) ?? '';
  await loginByRedirect(page, portal, demoUsers.staff, `/portal/claims?ref=${reference}`);
  await expect(page.getByRole('heading', { name: `Claim ${reference}`, level: 1 })).toBeVisible();

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
      .filter({ hasText: 'Awaiting second approval: another staff member approves it' }),
  ).toBeVisible();
  await expect(page.getByText('Awaiting second approval', { exact: true })).toBeVisible();
  await expect(
    page.getByText(`First approved by ${demoUsers.staff.name} (${demoUsers.staff.email}).`),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('radio', { name: 'Approve for payment' }).check();
  await page.getByRole('button', { name: 'Save and email the claimant' }).click();
  await expect(
    page.getByRole('status').filter({
      hasText:
        'Not saved: You gave this claim its first approval. Every payout needs a second approval from another staff member.',
    }),
  ).toBeVisible();
});
