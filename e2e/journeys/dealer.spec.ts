/**
 * The dealer's journey, as Ivy Nguyen of Parramatta Air & Climate takes it on a phone with the
 * page's scripts running: a quote from Parramatta (2150) is routed to her dealership, whose mail
 * (through a real SMTP server on loopback) names the area and the deadline but not the customer;
 * its link opens the lead, which asks her to log in at the identity provider and brings her back to
 * it; she accepts, sees the customer, adds a note and moves the lead on, and its status history
 * shows it. Each step checks what she sees; the journey fails on a script or console error or an
 * error answer.
 */
import { formPaths, postForm, referenceOf, validAnswers } from '../../tests/support/lead-posts';
import { demoUsers } from '../../tests/support/portal-site';
import { axeViolations, expect } from '../support/fixtures';
import { phone, journeyTest as test } from '../support/journey';
import { mailTo } from '../support/mail';
import { accountLink, isIdp, submitLoginForm } from '../support/portal-login';

test.use(phone);

const dealership = {
  name: 'Parramatta Air & Climate',
  email: 'parramatta-air-and-climate@dealers.cirrusclimate.com.au',
};
const customer = { name: 'Ravi Chandran', email: 'ravi.chandran@example.com', phone: '0421 806 337' };

test('the dealer opens the lead from its mail, logs in, accepts, adds a note and moves it on', async ({
  page,
  portal,
  sink,
  journey,
}) => {
  test.slow();

  // A homeowner in Parramatta asks for a quote (as the form posts it); routing gives it to the nearest dealer.
  const response = await postForm(portal.url, formPaths.quote, {
    body: {
      ...validAnswers('quote', portal.site.today),
      postcode: '2150',
      ...customer,
      message: 'Two-storey house; the unit would go on the back deck.',
    },
  });
  expect(response.status).toBe(303);
  const reference = referenceOf(response) ?? '';

  // The dealership's mail: the area, the deadline, what was asked, and no contact details yet.
  const mail = await mailTo(
    sink,
    dealership.email,
    new RegExp(`^New quote request ${reference} near .*Parramatta NSW 2150: accept by `),
  );
  expect(mail.text).toContain(`Hello ${dealership.name},`);
  // "accept by Sat 28 Nov, 10:45 am AEDT": the same deadline the lead page gives, in Sydney time.
  const [, day, month, time, dayPeriod] =
    /accept by \w+ (\d+) (\w+), (\d+:\d+) ([ap]m)/.exec(mail.subject) ?? [];
  const deadline = new RegExp(
    `\\d+ (h|min) .*left to accept \\(by ${day} ${month} \\d{4}, ${time}\\s${dayPeriod}\\)`,
  );
  expect(mail.text).toContain('Two-storey house; the unit would go on the back deck.');
  expect(mail.text).not.toContain(customer.name);
  expect(mail.text).not.toContain(customer.email);
  const link = /https?:\/\/[^\s"<>]+\/portal\/lead\?ref=[A-Z0-9-]+/.exec(mail.text)?.[0] ?? '';
  expect(link).toContain(`ref=${reference}`);

  // The link asks her to log in at the identity provider, then brings her back to the lead.
  const linked = new URL(link);
  await page.goto(`${linked.pathname}${linked.search}`);
  await page.waitForURL((url) => isIdp(portal)(url) && url.pathname.startsWith('/interaction/'));
  await submitLoginForm(page, demoUsers.installer);
  await page.waitForURL((url) => url.origin === portal.url && !url.searchParams.has('code'));
  await expect(accountLink(page, demoUsers.installer.name)).toBeVisible({ timeout: 30_000 });
  expect(new URL(page.url()).search).toBe(`?ref=${reference}`);

  // The lead, waiting for her answer: the time left, what was asked, not yet who asked.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Quote request ${reference}`);
  const respond = page.getByRole('region', { name: 'Waiting for your answer' });
  await expect(respond).toContainText(deadline);
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText('Two-storey house; the unit would go on the back deck.');
  await expect(details).not.toContainText(customer.name);
  expect(await axeViolations(page)).toEqual([]);
  journey.expectNone('the lead before accepting');

  await respond.getByRole('button', { name: `Accept ${reference}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'accepted' })).toContainText(
    `${reference} accepted`,
  );
  await expect(respond).toHaveCount(0);
  await expect(details).toContainText(customer.name);
  await expect(details.getByRole('link', { name: `Email ${customer.name}` })).toHaveAttribute(
    'href',
    `mailto:${customer.email}`,
  );
  await expect(page.getByRole('region', { name: 'Dealer' })).toContainText(`Accepted by ${dealership.name}`);
  journey.expectNone('accepting');

  // A note for the team, then the lead moved on with its reason.
  const notes = page.getByRole('region', { name: 'Notes' });
  await expect(notes).toContainText('No notes yet.');
  await page.getByLabel('Add a note').fill('Rang Ravi: measuring up on Thursday at 10 am.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Note added.' })).toBeVisible();
  await expect(notes.getByRole('listitem')).toHaveCount(1);
  await expect(notes.getByRole('listitem')).toContainText('Rang Ravi: measuring up on Thursday at 10 am.');
  await expect(notes.getByRole('listitem')).toContainText(demoUsers.installer.name);

  await page.getByLabel('New status').selectOption('contacted');
  await page.getByLabel('Reason (optional)').fill('Site visit booked for Thursday.');
  await page.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Status changed to Contacted.' })).toBeVisible();
  const history = page.getByRole('region', { name: 'Status history' });
  await expect(history.getByRole('listitem').last()).toContainText('New → Contacted');
  await expect(history.getByRole('listitem').last()).toContainText('Site visit booked for Thursday.');
  await expect(history.getByRole('listitem').last()).toContainText(demoUsers.installer.name);
  expect(await axeViolations(page)).toEqual([]);
  journey.expectNone('the note and the status');

  // Back in her inbox, the lead is hers: accepted, with the customer's name.
  await page.getByRole('link', { name: '← Leads inbox' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${dealership.name}: your leads`);
  await expect(page.getByRole('link', { name: new RegExp(`^${reference}: ${customer.name}`) })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  journey.expectNone('the inbox');
});
