/**
 * The owner with a fault, start to finish, in a real browser: the owner looks up the code on the
 * display, follows "Book a technician" to the service request and sends it (scripts running, on a
 * phone and on a desktop); the agent accepts the request in the portal and offers three times; the owner opens the link in their mail
 * (their own token), types the postcode, books a time and later moves it; the agent sees the booking
 * and "changed by the owner" at once and records the outcome; the owner sees it. Mail goes through a
 * real SMTP server on loopback: the owner's request confirmation, the "choose a time" mail, the
 * booking confirmations with their calendar files (one UID, a higher SEQUENCE for the move), and the
 * agent's notices.
 *
 * With JavaScript on (the client router re-sends the form: how the booking once broke) on a phone
 * and on a desktop, and with JavaScript off; without the link the owner gives their email address.
 */
import type { Page, Response } from '@playwright/test';
import { shiftDate } from '../../src/lib/lead-forms/dates';
import { formPaths, postForm, referenceOf, validAnswers } from '../../tests/support/lead-posts';
import { demoUsers, type PortalSite } from '../../tests/support/portal-site';
import { machineToday } from '../../tests/support/promotion-fixtures';
import type { ReceivedMail, SmtpSink } from '../../tests/support/smtp-sink';
import { axeViolations, expect, siteScriptsReady } from '../support/fixtures';
import { journeyTest as test } from '../support/journey';
import { mailTo } from '../support/mail';
import { loginByRedirect } from '../support/portal-login';

// The portal's server for this file's worker polls its outbox often: every step waits on a mail.
test.use({ portalEnv: { OUTBOX_POLL_MS: '100' } });

