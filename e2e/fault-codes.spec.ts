/**
 * Fault codes in a real browser against the real server: the lookup answers with the code's own
 * page with and without JavaScript, a shared code address opens as it is, a code that needs a
 * technician leads to the service request with the model and code filled in (its button and the
 * "Book a service" badge under the heading, with and without JavaScript), bad lookups say what
 * is wrong (400, 404), the product page looks its own model's codes up, owners find the page in the
 * navigation and footer, and every screen is axe clean.
 */
import { axeViolations, expect, test } from './support/fixtures';

const PRODUCT = '/products/wall-mounted-air-conditioning/edge-3-5kw-reverse-cycle-split-system';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('choosing a model and typing a code opens that code’s page', async ({ page }) => {
    await page.goto('/support/fault-codes');
    const form = page.getByRole('form', { name: 'Look up a fault code' });
    await form
      .getByLabel('Your model or type of system')
      .selectOption({ label: 'Edge 3.5 kW Reverse Cycle Split System (CCE-W35R)' });
    await form.getByLabel('Code on the display').fill(' e-6 ');
    await form.getByRole('button', { name: 'Show what it means' }).click();
    await expect(page).toHaveURL(/\/support\/fault-codes\/wall\/e6\?model=CCE-W35R$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'E6: Indoor and outdoor units not communicating',
    );
    await expect(
      page.getByText('No. Turn it off and leave it off until a technician has checked it.'),
    ).toBeVisible();
    await expect(
      page.getByText('If the code comes back after you have tried this, book a service.'),
    ).toBeVisible();
    // Without a script the static page's link carries the code; the form asks for the model.
    await expect(page.getByRole('link', { name: 'Book a technician for this fault' })).toHaveAttribute(
      'href',
      '/service?code=E6',
    );
  });

  test('the “Book a service” badge under the heading is a link to the form, the code filled in', async ({
    page,
  }) => {
    await page.goto('/support/fault-codes/wall/e6?model=CCE-W35R');
    await page.getByRole('main').getByRole('link', { name: 'Book a service', exact: true }).click();
    await expect(page).toHaveURL(/\/service\?code=E6$/);
    await expect(page.getByLabel('Fault code on the display')).toHaveValue('E6');
  });

  test('a lookup with nothing chosen, or a code the family does not have, says what is wrong', async ({
    page,
  }) => {
    const empty = await page.goto('/support/fault-codes/lookup?system=&code=');
    expect(empty?.status()).toBe(400);
    const summary = page.getByRole('alert');
    await expect(
      summary.getByRole('link', { name: 'Choose your model or its type of system' }),
    ).toBeVisible();
    await expect(
      summary.getByRole('link', { name: 'Enter the code your display shows, such as E6' }),
    ).toBeVisible();

    const unknown = await page.goto('/support/fault-codes/lookup?system=gas-ducted&code=E99');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('alert')).toContainText('E99 is not a code of gas ducted heaters');
    // Their codes are listed to pick from, and the family stays chosen.
    await expect(page.getByRole('link', { name: /E1\s*Ignition failure/ })).toHaveAttribute(
      'href',
      '/support/fault-codes/gas-ducted/e1',
    );
    await expect(page.getByLabel('Your model or type of system')).toHaveValue('gas-ducted');
  });
});

test('with JavaScript the answer’s service link carries the model and the code', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/support/fault-codes');
  const form = page.getByRole('form', { name: 'Look up a fault code' });
  await form.getByLabel('Your model or type of system').selectOption({ label: 'Gas ducted heaters' });
  await form.getByLabel('Code on the display').fill('e4');
  await form.getByRole('button', { name: 'Show what it means' }).click();
  await expect(page).toHaveURL(/\/support\/fault-codes\/gas-ducted\/e4$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'E4: Flue blocked or combustion fan fault',
  );
  await expect(page.getByText('Stop and book a service now')).toBeVisible();

  // From the product page: the lookup knows the model.
  await page.goto(PRODUCT);
  const support = page.getByRole('region', { name: 'Fault codes and owner’s guide' });
  await support.getByLabel('Code on the display of your CCE-W35R').fill('P4');
  await support.getByRole('button', { name: 'Show what it means' }).click();
  await expect(page).toHaveURL(/\/support\/fault-codes\/wall\/p4\?model=CCE-W35R$/);
  await expect(page.getByRole('link', { name: 'Book a technician for this fault' })).toHaveAttribute(
    'href',
    '/service?model=CCE-W35R&code=P4',
  );
  expect(consoleErrors).toEqual([]);
});

