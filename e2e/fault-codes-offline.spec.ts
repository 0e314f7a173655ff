/**
 * Fault codes offline: once the owner keeps the catalogue, every code page is in it, the lookup
 * answers offline through the service worker (the same address as online) and a shared code address
 * opens, and so does an owner's guide, though this visitor never opened any of them online.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { goOffline, workerActive } from './support/offline';

// The prefetcher skips bots: only what the catalogue keeps is there offline.
// The service worker is part of what this spec tests (the suite blocks it elsewhere: playwright.config.ts).
test.use({
  serviceWorkers: 'allow',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0 (offline-test-bot)',
});

const GUIDE = '/owners-guides/edge-3-5kw-reverse-cycle-split-system.pdf';

const offlineHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'You’re offline' });

test('every fault code is in the offline catalogue, and the lookup answers offline', async ({
  page,
  context,
  request,
}) => {
  test.slow(); // stores the whole catalogue
  const manifest: { entries: { url: string }[] } = await (
    await request.get('/offline-catalogue.json')
  ).json();
  const kept = new Set(manifest.entries.map((entry) => entry.url));
  for (const path of [
    '/support/fault-codes',
    '/support/fault-codes/gas-ducted',
    '/support/fault-codes/wall/e6',
    GUIDE,
  ])
    expect(kept.has(path), path).toBe(true);

  await page.goto('/app');
  await workerActive(page);
  const catalogue = page.getByRole('region', { name: 'Keep the catalogue offline' });
  await catalogue.getByRole('button', { name: 'Keep the catalogue offline' }).click();
  await expect(catalogue.getByRole('status')).toContainText('The catalogue is on this device', {
    timeout: 60_000,
  });

  await goOffline(page, context);
  // A shared address, never opened online.
  await page.goto('/support/fault-codes/gas-ducted/e1');
  await expect(offlineHeading(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E1: Ignition failure');

  // The lookup, offline: the worker sends it to the code's page, as the server would.
  await page.goto('/support/fault-codes');
  const form = page.getByRole('form', { name: 'Look up a fault code' });
  await form
    .getByLabel('Your model or type of system')
    .selectOption({ label: 'Edge 3.5 kW Reverse Cycle Split System (CCE-W35R)' });
  await form.getByLabel('Code on the display').fill('e6');
  await form.getByRole('button', { name: 'Show what it means' }).click();
  await expect(page).toHaveURL(/\/support\/fault-codes\/wall\/e6\?model=CCE-W35R$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'E6: Indoor and outdoor units not communicating',
  );
  await expect(page.getByRole('link', { name: 'Book a technician for this fault' })).toHaveAttribute(
    'href',
    '/service?model=CCE-W35R&code=E6',
  );

  // The model's owner's guide, kept with the catalogue, from the code page's list of guides.
  await page.getByText('Owner’s guides for wall split systems').click();
  const guide = page.getByRole('link', {
    name: 'Owner’s guide: Edge 3.5 kW Reverse Cycle Split System (CCE-W35R, PDF)',
  });
  await expect(guide).toHaveAttribute('href', GUIDE);
  const served = page.waitForResponse((response) => new URL(response.url()).pathname === GUIDE);
  await guide.click();
  const response = await served;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.fromServiceWorker()).toBe(true);

  // A code the family does not have: its family's page, which lists them all.
  await page.goto('/support/fault-codes/lookup?system=wall&code=Z9');
  await expect(page).toHaveURL(/\/support\/fault-codes\/wall$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wall split systems: fault codes');
});
