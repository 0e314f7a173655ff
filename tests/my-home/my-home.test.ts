/**
 * My home over the built server, on SQLite and (with TEST_DATABASE_URL) PostgreSQL, with real SMTP on
 * loopback and the server's clock set by the test: asking for a sign-in link mails it to an address
 * we know and answers the same page for one we do not (mailing nothing); the link signs in once, an
 * altered one never; the session cookie is HttpOnly and SameSite=Lax; the page lists the owner's
 * registered unit with its cover end dates from the warranty terms, and nothing of another owner's;
 * "Sign out everywhere" ends every session of the owner; a confirmation mail's own link signs in once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { longDate } from '../../src/lib/australian-dates.ts';
import { controllerFamilyOf, faultFamilyPath } from '../../src/lib/fault-codes.ts';
import { shiftDate } from '../../src/lib/lead-forms/dates.ts';
import { modelNumbersOf } from '../../src/lib/model-numbers.ts';
import { type StaffHomeView, staffLookNote } from '../../src/lib/my-home/view.ts';
import { coverLinesFrom } from '../../src/server/warranty/cover.ts';
import { products } from '../catalogue/load-catalogue.ts';
import { loadWarrantyTerms } from '../content/load-content.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { authSettings, type DevTokens, loginForTokens } from '../support/dev-login.ts';
import { formPaths, postForm, referenceOf, validAnswers, warrantyAnswers } from '../support/lead-posts.ts';
import { demoUsers } from '../support/portal-site.ts';
import { mailArrived } from '../support/received-mail.ts';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';

/** Tuesday 12 January 2027, 10 am in Sydney. */
const NOW = '2027-01-11T23:00:00.000Z';
const TODAY = '2027-01-12';
const INSTALLED = shiftDate(TODAY, { days: -20 });
const SUBJECT = /sign-in link for My home/;