/** The mails to `to` whose subject matches, once `count` of them arrived. */
async function mailsTo(sink: SmtpSink, to: string, subject: RegExp, count: number) {
  const matching = () => sink.messages.filter((mail) => mail.to.includes(to) && subject.test(mail.subject));
  await expect.poll(() => matching().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return matching();
}

/** The agent accepts a request and offers three times, in the portal. */
async function offerTimes(page: Page, portal: PortalSite, reference: string) {
  await loginByRedirect(page, portal, demoUsers.westmeadService, `/portal/lead?ref=${reference}`);
  await page.getByRole('button', { name: `Accept ${reference}` }).click();
  const offer = page.getByRole('form', { name: 'Offer visit times' });
  // Each time is a row of its own, not a box of the browser's default fieldset borders.
  for (const name of ['Time 1', 'Time 2', 'Time 3 (optional)'])
    await expect(offer.getByRole('group', { name, exact: true })).toHaveCSS('border-top-style', 'none');
  const dates = offer.getByLabel('Date');
  const today = machineToday();
  for (const [index, days] of [3, 4, 5].entries()) await dates.nth(index).fill(shiftDate(today, { days }));
  await offer.getByRole('button', { name: 'Offer these times' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Times sent to the owner' })).toBeVisible();
  // Sent once: the form is gone, and the page says what happens next.
  await expect(offer).toHaveCount(0);
  await expect(page.getByText('We emailed these times to the owner.')).toBeVisible();
  // One status everywhere: the lead's own status form and history follow the step at once, as
  // staff's view and the inbox do.
  await expect(page.getByLabel('New status')).toHaveValue('contacted');
  await expect(
    page.getByRole('region', { name: 'Status history' }).getByText('New → Times offered'),
  ).toBeVisible();
}

/** A service request from Parramatta 2150, with an owner address of its own; the agent accepts it and offers three times. */
async function offeredRequest(page: Page, portal: PortalSite, ownerEmail: string) {
  const response = await postForm(portal.url, formPaths.service, {
    body: { ...validAnswers('service'), email: ownerEmail },
  });
  expect(response.status).toBe(303);
  const reference = referenceOf(response) ?? '';
  await offerTimes(page, portal, reference);
  return reference;
}

/**
 * The owner's own way in: the fault-code look-up for the code on the display, its "Book a
 * technician" link, and the service request form, sent with the page's scripts running.
 */
async function requestFromFaultCode(owner: Page, ownerEmail: string): Promise<string> {
  await owner.goto('/support/fault-codes');
  await siteScriptsReady(owner);
  const lookUp = owner.getByRole('form', { name: 'Look up a fault code' });
  await lookUp
    .getByLabel('Your model or type of system')
    .selectOption({ label: 'Aura 2.5 kW Reverse Cycle Split System (CCA-W25R)' });
  await lookUp.getByLabel('Code on the display').fill('E6');
  await lookUp.getByRole('button', { name: 'Show what it means' }).click();
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText(
    'E6: Indoor and outdoor units not communicating',
  );
  await expect(
    owner.getByText('No. Turn it off and leave it off until a technician has checked it.'),
  ).toBeVisible();
  // The page's script adds the model in the address to the link once it runs
  // (src/islands/support/service-link-element.ts): a tap before then books with the code alone.
  const book = owner.getByRole('link', { name: 'Book a technician for this fault' });
  await expect(book).toHaveAttribute('href', /[?&]model=CCA-W25R(&|$)/);
  await book.click();
  const form = owner.getByRole('form', { name: 'Service request' });
  // The look-up carried the model and the code into the request.
  await expect(form.getByLabel('Model number')).toHaveValue('CCA-W25R');
  await expect(form.getByLabel('Fault code on the display')).toHaveValue('E6');
  const answers = validAnswers('service');
  await form.getByLabel('Serial number').fill(String(answers.serialNumber));
  await form.getByLabel('Postcode').fill('2150');
  await form.getByLabel('What is it doing?').fill('Shows E6 and stops a minute after it starts cooling.');
  await form.getByRole('radio', { name: 'Weekday mornings (8 am to 12 pm)' }).check();
  await form.getByLabel('Your name').fill('Hamid Rahimi');
  await form.getByLabel('Phone').fill('0412 555 140');
  await form.getByLabel('Email').fill(ownerEmail);
  await form.getByRole('button', { name: 'Request a service visit' }).click();
  await owner.waitForURL(/\/thank-you\?/);
  const reference = new URL(owner.url()).searchParams.get('ref') ?? '';
  expect(reference).toMatch(/^CC-[2-9A-HJKMNP-Z]{6}$/);
  await expect(owner.getByText(reference, { exact: true })).toBeVisible();
  await expect(
    owner.getByText(/is the nearest authorised Cirrus service agent\. Expect them to respond by/),
  ).toBeVisible();
  return reference;
}

/** The status page's own post (booking or moving a visit). */
const isStatusPost = (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname === '/service/status';

const uidOf = (mail: ReceivedMail) => /UID:(\S+)/.exec(mail.calendar)?.[1];
const sequenceOf = (mail: ReceivedMail) => /SEQUENCE:(\d+)/.exec(mail.calendar)?.[1];

for (const device of [
  { name: 'a phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'a desktop', viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false },
]) {
  test(`the owner looks up the code, requests a visit, books from their mail link and moves it, with JavaScript on ${device.name}`, async ({
    page,
    portal,
    sink,
    browser,
    journey,
  }) => {
    test.slow();
    const ownerEmail = `owner-${device.viewport.width}@example.com`;
    const context = await browser.newContext({
      baseURL: portal.url,
      viewport: device.viewport,
      isMobile: device.isMobile,
      hasTouch: device.hasTouch,
    });
    journey.follow(context);
    const owner = await context.newPage();
    const reference = await requestFromFaultCode(owner, ownerEmail);
    await offerTimes(page, portal, reference);

    // The owner's own mails: the request's confirmation, then the times with their link.
    await mailTo(sink, ownerEmail, new RegExp(`^We have your service request \\(${reference}\\)`));
    const times = await mailTo(sink, ownerEmail, /^Choose a time for your service visit/);
    const link =
      /https?:\/\/\S+\/service\/status\?ref=[^\s"<>]+token=[^\s"<>)\]]+/.exec(times.text)?.[0] ?? '';
    expect(link).toContain(`ref=${reference}`);

    const linked = new URL(link);
    await owner.goto(`${linked.pathname}${linked.search}`);
    await siteScriptsReady(owner);
    // The mail's link opens the request itself, with no postcode to type. (Typing it and pressing
    // "Check my request" as well drew the same page again after the time was chosen: on a busy
    // machine the booking then went from a form whose choice had gone.)
    await expect(owner.getByRole('status').filter({ hasText: 'Choose a time for the visit' })).toBeVisible();
    const choose = owner.getByRole('form', { name: 'Choose a visit time' });
    // The link proves it is the owner: no email address asked for.
    await expect(choose.getByLabel('Your email address')).toHaveCount(0);
    const third = choose.getByRole('radio').nth(2);
    const thirdLabel = ((await choose.locator('label').nth(2).textContent()) ?? '').trim();
    await third.check();
    // The booking's answer is a page of its own (a plain post): waited for, however long a busy
    // server takes to book and queue its mails, before its message is looked for.
    const booking = owner.waitForResponse(isStatusPost);
    await choose.getByRole('button', { name: 'Book this time' }).click();
    expect((await booking).status()).toBe(200);
    await expect(
      owner.getByRole('status').filter({ hasText: 'Thank you: your time is booked' }),
    ).toBeVisible();
    await expect(owner.getByRole('status').filter({ hasText: 'Visit booked' })).toContainText(
      `Booked for ${thirdLabel}`,
    );
    await expect(owner.getByText('Your form was not sent')).toHaveCount(0);
    expect(new URL(owner.url()).pathname).toBe('/service/status');
    expect(await axeViolations(owner)).toEqual([]);

    // The owner's confirmation names the time, the agent and their phone, and carries the visit.
    const booked = await mailTo(sink, ownerEmail, /^Your service visit is booked/);
    expect(booked.text).toContain(thirdLabel);
    expect(booked.text).toContain('Westmead Air Service & Repairs');
    expect(booked.text).toMatch(/\(02\) \d{4} \d{4}/);
    expect(booked.text).toContain('Clear a path to the indoor and outdoor units');
    expect(booked.calendar).toContain('METHOD:REQUEST');
    expect(booked.calendar).toContain('STATUS:CONFIRMED');
    expect(sequenceOf(booked)).toBe('0');
    // The agent is told, and the portal shows it at once.
    await mailTo(sink, 'service@westmeadairservice.com.au', new RegExp(`^Visit booked: ${reference}`));
    // A reload logs in silently again before the panel loads: a little longer than a click's answer.
    await page.reload();
    await expect(page.getByText(`Booked: ${thirdLabel}`)).toBeVisible({ timeout: 15_000 });

    // The owner moves it to the first time, still from the link.
    await owner.getByRole('radio').nth(0).check();
    const firstLabel = (
      (await owner
        .getByRole('form', { name: 'Change the visit time' })
        .locator('label')
        .nth(0)
        .textContent()) ?? ''
    ).trim();
    const moving = owner.waitForResponse(isStatusPost);
    await owner.getByRole('button', { name: 'Change to this time' }).click();
    expect((await moving).status()).toBe(200);
    await expect(owner.getByRole('status').filter({ hasText: 'Your visit has its new time' })).toBeVisible();
    await expect(owner.getByRole('status').filter({ hasText: 'Visit booked' })).toContainText(
      `Booked for ${firstLabel}`,
    );
    const [first, moved] = await mailsTo(sink, ownerEmail, /^Your service visit/, 2);
    expect(moved?.subject).toMatch(/^Your service visit has a new time/);
    expect(uidOf(moved as ReceivedMail)).toBe(uidOf(first as ReceivedMail));
    expect(sequenceOf(moved as ReceivedMail)).toBe('1');
    await mailTo(
      sink,
      'service@westmeadairservice.com.au',
      new RegExp(`^Visit moved by the owner: ${reference}`),
    );
    await page.reload();
    await expect(page.getByText(`Booked: ${firstLabel}`)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('(changed by the owner)')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The agent records the visit; the owner sees it.
    const record = page.getByRole('form', { name: 'Record the visit' });
    await record.getByLabel('What did the visit come to?').selectOption('fixed');
    await record.getByLabel('Note for the owner').fill('Cleaned the blocked condensate drain.');
    await record.getByRole('button', { name: 'Record the outcome' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Outcome recorded' })).toBeVisible();
    await owner.getByLabel('Postcode').fill('2150');
    await owner.getByRole('button', { name: 'Check my request' }).click();
    await expect(owner.getByRole('status').filter({ hasText: 'Visit done' })).toContainText(
      'Fixed: the system is working again.',
    );
    await context.close();
  });
}

test('without JavaScript and without the link, the owner books with their email address; reference and postcode alone do not', async ({
  page,
  portal,
  sink,
  browser,
  journey,
}) => {
  test.slow();
  const ownerEmail = 'owner-nojs@example.com';
  const reference = await offeredRequest(page, portal, ownerEmail);
  await mailTo(sink, ownerEmail, /^Choose a time for your service visit/);

  const owner = await browser.newPage({ baseURL: portal.url, javaScriptEnabled: false });
  journey.follow(owner);
  // The booking made with another's address is refused, as the page says.
  journey.expectAnswer('403 POST /service/status');
  await owner.goto(`/service/status?ref=${reference}`);
  await owner.getByLabel('Postcode').fill('2150');
  await owner.getByRole('button', { name: 'Check my request' }).click();
  // The agent's name, suburb and phone, the phone once in brackets and dialable.
  const standing = owner.getByRole('status').filter({ hasText: 'Choose a time for the visit' });
  await expect(standing).toContainText(
    `Service request ${reference} with Westmead Air Service & Repairs, Westmead; phone (02) 7010 2145.`,
  );
  await expect(standing.getByRole('link', { name: '(02) 7010 2145' })).toHaveAttribute(
    'href',
    'tel:+61270102145',
  );
  const choose = owner.getByRole('form', { name: 'Choose a visit time' });
  // Someone who knows only the reference and postcode (an agent the request was offered to) cannot book.
  await choose.getByRole('radio').nth(1).check();
  await choose.getByLabel('Your email address').fill('agent@westmeadairservice.com.au');
  await choose.getByRole('button', { name: 'Book this time' }).click();
  await expect(
    owner.getByRole('alert').filter({ hasText: 'We could not confirm this is your request' }),
  ).toBeVisible();
  await expect(owner.getByRole('status').filter({ hasText: 'Choose a time for the visit' })).toBeVisible();

  const again = owner.getByRole('form', { name: 'Choose a visit time' });
  await again.getByRole('radio').nth(1).check();
  await again.getByLabel('Your email address').fill(ownerEmail.toUpperCase());
  await again.getByRole('button', { name: 'Book this time' }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'Thank you: your time is booked' })).toBeVisible();
  await mailTo(sink, ownerEmail, /^Your service visit is booked/);

  // None suit any more: the owner asks for other times; the visit is given up and the agent may offer again.
  const change = owner.getByRole('form', { name: 'Change the visit time' });
  await change.getByLabel('Your email address').fill(ownerEmail);
  await change.getByRole('button', { name: 'I can’t make it: ask for other times' }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'You asked for other times' })).toBeVisible();
  const cancelled = await mailTo(sink, ownerEmail, /^Your service visit time is released/);
  expect(cancelled.calendar).toContain('METHOD:CANCEL');
  await page.reload();
  await expect(page.getByText(/The owner asked for other times on/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Offer new times' })).toBeVisible();
  await owner.close();
});

for (const javaScriptEnabled of [true, false]) {
  test(`the owner whose fault cleared cancels the request, and the agent is told (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    page,
    portal,
    sink,
    browser,
    journey,
  }) => {
    test.slow();
    const ownerEmail = `owner-cancels-${javaScriptEnabled ? 'js' : 'nojs'}@example.com`;
    const reference = await offeredRequest(page, portal, ownerEmail);

    const context = await browser.newContext({ baseURL: portal.url, javaScriptEnabled });
    journey.follow(context);
    const owner = await context.newPage();
    await owner.goto(`/service/status?ref=${reference}`);
    if (javaScriptEnabled) await siteScriptsReady(owner);
    await owner.getByLabel('Postcode').fill('2150');
    await owner.getByRole('button', { name: 'Check my request' }).click();
    const cancel = owner.getByRole('form', { name: 'Cancel the request' });
    await cancel.getByLabel('Your email address').fill(ownerEmail);
    await cancel.getByRole('button', { name: 'It’s working again: cancel my request' }).click();
    await expect(
      owner.getByRole('status').filter({ hasText: 'Your request is cancelled and the agent has been told.' }),
    ).toBeVisible();
    await expect(owner.getByRole('status').filter({ hasText: 'Request cancelled' })).toBeVisible();
    // Nothing left to book or cancel.
    await expect(owner.getByRole('form', { name: 'Choose a visit time' })).toHaveCount(0);
    await expect(owner.getByRole('form', { name: 'Cancel the request' })).toHaveCount(0);
    // axe runs in the page: with its scripts on.
    if (javaScriptEnabled) expect(await axeViolations(owner)).toEqual([]);

    const told = await mailTo(
      sink,
      'service@westmeadairservice.com.au',
      new RegExp(`^Cancelled by the owner: ${reference}`),
    );
    expect(told.text).toContain('the system is working again');
    // The owner gets a confirmation too, with their own link to the request.
    const confirmed = await mailTo(
      sink,
      ownerEmail,
      new RegExp(`^Your service request is cancelled \\(${reference}\\)`),
    );
    expect(confirmed.text).toContain(`so we have cancelled service request ${reference}`);
    expect(confirmed.text).toMatch(new RegExp(`/service/status\\?ref=${reference}&token=[0-9a-z]+\\.`));
    // The agent's page says so, and offers nothing more.
    await page.reload();
    await expect(page.getByText(/The owner cancelled the request on .*: it is working again/)).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('form', { name: 'Offer visit times' })).toHaveCount(0);
    await expect(page.getByLabel('New status')).toHaveValue('lost');
    await context.close();
  });
}
