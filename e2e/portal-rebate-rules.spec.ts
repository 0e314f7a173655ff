/**
 * Staff's list of rebate rules to check, on the team overview, in a real browser through the real
 * login, on a server whose clock the test sets to 1 September 2027, when every content rule is due
 * (never checked, or checked more than `staleAfterDays` before): each is listed with its scheme,
 * state, the day it was last checked or "Never checked against its source", and its source, as the
 * content says (the dated cases, older and newer than `staleAfterDays`, are in
 * tests/auth/portal-rebate-rules.test.ts); a dealer's user is told the page is for staff and sees no
 * list. axe finds nothing.
 */
import { formatDate } from '../src/islands/portal/shared/format';
import { rules } from '../tests/rebates/load-rules';
import { demoUsers, type PortalSite, startPortalSite } from '../tests/support/portal-site';
import { axeViolations, test as base, expect } from './support/fixtures';
import { loginByRedirect } from './support/portal-login';

const test = base.extend<object, { portal: PortalSite }>({
  portal: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a destructured object
    async ({}, use) => {
      const portal = await startPortalSite({ TEST_NOW: '2027-09-01T09:00:00+10:00' });
      await use(portal);
      await portal.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ portal }, use) => {
    await use(portal.url);
  },
});

test.describe.configure({ timeout: 120_000 });

test('staff see each rule due for a check, with its last check and source; a dealer does not', async ({
  browser,
  portal,
}) => {
  const staffContext = await browser.newContext({
    baseURL: portal.url,
    viewport: { width: 1366, height: 900 },
  });
  const staff = await staffContext.newPage();
  await loginByRedirect(staff, portal, demoUsers.staff, '/portal/overview');
  await expect(staff.getByRole('heading', { level: 2, name: 'Rebate rules to re-check' })).toBeVisible({
    timeout: 30_000,
  });
  const table = staff.getByRole('table', {
    name: /^Rules never checked, or last checked more than 120 days ago \(\d+\)$/,
  });
  await expect(table.getByRole('row')).toHaveCount(rules.length + 1);
  for (const rule of rules) {
    const row = table
      .getByRole('row')
      .filter({ has: staff.getByRole('rowheader', { name: rule.scheme, exact: true }) });
    await expect(row).toContainText(rule.state);
    await expect(row).toContainText(
      rule.lastVerified ? formatDate(rule.lastVerified) : 'Never checked against its source',
    );
    await expect(row.getByRole('link', { name: rule.source.title })).toHaveAttribute('href', rule.source.url);
    await expect(row.getByRole('link', { name: `Record a check of ${rule.scheme}` })).toHaveAttribute(
      'href',
      `/keystatic/singleton/rebates-${rule.id}`,
    );
  }
  expect(await axeViolations(staff)).toEqual([]);
  await staffContext.close();

  const dealerContext = await browser.newContext({ baseURL: portal.url });
  const dealer = await dealerContext.newPage();
  await loginByRedirect(dealer, portal, demoUsers.installer, '/portal/overview');
  await expect(dealer.getByText('Cirrus Climate staff', { exact: false }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(dealer.getByRole('heading', { name: 'Rebate rules to re-check' })).toHaveCount(0);
  await dealerContext.close();
});
