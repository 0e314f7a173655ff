/**
 * What a phone (390 × 844) shows: a listing's first product card within the first screen, with the
 * filters behind a "Filters" button that counts the active ones and the categories in one row; two
 * products compared side by side with a sticky column of names, ending with a quote for each; and
 * the warranty form's file field: 44 px targets, "Take a photo", a preview and the size checked
 * before anything is sent.
 */
import { axeViolations, expect, siteScriptsReady, test } from './support/fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const LISTING = '/products/wall-mounted-air-conditioning';

test('a listing shows its first product within the first screen, filters behind a button', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(LISTING);
  const firstCard = page.getByRole('list', { name: 'Products' }).getByRole('listitem').first();
  const box = await firstCard.boundingBox();
  expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(844);
  // The categories: one row, scrolling sideways.
  const chips = page.getByRole('navigation', { name: 'Product categories' }).getByRole('link');
  const tops = new Set(
    await chips.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top))),
  );
  expect(tops.size).toBe(1);
  // The filters: closed behind "Filters"; opened, a choice is counted on the button.
  const filters = page.getByText('Filters', { exact: true });
  await expect(page.getByLabel('Range')).toBeHidden();
  await filters.click();
  await page.getByLabel('Range').selectOption({ label: 'Aura' });
  await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toContainText(/Showing \d+ of \d+/);
  await expect(page.locator('summary').filter({ hasText: 'Filters' })).toHaveText('Filters (1 on)');
  expect(await axeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('two products compared side by side fit the phone, names sticky, a quote for each', async ({
  page,
  consoleErrors,
}) => {
  const slugs = ['aura-3-5kw-reverse-cycle-split-system', 'edge-3-5kw-reverse-cycle-split-system'];
  await page.goto(`/compare?products=${slugs.join(',')}`);
  const table = page.getByRole('table', { name: /side by side/ });
  await expect(table).toBeVisible();
  // Both product columns are on screen without scrolling sideways.
  for (const name of ['Aura 3.5 kW Reverse Cycle Split System', 'Edge 3.5 kW Reverse Cycle Split System']) {
    const header = table.getByRole('columnheader', { name });
    const box = await header.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  }
  // A row's name (not a group's heading) stays put while the columns scroll.
  const rowHeader = table.locator('tbody th[scope="row"]').first();
  await expect(rowHeader).toHaveCSS('position', 'sticky');
  // It ends with a quote for each product, its model chosen.
  const quotes = table.getByRole('link', { name: /^Get a quote for this one/ });
  await expect(quotes).toHaveCount(2);
  await expect(quotes.nth(1)).toHaveAttribute('href', `/get-a-quote?product=${slugs[1]}`);
  await expect(quotes.first()).toHaveAccessibleName(
    'Get a quote for this one (Aura 3.5 kW Reverse Cycle Split System)',
  );
  expect(await axeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the proof of purchase: 44 px targets, take a photo, a preview, and a file too large refused before sending', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/warranty');
  // "Take a photo" is the upload field's own script's button: measured once it has started.
  await siteScriptsReady(page);
  const field = page.getByLabel('Proof of purchase');
  expect((await field.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  const camera = page.getByLabel('Take a photo');
  await expect(camera).toHaveAttribute('capture', 'environment');
  const cameraButton = page.getByText('Take a photo', { exact: true });
  expect((await cameraButton.boundingBox())?.height).toBeGreaterThanOrEqual(44);

  // A photo taken: it lands in the field that posts, with a preview and its size.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await camera.setInputFiles({ name: 'invoice-photo.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();
  await expect(page.getByText(/^invoice-photo\.png, \d+ bytes$/)).toBeVisible();
  expect(await field.evaluate((input) => (input as HTMLInputElement).files?.[0]?.name)).toBe(
    'invoice-photo.png',
  );

  // Too large: said at once, and the form is not sent.
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST') posted = true;
  });
  await field.setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(11 * 1024 * 1024, 0x20),
  });
  await expect(page.getByText(/That file is 11\.0 MB, larger than 10\.0 MB/)).toBeVisible();
  await expect(field).toHaveAccessibleDescription(/That file is 11\.0 MB/);
  await page.getByRole('button', { name: 'Register my warranty' }).click();
  expect(await field.evaluate((input) => (input as HTMLInputElement).validationMessage)).toMatch(/11\.0 MB/);
  expect(posted).toBe(false);
  expect(consoleErrors).toEqual([]);
});
