/**
 * The portal's installation screens in a real browser with JavaScript on, after the scripts start,
 * signed in through the development identity provider: the dealer books the installation from the
 * won quote's page (a refusal shows beside its field) and sees the job with the technician's
 * checklist link and its Copy button; a commissioned job with a result outside the manual shows the
 * flag in words and the evidence downloads (the PDF downloads); the installs page shows the job and
 * the quarter's refrigerant register with its totals; staff see a job commissioned 20 days before
 * the server's today and never confirmed. axe finds nothing on each screen.
 *
 * The portal is a JavaScript application (its sign-in needs the identity provider's script), so
 * these screens have no variant without JavaScript.
 */
import type { Browser, Page } from '@playwright/test';
import type { PortalSite } from '../tests/support/portal-site';
import { demoUsers } from '../tests/support/portal-site';
import { axeViolations, expect, siteScriptsReady } from './support/fixtures';
import { commissionedJob, wonQuote } from './support/installs';
import { portalTest as test } from './support/portal-fixture';
import { accountLink, isIdp, submitLoginForm } from './support/portal-login';

test.use({ portalEnv: { OUTBOX_POLL_MS: '100' } });

type User = (typeof demoUsers)['installer' | 'staff'];
const desktop = { width: 1366, height: 900 };
const shots = process.env.PORTAL_SHOTS;

/** Signs in through the provider on its login page and lands on `path`, scripts started. */
async function portalAs(browser: Browser, portal: PortalSite, user: User, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: portal.url, viewport: desktop });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: portal.url });
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForURL((url) => isIdp(portal)(url) && url.pathname.startsWith('/interaction/'));
  await submitLoginForm(page, user);
  await page.waitForURL((url) => url.origin === portal.url && !url.searchParams.has('code'));
  await expect(accountLink(page, user.name)).toBeVisible({ timeout: 30_000 });
  await siteScriptsReady(page);
  return page;
}

/** Screenshots at phone and desktop widths when PORTAL_SHOTS names a folder (looked at by hand). */
async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(desktop);
}

test('the dealer books the installation from the won quote’s page and gets the technician’s link', async ({
  browser,
  portal,
}) => {
  const lead = await wonQuote(portal, 'book-in-browser@example.com');
  const page = await portalAs(browser, portal, demoUsers.installer, `/portal/lead?ref=${lead}`);
  const panel = page.getByRole('region', { name: 'Installation', exact: true });
  await expect(panel.getByRole('heading', { name: 'Book the installation' })).toBeVisible();
  // The quote's system is there already; removing it and booking is refused beside the systems.
  await expect(panel.getByText('Aura 7.1 kW Reverse Cycle Split System', { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await panel.getByRole('button', { name: /^Remove Aura 7\.1 kW/ }).click();
  await panel.getByLabel('Installation day').fill(portal.site.today);
  await panel.getByRole('button', { name: 'Book the installation' }).click();
  await expect(panel.getByText('Add the system to install')).toBeVisible();

  await panel
    .getByLabel('Another system from the catalogue')
    .selectOption({ label: 'Aura 7.1 kW Reverse Cycle Split System (CCA-W71R)' });
  await panel.getByRole('button', { name: 'Add system' }).click();
  await shoot(page, 'lead-booking');
  const booked = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/portal/installs' && response.request().method() === 'POST',
  );
  await panel.getByRole('button', { name: 'Book the installation' }).click();
  expect((await booked).status()).toBe(201);

  const job = page.getByRole('region', { name: /^Installation CJ-/ });
  await expect(job.getByText('Booked', { exact: true })).toBeVisible();
  await expect(job.getByText('Aura 7.1 kW Reverse Cycle Split System')).toBeVisible();
  const link = job.getByRole('link', { name: /\/installs\/commission\?/ });
  await expect(link).toBeVisible();
  const checklist = new URL((await link.getAttribute('href')) ?? '');
  expect(checklist.pathname).toBe('/installs/commission');
  await job.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Checklist link copied. Send it to the technician.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(checklist.href);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'lead-booked');
  await page.context().close();
});

test('a commissioned job shows its flag and downloads its evidence; the installs page shows the register’s totals', async ({
  browser,
  portal,
}) => {
  const { job, lead } = await commissionedJob(portal, 'flagged-job@example.com', {
    chargeAddedGrams: 400,
    realPhotos: true,
  });
  const page = await portalAs(browser, portal, demoUsers.installer, `/portal/lead?ref=${lead}`);
  const card = page.getByRole('region', { name: `Installation ${job}` });
  await expect(card.getByText('Commissioned, waiting for the owner')).toBeVisible();
  await expect(card.getByText(/System 1: Charge added of 400 g/)).toBeVisible();
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download the evidence pack (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe(`evidence-${job}.pdf`);
  await expect(card.getByRole('button', { name: 'Download the original photos (ZIP)' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'lead-commissioned');

  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Installations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Installations' })).toBeVisible();
  const jobs = page.getByRole('table', { name: /Installation jobs/ });
  await expect(
    jobs
      .getByRole('row', { name: new RegExp(job) })
      .getByRole('cell')
      .last(),
  ).toHaveText('1');
  const register = page.getByRole('table', { name: /refrigerant register/ });
  await expect(register.getByRole('row', { name: new RegExp(job) })).toContainText('0.400');
  // The totals row adds up the quarter's rows (other specs on this server may have commissioned too).
  const charged = await register.locator('tbody tr td:nth-child(5)').allTextContents();
  const sum = charged.reduce((total, cell) => total + Number(cell), 0);
  await expect(register.locator('tfoot [data-total="charged"]')).toHaveText(sum.toFixed(3));
  await expect(register.getByRole('rowheader', { name: /^Total \d{4}-Q[1-4]$/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'installs-dealer');
  await page.context().close();
});

test('staff see a job commissioned more than 14 days ago that its owner never confirmed', async ({
  browser,
  portal,
}) => {
  // Twenty days before the server's today (its clock, not this machine's).
  const at = new Date(Date.parse(`${portal.site.today}T01:00:00.000Z`) - 20 * 86_400_000);
  const { job } = await commissionedJob(portal, 'never-confirmed@example.com', { at });
  const recent = await commissionedJob(portal, 'recently-done@example.com');
  const page = await portalAs(browser, portal, demoUsers.staff, '/portal/installs');
  const overdue = page.getByRole('region', { name: 'Not confirmed by the owner after 14 days' });
  await expect(overdue.getByRole('row', { name: new RegExp(job) })).toContainText('Parramatta Air & Climate');
  await expect(overdue.getByRole('row', { name: new RegExp(recent.job) })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Installations per dealer' }).getByRole('row', { name: /Parramatta/ }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'installs-staff');
  await page.context().close();
});
