/**
 * My home's care on a phone (390 × 844), with JavaScript on (after the site's scripts start) and
 * off: an owner with a registered wall split signs in from the mailed link, moves the filter
 * reminder, marks the filters cleaned (the next reminder moves a month on), turns the service
 * reminder off, and leaves filter reminders on the mail preferences page, opened from My home by its
 * signed link with no sign-in. Over HTTP: a date in the past is refused with a message (400); the
 * one-click unsubscribe POST with no cookie and no Origin stops a topic at once, an altered one 403.
 */
import { longDate } from '../src/lib/australian-dates';
import { shiftDate } from '../src/lib/lead-forms/dates';
import { addMonths } from '../src/lib/my-home/care-intervals';
import { formPaths, postForm, referenceOf, validAnswers } from '../tests/support/lead-posts';
import { axeViolations, expect, siteScriptsReady } from './support/fixtures';
import { mailTo, myHomeLinkPath } from './support/mail';
import { portalTest as test } from './support/portal-fixture';

test.use({ portalEnv: { OUTBOX_POLL_MS: '100' } });

for (const javaScriptEnabled of [true, false]) {
  const scripts = `JavaScript ${javaScriptEnabled ? 'on' : 'off'}`;

  test(`the owner marks the filters cleaned and chooses their mail (${scripts})`, async ({
    browser,
    portal,
    sink,
  }) => {
    test.slow(); // signs in, then six full-load posts and a second context
    const email = `care-owner-${javaScriptEnabled ? 'js' : 'nojs'}@example.com`;
    const today = portal.site.today;
    const installed = shiftDate(today, { days: -20 });
    const answers = {
      ...validAnswers('warranty', today),
      email,
      purchaseDate: installed,
      installationDate: installed,
    };
    const registered = await postForm(portal.url, formPaths.warranty, { body: answers });
    expect(registered.status).toBe(303);
    const reference = referenceOf(registered) ?? '';

    const context = await browser.newContext({
      javaScriptEnabled,
      baseURL: portal.url,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto('/my-home');
    if (javaScriptEnabled) await siteScriptsReady(page);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    // The answer lands before the mailed link is opened (a navigation would interrupt it).
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    const mail = await mailTo(sink, email, /sign-in link for My home/);
    await page.goto(myHomeLinkPath(mail));
    await page.getByRole('button', { name: 'Sign in to My home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My home' })).toBeVisible();
    if (javaScriptEnabled) await siteScriptsReady(page);

    const care = page.getByRole('region', { name: 'Care reminders' });
    const filter = care.getByRole('region', { name: /Clean the filters/ });
    const service = care.getByRole('region', { name: /Yearly service/ });
    await expect(filter.getByText(`Next reminder: ${longDate(addMonths(today, 1))}.`)).toBeVisible();
    await expect(service.getByText(/Next reminder: \d+ \w+ \d{4}\./)).toBeVisible();
    if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

    // Moved to five days on, then marked cleaned: the next one is a month from today.
    const soon = shiftDate(today, { days: 5 });
    await filter.getByLabel('Remind me on').fill(soon);
    await filter.getByRole('button', { name: 'Move reminder' }).click();
    await expect(page.getByText('Reminder moved.')).toBeVisible();
    await expect(filter.getByText(`Next reminder: ${longDate(soon)}.`)).toBeVisible();
    await filter.getByRole('button', { name: 'Mark filters cleaned' }).click();
    await expect(page.getByText('Marked done. Your next reminder has moved.')).toBeVisible();
    await expect(
      filter.getByText(`Next reminder: ${longDate(addMonths(today, 1))}. Last done ${longDate(today)}.`),
    ).toBeVisible();

    await service.getByRole('button', { name: 'Turn reminder off' }).click();
    await expect(service.getByText('Reminder off: we will not email you about it.')).toBeVisible();
    await expect(service.getByRole('button', { name: 'Turn reminder on' })).toBeVisible();

    // A date in the past, posted past the field's own check: refused with a message, nothing moved.
    const refused = await page.request.post('/my-home', {
      headers: { Origin: portal.url },
      form: { action: 'care-move', unit: reference, kind: 'filter', date: shiftDate(today, { days: -3 }) },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain('Choose today or a later date.');
    await page.goto('/my-home');
    await expect(filter.getByText(`Next reminder: ${longDate(addMonths(today, 1))}.`)).toBeVisible();

    // The preferences page, by its signed link: no sign-in needed, so it opens in a fresh context too.
    const preferencesHref =
      (await page.getByRole('link', { name: 'Mail preferences' }).getAttribute('href')) ?? '';
    expect(preferencesHref).toMatch(/^\/my-home\/preferences\?a=[\w-]+&token=/);
    const stranger = await browser.newContext({
      javaScriptEnabled,
      baseURL: portal.url,
      viewport: { width: 390, height: 844 },
    });
    const preferences = await stranger.newPage();
    const answer = await preferences.goto(preferencesHref);
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    expect(answer?.headers()['x-robots-tag']).toBe('noindex');
    if (javaScriptEnabled) await siteScriptsReady(preferences);
    await expect(preferences.getByRole('heading', { level: 1, name: 'Your mail preferences' })).toBeVisible();
    await expect(preferences.getByText(`For ${email}`)).toBeVisible();
    if (javaScriptEnabled) expect(await axeViolations(preferences)).toEqual([]);
    const filterChoice = preferences.getByRole('checkbox', { name: 'Filter cleaning reminders' });
    await expect(filterChoice).toBeChecked();
    await filterChoice.uncheck();
    await preferences.getByRole('button', { name: 'Save my choices' }).click();
    await expect(preferences.getByText('Saved. Your choices apply from now on.')).toBeVisible();
    await expect(preferences.getByRole('checkbox', { name: 'Filter cleaning reminders' })).not.toBeChecked();
    await expect(preferences.getByRole('checkbox', { name: 'Yearly service reminders' })).toBeChecked();
    await preferences.goto(preferencesHref);
    await expect(preferences.getByRole('checkbox', { name: 'Filter cleaning reminders' })).not.toBeChecked();

    // An altered link opens nothing.
    const altered = preferencesHref.replace(
      /token=([^&]+)/,
      (_all, token: string) => `token=${token.slice(0, -2)}${token.endsWith('xx') ? 'yy' : 'xx'}`,
    );
    expect((await preferences.goto(altered))?.status()).toBe(403);
    await expect(
      preferences.getByText(/This link is not complete, has been changed or has expired/),
    ).toBeVisible();
    await stranger.close();
    await context.close();
  });
}

test('the one-click unsubscribe POST needs no cookie and stops the topic at once; an altered one is refused', async ({
  browser,
  portal,
  sink,
}) => {
  const email = 'care-one-click@example.com';
  const today = portal.site.today;
  const answers = { ...validAnswers('warranty', today), email };
  expect((await postForm(portal.url, formPaths.warranty, { body: answers })).status).toBe(303);
  const context = await browser.newContext({ baseURL: portal.url });
  const page = await context.newPage();
  await page.goto('/my-home');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  // The answer lands before the mailed link is opened (a navigation would interrupt it).
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  const mail = await mailTo(sink, email, /sign-in link for My home/);
  const link = new URL(/https?:\/\/[^\s"]+\/my-home\?link=[^\s"<]+/.exec(mail.text)?.[0] ?? '');
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Sign in to My home' }).click();
  const preferencesHref =
    (await page.getByRole('link', { name: 'Mail preferences' }).getAttribute('href')) ?? '';
  await context.close();

  // The mail's List-Unsubscribe URL is the same address and token with the topic named.
  const signed = new URL(preferencesHref, portal.url);
  const oneClick = new URL('/my-home/unsubscribe', portal.url);
  oneClick.searchParams.set('a', signed.searchParams.get('a') ?? '');
  oneClick.searchParams.set('topic', 'care-service');
  const token = signed.searchParams.get('token') ?? '';
  const post = (withToken: string) => {
    oneClick.searchParams.set('token', withToken);
    // As a mailbox provider posts it (RFC 8058): no cookie, no Origin, the one-click body.
    return fetch(oneClick, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
  };
  expect((await post(`${token.slice(0, -2)}${token.endsWith('xx') ? 'yy' : 'xx'}`)).status).toBe(403);
  const done = await post(token);
  expect(done.status).toBe(200);
  expect(await done.text()).toBe('Unsubscribed: you will get no more yearly service reminders.');
  expect(done.headers.get('cache-control')).toBe('private, no-store');

  const preferences = await (await browser.newContext({ baseURL: portal.url })).newPage();
  await preferences.goto(preferencesHref);
  await expect(preferences.getByRole('checkbox', { name: 'Yearly service reminders' })).not.toBeChecked();
  await expect(preferences.getByRole('checkbox', { name: 'Filter cleaning reminders' })).toBeChecked();
});
