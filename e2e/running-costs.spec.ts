/**
 * The running-cost estimate on product pages: in the HTML without JavaScript, recomputed as the
 * price and hours change (mouse and keyboard), messages for bad input, the gas and evaporative
 * variants, React loaded only when the estimate scrolls into view, axe and the console.
 */
import type { Page } from '@playwright/test';
import { axeViolations, expect, test } from './support/fixtures';

const SPLIT = '/products/wall-mounted-air-conditioning/edge-3-5kw-reverse-cycle-split-system';
const GAS = '/products/gas-ducted-heating/hearth-7-star-24kw-gas-ducted-heater';
const COOLER = '/products/evaporative-cooling/outback-rm200-roof-mounted-evaporative-cooler';

const section = (page: Page) => page.getByRole('region', { name: 'Running costs' });
const table = (page: Page) => section(page).getByRole('table');
/** The cell of a zone's row in a column ("Cooling", "Heating", "Water used"). */
const cell = (page: Page, zone: string, column: number) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${zone}`) }) })
    .getByRole('cell')
    .nth(column);
const price = (page: Page) => section(page).getByRole('textbox', { name: /price/ });
const hours = (page: Page) => section(page).getByRole('textbox', { name: 'Hours a day' });

/** Scrolls the estimate into view and waits for its island to hydrate (the form comes alive). */
async function estimateReady(page: Page) {
  await section(page).scrollIntoViewIfNeeded();
  await expect(price(page)).toBeEnabled();
}

test.describe('running costs', () => {
  test('recompute as the price and hours change, with the sum shown', async ({ page, consoleErrors }) => {
    await page.goto(SPLIT);
    await estimateReady(page);
    await expect(table(page).getByRole('columnheader')).toHaveText(['Climate zone', 'Cooling', 'Heating']);
    await expect(table(page).locator('caption')).toHaveText(
      'Estimated yearly running cost at 33 c/kWh and 8 hours a day',
    );
    // 3.5 kW ÷ 4.95 × 8 h × 169 days × 33 c = $315; 4.0 kW ÷ 5.3 × 8 h × 167 days × 33 c = $333
    await expect(cell(page, 'Hot', 0)).toContainText('$315');
    await expect(cell(page, 'Cold', 1)).toContainText('$333');

    await price(page).fill('25');
    await expect(cell(page, 'Hot', 0)).toContainText('$239');
    await hours(page).fill('4');
    await expect(cell(page, 'Hot', 0)).toContainText('$119');
    await expect(cell(page, 'Hot', 0)).toContainText('478 kWh over 169 days');
    await expect(table(page).locator('caption')).toHaveText(
      'Estimated yearly running cost at 25 c/kWh and 4 hours a day',
    );
    await expect(section(page).getByText('Cooling, hot zone:').locator('..')).toHaveText(
      'Cooling, hot zone: 3.5 kW ÷ 4.95 AEER × 4 h × 169 days = 478 kWh × 25 c/kWh = $119',
    );
    expect(consoleErrors).toEqual([]);
  });

  test('by keyboard, with messages for empty, negative and huge values', async ({ page, consoleErrors }) => {
    await page.goto(SPLIT);
    await estimateReady(page);
    await price(page).focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('30');
    await expect(cell(page, 'Average', 0)).toContainText('$127'); // 424.24 kWh × 30 c
    await page.keyboard.press('Tab');
    await expect(hours(page)).toBeFocused();

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await expect(hours(page)).toHaveAccessibleDescription(/Error: Enter the hours a day\.$/);
    await expect(hours(page)).toHaveAttribute('aria-invalid', 'true');
    // The last good estimate stays, and the caption says what it is for.
    await expect(table(page).locator('caption')).toHaveText(
      'Estimated yearly running cost at 30 c/kWh and 8 hours a day',
    );
    await page.keyboard.type('-2');
    await expect(hours(page)).toHaveAccessibleDescription(/Error: Enter the hours a day above 0\.$/);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('30');
    await expect(hours(page)).toHaveAccessibleDescription(/Error: A day has 24 hours: enter 24 or fewer\.$/);

    await price(page).fill('5000');
    await expect(price(page)).toHaveAccessibleDescription(/Error: Enter a price of at most 200 c\/kWh\.$/);
    await expect(section(page).getByText('Enter a price of at most 200 c/kWh.').first()).toBeVisible();
    await expect(price(page)).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page)).toEqual([]);

    await price(page).fill('33');
    await hours(page).fill('8');
    await expect(price(page)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(hours(page)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(cell(page, 'Hot', 0)).toContainText('$315');
    expect(consoleErrors).toEqual([]);
  });

  test('a gas heater is priced per MJ of gas, heating only', async ({ page }) => {
    await page.goto(GAS);
    await estimateReady(page);
    await expect(price(page)).toHaveAccessibleName('Gas price (c/MJ)');
    await expect(price(page)).toHaveValue('4');
    await expect(table(page).getByRole('columnheader')).toHaveText(['Climate zone', 'Heating']);
    await expect(cell(page, 'Average', 0)).toContainText('$2,321'); // 93 MJ/h × 8 h × 78 days × 4 c
    await price(page).fill('3');
    await expect(cell(page, 'Average', 0)).toContainText('$1,741');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('an evaporative cooler is priced by its power input, with its water', async ({ page }) => {
    await page.goto(COOLER);
    await estimateReady(page);
    await expect(table(page).getByRole('columnheader')).toHaveText(['Climate zone', 'Cooling', 'Water used']);
    await expect(cell(page, 'Average', 0)).toContainText('$208'); // 1,050 W × 600 h × 33 c
    await expect(cell(page, 'Average', 1)).toHaveText('14,400 L');
  });

  test('React loads only when the estimate comes into view', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto(SPLIT);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((path) => /RunningCost/.test(path))).toBe(false);
    await estimateReady(page);
    expect(scripts.some((path) => /RunningCost/.test(path))).toBe(true);
  });
});

test.describe('running costs without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the estimate at the typical price and 8 hours a day is in the HTML', async ({ page }) => {
    await page.goto(SPLIT);
    await expect(table(page).locator('caption')).toHaveText(
      'Estimated yearly running cost at 33 c/kWh and 8 hours a day',
    );
    await expect(cell(page, 'Hot', 0)).toContainText('$315');
    await expect(section(page).getByText('Heating, cold zone:').locator('..')).toContainText('= $333');
    await expect(section(page).getByRole('link', { name: 'How we estimate running costs' })).toHaveAttribute(
      'href',
      '/running-costs',
    );
  });
});