test('with JavaScript the “Book a service” badge under the heading opens the form with the model and the code', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/support/fault-codes/wall/e6?model=CCE-W35R');
  const badge = page.getByRole('main').getByRole('link', { name: 'Book a service', exact: true });
  await expect(badge).toHaveAttribute('href', '/service?model=CCE-W35R&code=E6');
  expect(await axeViolations(page)).toEqual([]);
  await badge.click();
  const form = page.getByRole('form', { name: 'Service request' });
  await expect(form.getByLabel('Model number')).toHaveValue('CCE-W35R');
  await expect(form.getByLabel('Fault code on the display')).toHaveValue('E6');
  expect(consoleErrors).toEqual([]);
});

for (const width of [390, 1366]) {
  test(`at ${width} px a code's answer starts right under its heading, with no blank band`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/support/fault-codes/wall/e6');
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    const badge = await page
      .getByRole('main')
      .getByRole('link', { name: 'Book a service', exact: true })
      .boundingBox();
    if (!heading || !badge) throw new Error('the heading and the badge under it are on the page');
    // A heading's own space below it (at most 3rem), not a section's start on top of the band's.
    expect(badge.y - (heading.y + heading.height)).toBeLessThanOrEqual(48);
  });
}

test('a shared code address opens as it is, and every fault code screen is accessible', async ({ page }) => {
  test.slow(); // axe over five pages, one with every code listed
  const response = await page.goto('/support/fault-codes/wall/fl');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FL: Clean the filters');
  await expect(page.getByText('You can clear this')).toBeVisible();
  await expect(page.getByText('Yes, you can keep using it.')).toBeVisible();
  // An owner's fix still leads to a service if it comes back.
  await expect(page.getByRole('main').getByRole('link', { name: 'Book a service' })).toHaveAttribute(
    'href',
    '/service?code=FL',
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/support\/fault-codes\/wall\/fl$/,
  );
  expect(await axeViolations(page)).toEqual([]);
  for (const path of [
    '/support/fault-codes',
    '/support/fault-codes/evaporative',
    '/support/fault-codes/lookup?system=&code=',
    PRODUCT,
  ]) {
    await page.goto(path);
    expect(await axeViolations(page), path).toEqual([]);
  }
});

test('the product page links its codes; owners find the page in the navigation and footer', async ({
  page,
}) => {
  await page.goto(PRODUCT);
  const support = page.getByRole('region', { name: 'Fault codes and owner’s guide' });
  // A service visit for this model, the model filled in.
  await support.getByRole('link', { name: 'Book a service visit for this model' }).click();
  await expect(page.getByRole('combobox', { name: 'Model number' })).toHaveValue('CCE-W35R');
  await page.goBack();
  await support.getByRole('link', { name: /^All \d+ fault codes of wall split systems$/ }).click();
  await expect(page).toHaveURL(/\/support\/fault-codes\/wall$/);
  await expect(
    page.getByRole('link', { name: /E6\s*Indoor and outdoor units not communicating/ }),
  ).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Primary', exact: true });
  await nav.getByText('Owners', { exact: true }).click();
  await expect(nav.getByRole('link', { name: 'Fault codes', exact: true })).toHaveAttribute(
    'href',
    '/support/fault-codes',
  );
  await expect(
    page.getByRole('navigation', { name: 'Owners' }).getByRole('link', { name: 'Fault codes', exact: true }),
  ).toHaveAttribute('href', '/support/fault-codes');
});
