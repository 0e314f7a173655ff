/**
 * The sizing tool in a real browser: the worked examples end to end by mouse and by keyboard, the
 * answers in the URL (reload, back, a shared link), validation, the quote form carrying the result,
 * the guide without JavaScript, and axe at every step.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { formatCost, yearlyCostIn } from '../src/lib/running-cost.ts';
import { axeViolations, expect, test } from './support/fixtures';

/** A wall split's rated figures, from its content file. */
function splitProfile(slug: string) {
  const product = parse(readFileSync(`src/content/products/wall-split/${slug}.yaml`, 'utf8'));
  return {
    kind: 'electric' as const,
    cooling: { outputKw: product.coolingCapacityKw.rated, efficiency: product.aeer },
    heating: { outputKw: product.heatingCapacityKw.rated, efficiency: product.acop },
  };
}

const TOOL = '/your-perfect-climate';

const stepHeading = (page: Page) => page.locator('#sizing-step-heading');
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

/** The island has hydrated once Continue is enabled (the server-rendered step has it disabled). */
async function toolReady(page: Page) {
  await page.locator('#sizing-tool').scrollIntoViewIfNeeded();
  await expect(continueButton(page)).toBeEnabled();
}

test.describe('sizing tool', () => {
  test('sizes a 4 × 5 m west-facing living room in Brisbane by mouse, with the working shown', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(TOOL);
    await toolReady(page);
    await expect(stepHeading(page)).toContainText('Step 1 of 5: Your rooms');
    await page.getByLabel('Used as').selectOption('living');
    await page.getByRole('textbox', { name: 'Length (m)' }).fill('4');
    await page.getByRole('textbox', { name: 'Width (m)' }).fill('5');
    await continueButton(page).click();

    await expect(stepHeading(page)).toContainText('Your home');
    await expect(stepHeading(page)).toBeFocused();
    await page.getByRole('radio', { name: 'West' }).check();
    await page.getByRole('radio', { name: /^None/ }).check();
    await continueButton(page).click();

    await expect(stepHeading(page)).toContainText('Your location');
    await page.getByLabel('Postcode').fill('4000');
    await expect(
      page.getByText('4000 (QLD) is in the hot zone, like Brisbane, with humid summers.'),
    ).toBeVisible();
    await continueButton(page).click();

    await expect(stepHeading(page)).toContainText('What you want');
    await page.getByRole('button', { name: 'Show my result' }).click();

    await expect(stepHeading(page)).toContainText('Your result');
    await expect(page.getByText('You need about 3.6 kW of cooling and 1.6 kW of heating.')).toBeVisible();
    const working = page.getByRole('region', { name: 'Living room working' });
    await expect(working).toContainText('Cooling: 20 m² × 130 W/m² = 2.60 kW');
    await expect(working).toContainText('× 1.20 West-facing windows, unshaded');
    await expect(working).toContainText('× 1.15 Hot zone (like Brisbane)');
    await expect(working).toContainText('= 3.6 kW cooling');
    await expect(working).toContainText('Heating: 20 m² × 100 W/m² = 2.00 kW');

    const recommended = page.getByRole('article').filter({ hasText: 'A split system in each room' });
    await expect(
      recommended.getByRole('link', { name: /5\.0 kW Reverse Cycle Split/i }).first(),
    ).toBeVisible();
    // Each recommended product shows its own picture, loaded (AVIF where the browser takes it).
    const pictures = recommended.getByRole('listitem').locator('picture img');
    expect(await pictures.count()).toBeGreaterThan(0);
    const shown = new Set<string>();
    for (const img of await pictures.all()) {
      await expect(img).toBeVisible();
      await expect
        .poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
        .toBeGreaterThan(0);
      const source = await img.evaluate((element: HTMLImageElement) => element.currentSrc);
      expect(source).toMatch(/\.avif$/);
      shown.add(source);
    }
    expect(shown.size, 'a different picture for each product').toBe(await pictures.count());
    // Each is the listing's card: stars, the running cost in the visitor's zone for what they asked
    // for, and a Compare toggle.
    // The innermost list item holding the card (the room's item holds it too).
    const edge = recommended
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Edge 5.0 kW Reverse Cycle Split System' }) })
      .last();
    await expect(edge.getByRole('img', { name: /^Cooling energy rating, average zone/ })).toBeVisible();
    // Priced for what the room needs (3.6 kW cooling, 1.6 kW heating), not for the unit's size.
    const edgeYearly = yearlyCostIn(
      splitProfile('edge-5-0kw-reverse-cycle-split-system'),
      'hot',
      ['cooling', 'heating'],
      { coolingKw: 3.6, heatingKw: 1.6 },
    );
    await expect(edge).toContainText(
      `About ${formatCost(edgeYearly?.cost ?? 0)} a year to run for cooling and heating in the hot zone`,
    );
    await expect(
      edge.getByRole('button', { name: 'Compare Edge 5.0 kW Reverse Cycle Split System' }),
    ).toHaveAttribute('aria-pressed', 'false');
    // "Compare these": the recommended models side by side.
    const recommendedNames = await recommended.getByRole('heading', { level: 6 }).allTextContents();
    expect(recommendedNames.length).toBeGreaterThan(1);
    const compareThese = page.getByRole('link', { name: 'Compare these side by side' });
    const comparison = await page.context().newPage();
    await comparison.goto((await compareThese.getAttribute('href')) ?? '');
    await expect(comparison).toHaveURL(/\/compare\?products=/);
    for (const name of recommendedNames.slice(0, 3)) {
      await expect(
        comparison.getByRole('columnheader', { name: new RegExp(name.replace(/[.]/g, '\\.')) }).first(),
      ).toBeVisible();
    }
    await comparison.close();
    // Humid Brisbane: no evaporative suggestion.
    await expect(
      page.locator('#sizing-tool').getByRole('heading', { name: 'Evaporative cooling', exact: true }),
    ).toHaveCount(0);

    expect(page.url()).toContain('room=living_4x5_2.4');
    expect(page.url()).toContain('windows=west');
    expect(page.url()).toContain('step=results');
    expect(await axeViolations(page)).toEqual([]);

    // Each model offered has its own quote, for that model (not silently the first of them).
    const edgeQuote = recommended.getByRole('link', { name: /^Get a quote for this model: Edge 5\.0 kW/ });
    const edgeSlug = new URL(
      (await edgeQuote.getAttribute('href')) ?? '',
      'https://x.invalid',
    ).searchParams.get('product');
    expect(edgeSlug).toBe('edge-5-0kw-reverse-cycle-split-system');

    // The product page says back what the room needs beside what the model delivers, and states
    // the conditions its own room range assumes.
    await recommended
      .getByRole('link', { name: 'Edge 5.0 kW Reverse Cycle Split System', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Edge 5.0 kW Reverse Cycle Split System',
    );
    await expect(
      page.getByText(
        'By the sizing tool, your living room needs 3.6 kW of cooling and 1.6 kW of heating. This model delivers 5.0 kW and',
      ),
    ).toBeVisible();
    await expect(
      page.getByText(/^Sizes by our sizing tool's own rule, for the average climate zone/),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('three matching products make a row of three cards, their titles level', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(
      `${TOOL}?room=bedroom_4x5_2.4&insulation=good&windows=west&shade=none&postcode=2000&want=both&scope=rooms&step=results`,
    );
    // The tool answers once it hydrates, when it scrolls into view.
    await page.getByRole('region', { name: 'Size your system' }).scrollIntoViewIfNeeded();
    const titles = page.getByRole('heading', { level: 6, name: /2\.5 kW Reverse Cycle Split System$/ });
    await expect(titles).toHaveCount(3);
    await titles.first().scrollIntoViewIfNeeded();
    const cards = page.getByRole('listitem').filter({ has: titles });
    const row = page.getByRole('list').filter({ has: titles.first() }).last();
    const [rowBox, ...cardBoxes] = await Promise.all(
      [row, ...(await cards.all())].map((item) => item.boundingBox()),
    );
    const titleTops = await Promise.all(
      (await titles.all()).map(async (title) => Math.round((await title.boundingBox())?.y ?? 0)),
    );
    // One title lower than the rest (a range line that wrapped) is what this catches.
    expect(new Set(titleTops).size).toBe(1);
    // Straight under its range line, not a blank line below it (a heading's default margin).
    const range = await page.getByText('Breeze · Wall-mounted split', { exact: true }).first().boundingBox();
    if (!range) throw new Error('the card names its range and type');
    expect((titleTops[0] ?? 0) - (range.y + range.height)).toBeLessThan(16);
    // The three cards take the row: no empty fourth column after them.
    const last = cardBoxes.at(-1);
    if (!rowBox || !last) throw new Error('the cards and their list are on the page');
    expect(rowBox.x + rowBox.width - (last.x + last.width)).toBeLessThan(32);
  });

  test('a product page reached without the tool shows no sizing answer', async ({ page }) => {
    await page.goto(
      '/products/wall-mounted-air-conditioning/edge-5-0kw-reverse-cycle-split-system?for=Call+us&cooling=3',
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('By the sizing tool')).toHaveCount(0);
    await expect(
      page.getByRole('definition').filter({ hasText: /^Living rooms of \d+–\d+ m²$/ }),
    ).toBeVisible();
  });

  test('sizes a 180 m² Melbourne home for ducted heating by keyboard alone', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(TOOL);
    await toolReady(page);
    // Tab to the "Size the home" radios and choose the whole home with the arrow keys.
    await page.getByRole('radio', { name: 'Room by room' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'The whole home by floor area' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Floor area to heat or cool')).toBeFocused();
    await page.keyboard.type('180');
    await page.keyboard.press('Enter');

    await expect(stepHeading(page)).toContainText('Your home');
    await expect(stepHeading(page)).toBeFocused();
    // One Tab per radio group (insulation, windows, shading), then Back, then Continue.
    for (let press = 0; press < 5; press += 1) await page.keyboard.press('Tab');
    await expect(continueButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(stepHeading(page)).toContainText('Your location');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Postcode')).toBeFocused();
    await page.keyboard.type('3000');
    await page.keyboard.press('Enter');

    await expect(stepHeading(page)).toContainText('What you want');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: 'Cooling and heating' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Heating only' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Show my result' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(stepHeading(page)).toContainText('Your result');
    await expect(page.getByText('You need about 22.5 kW of heating.')).toBeVisible();
    const recommended = page.getByRole('article').first();
    await expect(recommended.getByRole('heading', { level: 5 })).toHaveText('Gas ducted heating');
    // The model, and a quote for that model.
    await expect(
      recommended.getByRole('link', { name: /^Hearth .*24\.0 kW Gas Ducted Heater$/ }),
    ).toBeVisible();
    await expect(
      recommended.getByRole('link', {
        name: /^Get a quote for this model: Hearth .*24\.0 kW Gas Ducted Heater$/,
      }),
    ).toHaveText('Get a quote for this model');

    // The quote link carries the result into the form.
    const quote = page.getByRole('link', { name: 'Get a quote for this', exact: true });
    await quote.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/get-a-quote\?/);
    await expect(page.getByLabel('Postcode')).toHaveValue('3000');
    await expect(page.getByLabel('What are you interested in?')).toHaveValue(
      'hearth-7-star-24kw-gas-ducted-heater',
    );
    const message = page.getByLabel('Anything else we should know?');
    await expect(message).toHaveValue(/22\.5 kW heating for postcode 3000 \(cold zone\)/);
    await expect(message).toHaveValue(/My answers: http:\/\/.*\/your-perfect-climate\?home=180_2\.4/);
    expect(consoleErrors).toEqual([]);
  });

  test('keeps the answers in the URL: reload, back and forward, and a shared link', async ({ page }) => {
    const shared = `${TOOL}?room=bedroom_4x5_2.4&room=study_12_2.7&insulation=good&windows=north&shade=partial&postcode=2000&want=cooling&scope=rooms&step=results`;
    await page.goto(shared);
    await toolReady(page).catch(() => undefined);
    await expect(page.getByText('Altogether you need about 3.1 kW of cooling.')).toBeVisible();
    await expect(page.getByRole('row', { name: /Bedroom 4 × 5 m 1\.7 kW/ })).toBeVisible();

    await page.reload();
    await expect(page.getByText('Altogether you need about 3.1 kW of cooling.')).toBeVisible();

    await page.getByRole('button', { name: 'Your home' }).click();
    await expect(stepHeading(page)).toContainText('Your home');
    await expect(page.getByRole('radio', { name: /^Good/ })).toBeChecked();
    await page.getByRole('radio', { name: 'West' }).check();
    expect(new URL(page.url()).searchParams.get('windows')).toBe('west');

    await page.goBack();
    await expect(stepHeading(page)).toContainText('Your result');
    await expect(stepHeading(page)).toBeFocused();
    await page.goForward();
    await expect(stepHeading(page)).toContainText('Your home');
    await expect(page.getByRole('radio', { name: 'West' })).toBeChecked();
  });

  test('says what is wrong next to each answer, and refuses an unknown postcode', async ({ page }) => {
    await page.goto(TOOL);
    await toolReady(page);
    await page.getByRole('textbox', { name: 'Width (m)' }).fill('45');
    await continueButton(page).click();
    await expect(page.getByRole('alert')).toContainText('Check the highlighted answers');
    await expect(page.getByRole('textbox', { name: 'Length (m)' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Length (m)' })).toHaveAccessibleDescription(
      /Enter the length in metres/,
    );
    await expect(page.getByRole('textbox', { name: 'Width (m)' })).toHaveAccessibleDescription(
      /at most 30 m/,
    );
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('textbox', { name: 'Length (m)' }).fill('<script>alert(1)</script>4');
    await expect(page.getByRole('textbox', { name: 'Length (m)' })).toHaveValue('<script>alert(1)</script>4');
    await page.getByRole('textbox', { name: 'Width (m)' }).fill('5');
    await continueButton(page).click();
    await expect(page.getByRole('textbox', { name: 'Length (m)' })).toHaveAccessibleDescription(
      /Enter the length in metres/,
    );
    await page.getByRole('textbox', { name: 'Length (m)' }).fill('4');
    await continueButton(page).click();
    await continueButton(page).click();
    await page.getByLabel('Postcode').fill('0001');
    await continueButton(page).click();
    await expect(page.getByLabel('Postcode')).toHaveAccessibleDescription(/don’t recognise that postcode/);
    await expect(stepHeading(page)).toContainText('Your location');
  });

  test('adds and removes rooms; the room list and the result follow', async ({ page }) => {
    await page.goto(TOOL);
    await toolReady(page);
    await page.getByRole('textbox', { name: 'Length (m)' }).fill('5');
    await page.getByRole('textbox', { name: 'Width (m)' }).fill('6');
    await page.getByRole('button', { name: 'Add a room' }).click();
    const second = page.getByRole('group', { name: 'Room 2: Bedroom' });
    await expect(second.getByLabel('Used as')).toBeFocused();
    await second.getByRole('radio', { name: 'Floor area' }).check();
    await second.getByRole('textbox', { name: 'Floor area (m²)' }).fill('14');
    await page.getByRole('button', { name: 'Add a room' }).click();
    await expect(page.getByRole('group', { name: 'Room 3: Bedroom 2' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove bedroom 2' }).click();
    await expect(page.getByRole('group', { name: /^Room \d/ })).toHaveCount(2);
    expect(new URL(page.url()).searchParams.getAll('room')).toEqual(['living_5x6_2.4', 'bedroom_14_2.4']);
  });

  test('the guide and its rule-of-thumb tables read without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(TOOL);
    // Chromium with scripts disabled by the test still treats <noscript> as raw text: check it is there.
    expect(await page.content()).toContain('The sizing tool needs JavaScript');
    const watts = page.getByRole('table', { name: /Watts per m²/ });
    await expect(watts.getByRole('row', { name: /Bedroom 90 W\/m² 70 W\/m²/ })).toBeVisible();
    await expect(
      watts.getByRole('row', { name: /Whole home, by floor area 135 W\/m² 100 W\/m²/ }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: /Window adjustment/ })).toContainText('× 1.20');
    await expect(page.getByRole('table', { name: /Climate-zone multipliers/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    // Nothing typed before the island starts can be lost: the inputs wait for it too.
    await expect(page.getByRole('textbox', { name: 'Length (m)' })).toBeDisabled();
    await context.close();
  });
});
