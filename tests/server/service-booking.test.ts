/**
 * Booking a service visit over HTTP against the real built server, on SQLite and (with
 * TEST_DATABASE_URL) PostgreSQL, with real SMTP on loopback and the service agent's real token from
 * the development identity provider: reference and postcode show a request's status but book
 * nothing; the token in the owner's "choose a time" mail books; another request's token, a forged
 * one and an expired one are refused (403) and move nothing; the owner's email address works
 * instead of the link; and the confirmation's calendar file reads back with its UID and SEQUENCE.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database.ts';
import { loadOwnerLinks } from '../../src/server/review/owner-link.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { authSettings, type DevTokens, loginForTokens } from '../support/dev-login.ts';
import { formPaths, postForm, referenceOf, validAnswers } from '../support/lead-posts.ts';
import { demoUsers } from '../support/portal-site.ts';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';

const DAY_MS = 86_400_000;

/** The text of the page's status and alert boxes, tags stripped. */
const boxes = (html: string) =>
  [...html.matchAll(/role="(?:status|alert)"[^>]*>([\s\S]*?)<\/div><\/div>/g)]
    .map((match) => (match[1] ?? '').replace(/<[^>]+>/g, ' '))
    .join(' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');

describe.each(databaseKinds)('booking a service visit over HTTP on $name', (kind) => {
  let database: TestDatabase;
  let site: SiteProcess;
  let sink: SmtpSink;
  let agent: DevTokens;
  let staff: DevTokens;
  let richmond: DevTokens;
  let owners = 0;

  const api = (path: string, body: unknown, token = agent.access_token) =>
    fetch(new URL(path, site.url), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const status = (fields: Record<string, string>) =>
    postForm(site.url, '/service/status', { key: null, body: fields });
  const mailTo = async (to: string, subject: RegExp): Promise<ReceivedMail> => {
    let found: ReceivedMail | undefined;
    await expect
      .poll(
        () => (found = sink.messages.find((mail) => mail.to.includes(to) && subject.test(mail.subject))),
        { timeout: 15_000 },
      )
      .toBeTruthy();
    return found as ReceivedMail;
  };

  const windowsFromNow = () => {
    const day = (days: number, hour: number) =>
      new Date(Math.ceil(Date.now() / DAY_MS) * DAY_MS + days * DAY_MS + hour * 3_600_000).toISOString();
    return [3, 4, 5].map((days) => ({ start: day(days, 0), end: day(days, 4) }));
  };
  const tokenIn = (mail: ReceivedMail) =>
    /[?&]token=([0-9a-z]+\.[A-Za-z0-9_-]{22})/.exec(mail.text)?.[1] ?? '';

  /** A request from 2150 accepted by Westmead with three times offered; its owner's link token. */
  async function offered() {
    owners += 1;
    const email = `owner${owners}-${kind.name}@example.com`;
    const response = await postForm(site.url, formPaths.service, {
      body: { ...validAnswers('service'), email },
    });
    expect(response.status).toBe(303);
    const reference = referenceOf(response) ?? '';
    expect((await api(`/api/portal/leads/${reference}/accept`, {})).status).toBe(200);
    const day = (days: number, hour: number) =>
      new Date(Math.ceil(Date.now() / DAY_MS) * DAY_MS + days * DAY_MS + hour * 3_600_000).toISOString();
    const windows = [3, 4, 5].map((days) => ({ start: day(days, 0), end: day(days, 4) }));
    expect((await api(`/api/portal/service/${reference}/windows`, { windows })).status).toBe(200);
    const mail = await mailTo(email, /^Choose a time for your service visit/);
    const token = /[?&]token=([0-9a-z]+\.[A-Za-z0-9_-]{22})/.exec(mail.text)?.[1] ?? '';
    expect(token).not.toBe('');
    return { reference, email, token };
  }

  beforeAll(async () => {
    database = await kind.create();
    sink = await startSmtpSink();
    site = await startSiteProcess({
      DATABASE_URL: database.url,
      SMTP_URL: sink.url,
      OUTBOX_POLL_MS: '100',
      FORM_RATE_LIMIT: '0',
    });
    const settings = await authSettings(site.url);
    [agent, staff, richmond] = await Promise.all([
      loginForTokens(settings, demoUsers.westmeadService, site.url),
      loginForTokens(settings, demoUsers.staff, site.url),
      loginForTokens(settings, demoUsers.richmondService, site.url),
    ]);
  }, 60_000);

  afterAll(async () => {
    await site?.stop();
    await sink?.stop();
    await database?.drop();
  });

  it('shows the status to reference and postcode, and books nothing without the owner’s link or email', async () => {
    const { reference } = await offered();
    const checked = await status({ reference, postcode: '2150' });
    expect(checked.status).toBe(200);
    const page = await checked.text();
    expect(boxes(page)).toContain('Choose a time for the visit');
    // No link on this page: the form asks for the owner's email address.
    expect(page).toContain('name="email"');

    const refused = await status({ reference, postcode: '2150', action: 'book', window: '0' });
    expect(refused.status).toBe(403);
    expect(boxes(await refused.text())).toContain('We could not confirm this is your request');
    const wrongEmail = await status({
      reference,
      postcode: '2150',
      action: 'book',
      window: '0',
      email: 'agent@example.com',
    });
    expect(wrongEmail.status).toBe(403);
    // A step is the button's action, never read from which fields came: a window alone is no booking.
    expect(
      (await status({ reference, postcode: '2150', window: '0', email: 'agent@example.com' })).status,
    ).toBe(400);
    expect((await status({ reference, postcode: '2150', action: 'toString' })).status).toBe(400);
    const again = boxes(await (await status({ reference, postcode: '2150' })).text());
    expect(again).toContain('Choose a time for the visit');
    expect(again).not.toContain('Booked for');
  });

  it('the owner’s own link opens the request itself, with no postcode to type; a forged one opens the form', async () => {
    const { reference, token } = await offered();
    const open = (query: string) => fetch(new URL(`/service/status?${query}`, site.url));
    const opened = await open(`ref=${reference}&token=${token}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    const page = await opened.text();
    expect(boxes(page)).toContain('Choose a time for the visit');
    // The link is the proof: the page asks for no email address to book.
    expect(page).not.toContain('name="email"');
    for (const query of [
      `ref=${reference}`,
      `ref=${reference}&token=${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`,
      `ref=${reference}&token=%3Cscript%3E`,
    ]) {
      const form = await (await open(query)).text();
      expect(boxes(form), query).not.toContain('Choose a time for the visit');
      expect(form, query).toContain('name="postcode"');
    }
  });

  it('books with the link’s token; refuses another request’s, a forged and an expired one', async () => {
    const mine = await offered();
    const theirs = await offered();
    const tryToken = (token: string) =>
      status({ reference: mine.reference, postcode: '2150', action: 'book', window: '1', token });

    expect((await tryToken(theirs.token)).status).toBe(403);
    const forged = `${mine.token.slice(0, -2)}${mine.token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await tryToken(forged)).status).toBe(403);
    expect((await tryToken('not-a-token')).status).toBe(403);
    // Signed with this site's own key, but expired an hour ago.
    const handle = await openDatabase(database.url);
    try {
      const links = await loadOwnerLinks(handle.db, new Date().toISOString(), 'service');
      const expired = links.issue(mine.reference, 0, new Date(Date.now() - 3_600_000));
      expect((await tryToken(expired)).status).toBe(403);
    } finally {
      await handle.close();
    }
    expect(boxes(await (await status({ reference: mine.reference, postcode: '2150' })).text())).not.toContain(
      'Booked for',
    );

    const booked = await tryToken(mine.token);
    expect(booked.status).toBe(200);
    const text = boxes(await booked.text());
    expect(text).toContain('Thank you: your time is booked');
    expect(text).toContain('Visit booked');
    // The token does not stand in for the postcode.
    const otherPostcode = await status({
      reference: mine.reference,
      postcode: '2000',
      action: 'book',
      window: '0',
      token: mine.token,
    });
    expect(boxes(await otherPostcode.text())).toContain('No service request found');

    const confirmation = await mailTo(mine.email, /^Your service visit is booked/);
    expect(confirmation.calendar).toContain('METHOD:REQUEST');
    expect(confirmation.calendar).toContain(`UID:service-${mine.reference.toLowerCase()}@`);
    expect(confirmation.calendar).toMatch(/^SEQUENCE:0\r$/m);
    expect(confirmation.calendar).toMatch(/^ATTENDEE;CN="Hamid";ROLE=REQ-PARTICIPANT:mailto:/m);
    // And the owner's own link into My home, beside the request's.
    expect(confirmation.text).toContain('See everything in My home');
    expect(confirmation.text).toMatch(/\/my-home\?link=[A-Za-z0-9_-]+&(?:amp;)?token=/);
  });

  it('books with the owner’s email address in any case, and a repeat changes nothing', async () => {
    const { reference, email } = await offered();
    const booked = await status({
      reference,
      postcode: '2150',
      action: 'book',
      window: '2',
      email: email.toUpperCase(),
    });
    expect(booked.status).toBe(200);
    expect(boxes(await booked.text())).toContain('Thank you: your time is booked');
    const repeat = await status({ reference, postcode: '2150', action: 'book', window: '2', email });
    expect(boxes(await repeat.text())).toContain('Nothing changed');
    await mailTo(email, /^Your service visit is booked/);
    expect(
      sink.messages.filter((mail) => mail.to.includes(email) && /^Your service visit/.test(mail.subject)),
    ).toHaveLength(1);
  });

  it('retires the earlier links, the owner’s email as proof and the removed agent when staff move the request', async () => {
    const { reference, email, token } = await offered();
    expect((await status({ reference, postcode: '2150', action: 'book', window: '1', token })).status).toBe(
      200,
    );
    await mailTo(email, /^Your service visit is booked/);

    const moved = await fetch(new URL(`/api/portal/leads/${reference}/reassign`, site.url), {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${staff.access_token}`,
        'Content-Type': 'application/json',
        Origin: new URL(site.url).origin,
      },
      body: JSON.stringify({
        dealer: 'yarra-air-service-centre-richmond',
        reason: 'The owner asked for an agent in Richmond',
      }),
    });
    expect(moved.status).toBe(200);
    // The owner is told: the booked visit is cancelled, the new agent will offer times.
    const told = await mailTo(email, /^Your service request has a new agent/);
    expect(told.text).toContain('Yarra Air Service Centre');
    expect(told.text).toContain('is cancelled');
    const shown = boxes(await (await status({ reference, postcode: '2150' })).text());
    expect(shown).not.toContain('Booked for');

    // The removed agent reaches nothing of the request: not the lead, not the request, not its times.
    const asAgent = (path: string) =>
      fetch(new URL(path, site.url), { headers: { Authorization: `Bearer ${agent.access_token}` } });
    for (const path of [`/api/portal/leads/${reference}`, `/api/portal/service/${reference}`]) {
      expect((await asAgent(path)).status, path).toBe(404);
    }
    expect(
      (await api(`/api/portal/service/${reference}/windows`, { windows: windowsFromNow() })).status,
    ).toBe(404);

    // The new agent accepts and offers its times; its mail carries a link of the new version.
    expect((await api(`/api/portal/leads/${reference}/accept`, {}, richmond.access_token)).status).toBe(200);
    expect(
      (
        await api(
          `/api/portal/service/${reference}/windows`,
          { windows: windowsFromNow() },
          richmond.access_token,
        )
      ).status,
    ).toBe(200);
    let offer: ReceivedMail | undefined;
    await expect
      .poll(
        () =>
          (offer = sink.messages.find(
            (mail) =>
              mail.to.includes(email) &&
              /^Choose a time/.test(mail.subject) &&
              mail.text.includes('Yarra Air Service Centre'),
          )),
        { timeout: 15_000 },
      )
      .toBeTruthy();
    const freshToken = tokenIn(offer as ReceivedMail);
    expect(freshToken).not.toBe(token);

    // The earlier link and the email address (the removed agent saw it) move nothing now.
    const oldLink = await status({ reference, postcode: '2150', action: 'book', window: '0', token });
    expect(oldLink.status).toBe(403);
    expect(boxes(await oldLink.text())).toContain('We could not confirm this is your request');
    expect((await status({ reference, postcode: '2150', action: 'book', window: '0', email })).status).toBe(
      403,
    );
    expect(boxes(await (await status({ reference, postcode: '2150' })).text())).not.toContain('Booked for');
    // The link in the owner's latest mail books.
    const booked = await status({
      reference,
      postcode: '2150',
      action: 'book',
      window: '0',
      token: freshToken,
    });
    expect(booked.status).toBe(200);
    expect(boxes(await booked.text())).toContain('Thank you: your time is booked');
  });
});
