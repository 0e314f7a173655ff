/**
 * Reviews in the partner portal, in a real browser after the portal's scripts start: staff invite
 * a random sample of Parramatta's confirmed jobs from the Reviews page, the chosen owner writes a
 * review from the invitation (without JavaScript, as from a mail app's browser), Parramatta's user
 * replies once in public, and staff remove the review for a published reason. The dealer's page
 * shows the reply, then the removal counted with its reason. axe on the Reviews page.
 */
import { demoUsers } from '../tests/support/portal-site';
import { axeViolations, expect } from './support/fixtures';
import { confirmedJob } from './support/installs';
import { mailTo } from './support/mail';
import { portalTest as test } from './support/portal-fixture';
import { loginByRedirect } from './support/portal-login';

test.use({ portalEnv: { OUTBOX_POLL_MS: '100' } });

const DEALER = 'Parramatta Air & Climate';
const DEALER_ID = 'parramatta-air-and-climate';

test('staff invite a sample, the dealer replies once and staff remove a review for a published reason', async ({
  browser,
  page,
  portal,
  sink,
}) => {
  test.slow(); // a confirmed job, three sign-ins and a review between them
  const email = 'portal-reviews@example.com';
  await confirmedJob(portal, sink, email);

  // Staff invite a sample of Parramatta's recent jobs from the Reviews page.
  await loginByRedirect(page, portal, demoUsers.staff, '/portal/reviews');
  const sample = page.getByRole('form', { name: 'Invite a random sample' });
  await sample.getByLabel('Dealer').selectOption({ label: `${DEALER}, Parramatta NSW` });
  await sample.getByLabel(/How many owners/).fill('20');
  await sample.getByRole('button', { name: 'Invite the sample' }).click();
  await expect(sample.getByRole('status')).toHaveText(
    new RegExp(`^Invited \\d+ owners? of ${DEALER}, chosen at random from \\d+ jobs? not invited yet\\.$`),
  );
  expect(await axeViolations(page)).toEqual([]);
  // The sample left none of the dealer's jobs uninvited: asking again mails nobody.
  await sample.getByRole('button', { name: 'Invite the sample' }).click();
  await expect(sample.getByRole('status')).toHaveText(
    `${DEALER} has no confirmed job of the last 90 days left to invite: nobody was mailed.`,
  );

  // The chosen owner writes a short, low review from the invitation.
  const invitation = await mailTo(sink, email, /How did Parramatta Air & Climate do\?/);
  const link = new URL(/https?:\/\/[^\s"]+\/reviews\/write\?[^\s"<]+/.exec(invitation.text)?.[0] ?? '');
  const owner = await browser.newContext({ javaScriptEnabled: false, baseURL: portal.url });
  const ownerPage = await owner.newPage();
  await ownerPage.goto(`${link.pathname}${link.search}`);
  const words = 'The install was fine but the crew left packaging in the side passage for a week.';
  await ownerPage.getByLabel('2 stars: Poor').check();
  await ownerPage.getByLabel('How did the job go?').fill(words);
  await ownerPage.getByRole('button', { name: 'Publish my review' }).click();
  await expect(
    ownerPage.getByRole('heading', { level: 1, name: 'Thank you: your review is published' }),
  ).toBeVisible();
  await owner.close();

  // Parramatta's user replies, once.
  const dealerContext = await browser.newContext({ baseURL: portal.url });
  const dealerPage = await dealerContext.newPage();
  await loginByRedirect(dealerPage, portal, demoUsers.installer, '/portal/reviews');
  const card = dealerPage.getByRole('listitem').filter({ hasText: words });
  await expect(card).toContainText('2 of 5 stars');
  await expect(dealerPage.getByRole('form', { name: 'Invite a random sample' })).toHaveCount(0);
  const reply = 'Sorry about that: we collected it the same day you told us and have changed our checklist.';
  await card.getByLabel(/Your public reply/).fill(reply);
  await card.getByRole('button', { name: 'Publish reply' }).click();
  await expect(card).toContainText(`Your reply: ${reply}`);
  await expect(card.getByRole('button', { name: 'Publish reply' })).toHaveCount(0);
  await dealerContext.close();
  const withReply = await (await fetch(new URL(`/dealers/${DEALER_ID}`, portal.url))).text();
  expect(withReply).toContain(words);
  expect(withReply).toContain(reply);

  // Staff remove it for a published reason; the page counts the removal and no longer shows it.
  await page.reload();
  const staffCard = page.getByRole('listitem').filter({ hasText: words });
  await staffCard.getByLabel(/Remove, for a published reason/).selectOption('not-about-the-job');
  await staffCard.getByRole('button', { name: 'Remove review' }).click();
  await expect(staffCard).toContainText('Removed: It was not about the job');
  const afterRemoval = await (await fetch(new URL(`/dealers/${DEALER_ID}`, portal.url))).text();
  expect(afterRemoval).not.toContain(words);
  expect(afterRemoval).toMatch(/Removed: \d+ \(it was not about the job\)/);
});
