/**
 * Dealer pages and reviews over the built server, on SQLite and (with TEST_DATABASE_URL) PostgreSQL,
 * with real SMTP on loopback and the server's clock set by the test. Installations confirmed by their
 * owners eight days before are in the database when the server starts: its invitation job mails each
 * owner once. A review needs the mailed link (an altered one is refused and stores nothing), works
 * once, and one star and five go the same way with or without photos; the reviewed dealer replies
 * once and another dealer cannot; staff remove one for a published reason, which the page counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/databases.ts';
import { authSettings, type DevTokens, loginForTokens } from '../support/dev-login.ts';
import { demoUsers } from '../support/portal-site.ts';
import { mailArrived } from '../support/received-mail.ts';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { pngFile } from '../support/upload-files.ts';

/** Tuesday 12 January 2027, 10 am in Sydney. */
const NOW = '2027-01-11T23:00:00.000Z';
const DAY = 86_400_000;
const PARRAMATTA = 'parramatta-air-and-climate';
const OWNERS = ['one.star', 'five.stars', 'no.rating', 'removed'] as const;

describe.each(databaseKinds)('dealer pages and reviews on $name', (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let site: SiteProcess;
  let sink: SmtpSink;
  let staff: DevTokens;
  let installer: DevTokens;
  let otherDealer: DevTokens;

  const emailOf = (owner: (typeof OWNERS)[number]) => `${owner}-${kind.name}@example.com`;

  /** A quote won by Parramatta and installed, confirmed by its owner eight days before NOW. */
  async function confirmedInstall(email: string, index: number) {
    const confirmed = new Date(Date.parse(NOW) - 8 * DAY).toISOString();
    const reference = `CC-R${kind.name === 'sqlite' ? 'S' : 'P'}${String(index).padStart(4, '0')}`;
    const lead = await handle.db
      .insertInto('leads')
      .values({
        type: 'quote',
        reference,
        idempotency_key: `dealer-pages-${reference}`,
        status: 'won',
        payload: '{}',
        name: 'Jordan Lee',
        email,
        phone: '+61412345678',
        postcode: '2150',
        state: 'NSW',
        product: null,
        user_agent_family: null,
        created_at: confirmed,
        updated_at: confirmed,
        dealer_id: PARRAMATTA,
        routing_state: 'accepted',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto('install_jobs')
      .values({
        reference: `CJ-${reference.slice(3)}`,
        lead_id: lead.id,
        dealer_id: PARRAMATTA,
        booked_for: confirmed.slice(0, 10),
        units: '[]',
        status: 'confirmed',
        record: null,
        flags: null,
        commission_key: null,
        commissioned_at: confirmed,
        confirmed_at: confirmed,
        owner_issue: null,
        created_at: confirmed,
        updated_at: confirmed,
      })
      .execute();
  }

  /** The invitation's link (path and query) in the owner's mail. */
  async function invitationOf(owner: (typeof OWNERS)[number]) {
    const mail = await mailArrived(sink, emailOf(owner));
    expect(mail.subject).toBe('How did Parramatta Air & Climate do?');
    const url =
      /https?:\/\/\S+?\/reviews\/write\?invitation=\d+&(?:amp;)?token=[0-9a-z]+\.[A-Za-z0-9_-]+/.exec(
        mail.text,
      )?.[0];
    expect(url).toBeDefined();
    const parsed = new URL((url ?? '').replace('&amp;', '&'));
    return `${parsed.pathname}${parsed.search}`;
  }

  const page = (path: string) => fetch(new URL(path, site.url), { redirect: 'manual' });
  /** A page's HTML as a reader sees its text: React's markers between text parts left out. */
  const html = async (path: string) => (await (await page(path)).text()).replaceAll('<!-- -->', '');
  const review = (path: string, fields: Record<string, string>, photo?: Uint8Array) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    if (photo)
      body.set('photo1', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'outdoor-unit.png');
    return fetch(new URL(path, site.url), {
      method: 'POST',
      headers: { Origin: new URL(site.url).origin },
      body,
      redirect: 'manual',
    });
  };
  const api = (path: string, token: string, body: unknown) =>
    fetch(new URL(path, site.url), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const reviewCount = async () =>
    Number(
      (
        await handle.db
          .selectFrom('dealer_reviews')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    );

  beforeAll(async () => {
    ({ database, handle } = await openTestDatabase(kind));
    for (const [index, owner] of OWNERS.entries()) await confirmedInstall(emailOf(owner), index + 1);
    sink = await startSmtpSink();
    site = await startSiteProcess({
      DATABASE_URL: database.url,
      SMTP_URL: sink.url,
      OUTBOX_POLL_MS: '100',
      FORM_RATE_LIMIT: '0',
      TEST_NOW: NOW,
    });
    const settings = await authSettings(site.url);
    [staff, installer, otherDealer] = await Promise.all([
      loginForTokens(settings, demoUsers.staff, site.url),
      loginForTokens(settings, demoUsers.installer, site.url),
      loginForTokens(settings, demoUsers.melbourne, site.url),
    ]);
  }, 90_000);

  afterAll(async () => {
    await site?.stop();
    await sink?.stop();
    await handle?.close();
    await database?.drop();
  });

  it('shows the dealer’s page with its licences, measured figures and the reviews’ rules, briefly cached', async () => {
    const response = await page(`/dealers/${PARRAMATTA}`);
    expect(response.status).toBe(200);
    // Browsers ask again every time (no stale-while-revalidate, which Chromium applies to its own
    // cache); a CDN may serve a stale copy while it refreshes.
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(response.headers.get('cdn-cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    // A second visit within the minute is served from the process's kept figures.
    expect((await page(`/dealers/${PARRAMATTA}`)).status).toBe(200);
    const text = (await response.text()).replaceAll('<!-- -->', '');
    expect(text).toContain('Parramatta Air &amp; Climate');
    expect(text).toMatch(/NSW contractor licence/);
    expect(text).toContain('https://verify.licence.nsw.gov.au/');
    expect(text).toContain('Measured by the site');
    expect(text).toContain('too few to state a figure');
    expect(text).toContain('Reviews play no part in which dealer receives a quote request');
    expect((await page('/dealers/no-such-dealer')).status).toBe(404);
  });

  it('refuses a review without a valid invitation and stores nothing', async () => {
    const path = await invitationOf('one.star');
    const token = new URL(path, site.url).searchParams.get('token') ?? '';
    const cut = token.length - 8;
    const altered = path.replace(
      token,
      `${token.slice(0, cut)}${token[cut] === 'A' ? 'B' : 'A'}${token.slice(cut + 1)}`,
    );
    const opened = await page(altered);
    expect(opened.status).toBe(403);
    expect(await opened.text()).toContain('This link does not open a review');
    const posted = await review(altered, { rating: '5', body: 'A review nobody invited me to write.' });
    expect(posted.status).toBe(403);
    expect((await page('/reviews/write?invitation=1')).status).toBe(403);
    expect(await reviewCount()).toBe(0);
  });

  it('answers a review without stars with a message and 400, keeping the words and the invitation', async () => {
    const path = await invitationOf('no.rating');
    const response = await review(path, { body: 'Good job overall, tidy pipework on the wall.' });
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).toContain('Choose from one to five stars');
    expect(body).toContain('Good job overall, tidy pipework on the wall.');
    expect((await page(path)).status).toBe(200);
  });

  it('takes one star and five stars through the same invitation path, once each, and shows both', async () => {
    const low = await invitationOf('one.star');
    const high = await invitationOf('five.stars');
    expect((await page(low)).status).toBe(200);
    const one = await review(low, {
      rating: '1',
      body: 'The outdoor unit rattles and nobody came back to fix it.',
    });
    expect(one.status).toBe(200);
    expect(await one.text()).toContain('your review is published');
    const again = await review(low, { rating: '5', body: 'Changing my mind with the same link.' });
    expect(again.status).toBe(410);
    const five = await review(
      high,
      { rating: '5', body: 'On time, tidy, and showed us the controller.' },
      pngFile(),
    );
    expect(five.status).toBe(200);
    const text = await html(`/dealers/${PARRAMATTA}`);
    const lowAt = text.indexOf('The outdoor unit rattles');
    const highAt = text.indexOf('On time, tidy');
    expect(lowAt).toBeGreaterThan(0);
    expect(highAt).toBeGreaterThan(0);
    expect(text).toContain('Installation confirmed by the owner, January 2027');
    const photo = /\/api\/reviews\/photos\/(\d+)/.exec(text)?.[0];
    expect(photo).toBeDefined();
    const image = await page(photo ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const ratings = (await (await page('/api/dealers/ratings')).json()) as Record<
      string,
      { count: number; average: number }
    >;
    expect(ratings[PARRAMATTA]).toEqual({ count: 2, average: 3 });
  });

  it('lets the reviewed dealer reply once, never another dealer, and shows the reply', async () => {
    const rows = await handle.db.selectFrom('dealer_reviews').select(['id', 'rating']).execute();
    const id = rows.find((row) => row.rating === 1)?.id;
    const reply = { reply: 'We have booked a technician for Thursday to look at the rattle.' };
    expect((await api(`/api/portal/reviews/${id}/reply`, otherDealer.access_token, reply)).status).toBe(403);
    expect((await api(`/api/portal/reviews/${id}/reply`, installer.access_token, reply)).status).toBe(200);
    expect((await api(`/api/portal/reviews/${id}/reply`, installer.access_token, reply)).status).toBe(409);
    const text = await html(`/dealers/${PARRAMATTA}`);
    expect(text).toContain('We have booked a technician for Thursday');
    expect(text).toContain('Parramatta Air &amp; Climate replied');
  });

  it('lets staff remove a review only for a published reason, and the page counts it', async () => {
    const path = await invitationOf('removed');
    expect(
      (await review(path, { rating: '2', body: 'The installer, whose mobile is 0412 345 678, was rude.' }))
        .status,
    ).toBe(200);
    const rows = await handle.db.selectFrom('dealer_reviews').select(['id', 'rating']).execute();
    const id = rows.find((row) => row.rating === 2)?.id;
    expect(
      (await api(`/api/portal/reviews/${id}/remove`, installer.access_token, { reason: 'abuse' })).status,
    ).toBe(403);
    expect(
      (await api(`/api/portal/reviews/${id}/remove`, staff.access_token, { reason: 'too negative' })).status,
    ).toBe(400);
    expect(
      (await api(`/api/portal/reviews/${id}/remove`, staff.access_token, { reason: 'personal-details' }))
        .status,
    ).toBe(200);
    const text = await html(`/dealers/${PARRAMATTA}`);
    expect(text).not.toContain('whose mobile is');
    expect(text).toContain('Removed: 1 (it gave someone’s personal details)');
  });
});
