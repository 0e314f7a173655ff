/**
 * My home's safety notices, selling the house and tenant links over the built server, on SQLite and
 * (with TEST_DATABASE_URL) PostgreSQL, with real SMTP on loopback and the server's clock set:
 * - the site's safety notice reaches exactly the owners whose unit it covers (product and serial
 *   range), once however often the job runs, and shows at the top of their My home only;
 * - a sale moves the address's units to the buyer once they accept from the mailed link (a GET never
 *   accepts), the seller is mailed once that it moved (the buyer's address masked) and no longer
 *   sees them, and a cancelled sale's link stops working;
 * - a tenant link shows its address's systems only, books a service, and stops when revoked;
 * - another owner reaches none of it by any identifier (sale, tenant link, address, reference).
 */

import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { shiftDate } from '../../src/lib/lead-forms/dates.ts';
import { safetyNoticeSchema } from '../../src/schemas/safety-notice.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { mailSafetyNotices } from '../../src/server/my-home/safety-notices.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { formPaths, postForm, referenceOf, validAnswers, warrantyAnswers } from '../support/lead-posts.ts';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';

const NOW = '2027-01-11T23:00:00.000Z';
const TODAY = '2027-01-12';
const INSTALLED = shiftDate(TODAY, { days: -20 });
const noticeFile = 'src/content/safety-notices/aura-2-5kw-power-lead-2026.yaml';
const notice = safetyNoticeSchema.parse(parse(readFileSync(noticeFile, 'utf8')));

/** A serial of the notice's pattern: inside its range (`inside`) or past its end. */
const serialOf = (inside: boolean) => {
  const digits = inside ? 20_000 + randomInt(0, 15_000) : 60_000 + randomInt(0, 39_999);
  return { serialNumber: `CAI-2503-${digits}`, outdoorSerialNumber: `CAO-2503-${digits}` };
};

