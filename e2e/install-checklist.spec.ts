/**
 * The technician commissions a job on a phone (390 × 844) from the signed link the dealer got when
 * booking it. With JavaScript on, the whole checklist is kept on the phone as it is filled in: a
 * reload loses nothing; offline, photos are taken and Send says what is waiting; back online it is
 * sent once by itself, the server holds one commissioned record with its photos, and the owner gets
 * "Confirm your installation"; a serial is scanned from a photo of the plate's barcode. With JavaScript off, the same checklist posts step by step, a wrong
 * serial refused beside its field, to the same result.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { axeViolations, expect, siteScriptsReady } from './support/fixtures';
import {
  bookedJob,
  checklistField,
  code128Png,
  fillHandover,
  freshSerialDigits,
  newSystemPhotoLabels,
  smallJpeg,
  storedJob,
  storedPhoto,
} from './support/installs';
import { mailTo } from './support/mail';
import { portalTest as test } from './support/portal-fixture';

// The service worker is part of what this spec tests (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow', portalEnv: { OUTBOX_POLL_MS: '100' } });

const phone = { width: 390, height: 844 };
/** A photo as a phone's camera makes it: 4,032 × 3,024 with a sensor's grain, several MB. */
const cameraJpeg = async () => ({
  name: 'IMG_4127.jpg',
  mimeType: 'image/jpeg',
  buffer: await sharp({
    create: {
      width: 4032,
      height: 3024,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer(),
});
const photoLabels = newSystemPhotoLabels;

const field = checklistField;

/** What the phone has kept for the job in IndexedDB (the island's copy), or null. */
const deviceCopy = (page: Page, job: string) =>
  page.evaluate(
    (key) =>
      new Promise<Record<string, string> | null>((resolve) => {
        const request = indexedDB.open('cirrus-install-checklists', 1);
        request.onupgradeneeded = () => request.result.createObjectStore('checklists');
        request.onsuccess = () => {
          const read = request.result.transaction('checklists').objectStore('checklists').get(key);
          read.onsuccess = () => {
            request.result.close();
            resolve((read.result as { values: Record<string, string> } | undefined)?.values ?? null);
          };
        };
      }),
    job,
  );

test('the technician fills the checklist offline on the phone, and it is sent once when back online (JavaScript on)', async ({
  browser,
  portal,
  sink,
}) => {
  const email = 'install-checklist-js@example.com';
  const { job, checklistUrl } = await bookedJob(portal, email);
  const digits = freshSerialDigits();
  const context = await browser.newContext({ baseURL: portal.url, viewport: phone });
  const page = await context.newPage();
  const opened = await page.goto(`${checklistUrl.pathname}${checklistUrl.search}`);
  expect(opened?.headers()['cache-control']).toContain('no-store');
  await siteScriptsReady(page);
  const kept = page.getByText('Everything you enter is kept on this phone until it is sent, even offline.');
  await expect(kept).toBeVisible();
  await expect(page.getByText('Parramatta Air & Climate')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await field(page, 'Indoor unit serial number').fill('CAI-12');
  await expect(page.getByText('Not in the indoor unit’s serial format, e.g.')).toBeVisible();
  // Scanned from a photo of the plate's barcode (Chromium on Linux has no BarcodeDetector: the
  // polyfill reads it, its WebAssembly from this site).
  await page.getByLabel('Scan the indoor unit serial number barcode').setInputFiles({
    name: 'plate.png',
    mimeType: 'image/png',
    buffer: await code128Png(`CAI-7101-${digits}`),
  });
  await expect(page.getByText(`Read CAI-7101-${digits}`)).toBeVisible();
  await expect(field(page, 'Indoor unit serial number')).toHaveValue(`CAI-7101-${digits}`);
  await field(page, 'Outdoor unit serial number').fill(`CAO-7101-${digits}`);
  await field(page, 'Pipe run').fill('12');
  const worked = page.getByText(/Worked out for 12 m of pipe: add (\d+) g of R32/);
  await expect(worked).toBeVisible();
  const grams = /add (\d+) g/.exec((await worked.textContent()) ?? '')?.[1] ?? '';
  await field(page, 'Refrigerant charge added').fill(grams);
  await field(page, 'Vacuum reached').fill('900');
  await field(page, 'Vacuum held').fill('15');
  await field(page, 'Nitrogen test').fill('4150');
  await field(page, 'Test held').fill('30');
  // Outside the manual: said in words as it is typed, never blocking.
  await expect(page.getByText('Vacuum reached 900 microns; the manual asks for 500 or lower.')).toBeVisible();
  await field(page, 'Vacuum reached').fill('380');
  await expect(page.getByText(/Vacuum reached 900 microns/)).toHaveCount(0);

  // A reload loses nothing: the answers are on the phone.
  await expect.poll(async () => (await deviceCopy(page, job))?.['units.0.vacuumMicrons']).toBe('380');
  await page.reload();
  await siteScriptsReady(page);
  await expect(kept).toBeVisible();
  await expect(field(page, 'Indoor unit serial number')).toHaveValue(`CAI-7101-${digits}`);
  await expect(field(page, 'Vacuum reached')).toHaveValue('380');

  // The connection drops: the rest is filled in and the photos taken offline.
  await context.setOffline(true);
  await fillHandover(page);
  // The first as a phone's camera makes it (12 megapixels, several MB): kept at 2,560 px.
  const [plate, ...rest] = photoLabels;
  await field(page, plate ?? '').setInputFiles(await cameraJpeg());
  for (const label of rest) await field(page, label).setInputFiles(smallJpeg(label));
  await expect(page.getByText(/^Taken at /)).toHaveCount(4);
  await page.getByRole('button', { name: 'Send the checklist' }).click();
  await expect(
    page.getByText('Waiting for a connection: the checklist and 4 photos are kept on this phone.', {
      exact: false,
    }),
  ).toBeVisible();
  expect((await storedJob(portal, job)).status).toBe('booked');

  // Back online: it goes by itself, once.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Checklist sent' })).toBeVisible();
  const stored = await storedJob(portal, job);
  expect(stored.status).toBe('commissioned');
  expect(stored.photos).toEqual(['indoor-installed', 'indoor-plate', 'outdoor-installed', 'outdoor-plate']);
  const sent = await sharp(await storedPhoto(portal, job, 'indoor-plate')).metadata();
  expect([sent.format, sent.width, sent.height]).toEqual(['jpeg', 2560, 1920]);
  await expect.poll(() => deviceCopy(page, job)).toBeNull();
  const mail = await mailTo(sink, email, /^Confirm your installation/);
  expect(mail.text).toContain(`CAI-7101-${digits}`);
  expect(
    sink.messages.filter((message) => message.to.includes(email) && /^Confirm/.test(message.subject)),
  ).toHaveLength(1);
  await context.close();
});

test('the technician completes the checklist step by step, a wrong serial refused beside its field (JavaScript off)', async ({
  browser,
  portal,
  sink,
}) => {
  const email = 'install-checklist-nojs@example.com';
  const { job, checklistUrl } = await bookedJob(portal, email);
  const digits = freshSerialDigits();
  const context = await browser.newContext({
    baseURL: portal.url,
    viewport: phone,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto(`${checklistUrl.pathname}${checklistUrl.search}`);
  await expect(page.getByRole('heading', { name: 'Step 1 of 4: Systems and serials' })).toBeVisible();

  await field(page, 'Indoor unit serial number').fill('CAI-12');
  await field(page, 'Outdoor unit serial number').fill(`CAO-7101-${digits}`);
  await field(page, 'Pipe run').fill('12');
  await page.getByRole('button', { name: 'Next: Refrigerant tests' }).click();
  await expect(page.getByRole('heading', { name: 'Step 1 of 4: Systems and serials' })).toBeVisible();
  const serial = field(page, 'Indoor unit serial number');
  await expect(serial).toHaveAttribute('aria-invalid', 'true');
  await expect(serial).toHaveAccessibleDescription(
    /This serial is not in the indoor unit’s format, e\.g\. CAI-\d{4}-\d{5}/,
  );
  await expect(field(page, 'Outdoor unit serial number')).toHaveValue(`CAO-7101-${digits}`);
  await serial.fill(`CAI-7101-${digits}`);
  await page.getByRole('button', { name: 'Next: Refrigerant tests' }).click();

  await expect(page.getByRole('heading', { name: 'Step 2 of 4: Refrigerant tests' })).toBeVisible();
  await expect(page.getByText(/Worked out for 12 m of pipe: add \d+ g of R32/)).toBeVisible();
  await expect(field(page, 'Refrigerant charge added')).not.toHaveValue('');
  await field(page, 'Vacuum reached').fill('380');
  await field(page, 'Vacuum held').fill('15');
  await field(page, 'Nitrogen test').fill('4150');
  await field(page, 'Test held').fill('20');
  await page.getByRole('button', { name: 'Next: Handover and old system' }).click();

  await expect(page.getByRole('heading', { name: 'Step 3 of 4: Handover and old system' })).toBeVisible();
  await expect(page.getByText('Nitrogen test held 20 minutes; the manual asks for 30.')).toBeVisible();
  await fillHandover(page);
  await page.getByRole('button', { name: 'Next: Photos, review and send' }).click();

  await expect(page.getByRole('heading', { name: 'Step 4 of 4: Photos, review and send' })).toBeVisible();
  await expect(page.getByText(`Indoor CAI-7101-${digits}`)).toBeVisible();
  for (const label of photoLabels) await field(page, label).setInputFiles(smallJpeg(label));
  await page.getByRole('button', { name: 'Send the checklist' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checklist sent' })).toBeVisible();
  await expect(page.getByText('Nitrogen test held 20 minutes; the manual asks for 30.')).toBeVisible();

  const stored = await storedJob(portal, job);
  expect(stored.status).toBe('commissioned');
  expect(stored.photos).toHaveLength(4);
  await mailTo(sink, email, /^Confirm your installation/);
  await context.close();
});
