/**
 * The accessibility statement and its problem report, on a phone (390 × 844): the statement is one
 * tap from the footer, says the standard, the latest axe sweep with its date, the known exceptions
 * and how to report a problem, and passes axe; its record covers every page the sweep checks in this
 * build. The report form goes through with JavaScript (after the page's scripts start, no full page
 * load) and without, lands in the staff queue for staff to read, and bad input comes back as a 400
 * with the values kept and nothing stored.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { longDate } from '../src/lib/australian-dates';
import { loginForTokens } from '../tests/support/dev-login';
import { demoUsers } from '../tests/support/portal-site';
import { axeViolations, expect, siteScriptsReady } from './support/fixtures';
import { portalTest as test } from './support/portal-fixture';
import { axeSweepPaths, builtSitemapPaths } from './support/sitemap';

const record = JSON.parse(readFileSync('src/lib/accessibility/axe-sweep.json', 'utf8')) as {
  checkedOn: string;
  pages: { path: string; violations: string[] }[];
};

test.use({ viewport: { width: 390, height: 844 } });
// axe over a whole page takes up to a minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** A report as a screen reader user writes it; `problem` tells one report from another. */
async function fillReport(page: Page, problem: string) {
  await page.getByLabel('What got in the way?').fill(problem);
  await page.getByLabel('Which page or document?').fill('/products/wall-mounted-air-conditioning');
  await page.getByLabel('What were you using?').fill('NVDA 2025.3 with Firefox on Windows 11');
  await page.getByLabel('Your name').fill('Mei Lin Chow');
  await page.getByLabel('Email', { exact: true }).fill('meilin@example.com');
  await page.getByRole('radio', { name: 'By email', exact: true }).check();
}

/** The staff queue's reports, through the portal API as staff. */
async function storedReports(portal: { settings: Parameters<typeof loginForTokens>[0]; url: string }) {
  const staff = await loginForTokens(portal.settings, demoUsers.staff, portal.url);
  const response = await fetch(new URL('/api/portal/leads?type=accessibility&pageSize=50', portal.url), {
    headers: { Authorization: `Bearer ${staff.access_token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: { reference: string }[] }).items;
}

async function expectThankYou(page: Page) {
  await expect(page).toHaveURL(/\/thank-you\?ref=CC-[2-9A-HJKMNP-Z]{6}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you. We have your report.');
  await expect(page.getByText('A person reads it', { exact: true })).toBeVisible();
  return new URL(page.url()).searchParams.get('ref') ?? '';
}

test('the statement: one tap from the footer, standard, latest check with its date, exceptions, how to report', async ({
  page,
}) => {
  await page.goto('/');
  await siteScriptsReady(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility', exact: true }).click();
  await expect(page).toHaveURL(/\/accessibility$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility statement');
  const main = page.getByRole('main');
  await expect(main).toContainText('WCAG) 2.2 at level AA');
  const latest = page.getByRole('region', { name: 'The latest automated check' });
  await expect(latest).toContainText(`On ${longDate(record.checkedOn)}, axe-core`);
  await expect(latest).toContainText(`checked ${record.pages.length} pages`);
  await expect(page.getByRole('heading', { name: 'What we know falls short' })).toBeVisible();
  await expect(main).toContainText('Not yet reviewed with a screen reader (recorded 29 November 2026)');
  await expect(main.getByRole('link', { name: 'Report a problem' })).toHaveAttribute(
    'href',
    '/accessibility/report',
  );
  expect(await axeViolations(page)).toEqual([]);
});

test('the statement’s record covers every page the sweep checks in this build', () => {
  const recorded = new Set(record.pages.map((page) => page.path));
  const missing = [...axeSweepPaths(builtSitemapPaths())].filter((path) => !recorded.has(path));
  expect(missing, 'run `npm run a11y:record` and rebuild').toEqual([]);
});

test('with JavaScript: a report goes through without a full page load, and staff read it in the portal', async ({
  page,
  portal,
  consoleErrors,
}) => {
  await page.goto('/accessibility/report');
  await siteScriptsReady(page);
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  const problem = 'The sizing tool’s room size slider cannot be moved with the arrow keys.';
  await fillReport(page, problem);
  await page.getByRole('button', { name: 'Send report' }).click();
  const reference = await expectThankYou(page);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);

  // Staff find it in the queue under its kind (the portal API the staff inbox reads).
  expect((await storedReports(portal)).map((lead) => lead.reference)).toContain(reference);
});

test('the report page passes axe, and errors come back announced, focused, 400, nothing stored', async ({
  page,
  portal,
}) => {
  await page.goto('/accessibility/report');
  await siteScriptsReady(page);
  expect(await axeViolations(page)).toEqual([]);
  const problem = 'The cover table in my warranty certificate is read without its headers.';
  await fillReport(page, problem);
  await page.getByLabel('Which page or document?').fill('<script>alert(1)</script>');
  const response = page.waitForResponse((answer) => answer.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send report' }).click();
  expect((await response).status()).toBe(400);
  const summary = page.getByRole('alert').filter({ hasText: 'Please check the form' });
  await expect(summary).toBeFocused();
  const where = page.getByLabel('Which page or document?');
  await expect(where).toHaveAttribute('aria-invalid', 'true');
  await expect(where).toHaveAccessibleDescription(/Remove anything that looks like HTML/);
  await expect(page.getByLabel('What got in the way?')).toHaveValue(problem);
  expect(await axeViolations(page)).toEqual([]);
  const before = (await storedReports(portal)).length;
  // Fixed, it goes through: one report more, none from the refused post.
  await where.fill('My warranty certificate (PDF)');
  await page.getByRole('button', { name: 'Send report' }).click();
  await expectThankYou(page);
  expect((await storedReports(portal)).length).toBe(before + 1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a report goes through as a plain post; bad input comes back 400, focused, with the values kept', async ({
    page,
    portal,
  }) => {
    await page.goto('/accessibility/report');
    // Past the browser's own checks, refused by the server's: markup in a plain-text answer.
    await fillReport(page, 'The dealer list does not say which dealer is open now.');
    await page.getByLabel('Which page or document?').fill('<b>Where to buy</b>');
    const response = page.waitForResponse((answer) => answer.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send report' }).click();
    expect((await response).status()).toBe(400);
    const summary = page.getByRole('alert');
    await expect(summary).toContainText('Remove anything that looks like HTML');
    await expect(summary).toBeFocused();
    await expect(page.getByLabel('What were you using?')).toHaveValue(
      'NVDA 2025.3 with Firefox on Windows 11',
    );

    await page.getByLabel('Which page or document?').fill('Where to buy');
    await page.getByRole('button', { name: 'Send report' }).click();
    const reference = await expectThankYou(page);
    expect((await storedReports(portal)).map((lead) => lead.reference)).toContain(reference);
  });
});
