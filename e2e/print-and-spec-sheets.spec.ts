/**
 * What a visitor takes away on paper: a product page and a comparison printed (print media, and a
 * real print to PDF by Chromium) carry the content without the header, footer, navigation, compare
 * tray or buttons; and a product page's "Download spec sheet" link serves its PDF, of the type and
 * size the link states.
 */
import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, test } from './support/fixtures';

const PRODUCT = '/products/wall-mounted-air-conditioning/edge-3-5kw-reverse-cycle-split-system';
const COMPARISON =
  '/compare?products=edge-3-5kw-reverse-cycle-split-system,aura-3-5kw-reverse-cycle-split-system,breeze-3-5kw-reverse-cycle-split-system';

/** Nothing of the site's chrome is visible: landmarks, navigation, tray, buttons. */
async function expectPrintedCleanly(page: Page) {
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Products to compare' })).toHaveCount(0);
  await expect(page.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Chromium's own print of the page, as text. */
async function printedText(page: Page) {
  const pdf = await page.pdf({ format: 'A4' });
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

test.describe('printing', () => {
  // A full-page screenshot and a print to PDF of a long page: slow on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('a product page prints its content without header, footer, navigation, tray or buttons', async ({
    page,
  }, testInfo) => {
    await page.goto(COMPARISON); // fills the compare tray, which product pages show
    await expect(page.getByRole('table', { name: /side by side/ })).toBeVisible();
    await page.goto(PRODUCT);
    await expect(page.getByRole('region', { name: 'Products to compare' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await testInfo.attach('product page, print media', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
    await expectPrintedCleanly(page);
    await expect(page.getByRole('table', { name: /Sound pressure by fan speed/ })).toBeVisible();

    const printed = await printedText(page);
    expect(printed).toContain('Edge 3.5 kW Reverse Cycle Split System');
    expect(printed).toContain('Specifications');
    for (const chrome of [
      'Skip to main content',
      'Where to buy',
      'Privacy policy',
      'Products to compare',
      'Get a quote',
    ]) {
      expect(printed).not.toContain(chrome);
    }
  });

  test('the comparison prints the table without the controls', async ({ page }, testInfo) => {
    await page.goto(COMPARISON);
    const table = page.getByRole('table', { name: /side by side/ });
    await expect(table).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await testInfo.attach('comparison, print media', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
    await expectPrintedCleanly(page);
    await expect(page.getByRole('checkbox', { name: 'Show only differences' })).toBeHidden();
    // The whole table on paper: no column cut off by its scrolling region.
    const region = page.getByRole('region', { name: /side by side/ });
    expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const printed = await printedText(page);
    expect(printed).toContain('Breeze 3.5 kW Reverse Cycle Split System');
    expect(printed).not.toContain('Remove');
  });
});

test('a product page links its spec sheet, served as the PDF of the size it states', async ({
  page,
  request,
}) => {
  await page.goto(PRODUCT);
  const link = page.getByRole('link', { name: /^Download spec sheet \(PDF, \d+ KB\)$/ });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toBe('/spec-sheets/edge-3-5kw-reverse-cycle-split-system.pdf');
  const stated = Number(/\(PDF, (\d+) KB\)/.exec((await link.textContent()) ?? '')?.[1]);

  const response = await request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const body = await response.body();
  expect(Math.round(body.byteLength / 1024)).toBe(stated);
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');

  // A click downloads it under a name that says what it is.
  const download = page.waitForEvent('download');
  await link.click();
  expect((await download).suggestedFilename()).toBe(
    'cirrus-edge-3-5kw-reverse-cycle-split-system-spec-sheet.pdf',
  );
});
