/**
 * My home's safety notice and selling the house on a phone (390 × 844), with JavaScript on (after the
 * site's scripts start) and off: an owner whose Aura 2.5 kW is covered by the site's safety notice
 * signs in from the mailed link and sees the notice at the top; they pass the house's systems to the
 * buyer by email; the buyer opens the mailed link, presses "Accept the systems", and the unit leaves
 * the seller's My home. axe checks each page with JavaScript on.
 */
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { parse } from 'yaml';
import { shiftDate } from '../src/lib/lead-forms/dates';
import { safetyNoticeSchema } from '../src/schemas/safety-notice';
import { formPaths, postForm, validAnswers } from '../tests/support/lead-posts';
import type { SmtpSink } from '../tests/support/smtp-sink';
import { axeViolations, expect, siteScriptsReady } from './support/fixtures';
import { mailTo } from './support/mail';
import { portalTest as test } from './support/portal-fixture';

test.use({ portalEnv: { OUTBOX_POLL_MS: '100' } });

const notice = safetyNoticeSchema.parse(
  parse(readFileSync('src/content/safety-notices/aura-2-5kw-power-lead-2026.yaml', 'utf8')),
);

/** The path and query of the first link in the newest mail to `to` about `subject` to `path`. */
async function mailedPath(sink: SmtpSink, to: string, subject: RegExp, path: string): Promise<string> {
  const mail = await mailTo(sink, to, subject);
  const href = new RegExp(`https?://[^\\s"]+${path}\\?link=[^\\s"<]+`).exec(mail.text)?.[0] ?? '';
  expect(href).not.toBe('');
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}

async function phone(browser: Browser, baseURL: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    javaScriptEnabled,
    baseURL,
    viewport: { width: 390, height: 844 },
  });
  return { context, page: await context.newPage() };
}

for (const javaScriptEnabled of [true, false]) {
  const scripts = `JavaScript ${javaScriptEnabled ? 'on' : 'off'}`;

  test(`an owner sees the safety notice on their unit and passes the house to its buyer (${scripts})`, async ({
    browser,
    portal,
    sink,
  }) => {
    // Two people, two phones, two mails and axe on each page: longer than one page's journey.
    test.slow();
    expect(portal.site.today >= notice.from).toBe(true);
    const tag = javaScriptEnabled ? 'js' : 'nojs';
    const email = `seller-${tag}@example.com`;
    const buyer = `buyer-${tag}@example.com`;
    const digits = `2${String(randomInt(0, 10_000)).padStart(4, '0')}`;
    const installed = shiftDate(portal.site.today, { days: -20 });
    const answers: Record<string, string> = {
      ...validAnswers('warranty', portal.site.today),
      model: 'CCA-W25R',
      serialNumber: `CAI-2503-${digits}`,
      outdoorSerialNumber: `CAO-2503-${digits}`,
      email,
      purchaseDate: installed,
      installationDate: installed,
    };
    expect((await postForm(portal.url, formPaths.warranty, { body: answers })).status).toBe(303);

    const seller = await phone(browser, portal.url, javaScriptEnabled);
    const page = seller.page;
    await page.goto('/my-home');
    if (javaScriptEnabled) await siteScriptsReady(page);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    await page.goto(await mailedPath(sink, email, /sign-in link for My home/, '/my-home'));
    await page.getByRole('button', { name: 'Sign in to My home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My home' })).toBeVisible();

    // The notice first, naming the unit it covers.
    const notices = page.getByRole('region', { name: 'Safety notice' });
    await expect(notices.getByRole('heading', { name: notice.title })).toBeVisible();
    await expect(notices.getByText(answers.serialNumber ?? '')).toBeVisible();
    const noticeTop = (await notices.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    const unitTop = (await page.getByRole('region', { name: /Postcode 2600/ }).boundingBox())?.y ?? 0;
    expect(noticeTop).toBeLessThan(unitTop);
    if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

    // The buyer's address (a mistyped one is refused with a message: tests/my-home/home-moves.test.ts).
    await page.getByLabel('Buyer’s email address').fill(buyer);
    await page.getByRole('button', { name: 'Email the buyer' }).click();
    await expect(page.getByText(`Waiting for ${buyer} to accept`)).toBeVisible();

    const home = await phone(browser, portal.url, javaScriptEnabled);
    await home.page.goto(await mailedPath(sink, buyer, /systems in your new home/, '/my-home/transfer'));
    if (javaScriptEnabled) await siteScriptsReady(home.page);
    await expect(
      home.page.getByRole('heading', { level: 1, name: 'Accept your new home’s systems' }),
    ).toBeVisible();
    if (javaScriptEnabled) expect(await axeViolations(home.page)).toEqual([]);
    await home.page.getByRole('button', { name: 'Accept the systems' }).click();
    await expect(home.page.getByRole('heading', { level: 1, name: 'The systems are yours' })).toBeVisible();

    await page.goto('/my-home');
    await expect(page.getByRole('heading', { level: 1, name: 'My home' })).toBeVisible();
    await expect(page.getByText(answers.serialNumber ?? '')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: notice.title })).toHaveCount(0);
    await home.context.close();
    await seller.context.close();
  });
}
