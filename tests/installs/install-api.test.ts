/**
 * Installation jobs through the portal API against the real built server, on SQLite and (with
 * TEST_DATABASE_URL) PostgreSQL, with real SMTP on loopback, real tokens from the development
 * identity provider and the server's clock set by the test: the dealer that won a quote books its
 * installation (the owner mailed the day as a calendar file) and gets the technician's signed
 * checklist link; another dealer gets 404 and staff 403; bad bookings are refused with a message;
 * once commissioned, the evidence archive and the quarterly refrigerant register download for the
 * job's dealer and staff only.
 */
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installProducts } from '../../src/lib/installs/products.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { installPhotoKinds } from '../../src/server/installs/records.ts';
import { createInstallRepository } from '../../src/server/installs/repository.ts';
import { products } from '../catalogue/load-catalogue.ts';
import { loadWarrantyTerms } from '../content/load-content.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { authSettings, type DevTokens, loginForTokens } from '../support/dev-login.ts';
import { AURA_71, sampleCommissioningRecord } from '../support/install-record.ts';
import { formPaths, postForm, referenceOf, validAnswers } from '../support/lead-posts.ts';
import { demoUsers } from '../support/portal-site.ts';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';

/** Tuesday 12 January 2027, 10 am in Sydney. */
const NOW = '2027-01-11T23:00:00.000Z';
const TODAY = '2027-01-12';

