/**
 * The owner confirms their installation, in a real browser with JavaScript on (after the site's
 * scripts start) and off: the dealer that won the quote books the install over the portal API, the
 * technician's record is stored as their phone would send it (its page is still to come), and the
 * "Confirm your installation" mail, received through a real SMTP server on loopback, opens the job
 * with its units and serials. Asking without words is refused beside the box; one click confirms,
 * the warranty is registered with a certificate that downloads, and the owner is mailed it. An
 * altered link opens nothing.
 */
import { installProducts } from '../src/lib/installs/products';
import { openDatabase } from '../src/server/db/database';
import { issueJobLink, jobLinkUrl } from '../src/server/installs/job-links';
import { commissionMails } from '../src/server/installs/mail';
import { commissioningRecordSchema, installPhotoKinds } from '../src/server/installs/records';
import { createInstallRepository } from '../src/server/installs/repository';
import { products } from '../tests/catalogue/load-catalogue';
import { loadWarrantyTerms } from '../tests/content/load-content';
import { loadTestDirectory } from '../tests/support/dealer-directory';
import { authSettings, loginForTokens } from '../tests/support/dev-login';
import { formPaths, postForm, referenceOf, validAnswers } from '../tests/support/lead-posts';
import { demoUsers, type PortalSite } from '../tests/support/portal-site';
import { axeViolations, expect, siteScriptsReady } from './support/fixtures';
import { mailTo } from './support/mail';
import { portalTest as test } from './support/portal-fixture';

test.use({ portalEnv: { OUTBOX_POLL_MS: '100' } });

const AURA_71 = 'aura-7-1kw-reverse-cycle-split-system';
let serials = 0;

/** A won quote from `email` in 2150, booked by Parramatta and commissioned: the owner's confirmation mail is on its way. */
async function commissionedJob(portal: PortalSite, email: string) {
  const dealer = await loginForTokens(await authSettings(portal.url), demoUsers.installer, portal.url);
  const call = (path: string, body: unknown) =>
    fetch(new URL(path, portal.url), {
      method: 'POST',
      headers: { Authorization: `Bearer ${dealer.access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const posted = await postForm(portal.url, formPaths.quote, {
    body: { ...validAnswers('quote', portal.site.today), product: AURA_71, postcode: '2150', email },
  });
  const lead = referenceOf(posted) ?? '';
  expect((await call(`/api/portal/leads/${lead}/accept`, {})).status).toBe(200);
  expect((await call(`/api/portal/leads/${lead}/status`, { status: 'won' })).status).toBe(200);
  const booked = await call('/api/portal/installs', {
    lead,
    bookedFor: portal.site.today,
    units: [{ productSlug: AURA_71 }],
  });
  expect(booked.status).toBe(201);
  const job = ((await booked.json()) as { reference: string }).reference;

  serials += 1;
  const digits = `${process.pid % 100}${String(serials).padStart(3, '0')}`.padStart(5, '0');
  const handle = await openDatabase(portal.databaseUrl);
  try {
    const installs = createInstallRepository(handle, installProducts(products, loadWarrantyTerms()));
    const directory = await loadTestDirectory();
    const record = commissioningRecordSchema.parse({
      units: [
        {
          productSlug: AURA_71,
          indoorSerial: `CAI-7101-${digits}`,
          outdoorSerial: `CAO-7101-${digits}`,
          pipeRunM: 12,
          chargeAddedGrams: 70,
          vacuumMicrons: 380,
          vacuumHeldMinutes: 15,
          nitrogenKpa: 4150,
          nitrogenHeldMinutes: 30,
        },
      ],
      technicianName: 'Dan Murphy',
      technicianLicence: 'L123456',
      tradingAuthorisation: 'AU12345',
      isolatorFitted: true,
      condensateTested: true,
      controllerPaired: true,
      ownerShown: true,
      oldSystem: { kind: 'none' },
    });
    const photos = installPhotoKinds.slice(2).map((kind) => ({
      kind,
      mediaType: 'image/jpeg',
      content: new TextEncoder().encode(kind),
      takenAt: `${portal.site.today}T01:00:00.000Z`,
      latitude: null,
      longitude: null,
    }));
    const token = await issueJobLink(installs, 'owner', job);
    const mails = commissionMails(installs.products, {
      siteUrl: portal.url,
      notifyTo: 'leads@example.com',
      dealer: (id) => directory.dealer(id),
      now: new Date(`${portal.site.today}T01:00:00.000Z`),
      confirmUrl: (done) => jobLinkUrl(portal.url, 'owner', done.reference, token),
    });
    const done = await installs.commission(job, { key: `e2e-${job}`, record, photos }, mails);
    expect(done.ok).toBe(true);
    return { job, indoor: `CAI-7101-${digits}` };
  } finally {
    await handle.close();
  }
}

for (const javaScriptEnabled of [true, false]) {
  const scripts = `JavaScript ${javaScriptEnabled ? 'on' : 'off'}`;

  test(`the owner confirms the installation from the mail, and the warranty is registered with its certificate (${scripts})`, async ({
    browser,
    portal,
    sink,
  }) => {
    const email = `install-owner-${javaScriptEnabled ? 'js' : 'nojs'}@example.com`;
    const { job, indoor } = await commissionedJob(portal, email);
    const mail = await mailTo(sink, email, /^Confirm your installation/);
    expect(mail.text).toContain(indoor);
    const href = /https?:\/\/[^\s"]+\/installs\/confirm\?[^\s"<]+/.exec(mail.text)?.[0] ?? '';
    expect(href).not.toBe('');
    const link = new URL(href);

    const context = await browser.newContext({ javaScriptEnabled, baseURL: portal.url });
    const page = await context.newPage();
    await page.goto(`${link.pathname}${link.search}`);
    if (javaScriptEnabled) await siteScriptsReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your installation' })).toBeVisible();
    await expect(page.getByText(`Indoor ${indoor}`)).toBeVisible();
    await expect(page.getByText('Dan Murphy, Parramatta Air & Climate')).toBeVisible();
    // axe runs in the page: with scripts off there is nothing to run it in.
    if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

    // Asking without saying what: refused beside the box, nothing sent.
    const refused = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/installs/confirm' && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Something is not right' }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.getByText('Tell us what is not right', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Confirm my installation' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Installation confirmed: your warranty is registered' }),
    ).toBeVisible();
    const certificate = page.getByRole('link', { name: /Download the CCA-W71R certificate/ });
    const certificateUrl = new URL((await certificate.getAttribute('href')) ?? '', portal.url);
    const pdf = await fetch(certificateUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    const registered = await mailTo(sink, email, /warranty/i);
    expect(registered.text).toContain('/warranty/certificate/');

    // A reload shows the same confirmation; an altered link opens nothing.
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Installation confirmed: your warranty is registered' }),
    ).toBeVisible();
    const tampered = new URL(link);
    tampered.searchParams.set(
      'token',
      `${link.searchParams.get('token')?.slice(0, -2)}${link.searchParams.get('token')?.endsWith('AA') ? 'BB' : 'AA'}`,
    );
    const answer = await page.goto(`${tampered.pathname}${tampered.search}`);
    expect(answer?.status()).toBe(403);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This link does not open an installation' }),
    ).toBeVisible();
    await expect(page.getByText(indoor)).toHaveCount(0);
    expect(job).toMatch(/^CJ-/);
    await context.close();
  });
}
