/**
 * The owner confirms their installation, in a real browser with JavaScript on (after the site's
 * scripts start) and off: the dealer that won the quote books the install over the portal API, the
 * technician's record is stored as their phone would send it (e2e/support/installs.ts; the phone's
 * own page is e2e/install-checklist.spec.ts), and the
 * "Confirm your installation" mail, received through a real SMTP server on loopback, opens the job
 * with its units and serials (the job is made by e2e/support/installs.ts). Asking without words is
 * refused beside the box; one click confirms, the warranty is registered with a certificate that
 * downloads, and the owner is mailed it. An altered link opens nothing.
 */
import { axeViolations, expect, siteScriptsReady } from './support/fixtures';
import { commissionedJob } from './support/installs';
import { mailTo } from './support/mail';
import { portalTest as test } from './support/portal-fixture';

test.use({ portalEnv: { OUTBOX_POLL_MS: '100' } });

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
    // One character changed well inside the token: the last one carries bits the signature does
    // not use, and changing it alone can leave the link valid.
    const token = link.searchParams.get('token') ?? '';
    tampered.searchParams.set(
      'token',
      `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`,
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
