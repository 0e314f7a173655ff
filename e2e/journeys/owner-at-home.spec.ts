/**
 * The owner at home, on a phone (390 × 844), with JavaScript on (after the site's scripts start) and
 * off, on a server whose clock the test sets (11 am in Canberra on the machine's Australian today),
 * its mail going to a real SMTP server on loopback. The owner has an Aura 7.1 kW installed and
 * commissioned in 2150 and registers an Aura 2.5 kW in 2600 whose serial the site's safety notice
 * covers. From the registration's confirmation mail they sign in with one press and:
 * - see both units under their two addresses, each with its warranty's end date from the product's
 *   terms, and the safety notice above them;
 * - book a service from the installed unit (the request opens with it filled in), pick one of the
 *   times the nearest agent offers from the mail, and find the visit in their history with its
 *   calendar file, beside their cashback claim, which opens its status page;
 * - get the filter reminder they moved to today by mail, mark the filters cleaned (the next one
 *   moves a month on), and leave filter reminders with the mail's one-click POST (no cookie): the
 *   other unit's filter reminder, due the same morning, is not mailed while its service one is;
 * - pass the 2600 house's unit to its buyer, who accepts it from their own mail;
 * - sign out; the confirmation mail's link signed in once, and a fresh one is sent on asking.
 * The journey fails on a script or console error or any other error answer. The notice's other half,
 * an editor publishing one and exactly its owners mailed, is in e2e/content-editor.spec.ts.
 */
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { longDate } from '../../src/lib/australian-dates';
import { shiftDate } from '../../src/lib/lead-forms/dates';
import { addMonths } from '../../src/lib/my-home/care-intervals';
import { safetyNoticeSchema } from '../../src/schemas/safety-notice';
import { loadWarrantyTerms } from '../../tests/content/load-content';
import { formPaths, postForm, referenceOf, validAnswers } from '../../tests/support/lead-posts';
import { demoUsers, type PortalSite } from '../../tests/support/portal-site';
import { machineToday } from '../../tests/support/promotion-fixtures';
import { mailHeader } from '../../tests/support/smtp-sink';
import { axeViolations, expect, siteScriptsReady } from '../support/fixtures';
import { commissionedJob } from '../support/installs';
import { phone, journeyTest as test } from '../support/journey';
import { mailTo, myHomeLinkPath } from '../support/mail';
import { portalApi } from '../support/portal-api';

test.use({
  portalEnv: {
    // Past 8 am on the owners' wall clock (Canberra and Sydney), so a reminder due today goes now.
    TEST_NOW: `${machineToday()}T10:00:00+10:00`,
    CARE_REMINDER_POLL_MS: '200',
    OUTBOX_POLL_MS: '100',
    // The registration's confirmation is what carries the link (it is off by default).
    LEADS_CONFIRMATION_EMAIL: 'true',
  },
});

const notice = safetyNoticeSchema.parse(
  parse(readFileSync('src/content/safety-notices/aura-2-5kw-power-lead-2026.yaml', 'utf8')),
);

/** Years of parts and labour the warranty terms give Aura split systems. */
const auraYears = loadWarrantyTerms().coverage.find(
  (cover) => cover.id === 'split-ducted-cassette-multi',
)?.partsAndLabourYears;

/** The last day of `years` of cover from `installed`, as the owner reads it. */
const coveredUntil = (installed: string, years: number) =>
  longDate(shiftDate(shiftDate(installed, { years }), { days: -1 }));

/** The reminder `kind` of the unit under `home`, moved to `date` from its own form. */
async function moveReminder(page: Page, home: RegExp, kind: RegExp, date: string) {
  const reminder = page.getByRole('region', { name: home }).getByRole('region', { name: kind });
  await reminder.getByLabel('Remind me on').fill(date);
  await reminder.getByRole('button', { name: 'Move reminder' }).click();
  await expect(page.getByText('Reminder moved.')).toBeVisible();
  return reminder;
}