describe.each(databaseKinds)('My home’s notices, sales and tenants on $name', (kind) => {
  let database: TestDatabase;
  let site: SiteProcess;
  let sink: SmtpSink;
  let owners = 0;

  const mailsTo = (to: string, subject: RegExp) =>
    sink.messages.filter((mail) => mail.to.includes(to) && subject.test(mail.subject));
  const nextMail = async (to: string, subject: RegExp, seen = 0): Promise<ReceivedMail> => {
    await expect.poll(() => mailsTo(to, subject).length, { timeout: 15_000 }).toBeGreaterThan(seen);
    return mailsTo(to, subject)[seen] as ReceivedMail;
  };
  /** The path and query of the first link in `mail` to `path`. */
  const linkIn = (mail: ReceivedMail, path: string) => {
    const url = new RegExp(`https?://\\S+?${path}\\?link=[A-Za-z0-9_-]+&(?:amp;)?token=[A-Za-z0-9._-]+`).exec(
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
  /** A page's HTML without React's text separators (`<!-- -->`), as a reader sees its sentences. */
  const htmlOf = async (response: Response) => (await response.text()).replaceAll('<!-- -->', '');
  const page = (path: string, cookie?: string) =>
    fetch(new URL(path, site.url), { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });
  const post = (path: string, body: Record<string, string>, cookie?: string) =>
    postForm(site.url, path, { body, key: null, headers: cookie ? { Cookie: cookie } : {} });

  /** A warranty registration for a new or given owner; its email and serial. */
  async function registered(options: {
    email?: string;
    model?: string;
    inside?: boolean;
    place?: 'ACT' | 'NSW';
  }) {
    owners += 1;
    const email = options.email ?? `moves${owners}-${kind.name}@example.com`;
    const answers = {
      ...warrantyAnswers(),
      ...serialOf(options.inside ?? false),
      model: options.model ?? 'CCA-W25R',
      email,
      installationDate: INSTALLED,
      purchaseDate: INSTALLED,
      ...(options.place === 'NSW' ? { postcode: '2150', state: 'NSW' } : {}),
    };
    const response = await postForm(site.url, formPaths.warranty, { body: answers });
    expect(response.status).toBe(303);
    return { email, serial: answers.serialNumber, reference: referenceOf(response) ?? '' };
  }

  async function signIn(email: string): Promise<string> {
    const subject = /sign-in link for My home/;
    const seen = mailsTo(email, subject).length;
    expect((await post('/my-home', { action: 'request', email })).status).toBe(200);
    const { link, token } = linkIn(await nextMail(email, subject, seen), '/my-home');
    const response = await post('/my-home', { action: 'sign-in', link, token });
    expect(response.status).toBe(303);
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('cirrus-home=')) ?? '';
    return cookie.split(';')[0] ?? '';
  }

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
  }, 60_000);

  afterAll(async () => {
    await site?.stop();
    await sink?.stop();
    await database?.drop();
  });

  it('mails the safety notice to exactly the owners it covers, once, and shows it at the top of their home', async () => {
    const covered = await registered({ inside: true });
    const pastRange = await registered({ inside: false });
    const otherModel = await registered({ inside: true, model: 'CCA-W35R' });
    const subject = /^Safety notice: /;
    const handle = await openDatabase(database.url);
    try {
      const context = { db: handle.db, clock: () => new Date(NOW), siteUrl: 'http://localhost:4321' };
      const document = { notices: [notice], productNames: {} };
      expect(await mailSafetyNotices(context, document)).toBe(1);
      expect(await mailSafetyNotices(context, document)).toBe(0);
      // Before its first day, a notice is neither mailed nor shown.
      const early = { ...context, clock: () => new Date(`${notice.from}T00:00:00.000Z`) };
      const later = { ...notice, slug: 'later-notice', from: shiftDate(TODAY, { days: 1 }) };
      expect(await mailSafetyNotices(early, { notices: [later], productNames: {} })).toBe(0);
      const queued = await handle.db
        .selectFrom('notification_outbox')
        .select('recipient')
        .where('kind', '=', 'safety-notice')
        .execute();
      expect(queued.map((row) => row.recipient)).toEqual([covered.email]);
    } finally {
      await handle.close();
    }
    const mail = await nextMail(covered.email, subject);
    expect(mail.subject).toBe(`Safety notice: ${notice.title}`);
    expect(mail.text).toContain(covered.serial);
    expect(mailsTo(covered.email, subject)).toHaveLength(1);

    const home = await (await page('/my-home', await signIn(covered.email))).text();
    expect(home).toContain(notice.title);
    // At the top: before the address its unit is listed under.
    expect(home.indexOf(notice.title)).toBeLessThan(home.indexOf('aria-label="Postcode 2600, ACT"'));
    for (const other of [pastRange, otherModel])
      expect(await (await page('/my-home', await signIn(other.email))).text()).not.toContain(notice.title);
  });

  it('moves the address’s units to the buyer who accepts, and the seller no longer sees them', async () => {
    const sold = await registered({});
    const kept = await registered({ email: sold.email, place: 'NSW' });
    const buyer = `buyer${owners}-${kind.name}@example.com`;
    const seller = await signIn(sold.email);
    const bad = await post(
      '/my-home',
      { action: 'sell', address: 'Postcode 2600, ACT', buyer: 'not an address' },
      seller,
    );
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Enter an email address like name@example.com');
    const started = await post('/my-home', { action: 'sell', address: 'Postcode 2600, ACT', buyer }, seller);
    expect(started.status).toBe(200);
    expect(await htmlOf(started)).toContain(`Waiting for ${buyer} to accept`);

    const transfer = /systems in your new home/;
    const { path, link, token } = linkIn(await nextMail(buyer, transfer), '/my-home/transfer');
    // Opening the link (twice, as a mail scanner might) moves nothing.
    for (let open = 0; open < 2; open += 1) {
      const opened = await page(path);
      expect(opened.status).toBe(200);
      expect(opened.headers.get('cache-control')).toBe('private, no-store');
      expect(await opened.text()).toContain('Accept the systems');
    }
    expect(await (await page('/my-home', seller)).text()).toContain(sold.serial);
    expect((await post('/my-home/transfer', { link, token: `${token.slice(0, -3)}AAA` })).status).toBe(403);

    const accepted = await post('/my-home/transfer', { link, token });
    expect(accepted.status).toBe(200);
    expect(await accepted.text()).toContain('The systems are yours');
    expect((await post('/my-home/transfer', { link, token })).status).toBe(410);
    // The seller is told once, with the buyer's address masked.
    const moved = /have moved to the buyer/;
    const told = await nextMail(sold.email, moved);
    expect(told.text).toContain(`b***@example.com`);
    expect(told.text).toContain('Postcode 2600, ACT');
    expect(told.text).not.toContain(buyer);
    expect(told.html).not.toContain(buyer);

    const buyerHome = await (await page('/my-home', await signIn(buyer))).text();
    expect(buyerHome).toContain(sold.serial);
    expect(buyerHome).not.toContain(kept.serial);
    expect(buyerHome).not.toContain(sold.email);
    const sellerHome = await (await page('/my-home', seller)).text();
    expect(sellerHome).not.toContain(sold.serial);
    expect(sellerHome).toContain(kept.serial);
    expect(mailsTo(sold.email, moved)).toHaveLength(1);
  });

  it('stops a cancelled sale’s link, and refuses another owner’s sale, tenant link and address', async () => {
    const owner = await registered({});
    const other = await registered({ place: 'NSW' });
    const buyer = `cancelled${owners}-${kind.name}@example.com`;
    const cookie = await signIn(owner.email);
    const otherCookie = await signIn(other.email);
    expect(
      (await post('/my-home', { action: 'sell', address: 'Postcode 2600, ACT', buyer }, cookie)).status,
    ).toBe(200);
    const { link, token } = linkIn(await nextMail(buyer, /systems in your new home/), '/my-home/transfer');
    const html = await (await page('/my-home', cookie)).text();
    const saleId = /name="id" value="(\d+)"/.exec(html)?.[1] ?? '';
    expect(saleId).not.toBe('');
    // Another owner: not their sale, not their address, not their tenant link.
    expect((await post('/my-home', { action: 'cancel-sale', id: saleId }, otherCookie)).status).toBe(404);
    expect(
      (
        await post(
          '/my-home',
          { action: 'sell', address: 'Postcode 2600, ACT', buyer: 'x@example.com' },
          otherCookie,
        )
      ).status,
    ).toBe(400);
    expect(
      (await post('/my-home', { action: 'tenant-link', address: 'Postcode 2600, ACT' }, otherCookie)).status,
    ).toBe(400);
    expect(
      (await post('/my-home', { action: 'sell', address: 'Postcode 2600, ACT', buyer }, undefined)).status,
    ).toBe(401);
    const otherHome = await (await page('/my-home', otherCookie)).text();
    expect(otherHome).not.toContain(owner.serial);
    expect(otherHome).not.toContain(owner.reference);
    expect((await page(`/my-home/visit.ics?ref=${owner.reference}`, otherCookie)).status).toBe(404);

    const cancelled = await post('/my-home', { action: 'cancel-sale', id: saleId }, cookie);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.text()).toContain('Sale cancelled');
    expect((await post('/my-home/transfer', { link, token })).status).toBe(410);
    expect(await (await page('/my-home', cookie)).text()).toContain(owner.serial);
  });

  it('gives a tenant one address’s systems to book a service for, nothing else, until the owner stops it', async () => {
    const landlord = await registered({ place: 'NSW' });
    const home = await registered({ email: landlord.email });
    const cookie = await signIn(landlord.email);
    const made = await post('/my-home', { action: 'tenant-link', address: 'Postcode 2150, NSW' }, cookie);
    expect(made.status).toBe(200);
    const html = await made.text();
    const url = /https?:\/\/[^\s"<]+\/my-home\/tenant\?link=[^\s"<]+/.exec(html)?.[0] ?? '';
    expect(url).not.toBe('');
    const tenantPath = (() => {
      const parsed = new URL(url.replace(/&amp;/g, '&'));
      return `${parsed.pathname}${parsed.search}`;
    })();
    const tenant = await page(tenantPath);
    expect(tenant.status).toBe(200);
    expect(tenant.headers.get('cache-control')).toBe('private, no-store');
    const tenantHtml = await htmlOf(tenant);
    expect(tenantHtml).toContain('Postcode 2150, NSW');
    expect(tenantHtml).toContain('Book a service for the CCA-W25R');
    for (const hidden of [
      home.serial,
      landlord.email,
      landlord.reference,
      home.reference,
      'Postcode 2600',
      'History',
    ])
      expect(tenantHtml).not.toContain(hidden);
    const altered = tenantPath.replace(
      /token=([^&]+)/,
      (_, value: string) => `token=${value.slice(0, -3)}AAA`,
    );
    expect((await page(altered)).status).toBe(403);

    // "Book a service" opens the form with the unit and the address filled in, and the request goes in.
    const serviceHref = (/href="(\/service\?[^"]+)"/.exec(tenantHtml)?.[1] ?? '').replace(/&amp;/g, '&');
    const service = new URL(serviceHref, site.url);
    expect(service.searchParams.get('postcode')).toBe('2150');
    expect(service.searchParams.get('serialNumber')).toBe(landlord.serial);
    const form = await (await page(serviceHref)).text();
    expect(form).toMatch(/value="2150"/);
    const booked = await postForm(site.url, formPaths.service, {
      body: {
        ...validAnswers('service', TODAY),
        model: service.searchParams.get('model') ?? '',
        serialNumber: landlord.serial,
        postcode: '2150',
        email: `tenant${owners}-${kind.name}@example.com`,
      },
    });
    expect(booked.status).toBe(303);

    const id = /name="id" value="(\d+)"/.exec(html)?.[1] ?? '';
    const revoked = await post('/my-home', { action: 'revoke-tenant', id }, cookie);
    expect(revoked.status).toBe(200);
    expect((await page(tenantPath)).status).toBe(410);
  });
});