describe.each(databaseKinds)('installation jobs over the portal API on $name', (kind) => {
  let database: TestDatabase;
  let site: SiteProcess;
  let sink: SmtpSink;
  let dealer: DevTokens;
  let otherDealer: DevTokens;
  let staff: DevTokens;
  let owners = 0;

  const call = (path: string, token: string, body?: unknown) =>
    fetch(new URL(path, site.url), {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
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

  /** A quote from 2150 for the Aura 7.1 kW, accepted and won by Parramatta Air & Climate. */
  async function wonQuote(): Promise<{ reference: string; email: string }> {
    owners += 1;
    const email = `owner${owners}-${kind.name}@example.com`;
    const response = await postForm(site.url, formPaths.quote, {
      body: { ...validAnswers('quote', TODAY), product: AURA_71, postcode: '2150', email },
    });
    expect(response.status).toBe(303);
    const reference = referenceOf(response) ?? '';
    expect((await call(`/api/portal/leads/${reference}/accept`, dealer.access_token, {})).status).toBe(200);
    expect(
      (await call(`/api/portal/leads/${reference}/status`, dealer.access_token, { status: 'won' })).status,
    ).toBe(200);
    return { reference, email };
  }

  const booking = (lead: string, overrides: Record<string, unknown> = {}) => ({
    lead,
    bookedFor: '2027-01-15',
    units: [{ productSlug: AURA_71 }],
    ...overrides,
  });

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
    [dealer, otherDealer, staff] = await Promise.all([
      loginForTokens(settings, demoUsers.installer, site.url),
      loginForTokens(settings, demoUsers.castleHill, site.url),
      loginForTokens(settings, demoUsers.staff, site.url),
    ]);
  }, 60_000);

  afterAll(async () => {
    await site?.stop();
    await sink?.stop();
    await database?.drop();
  });

  it('lets the dealer that won the quote book its installation, once, and mails the owner the day', async () => {
    const { reference, email } = await wonQuote();
    expect((await call('/api/portal/installs', otherDealer.access_token, booking(reference))).status).toBe(
      404,
    );
    expect((await call('/api/portal/installs', staff.access_token, booking(reference))).status).toBe(403);
    const empty = await call('/api/portal/installs', dealer.access_token, booking(reference, { units: [] }));
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await empty.json())).toContain('Add the system to install');
    const past = await call(
      '/api/portal/installs',
      dealer.access_token,
      booking(reference, { bookedFor: '2027-01-11' }),
    );
    expect(past.status).toBe(400);
    const hostile = await call(
      '/api/portal/installs',
      dealer.access_token,
      booking(reference, { units: [{ productSlug: "<script>x</script>' OR 1=1" }] }),
    );
    expect(hostile.status).toBe(400);

    const booked = await call('/api/portal/installs', dealer.access_token, booking(reference));
    expect(booked.status).toBe(201);
    const job = (await booked.json()) as {
      reference: string;
      checklistUrl: string;
      status: string;
      units: { name: string }[];
    };
    expect(job.status).toBe('booked');
    expect(job.units.map((unit) => unit.name)).toEqual(['Aura 7.1 kW Reverse Cycle Split System']);
    expect(new URL(job.checklistUrl).pathname).toBe('/installs/commission');
    expect(new URL(job.checklistUrl).searchParams.get('job')).toBe(job.reference);
    expect((await call('/api/portal/installs', dealer.access_token, booking(reference))).status).toBe(409);

    const mail = await mailTo(email, /^Your installation is booked/);
    expect(mail.text).toContain('Friday 15 January 2027');
    expect(mail.text).toContain('Parramatta Air & Climate');
    expect(mail.calendar).toContain(`UID:service-${job.reference.toLowerCase()}@`);
    expect(mail.calendar).toContain('DTSTART:20270114T210000Z');

    const read = await call(`/api/portal/installs?lead=${reference}`, dealer.access_token);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { reference: string }).reference).toBe(job.reference);
    expect((await call(`/api/portal/installs?lead=${reference}`, otherDealer.access_token)).status).toBe(404);
    expect((await call(`/api/portal/installs?lead=${reference}`, staff.access_token)).status).toBe(200);
  });

  it('refuses a quote that is not won yet', async () => {
    owners += 1;
    const response = await postForm(site.url, formPaths.quote, {
      body: {
        ...validAnswers('quote', TODAY),
        product: AURA_71,
        postcode: '2150',
        email: `open${owners}@example.com`,
      },
    });
    const reference = referenceOf(response) ?? '';
    expect((await call(`/api/portal/leads/${reference}/accept`, dealer.access_token, {})).status).toBe(200);
    const refused = await call('/api/portal/installs', dealer.access_token, booking(reference));
    expect(refused.status).toBe(409);
    expect(JSON.stringify(await refused.json())).toContain(
      'Mark the quote won before booking its installation',
    );
  });

  it('downloads a commissioned job’s evidence archive and the register for its dealer and staff only', async () => {
    const { reference } = await wonQuote();
    const booked = (await (
      await call('/api/portal/installs', dealer.access_token, booking(reference))
    ).json()) as { reference: string };
    expect(
      (await call(`/api/portal/installs/${booked.reference}/evidence.zip`, dealer.access_token)).status,
    ).toBe(404);

    // The technician's phone sends the record (its page is tested in the browser): stored here through the repository.
    const handle = await openDatabase(database.url);
    try {
      const installs = createInstallRepository(
        handle,
        installProducts(products, loadWarrantyTerms()),
        () => new Date(NOW),
      );
      const record = sampleCommissioningRecord({
        serial: `3${kind.name === 'sqlite' ? 1 : 2}001`,
        oldSystem: 'refrigerant',
      });
      const photos = installPhotoKinds.map((photoKind, index) => ({
        kind: photoKind,
        mediaType: 'image/jpeg',
        content: new TextEncoder().encode(`photo ${index}`),
        takenAt: NOW,
        latitude: null,
        longitude: null,
      }));
      const done = await installs.commission(
        booked.reference,
        { key: `api-${booked.reference}`, record, photos },
        { owner: () => null, staff: () => null },
      );
      expect(done.ok).toBe(true);
    } finally {
      await handle.close();
    }

    const archive = await call(`/api/portal/installs/${booked.reference}/evidence.zip`, dealer.access_token);
    expect(archive.status).toBe(200);
    expect(archive.headers.get('cache-control')).toContain('no-store');
    const files = unzipSync(new Uint8Array(await archive.arrayBuffer()));
    const manifest = JSON.parse(strFromU8(files['manifest.json'] ?? new Uint8Array())) as {
      job: string;
      photos: { file: string }[];
    };
    expect(manifest.job).toBe(booked.reference);
    expect(manifest.photos.every((photo) => files[photo.file] !== undefined)).toBe(true);
    expect(
      (await call(`/api/portal/installs/${booked.reference}/evidence.zip`, otherDealer.access_token)).status,
    ).toBe(404);
    expect(
      (await call(`/api/portal/installs/${booked.reference}/evidence.zip`, staff.access_token)).status,
    ).toBe(200);

    const register = await call('/api/portal/installs/register.csv?quarter=2027-Q1', dealer.access_token);
    expect(register.status).toBe(200);
    const csv = await register.text();
    expect(csv).toContain(`${booked.reference},2150,R32,0.070,0.900,RC-1,L123456`);
    expect(csv).toContain('Total 2027-Q1');
    const others = await (
      await call('/api/portal/installs/register.csv?quarter=2027-Q1', otherDealer.access_token)
    ).text();
    expect(others).not.toContain(booked.reference);
    expect((await call('/api/portal/installs/register.csv?quarter=2027-Q1', staff.access_token)).status).toBe(
      400,
    );
    expect(
      (
        await call(
          '/api/portal/installs/register.csv?quarter=2027-Q1&dealer=parramatta-air-and-climate',
          staff.access_token,
        )
      ).status,
    ).toBe(200);
    expect(
      (await call('/api/portal/installs/register.csv?quarter=Q1%3Cscript%3E', dealer.access_token)).status,
    ).toBe(400);
  });
});