/** The nearest service agent (Westmead, for 2150) accepts `reference` and offers three mornings, over its API. */
async function offerVisitTimes(portal: PortalSite, reference: string) {
  const call = await portalApi(portal, demoUsers.westmeadService);
  expect((await call(`/api/portal/leads/${reference}/accept`, {})).status).toBe(200);
  // Mornings three to five days from the server's today (9 am to 1 pm in Sydney's daylight saving
  // time, an hour earlier outside it: any time ahead will do for the journey).
  const windows = [3, 4, 5].map((days) => {
    const day = shiftDate(portal.site.today, { days });
    return { start: `${day}T09:00:00+11:00`, end: `${day}T13:00:00+11:00` };
  });
  const offered = await call(`/api/portal/service/${reference}/windows`, { windows });
  expect(offered.status).toBe(200);
}

for (const javaScriptEnabled of [true, false]) {
  const scripts = `JavaScript ${javaScriptEnabled ? 'on' : 'off'}`;

  test(`the owner at home: two addresses, a service booked, the filters cleaned, a reminder left, a house sold (${scripts})`, async ({
    browser,
    portal,
    sink,
    journey,
  }) => {
    test.slow(); // two people, seven mails, a form and a dozen full-load posts, axe on each page
    expect(auraYears).toBeGreaterThan(0);
    const tag = javaScriptEnabled ? 'js' : 'nojs';
    const email = `at-home-${tag}@example.com`;
    const buyer = `at-home-buyer-${tag}@example.com`;
    const today = portal.site.today;
    expect(today >= notice.from).toBe(true);

    // An installation in 2150, commissioned today, and a registration in 2600 from 20 days ago.
    const { indoor } = await commissionedJob(portal, email);
    const installed = shiftDate(today, { days: -20 });
    const digits = `2${String(randomInt(0, 10_000)).padStart(4, '0')}`;
    const answers: Record<string, string> = {
      ...validAnswers('warranty', today),
      model: 'CCA-W25R',
      serialNumber: `CAI-2503-${digits}`,
      outdoorSerialNumber: `CAO-2503-${digits}`,
      email,
      purchaseDate: installed,
      installationDate: installed,
    };
    expect((await postForm(portal.url, formPaths.warranty, { body: answers })).status).toBe(303);
    const claim = await postForm(portal.url, formPaths.claim, {
      body: { ...validAnswers('claim', today), email },
    });
    expect(claim.status).toBe(303);
    const claimId = referenceOf(claim) ?? '';
    const mail = await mailTo(sink, email, /^We have your warranty registration/);
    expect(mail.text).toContain('See everything in My home');
    const path = myHomeLinkPath(mail);

    const context = await browser.newContext({ javaScriptEnabled, baseURL: portal.url, ...phone });
    journey.follow(context);
    const page = await context.newPage();
    await page.goto(path);
    if (javaScriptEnabled) await siteScriptsReady(page);
    await page.getByRole('button', { name: 'Sign in to My home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My home' })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    if (javaScriptEnabled) await siteScriptsReady(page);

    // Both units under their addresses, each with its cover's end date from the terms.
    const installedHome = page.getByRole('region', { name: /^Postcode 2150/ });
    const registeredHome = page.getByRole('region', { name: /^Postcode 2600/ });
    await expect(installedHome.getByText(indoor)).toBeVisible();
    await expect(installedHome.getByText(/confirm the installation/)).toBeVisible();
    await expect(registeredHome.getByText(answers.serialNumber ?? '')).toBeVisible();
    await expect(registeredHome.getByRole('link', { name: 'Fault codes for this model' })).toBeVisible();
    await expect(registeredHome.locator('picture img')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Book a service' })).toHaveCount(2);
    for (const [home, since] of [
      [registeredHome, installed],
      [installedHome, today],
    ] as const) {
      await expect(
        home
          .getByRole('table', { name: 'Warranty cover' })
          .getByRole('row', { name: `Parts and labour, whole system (${auraYears} years)` }),
      ).toContainText(coveredUntil(since, auraYears ?? 0));
    }
    // The safety notice above the units, naming the one it covers.
    const notices = page.getByRole('region', { name: 'Safety notice' });
    await expect(notices.getByRole('heading', { name: notice.title })).toBeVisible();
    await expect(notices.getByText(answers.serialNumber ?? '')).toBeVisible();
    expect((await notices.boundingBox())?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(
      (await installedHome.boundingBox())?.y ?? 0,
    );
    if (javaScriptEnabled) {
      expect(await axeViolations(page)).toEqual([]);
      // For the closing note's comparison with a brand owner's portal: the phone, then a desktop.
      await page.screenshot({ path: test.info().outputPath('my-home-390.png'), fullPage: true });
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.screenshot({ path: test.info().outputPath('my-home-1366.png'), fullPage: true });
      await page.setViewportSize(phone.viewport);
    }
    journey.expectNone('signed in from the confirmation mail');

    // Each unit's "Book a service" opens the request with that unit filled in.
    await expect(registeredHome.getByRole('link', { name: 'Book a service' })).toHaveAttribute(
      'href',
      `/service?model=CCA-W25R&serialNumber=${answers.serialNumber}&postcode=${answers.postcode}`,
    );
    // A service booked from the installed unit: the nearest agent offers times, the owner picks one
    // from the mail, and the visit is in the history with its calendar file.
    await installedHome.getByRole('link', { name: 'Book a service' }).click();
    const request = page.getByRole('form', { name: 'Service request' });
    await expect(request.getByLabel('Model number')).toHaveValue('CCA-W71R');
    await expect(request.getByLabel('Serial number')).toHaveValue(indoor);
    await expect(request.getByLabel('Postcode')).toHaveValue('2150');
    await request.getByLabel('What is it doing?').fill('Drips water from the indoor unit when cooling.');
    await request.getByRole('radio', { name: 'Weekday mornings (8 am to 12 pm)' }).check();
    await request.getByLabel('Your name').fill('Di Smith');
    await request.getByLabel('Phone').fill('0412 555 021');
    await request.getByLabel('Email').fill(email);
    await request.getByRole('button', { name: 'Request a service visit' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Thank you. We have your service request.',
    );
    const serviceId = new URL(page.url()).searchParams.get('ref') ?? '';
    await offerVisitTimes(portal, serviceId);
    const times = await mailTo(sink, email, /^Choose a time for your service visit/);
    const timesLink = new URL(
      /https?:\/\/\S+\/service\/status\?ref=[^\s"<>]+token=[^\s"<>)\]]+/.exec(times.text)?.[0] ?? '',
    );
    // The mail's link opens the request with no postcode to type.
    await page.goto(`${timesLink.pathname}${timesLink.search}`);
    const choose = page.getByRole('form', { name: 'Choose a visit time' });
    await choose.getByRole('radio').first().check();
    await choose.getByRole('button', { name: 'Book this time' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Visit booked' })).toBeVisible();
    await page.goto('/my-home');
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByText('Service request for CCA-W71R')).toBeVisible();
    await expect(history.getByText('Visit booked')).toBeVisible();
    const calendar = await page.request.get(
      (await history.getByRole('link', { name: /calendar/i }).getAttribute('href')) ?? '',
    );
    expect(calendar.status()).toBe(200);
    expect(await calendar.text()).toContain('BEGIN:VEVENT');
    // The claim opens on its status page with nothing typed.
    await history.getByRole('link', { name: new RegExp(claimId) }).click();
    await expect(page.getByText('Received: we are checking your claim')).toBeVisible();
    await page.goto('/my-home');

    // The filter reminder, moved to today, comes by mail that morning; the filters are cleaned.
    const filter = await moveReminder(page, /^Postcode 2600/, /Clean the filters/, today);
    const reminderMail = await mailTo(sink, email, /^Time to clean the filters/);
    await expect(filter.getByText('Due today.')).toBeVisible();
    await filter.getByRole('button', { name: 'Mark filters cleaned' }).click();
    await expect(page.getByText('Marked done. Your next reminder has moved.')).toBeVisible();
    await expect(
      filter.getByText(`Next reminder: ${longDate(addMonths(today, 1))}. Last done ${longDate(today)}.`),
    ).toBeVisible();

    // The mail's one-click unsubscribe, as a mailbox provider posts it: no cookie, no Origin.
    expect(mailHeader(reminderMail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = new URL(/^<([^>]+)>$/.exec(mailHeader(reminderMail, 'List-Unsubscribe'))?.[1] ?? '');
    const left = await fetch(new URL(`${unsubscribe.pathname}${unsubscribe.search}`, portal.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(left.status).toBe(200);
    expect(await left.text()).toBe('Unsubscribed: you will get no more filter cleaning reminders.');
    // No more filter reminders: the other unit's, due this morning, is not mailed; its yearly
    // service, due with it, is. The job reads reminders in the order they were made (a unit's filter
    // before its service), so once the service mail is here no filter mail can follow it.
    await moveReminder(page, /^Postcode 2150/, /Clean the filters/, today);
    await moveReminder(page, /^Postcode 2150/, /Yearly service/, today);
    await mailTo(sink, email, /^Your yearly service is due/);
    const filterMails = sink.messages.filter(
      (received) => received.to.includes(email) && /^Time to clean the filters/.test(received.subject),
    );
    expect(filterMails.map((received) => received.subject)).toEqual([reminderMail.subject]);
    journey.expectNone('cared for the units');

    // The 2600 house is sold: its unit passes to the buyer, who accepts it from their mail.
    await page.goto('/my-home');
    const sale = page.getByRole('form', { name: 'Pass your systems to the buyer' });
    const address = (await sale.getByRole('option', { name: /^Postcode 2600/ }).textContent()) ?? '';
    await sale.getByLabel('Address', { exact: true }).selectOption({ label: address });
    await sale.getByLabel('Buyer’s email address').fill(buyer);
    await sale.getByRole('button', { name: 'Email the buyer' }).click();
    await expect(page.getByText(`Waiting for ${buyer} to accept`)).toBeVisible();
    const transfer = await mailTo(sink, buyer, /systems in your new home/);
    const transferHref =
      /https?:\/\/[^\s"]+\/my-home\/transfer\?link=[^\s"<]+/.exec(transfer.text)?.[0] ?? '';
    expect(transferHref).not.toBe('');
    const buyerContext = await browser.newContext({ javaScriptEnabled, baseURL: portal.url, ...phone });
    journey.follow(buyerContext);
    const buyerPage = await buyerContext.newPage();
    const transferUrl = new URL(transferHref);
    await buyerPage.goto(`${transferUrl.pathname}${transferUrl.search}`);
    if (javaScriptEnabled) await siteScriptsReady(buyerPage);
    await expect(
      buyerPage.getByRole('heading', { level: 1, name: 'Accept your new home’s systems' }),
    ).toBeVisible();
    if (javaScriptEnabled) expect(await axeViolations(buyerPage)).toEqual([]);
    await buyerPage.getByRole('button', { name: 'Accept the systems' }).click();
    await expect(buyerPage.getByRole('heading', { level: 1, name: 'The systems are yours' })).toBeVisible();
    await buyerContext.close();
    await page.goto('/my-home');
    await expect(page.getByText(answers.serialNumber ?? '')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: notice.title })).toHaveCount(0);
    await expect(installedHome.getByText(indoor)).toBeVisible();

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You are signed out' })).toBeVisible();
    await page.goto('/my-home');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to My home' })).toBeVisible();
    await expect(page.getByText(indoor)).toHaveCount(0);

    // The mail's link signed in once: opened again, it says so and sends a fresh one to this address.
    journey.expectAnswer('410 GET /my-home');
    await page.goto(path);
    await expect(page.getByText(/already been used/)).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    await page.goto(myHomeLinkPath(await mailTo(sink, email, /sign-in link for My home/)));
    await page.getByRole('button', { name: 'Sign in to My home' }).click();
    await expect(installedHome.getByText(indoor)).toBeVisible();
    await context.close();
  });
}
