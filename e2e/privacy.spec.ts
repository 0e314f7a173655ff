/**
 * Privacy on a phone (390 × 844), with JavaScript on (after the site's scripts start) and off: the
 * footer reaches the policy and the request form; the form refuses a request with no choice, then
 * sends one; the mailed link (a real SMTP server on loopback) confirms it; staff see it in the
 * portal's queue on day 1 of 30 and refuse it with a reason the requester is mailed. axe over the
 * request and policy pages; the policy states the server's keeping periods.
 */
import { demoUsers } from '../tests/support/portal-site';
import { axeViolations, expect, siteScriptsReady } from './support/fixtures';
import { mailTo } from './support/mail';
import { portalTest as test } from './support/portal-fixture';
import { loginByRedirect } from './support/portal-login';

test.use({ portalEnv: { OUTBOX_POLL_MS: '100' } });

for (const javaScriptEnabled of [true, false]) {
  const scripts = `JavaScript ${javaScriptEnabled ? 'on' : 'off'}`;

  test(`a person asks for a copy from the footer, and confirms from the mailed link (${scripts})`, async ({
    browser,
    portal,
    sink,
  }) => {
    const email = `privacy-${javaScriptEnabled ? 'js' : 'nojs'}@example.com`;
    const context = await browser.newContext({
      javaScriptEnabled,
      baseURL: portal.url,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/');
    if (javaScriptEnabled) await siteScriptsReady(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy requests' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Make a privacy request' })).toBeVisible();
    // The client router brought this page: the scripts started on the first page go on running.
    if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Your email address').fill(email);
    await page.getByRole('button', { name: 'Send my request' }).click();
    await expect(page.getByText('Choose what you would like')).toBeVisible();
    await page.getByRole('radio', { name: 'A copy of my information' }).check();
    await page.getByRole('button', { name: 'Send my request' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();

    const mail = await mailTo(sink, email, /^Confirm your privacy request PR-/);
    const href = /https?:\/\/[^\s"]+\/privacy\/request\?ref=[^\s"<]+/.exec(mail.text)?.[0] ?? '';
    const link = new URL(href.replaceAll('&amp;', '&'));
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('button', { name: 'Confirm my request' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your request is confirmed' })).toBeVisible();
    await expect(
      page.getByText(`Request ${link.searchParams.get('ref')} is with our privacy team`),
    ).toBeVisible();
    await context.close();
  });
}

test('staff see the request on its clock and refuse it with a reason (JavaScript on, then off)', async ({
  browser,
  portal,
  sink,
}) => {
  const email = 'privacy-staff@example.com';
  const context = await browser.newContext({ baseURL: portal.url, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/privacy/request');
  await siteScriptsReady(page);
  await page.getByRole('radio', { name: 'Delete my information' }).check();
  await page.getByLabel('Your email address').fill(email);
  await page.getByRole('button', { name: 'Send my request' }).click();
  // The answer lands before the mailed link is opened: a navigation away while the client router
  // was still bringing it was interrupted by it (CI, under two workers).
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  const mail = await mailTo(sink, email, /^Confirm your privacy request PR-/);
  const link = new URL(
    (/https?:\/\/[^\s"]+\/privacy\/request\?ref=[^\s"<]+/.exec(mail.text)?.[0] ?? '').replaceAll(
      '&amp;',
      '&',
    ),
  );
  const reference = link.searchParams.get('ref') ?? '';
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Confirm my request' }).click();

  await loginByRedirect(page, portal, demoUsers.staff, '/portal/privacy');
  const card = page.getByRole('article', { name: `${reference}: Delete my information` });
  await expect(card.getByText('Day 1 of 30')).toBeVisible();
  await expect(card.getByText('On time')).toBeVisible();
  await card.getByRole('radio', { name: /Refuse/ }).check();
  const reason = 'The address has an installation booked next week; we delete it once the job is done.';
  await card.getByLabel(/reason for refusing/).fill(reason);
  await card.getByRole('button', { name: `Answer ${reference}` }).click();
  // The reason shows as the outcome and in the audit log: the outcome is checked.
  await expect(card.getByRole('definition').filter({ hasText: reason })).toBeVisible();
  await expect((await mailTo(sink, email, /our answer/)).text.replace(/\s+/g, ' ')).toContain(reason);
  await context.close();

  const noScripts = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: portal.url,
    viewport: { width: 390, height: 844 },
  });
  const plain = await noScripts.newPage();
  // The page as served says why it cannot work without scripts (a <noscript> the layout and the page carry).
  const html = await (await plain.goto('/portal/privacy'))?.text();
  expect(html).toContain('The partner portal needs JavaScript to sign you in');
  await noScripts.close();
});

test('the privacy policy states its version, each decision and the configured keeping periods (axe)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/privacy-policy');
  await siteScriptsReady(page);
  await expect(page.getByText(/^Version 3, in effect from 10 December 2026/)).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 3, name: 'Registering your warranty from your installation' }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'How long we keep it, as our systems are set' });
  await expect(
    table.getByRole('row', { name: /name, phone, email.*24 months after the request is closed/ }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
