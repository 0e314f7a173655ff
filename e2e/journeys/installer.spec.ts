/**
 * The installer's journey, on a phone (390 × 844) with JavaScript on, from the won quote to the
 * registered warranty with nothing uploaded by the owner: Parramatta's dealer signs in to the
 * portal, books the installation from the won lead's page and takes the technician's link; the
 * technician opens it on the phone, fills in the checklist, loses the connection in the middle
 * (the photos are taken offline) and sends it once when the connection is back; the owner confirms
 * from the mail's link with one click and downloads the warranty certificate; back in the portal the
 * job reads as confirmed and its evidence pack holds the serials, the licences and the photos (read
 * with pdftotext). The steps without JavaScript are e2e/install-checklist.spec.ts and
 * e2e/install-confirm.spec.ts; another dealer's 404, duplicate serials and the register's totals are
 * in tests/installs.
 */
import { readFileSync } from 'node:fs';
import { pdfText } from '../../tests/support/pdf-text';
import { demoUsers } from '../../tests/support/portal-site';
import { expect, siteScriptsReady } from '../support/fixtures';
import {
  checklistField as field,
  fillHandover,
  freshSerialDigits,
  newSystemPhotoLabels,
  smallJpeg,
  storedJob,
  wonQuote,
} from '../support/installs';
import { journeyTest as test } from '../support/journey';
import { mailTo } from '../support/mail';
import { accountLink, isIdp, submitLoginForm } from '../support/portal-login';

// The service worker is part of what this spec tests (the suite blocks it elsewhere: playwright.config.ts).
test.use({
  serviceWorkers: 'allow',
  portalEnv: { OUTBOX_POLL_MS: '100' },
  viewport: { width: 390, height: 844 },
});

test('from the won quote to the registered warranty: booked in the portal, commissioned on a phone with the connection lost, confirmed by the owner in one click', async ({
  browser,
  portal,
  sink,
  journey,
}) => {
  test.slow(); // three people on four devices, two PDFs and the mail between them
  const email = 'installer-journey@example.com';
  const digits = freshSerialDigits();
  const lead = await wonQuote(portal, email);

  // The dealer books the installation on its phone, from the won lead's page.
  const phone = { baseURL: portal.url, viewport: { width: 390, height: 844 } };
  const dealerContext = await browser.newContext(phone);
  journey.follow(dealerContext);
  const dealer = await dealerContext.newPage();
  await dealer.goto(`/portal/lead?ref=${lead}`);
  await dealer.waitForURL((url) => isIdp(portal)(url) && url.pathname.startsWith('/interaction/'));
  await submitLoginForm(dealer, demoUsers.installer);
  await expect(accountLink(dealer, demoUsers.installer.name)).toBeVisible({ timeout: 30_000 });
  await siteScriptsReady(dealer);
  const panel = dealer.getByRole('region', { name: 'Installation', exact: true });
  await panel.getByLabel('Installation day').fill(portal.site.today);
  const booking = dealer.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/portal/installs' && response.request().method() === 'POST',
  );
  await panel.getByRole('button', { name: 'Book the installation' }).click();
  const { reference: job } = (await (await booking).json()) as { reference: string };
  const card = dealer.getByRole('region', { name: `Installation ${job}` });
  await expect(card.getByText('Booked', { exact: true })).toBeVisible();
  const checklistHref =
    (await card.getByRole('link', { name: /\/installs\/commission\?/ }).getAttribute('href')) ?? '';
  const booked = await mailTo(sink, email, /^Your installation is booked/);
  expect(booked.calendar).toContain(`UID:service-${job.toLowerCase()}@`);

  // The technician opens the link on the phone and fills in the checklist.
  const technicianContext = await browser.newContext(phone);
  journey.follow(technicianContext);
  const technician = await technicianContext.newPage();
  const checklist = new URL(checklistHref);
  await technician.goto(`${checklist.pathname}${checklist.search}`);
  await siteScriptsReady(technician);
  await field(technician, 'Indoor unit serial number').fill(`CAI-7101-${digits}`);
  await field(technician, 'Outdoor unit serial number').fill(`CAO-7101-${digits}`);
  await field(technician, 'Pipe run').fill('12');
  const worked = technician.getByText(/Worked out for 12 m of pipe: add (\d+) g of R32/);
  const grams = /add (\d+) g/.exec((await worked.textContent()) ?? '')?.[1] ?? '';
  await field(technician, 'Refrigerant charge added').fill(grams);
  await field(technician, 'Vacuum reached').fill('420');
  await field(technician, 'Vacuum held').fill('12');
  await field(technician, 'Nitrogen test').fill('4150');
  await field(technician, 'Test held').fill('30');

  // In the roof space the signal goes: the rest, photos too, is kept on the phone.
  await technicianContext.setOffline(true);
  await fillHandover(technician);
  for (const label of newSystemPhotoLabels) await field(technician, label).setInputFiles(smallJpeg(label));
  await technician.getByRole('button', { name: 'Send the checklist' }).click();
  await expect(technician.getByText(/^Waiting for a connection: the checklist and 4 photos/)).toBeVisible();
  expect((await storedJob(portal, job)).status).toBe('booked');
  await technicianContext.setOffline(false);
  await expect(technician.getByRole('heading', { name: 'Checklist sent' })).toBeVisible();
  expect((await storedJob(portal, job)).status).toBe('commissioned');

  // The owner confirms from the mail, on their own phone: one click, no invoice.
  const confirmMail = await mailTo(sink, email, /^Confirm your installation/);
  expect(confirmMail.text).toContain(`CAI-7101-${digits}`);
  const confirmHref = /https?:\/\/[^\s"]+\/installs\/confirm\?[^\s"<]+/.exec(confirmMail.text)?.[0] ?? '';
  const ownerContext = await browser.newContext(phone);
  journey.follow(ownerContext);
  const owner = await ownerContext.newPage();
  const confirmUrl = new URL(confirmHref);
  await owner.goto(`${confirmUrl.pathname}${confirmUrl.search}`);
  await siteScriptsReady(owner);
  await expect(owner.getByText('Dan Murphy, Parramatta Air & Climate')).toBeVisible();
  await owner.getByRole('button', { name: 'Confirm my installation' }).click();
  await expect(
    owner.getByRole('heading', { level: 1, name: 'Installation confirmed: your warranty is registered' }),
  ).toBeVisible();
  const certificate = owner.getByRole('link', { name: /Download the CCA-W71R certificate/ });
  const pdf = await owner.request.get((await certificate.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await mailTo(sink, email, /warranty/i);

  // Back in the portal: the job is confirmed, and its evidence pack tells the provider the rest.
  await dealer.reload();
  await siteScriptsReady(dealer);
  await expect(card.getByText('Confirmed by the owner')).toBeVisible();
  const download = dealer.waitForEvent('download');
  await card.getByRole('button', { name: 'Download the evidence pack (PDF)' }).click();
  const text = pdfText(readFileSync((await (await download).path()) ?? ''));
  for (const expected of [job, `CAI-7101-${digits}`, `CAO-7101-${digits}`, 'L123456', 'AU68242', '420'])
    expect(text).toContain(expected);
  await Promise.all([dealerContext.close(), technicianContext.close(), ownerContext.close()]);
});