describe.each(databaseKinds)('My home on $name', (kind) => {
  let database: TestDatabase;
  let site: SiteProcess;
  let sink: SmtpSink;
  let owners = 0;
  let staff: DevTokens;
  let agent: DevTokens;
  let installer: DevTokens;

  const mailsTo = (to: string) =>
    sink.messages.filter((mail) => mail.to.includes(to) && SUBJECT.test(mail.subject));
  /** The newest sign-in mail to `to` beyond the `seen` already read. */
  const nextMail = async (to: string, seen = 0): Promise<ReceivedMail> => {
    await expect.poll(() => mailsTo(to).length, { timeout: 15_000 }).toBeGreaterThan(seen);
    return mailsTo(to)[seen] as ReceivedMail;
  };
  /** The link's path and query (the mail names SITE_URL; the test's server listens elsewhere). */
  const linkIn = (mail: ReceivedMail) => {
    const url = /https?:\/\/\S+?\/my-home\?link=[A-Za-z0-9_-]+&(?:amp;)?token=[A-Za-z0-9._-]+/.exec(
      mail.text,
    )?.[0];
    expect(url).toBeDefined();
    const parsed = new URL((url ?? '').replace('&amp;', '&'));
    return {
      path: `${parsed.pathname}${parsed.search}`,
      link: parsed.searchParams.get('link') ?? '',
      token: parsed.searchParams.get('token') ?? '',
    };
  };
  const page = (path: string, cookie?: string) =>
    fetch(new URL(path, site.url), { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });
  const post = (body: Record<string, string>, cookie?: string) =>
    postForm(site.url, '/my-home', { body, key: null, headers: cookie ? { Cookie: cookie } : {} });

  /** A warranty registration under a new owner's address: its email and serials. */
  async function registeredOwner() {
    owners += 1;
    const email = `home${owners}-${kind.name}@example.com`;
    const answers = { ...warrantyAnswers(), email, installationDate: INSTALLED, purchaseDate: INSTALLED };
    const response = await postForm(site.url, formPaths.warranty, { body: answers });
    expect(response.status).toBe(303);
    const reference = referenceOf(response) ?? '';
    return { email, reference, serial: answers.serialNumber, outdoor: answers.outdoorSerialNumber };
  }

  /** The session cookie a sign-in answer sets ("name=value"), or an empty string. */
  const sessionCookie = (response: Response) =>
    (response.headers.getSetCookie().find((value) => value.startsWith('cirrus-home=')) ?? '').split(';')[0] ??
    '';

  /** Signs the owner in from a fresh mailed link; returns the session's cookie. */
  async function signIn(email: string): Promise<string> {
    const seen = mailsTo(email).length;
    expect((await post({ action: 'request', email })).status).toBe(200);
    const { link, token } = linkIn(await nextMail(email, seen));
    const response = await post({ action: 'sign-in', link, token });
    expect(response.status).toBe(303);
    return sessionCookie(response);
  }

  const api = (path: string, token?: string, body?: unknown) =>
    fetch(new URL(path, site.url), {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  /** The owner's service request, accepted by Westmead, with the first of the times offered booked from their mail. */
  async function bookedService(email: string): Promise<string> {
    const response = await postForm(site.url, formPaths.service, {
      body: { ...validAnswers('service', TODAY), email },
    });
    expect(response.status).toBe(303);
    const reference = referenceOf(response) ?? '';
    expect((await api(`/api/portal/leads/${reference}/accept`, agent.access_token, {})).status).toBe(200);
    // Friday 15 to Sunday 17 January, 9 am to 1 pm in Sydney, on the server's clock.
    const windows = [3, 4, 5].map((days) => ({
      start: new Date(Date.parse(NOW) + days * 86_400_000 - 3_600_000).toISOString(),
      end: new Date(Date.parse(NOW) + days * 86_400_000 + 3 * 3_600_000).toISOString(),
    }));
    expect(
      (await api(`/api/portal/service/${reference}/windows`, agent.access_token, { windows })).status,
    ).toBe(200);
    const mail = await mailArrived(sink, email, /^Choose a time/);
    const token = /[?&]token=([0-9a-z]+\.[A-Za-z0-9_-]{22})/.exec(mail.text)?.[1] ?? '';
    const booked = await postForm(site.url, '/service/status', {
      key: null,
      body: { reference, postcode: '2150', token, action: 'book', window: '0' },
    });
    expect(booked.status).toBe(200);
    return reference;
  }

  /** The owner's cashback claim under the tests' open promotion; its reference. */
  async function claimed(email: string): Promise<string> {
    const response = await postForm(site.url, formPaths.claim, {
      body: { ...validAnswers('claim', TODAY), email },
    });
    expect(response.status).toBe(303);
    return referenceOf(response) ?? '';
  }

  /** The href of the first link in `html` to `path` naming `reference`, entities decoded. */
  const hrefTo = (html: string, path: string, reference: string) =>
    (
      new RegExp(`href="(${path.replace(/[?.]/g, '\\$&')}[^"]*${reference}[^"]*)"`).exec(html)?.[1] ?? ''
    ).replace(/&amp;/g, '&');

  beforeAll(async () => {
    database = await kind.create();
    sink = await startSmtpSink();
    site = await startSiteProcess({
      DATABASE_URL: database.url,
      SMTP_URL: sink.url,
      OUTBOX_POLL_MS: '100',
      FORM_RATE_LIMIT: '0',
      TEST_NOW: NOW,
    });
    const settings = await authSettings(site.url);
    [staff, agent, installer] = await Promise.all([
      loginForTokens(settings, demoUsers.staff, site.url),
      loginForTokens(settings, demoUsers.westmeadService, site.url),
      loginForTokens(settings, demoUsers.installer, site.url),
    ]);
  }, 60_000);

  afterAll(async () => {
    await site?.stop();
    await sink?.stop();
    await database?.drop();
  });

  it('mails a link to an address we know, and answers the same for one we do not, mailing nothing', async () => {
    const { email } = await registeredOwner();
    const stranger = `nobody-${kind.name}@example.com`;
    const unknown = await post({ action: 'request', email: stranger });
    const known = await post({ action: 'request', email: email.toUpperCase() });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    const said = (html: string) => /If we have anything for [^,]+, we have emailed a sign-in link/.test(html);
    expect(said(await unknown.text())).toBe(true);
    expect(said(await known.text())).toBe(true);
    const mail = await nextMail(email);
    expect(linkIn(mail).path).toMatch(/^\/my-home\?link=/);
    expect(mailsTo(stranger)).toHaveLength(0);
    const bad = await post({ action: 'request', email: 'not an address' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Enter an email address like name@example.com');
  });

  it('signs in once from the link, never from an altered one, with an HttpOnly SameSite=Lax cookie', async () => {
    const { email } = await registeredOwner();
    expect((await post({ action: 'request', email })).status).toBe(200);
    const { path, link, token } = linkIn(await nextMail(email));
    // One character changed well inside the signature (its last carries bits the check does not use).
    const cut = token.length - 8;
    const altered = `${token.slice(0, cut)}${token[cut] === 'A' ? 'B' : 'A'}${token.slice(cut + 1)}`;
    const opened = await page(path);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('Sign in to My home');
    const alteredPage = await page(`/my-home?link=${link}&token=${altered}`);
    expect(alteredPage.status).toBe(403);
    expect(await alteredPage.text()).toContain('not complete or has been changed');
    expect((await post({ action: 'sign-in', link, token: altered })).status).toBe(403);

    const first = await post({ action: 'sign-in', link, token });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/my-home');
    const cookie = first.headers.getSetCookie().find((value) => value.startsWith('cirrus-home=')) ?? '';
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).not.toMatch(/; Secure/i); // served over http on loopback
    const again = await post({ action: 'sign-in', link, token });
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('This sign-in link has already been used');
    expect((await page(path)).status).toBe(410);
  });

  it('lists the owner’s unit with its cover end dates from the terms, and nothing of another owner’s', async () => {
    const owner = await registeredOwner();
    const other = await registeredOwner();
    const cookie = await signIn(owner.email);
    const response = await page('/my-home', cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain(owner.serial);
    expect(html).toContain(owner.outdoor);
    expect(html).toContain('Postcode 2600, ACT');
    expect(html).toContain(longDate(INSTALLED));
    // "Book a service" opens the request with this unit filled in: model, serial and postcode.
    expect(html).toContain(`/service?model=CCA-W25R&amp;serialNumber=${owner.serial}&amp;postcode=2600`);
    const product = products.find((item) => modelNumbersOf(item).includes('CCA-W25R'));
    expect(product).toBeDefined();
    const cover = coverLinesFrom(INSTALLED, product as NonNullable<typeof product>, loadWarrantyTerms());
    expect(html).toContain(product?.name);
    expect(cover.length).toBeGreaterThan(0);
    for (const line of cover) expect(html).toContain(longDate(line.until));
    // The product's picture from the build's image pipeline, and its family's fault codes.
    expect(html).toMatch(/<picture[^>]*>[\s\S]*?<img[^>]+src="\/_astro\//);
    expect(html).toContain(
      `href="${faultFamilyPath(controllerFamilyOf(product as NonNullable<typeof product>))}"`,
    );
    expect(html).not.toContain(other.serial);

    const otherHtml = await (await page('/my-home', await signIn(other.email))).text();
    expect(otherHtml).toContain(other.serial);
    expect(otherHtml).not.toContain(owner.serial);
    expect(otherHtml).not.toContain(owner.email);
  });

  it('signs in once from the link in a claim’s confirmation mail, then offers a fresh link to its holder', async () => {
    owners += 1;
    const email = `confirmed${owners}-${kind.name}@example.com`;
    await claimed(email);
    const mail = await mailArrived(sink, email, /^We have your/);
    expect(mail.text).toContain('See everything in My home');
    const { path, link, token } = linkIn(mail);
    expect((await page(path)).status).toBe(200);
    const first = await post({ action: 'sign-in', link, token });
    expect(first.status).toBe(303);
    const cookie = sessionCookie(first);
    const home = (await (await page('/my-home', cookie)).text()).replaceAll('<!-- -->', '');
    expect(home).toContain(`Signed in as ${email}`);
    // Used: refused, with the form for a fresh link filled in for whoever holds this link.
    const again = await post({ action: 'sign-in', link, token });
    expect(again.status).toBe(410);
    const refused = await again.text();
    expect(refused).toContain('already been used');
    expect(refused).toContain(`value="${email}"`);
    // An altered link learns nothing of the address.
    const altered = await page(
      `/my-home?link=${link}&token=${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`,
    );
    expect(altered.status).toBeGreaterThanOrEqual(403);
    expect(await altered.text()).not.toContain(email);
  });

  it('signs in from the warranty approval mail’s link, to the unit registered with its certificate', async () => {
    const owner = await registeredOwner();
    const decision = await api(`/api/portal/warranty/${owner.reference}/decision`, staff.access_token, {
      status: 'approved',
    });
    expect(decision.status).toBe(200);
    const mail = await mailArrived(sink, owner.email, /^Your Cirrus warranty is approved/);
    expect(mail.text).toContain('See everything in My home');
    const { link, token } = linkIn(mail);
    const signedIn = await post({ action: 'sign-in', link, token });
    expect(signedIn.status).toBe(303);
    const cookie = sessionCookie(signedIn);
    const home = (await (await page('/my-home', cookie)).text()).replaceAll('<!-- -->', '');
    expect(home).toContain(`Signed in as ${owner.email}`);
    expect(home).toContain(owner.serial);
    expect(home).toContain('Warranty registered');
    expect(home).toMatch(/href="\/warranty\/certificate\/[^"]+"/);
  });

  it('ends every session of the owner on “Sign out everywhere”', async () => {
    const { email, serial } = await registeredOwner();
    const phone = await signIn(email);
    const laptop = await signIn(email);
    expect(await (await page('/my-home', laptop)).text()).toContain(serial);
    const out = await post({ action: 'sign-out-everywhere' }, phone);
    expect(out.status).toBe(200);
    expect(await out.text()).toContain('You are signed out on every device');
    for (const cookie of [phone, laptop]) {
      const html = await (await page('/my-home', cookie)).text();
      expect(html).not.toContain(serial);
      expect(html).toContain('Email me a sign-in link');
    }
  });

  it('lists the owner’s service request and claim newest first, each opening its status page with nothing typed', async () => {
    const owner = await registeredOwner();
    const service = await bookedService(owner.email);
    const claim = await claimed(owner.email);
    const cookie = await signIn(owner.email);
    const html = await (await page('/my-home', cookie)).text();
    expect(html).toContain('History');
    expect(html.indexOf(claim)).toBeGreaterThan(-1);
    expect(html.indexOf(service)).toBeGreaterThan(html.indexOf(claim));
    expect(html).toContain('Visit booked');
    expect(html).toContain('Friday 15 January, 9:00 am to 1:00 pm');

    const serviceLink = hrefTo(html, '/service/status?', service);
    expect(serviceLink).toMatch(/token=/);
    const serviceStatus = await (await page(serviceLink)).text();
    expect(serviceStatus).toContain('Visit booked');
    expect(serviceStatus).toContain(service);
    const claimLink = hrefTo(html, '/promotions/claim-status?', claim);
    expect(claimLink).toMatch(/token=/);
    expect(await (await page(claimLink)).text()).toContain('Received: we are checking your claim');

    const calendarLink = hrefTo(html, '/my-home/visit.ics?', service);
    const calendar = await page(calendarLink, cookie);
    expect(calendar.status).toBe(200);
    expect(calendar.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(calendar.headers.get('cache-control')).toBe('private, no-store');
    const ics = await calendar.text();
    expect(ics).toContain(`UID:service-${service.toLowerCase()}@`);
    expect(ics).toMatch(/DTSTART:20270114T220000Z/);
    expect((await page(calendarLink)).status).toBe(401);

    // Another owner's session: none of it, not even the calendar file by its reference.
    const other = await registeredOwner();
    const otherCookie = await signIn(other.email);
    const otherHtml = await (await page('/my-home', otherCookie)).text();
    expect(otherHtml).not.toContain(service);
    expect(otherHtml).not.toContain(claim);
    expect(otherHtml).toContain('No service requests or cashback claims yet');
    expect((await page(calendarLink, otherCookie)).status).toBe(404);
  });

  it('shows staff the owner’s home read-only and logs each look; refuses a dealer and a caller not signed in', async () => {
    const owner = await registeredOwner();
    const claim = await claimed(owner.email);
    const path = `/api/portal/owners/home?email=${encodeURIComponent(owner.email.toUpperCase())}`;
    const response = await api(path, staff.access_token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const view = (await response.json()) as StaffHomeView;
    expect(view.email).toBe(owner.email);
    expect(view.addresses[0]?.units[0]?.indoorSerial).toBe(owner.serial);
    expect(view.addresses[0]?.units[0]?.cover.length).toBeGreaterThan(0);
    expect(view.history.map((entry) => entry.reference)).toEqual([claim]);
    // Read-only: no owner's token, which would act for them.
    expect(view.history[0]?.statusUrl).toBe(`/promotions/claim-status?claimId=${claim}`);

    for (const reference of [owner.reference, claim]) {
      const lead = (await (await api(`/api/portal/leads/${reference}`, staff.access_token)).json()) as {
        notes: { author: string; body: string }[];
      };
      expect(lead.notes).toContainEqual(
        expect.objectContaining({
          body: staffLookNote,
          author: expect.stringContaining(demoUsers.staff.name),
        }),
      );
    }

    expect((await api(path, installer.access_token)).status).toBe(403);
    expect((await api(path, agent.access_token)).status).toBe(403);
    expect((await api(path)).status).toBe(401);
    expect((await api('/api/portal/owners/home?email=not-an-address', staff.access_token)).status).toBe(400);
    expect(
      (await api(`/api/portal/owners/home?email=nobody-${kind.name}@example.com`, staff.access_token)).status,
    ).toBe(404);
  });

  // Last: it spends this server's allowance for the loopback client.
  it('mails an address at most five links an hour, saying nothing different, and refuses a client past twenty', async () => {
    const { email } = await registeredOwner();
    const other = await registeredOwner();
    const said = /If we have anything for [^,]+, we have emailed a sign-in link/;
    for (let ask = 1; ask <= 6; ask += 1) {
      const answer = await post({ action: 'request', email });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toMatch(said);
    }
    // The other owner's link, asked after the sixth, arrives: the sixth was never queued.
    expect((await post({ action: 'request', email: other.email })).status).toBe(200);
    await nextMail(other.email);
    expect(mailsTo(email)).toHaveLength(5);

    // Twenty asks an hour from one client: the ones above already spent most of them.
    let answer = await post({ action: 'request', email: other.email });
    for (let ask = 0; ask < 20 && answer.status === 200; ask += 1)
      answer = await post({ action: 'request', email: other.email });
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await answer.text()).toContain('Please try again in about');
  });
});
