/**
 * The owner's own link, in a real browser with JavaScript on (after the site's scripts start) and
 * off: a warranty registration's decision mail and a cashback claim's confirmation, received
 * through a real SMTP server on loopback, each carry a link that opens that registration or claim
 * on its status page with nothing to type (no postcode, no email address); an altered link shows
 * the lookup form, with the reference filled in where the page asks for it and a sentence saying
 * why, and nothing of the record. The links are signed on the server's clock.
 */
import { formPaths, postForm, referenceOf, validAnswers, warrantyAnswers } from '../tests/support/lead-posts';
import { loginStaffAndInstaller } from '../tests/support/portal-site';
import type { ReceivedMail } from '../tests/support/smtp-sink';
import { axeViolations, expect, siteScriptsReady } from './support/fixtures';
import { mailTo } from './support/mail';
import { portalTest as test } from './support/portal-fixture';

/** The path and query of the mail's link to `path` (the mail's links are absolute under SITE_URL). */
function linkIn(mail: ReceivedMail, path: string): string {
  const href = new RegExp(`https?://[^\\s"]+${path.replace(/\//g, '\\/')}\\?[^\\s"<]+`).exec(mail.text)?.[0];
  expect(href, `a link to ${path} in "${mail.subject}"`).toBeDefined();
  const url = new URL(href ?? '');
  return `${url.pathname}${url.search}`;
}

/** The same link with its signature's last two characters changed. */
const altered = (link: string) =>
  link.replace(
    /(token=[0-9a-z]+\.[\w-]{20})([\w-]{2})/,
    (_, kept: string, last: string) => `${kept}${last === 'AA' ? 'BB' : 'AA'}`,
  );

for (const javaScriptEnabled of [true, false]) {
  const scripts = `JavaScript ${javaScriptEnabled ? 'on' : 'off'}`;

  test(`the owner opens their warranty registration from the decision mail, with nothing to type (${scripts})`, async ({
    browser,
    portal,
    sink,
  }) => {
    const email = `owner-link-warranty-${javaScriptEnabled ? 'js' : 'nojs'}@example.com`;
    const typed = warrantyAnswers();
    const answers = { ...typed, email };
    const registered = await postForm(portal.url, formPaths.warranty, { body: answers });
    expect(registered.status).toBe(303);
    const reference = referenceOf(registered) ?? '';
    const [staff] = await loginStaffAndInstaller(portal);
    const decided = await fetch(new URL(`/api/portal/warranty/${reference}/decision`, portal.url), {
      method: 'POST',
      headers: { Authorization: `Bearer ${staff.access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'approved' }),
    });
    expect(decided.status).toBe(200);
    const mail = await mailTo(
      sink,
      email,
      new RegExp(`^Your Cirrus warranty is approved \\(${reference}\\)`),
    );
    const link = linkIn(mail, '/warranty/check');
    expect(link).not.toContain('postcode');

    const context = await browser.newContext({ baseURL: portal.url, javaScriptEnabled });
    const owner = await context.newPage();
    await owner.goto(link);
    if (javaScriptEnabled) await siteScriptsReady(owner);
    const status = owner.getByRole('status').filter({ hasText: 'Approved: your warranty is registered' });
    await expect(status).toContainText(reference);
    await expect(owner.getByRole('link', { name: /certificate/i })).toBeVisible();
    // Filled in for a later check, all but the email address, which the page never writes back.
    const form = owner.getByRole('form', { name: 'Check a warranty' });
    await expect(form.getByLabel('Serial number')).toHaveValue(answers.serialNumber);
    await expect(form.getByLabel('Postcode')).toHaveValue(typed.postcode ?? '');
    await expect(form.getByLabel('Email address you registered with')).toHaveValue('');
    if (javaScriptEnabled) expect(await axeViolations(owner)).toEqual([]);

    // An altered link opens nothing: the form, and why.
    await owner.goto(altered(link));
    if (javaScriptEnabled) await siteScriptsReady(owner);
    await expect(
      owner.getByRole('status').filter({ hasText: 'This link has expired or is not complete' }),
    ).toContainText('cannot open your registration by itself');
    await expect(owner.getByText('Approved: your warranty is registered')).toHaveCount(0);
    await expect(owner.getByText(reference)).toHaveCount(0);
    await expect(form.getByLabel('Serial number')).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Check my warranty' })).toBeVisible();
    await context.close();
  });

  test(`the claimant opens their cashback claim from its confirmation, with nothing to type (${scripts})`, async ({
    browser,
    portal,
    sink,
  }) => {
    const email = `owner-link-claim-${javaScriptEnabled ? 'js' : 'nojs'}@example.com`;
    const response = await postForm(portal.url, formPaths.claim, {
      body: { ...validAnswers('claim', portal.site.today), email },
    });
    expect(response.status).toBe(303);
    const claimId = referenceOf(response) ?? '';
    const mail = await mailTo(sink, email, new RegExp(`^We have your .*\\(${claimId}\\)`));
    const link = linkIn(mail, '/promotions/claim-status');
    expect(link).not.toContain('postcode');

    const context = await browser.newContext({ baseURL: portal.url, javaScriptEnabled });
    const owner = await context.newPage();
    await owner.goto(link);
    if (javaScriptEnabled) await siteScriptsReady(owner);
    await expect(
      owner.getByRole('status').filter({ hasText: 'Received: we are checking your claim' }),
    ).toContainText(claimId);
    const form = owner.getByRole('form', { name: 'Check a claim' });
    await expect(form.getByLabel('Claim ID')).toHaveValue(claimId);
    await expect(form.getByLabel('Postcode')).toHaveValue('2150');
    if (javaScriptEnabled) expect(await axeViolations(owner)).toEqual([]);

    // An altered link: the form with the claim ID filled in and the postcode to type, and why.
    await owner.goto(altered(link));
    if (javaScriptEnabled) await siteScriptsReady(owner);
    await expect(
      owner.getByRole('status').filter({ hasText: 'This link has expired or is not complete' }),
    ).toContainText('cannot open your claim by itself');
    await expect(owner.getByText('Received: we are checking your claim')).toHaveCount(0);
    await expect(form.getByLabel('Claim ID')).toHaveValue(claimId);
    await expect(form.getByLabel('Postcode')).toHaveValue('');
    // Typing the postcode still finds it.
    await form.getByLabel('Postcode').fill('2150');
    await form.getByRole('button', { name: 'Check my claim' }).click();
    await expect(
      owner.getByRole('status').filter({ hasText: 'Received: we are checking your claim' }),
    ).toContainText(claimId);
    await context.close();
  });
}
