/**
 * The app page (/app) and what the installed app does offline, in a real browser against the real
 * server and its service worker: installing (the browser's offer, iPhone's steps by hand), keeping
 * the catalogue with its saved day in Australian time, Update and Remove, and the sizing tool and
 * the quote form working offline on a first visit (precached by the worker, never opened online).
 */
import type { Page } from '@playwright/test';
import { axeViolations, expect, siteScriptsReady, test } from './support/fixtures';
import { goOffline, workerActive } from './support/offline';

// The prefetcher skips bots: only what the worker precaches or keeps is there offline.
// The service worker is part of what this spec tests (the suite blocks it elsewhere: playwright.config.ts).
test.use({
  serviceWorkers: 'allow',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0 (offline-test-bot)',
});

const offlineHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'You’re offline' });
const installButton = (page: Page) => page.getByRole('button', { name: 'Install the app' });

test.describe('the app page', () => {
  test('is found from the footer, the owners’ menu, the products index and the offline page, and is accessible', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Keep the catalogue offline' }).click();
    await expect(page).toHaveURL(/\/app#keep-catalogue$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Cirrus Climate app');
    await expect(page).toHaveTitle(/Cirrus Climate App/);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'The Cirrus app' })).toHaveAttribute(
      'href',
      '/app',
    );
    // Where the catalogue block used to be: a way to it.
    await page.goto('/products');
    const teaser = page.getByRole('region', { name: 'Showing the range without reception?' });
    await expect(teaser).toHaveAttribute('id', 'keep-catalogue'); // old shortcuts and links land here
    await expect(teaser.getByRole('link', { name: 'Keep the catalogue offline' })).toHaveAttribute(
      'href',
      '/app#keep-catalogue',
    );
    await page.goto('/offline');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'The Cirrus Climate app' }),
    ).toHaveAttribute('href', '/app');

    await page.goto('/app');
    // iPhone and iPad get the steps by hand: Safari never offers an install.
    const install = page.getByRole('region', { name: 'Install it in a few seconds' });
    await expect(install.getByRole('heading', { name: 'iPhone and iPad, in Safari' })).toBeVisible();
    await expect(install).toContainText('Tap the Share button');
    await expect(install).toContainText('Add to Home Screen');
    const offline = page.getByRole('region', { name: 'What works offline' });
    for (const feature of [
      'The sizing tool',
      'The rebate planner',
      'Fault codes and owner’s guides',
      'Quote requests, sent when you are back',
    ])
      await expect(offline.getByRole('heading', { name: feature })).toBeVisible();
    // No offer from the browser (a headless one never makes it): no Install button.
    await expect(installButton(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Keep the catalogue offline' })).toBeEnabled();
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('the Install button appears when the browser offers the install, and opens its dialog', async ({
    page,
  }) => {
    await page.goto('/app');
    await expect(page.getByRole('button', { name: 'Keep the catalogue offline' })).toBeEnabled();
    await expect(installButton(page)).toBeHidden();
    // The browser's offer, as Chromium makes it: prompt() opens its dialog, userChoice says what the visitor chose.
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          (window as unknown as { prompted: number }).prompted =
            ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
      (window as unknown as { offerCancelled: boolean }).offerCancelled = offer.defaultPrevented;
    });
    await expect(installButton(page)).toBeVisible();
    // This page shows its own button, so the browser's info-bar does not offer it twice.
    expect(await page.evaluate(() => (window as unknown as { offerCancelled: boolean }).offerCancelled)).toBe(
      true,
    );
    expect(await axeViolations(page, 'header')).toEqual([]);
    await installButton(page).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Installing: Cirrus Climate will open' }),
    ).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { prompted: number }).prompted)).toBe(1);
    // An offer is used once.
    await expect(installButton(page)).toBeHidden();
  });

  test('an offer made on an earlier page of the visit still shows the button after a client navigation', async ({
    page,
  }) => {
    await page.goto('/');
    await siteScriptsReady(page);
    await page.evaluate(() =>
      window.dispatchEvent(
        Object.assign(new Event('beforeinstallprompt'), {
          prompt: async () => undefined,
          userChoice: Promise.resolve({ outcome: 'dismissed' }),
        }),
      ),
    );
    // Through the client router: no new page load, so the browser would not offer it again.
    await page.getByRole('contentinfo').getByRole('link', { name: 'The Cirrus app' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Cirrus Climate app');
    await expect(installButton(page)).toBeVisible();
    await installButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Not installed' })).toBeVisible();
  });

  test('in the installed app there is no Install button, and the page says so', async ({ page }) => {
    // A headless browser cannot open the installed app, and Chromium does not emulate its display
    // mode: the page is told what an installed app's window reports.
    await page.addInitScript(() => {
      const real = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query.replace(/\s/g, '') === '(display-mode:standalone)'
          ? ({ ...real(query), matches: true, media: query } as MediaQueryList)
          : real(query);
    });
    await page.goto('/app');
    await expect(
      page.getByRole('status').filter({ hasText: 'You’re using the Cirrus Climate app.' }),
    ).toBeVisible();
    await page.evaluate(() =>
      window.dispatchEvent(
        Object.assign(new Event('beforeinstallprompt'), {
          prompt: async () => undefined,
          userChoice: Promise.resolve({ outcome: 'accepted' }),
        }),
      ),
    );
    await expect(page.getByRole('button', { name: 'Keep the catalogue offline' })).toBeEnabled();
    await expect(installButton(page)).toBeHidden();
  });

  test('keeping the catalogue shows the day it was saved in Sydney; Update and Remove work', async ({
    page,
    context,
  }) => {
    test.slow(); // stores the whole catalogue twice
    // 7:30 pm UTC on the 25th is 6:30 am on 26 November in Sydney: the visitor's day is the 26th.
    await page.clock.setFixedTime(new Date('2026-11-25T19:30:00Z'));
    await page.goto('/app');
    await workerActive(page);
    const catalogue = page.getByRole('region', { name: 'Keep the catalogue offline' });
    await expect(catalogue).toContainText(/Stores \d+ pages and data files: about \d+\.\d MB on this device/);
    await expect(catalogue.getByText(/^Saved on/)).toBeHidden();
    await catalogue.getByRole('button', { name: 'Keep the catalogue offline' }).click();
    await expect(catalogue.getByRole('status')).toContainText('The catalogue is on this device', {
      timeout: 60_000,
    });
    await expect(catalogue.getByText('Saved on 26 November', { exact: true })).toBeVisible();
    await expect(catalogue.getByRole('button', { name: 'Keep the catalogue offline' })).toBeHidden();

    // Another visit: the saved copy is still there, and says so before anything is pressed.
    await page.reload();
    await expect(catalogue.getByText('Saved on 26 November', { exact: true })).toBeVisible();
    await expect(catalogue.getByRole('button', { name: 'Update' })).toBeEnabled();
    expect(await axeViolations(page, '#keep-catalogue')).toEqual([]);
    // The saved line with its two buttons fits a 320 px screen (the reflow sweep sees the page unsaved).
    await page.setViewportSize({ width: 320, height: 640 });
    await catalogue.getByRole('button', { name: 'Remove' }).scrollIntoViewIfNeeded();
    await expect(catalogue.getByRole('button', { name: 'Remove' })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.setViewportSize({ width: 1280, height: 720 });

    // Two days later: Update stores it again, and the day moves on.
    await page.clock.setFixedTime(new Date('2026-11-27T23:10:00Z')); // 10:10 am on the 28th in Sydney
    await catalogue.getByRole('button', { name: 'Update' }).click();
    await expect(catalogue.getByText('Saved on 28 November', { exact: true })).toBeVisible({
      timeout: 60_000,
    });

    // Offline, a product page never opened comes from the kept copy.
    const product = '/products/gas-ducted-heating/hearth-7-star-24kw-gas-ducted-heater';
    await goOffline(page, context);
    await page.goto(product);
    await expect(offlineHeading(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Remove: the space is given back, the first button returns, and that page is no longer there offline.
    await page.goto('/app'); // precached: opens offline, and knows the copy is there
    await expect(catalogue.getByText('Saved on 28 November', { exact: true })).toBeVisible();
    await expect(catalogue.getByRole('button', { name: 'Update' })).toBeDisabled(); // needs the site
    await catalogue.getByRole('button', { name: 'Remove' }).click();
    await expect(catalogue.getByRole('status')).toContainText('The catalogue is no longer on this device');
    await expect(catalogue.getByRole('button', { name: 'Keep the catalogue offline' })).toBeDisabled();
    await expect(catalogue.getByText(/^Saved on/)).toBeHidden();
    expect(
      await page.evaluate(async () => (await caches.keys()).some((name) => name.includes('catalogue'))),
    ).toBe(false);
    await page.goto(product);
    await expect(offlineHeading(page)).toBeVisible();
  });
});

test.describe('offline on a first visit', () => {
  test('the sizing tool gives a result offline, though never opened online', async ({ page, context }) => {
    await page.goto('/');
    await workerActive(page);
    await goOffline(page, context);
    await page.goto('/your-perfect-climate');
    await expect(offlineHeading(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A living room in Brisbane, as a visitor enters it (the island hydrates: Continue is enabled).
    await page.locator('#sizing-tool').scrollIntoViewIfNeeded();
    const next = page.getByRole('button', { name: 'Continue' });
    await expect(next).toBeEnabled();
    await page.getByLabel('Used as').selectOption('living');
    await page.getByRole('textbox', { name: 'Length (m)' }).fill('4');
    await page.getByRole('textbox', { name: 'Width (m)' }).fill('5');
    await next.click();
    await page.getByRole('radio', { name: 'West' }).check();
    await page.getByRole('radio', { name: /^None/ }).check();
    await next.click();
    // The postcode table is precached with the tool: the zone is known offline.
    await page.getByLabel('Postcode').fill('4000');
    await expect(
      page.getByText('4000 (QLD) is in the hot zone, like Brisbane, with humid summers.'),
    ).toBeVisible();
    await next.click();
    await page.getByRole('button', { name: 'Show my result' }).click();
    await expect(page.getByText('You need about 3.6 kW of cooling and 1.6 kW of heating.')).toBeVisible();
    // The models that suit come from the tool's page data, precached too.
    await expect(
      page.getByRole('article').filter({ hasText: 'A split system in each room' }).getByRole('link').first(),
    ).toBeVisible();

    // A shared link to a result, opened offline: the same page, its answer from the address.
    await page.goto(
      '/your-perfect-climate?home=220_2.7&insulation=poor&windows=west&shade=none&postcode=3000&want=both&scope=home&step=results',
    );
    await page.locator('#sizing-tool').scrollIntoViewIfNeeded();
    await expect(page.getByText(/You need about .* kW of heating/)).toBeVisible();
  });
});
