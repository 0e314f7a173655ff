/**
 * The staff inbox in a real browser: filters, search, paging, a lead's page, a status change, a
 * note and the CSV export, over the seeded leads of tests/support/portal-site.ts.
 *
 * Its totals count every lead on the server, so it runs on a server of its own: no other spec's
 * leads (a journey's quote, a report form) may reach it.
 */
import { demoUsers } from '../tests/support/portal-site';
import { expect } from './support/fixtures';
import { portalTest as test } from './support/portal-fixture';
import { loginByRedirect } from './support/portal-login';

test.use({ portalOfItsOwn: true });

test('inbox: filters, search, paging, detail, status change, note and CSV export', async ({
  page,
  portal,
  consoleErrors,
}) => {
  await loginByRedirect(page, portal, demoUsers.staff);
  const table = page.getByRole('table');
  await expect(page.getByRole('status').filter({ hasText: /leads$/ })).toHaveText(
    `${portal.leads.length} leads`,
  );

  await page.getByLabel('Type').selectOption('contact');
  await page.getByLabel('State').selectOption('VIC');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('status').filter({ hasText: /lead$/ })).toHaveText('1 lead');
  expect(page.url()).toContain('type=contact');
  await expect(table).toContainText('Jack Wilson');

  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByLabel('Search', { exact: true }).fill('olivia');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('status').filter({ hasText: /leads$/ })).toHaveText('4 leads');

  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByLabel('Leads per page').selectOption('10');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager).toContainText('Page 1 of 2');
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(pager).toContainText('Page 2 of 2');
  expect(page.url()).toContain('page=2');
  await expect(table.locator('tbody tr')).toHaveCount(10);
  await page.getByRole('button', { name: 'Clear' }).click();

  // A visitor's text is shown as text: no formula, no script.
  const hostile = portal.leads.find((lead) => lead.type === 'contact' && lead.name.startsWith('='));
  await page.getByRole('link', { name: hostile?.reference ?? '' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Contact message ${hostile?.reference}` }),
  ).toBeVisible();
  await expect(page.getByText('<script>alert(1)</script> Is the Breeze quiet?')).toBeVisible();
  await expect(page.getByText('=HYPERLINK("http://evil.example","Click")').first()).toBeVisible();

  await page.getByLabel('New status').selectOption('contacted');
  await page.getByLabel('Reason (optional)').fill('Left a voicemail');
  await page.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByText('Status changed to Contacted.')).toBeVisible();
  const history = page.getByRole('region', { name: 'Status history' });
  await expect(history).toContainText('New → Contacted');
  await expect(history).toContainText('Left a voicemail');
  await expect(history).toContainText('Sam Taylor (staff@cirrusclimate.com.au)');

  await page.getByLabel('Add a note').fill('Customer wants a callback after 3 pm.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('region', { name: 'Notes' })).toContainText(
    'Customer wants a callback after 3 pm.',
  );

  await page.getByRole('link', { name: '← Leads inbox' }).click();
  await page.getByLabel('Type').selectOption('contact');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('status').filter({ hasText: /leads$/ })).toHaveText('5 leads');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^cirrus-leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString('utf8');
  expect(text.trim().split('\r\n')).toHaveLength(6);
  expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
  expect(consoleErrors).toEqual([]);
});
