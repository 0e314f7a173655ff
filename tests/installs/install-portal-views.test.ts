/**
 * The portal's installation screens' endpoints against the real built server, on SQLite and (with
 * TEST_DATABASE_URL) PostgreSQL, with real tokens from the development identity provider and the
 * server's clock set by the test: the evidence pack's PDF (read back with pdftotext: the job, each
 * system's model, register number and serials, the licences, the tests and flags, the old system,
 * every photo with its time in the home's time zone and its place, and the owner's rebate plan,
 * never the owner's contact details), for the job's dealer and staff only; the installs overview
 * (a dealer's own jobs; for staff, counts per dealer, flags, serial conflicts and jobs unconfirmed
 * after 14 days); the register on screen and the booking form's products.
 */
import sharp from 'sharp';
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
import { pdfText } from '../support/pdf-text.ts';
import { demoDealers, demoUsers } from '../support/portal-site.ts';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';

/** Tuesday 12 January 2027, 10 am in Sydney. */
const NOW = '2027-01-11T23:00:00.000Z';
const TODAY = '2027-01-12';
/** Twenty days before: a job commissioned then and never confirmed is overdue. */
const LONG_AGO = '2026-12-22T23:00:00.000Z';

describe.each(databaseKinds)('the portal’s installation screens’ endpoints on $name', (kind) => {
  let database: TestDatabase;
  let site: SiteProcess;
  let dealer: DevTokens;
  let otherDealer: DevTokens;
  let staff: DevTokens;
  let editor: DevTokens;
  let count = 0;
  const run = `${kind.name === 'sqlite' ? 4 : 5}${process.pid % 10}`;

  const call = (path: string, token: string, body?: unknown) =>
    fetch(new URL(path, site.url), {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  /** A won quote from `email` in 2150, accepted and won by Parramatta Air & Climate: its reference. */
  async function wonLead(email: string): Promise<string> {
    const response = await postForm(site.url, formPaths.quote, {
      body: { ...validAnswers('quote', TODAY), product: AURA_71, postcode: '2150', email },
    });
    const lead = referenceOf(response) ?? '';
    expect((await call(`/api/portal/leads/${lead}/accept`, dealer.access_token, {})).status).toBe(200);
    expect(
      (await call(`/api/portal/leads/${lead}/status`, dealer.access_token, { status: 'won' })).status,
    ).toBe(200);
    return lead;
  }

  /** A won quote from `email` in 2150, booked by Parramatta Air & Climate for 15 January. */
  async function bookedJob(email: string): Promise<{ lead: string; job: string }> {
    const lead = await wonLead(email);
    const booked = await call('/api/portal/installs', dealer.access_token, {
      lead,
      bookedFor: '2027-01-15',
      units: [{ productSlug: AURA_71 }],
    });
    expect(booked.status).toBe(201);
    return { lead, job: ((await booked.json()) as { reference: string }).reference };
  }

  /** The technician's record stored through the repository (its page is tested in the browser). */
  async function commission(
    job: string,
    options: { serial: string; at?: string; chargeAddedGrams?: number; photos?: 'jpeg' | 'unreadable' },
  ) {
    const handle = await openDatabase(database.url);
    try {
      const installs = createInstallRepository(
        handle,
        installProducts(products, loadWarrantyTerms()),
        () => new Date(options.at ?? NOW),
      );
      const record = sampleCommissioningRecord({
        serial: options.serial,
        chargeAddedGrams: options.chargeAddedGrams,
        oldSystem: 'refrigerant',
      });
      const jpeg = await sharp({
        create: { width: 1600, height: 1200, channels: 3, background: { r: 30, g: 90, b: 160 } },
      })
        .jpeg()
        .toBuffer();
      const photos = installPhotoKinds.map((photoKind, index) => ({
        kind: photoKind,
        mediaType: 'image/jpeg',
        content:
          options.photos === 'unreadable' ? new TextEncoder().encode(`photo ${index}`) : new Uint8Array(jpeg),
        takenAt: options.at ?? NOW,
        // The first photo with its place, the others without (the technician said no).
        latitude: index === 0 ? -33.81492 : null,
        longitude: index === 0 ? 151.00127 : null,
      }));
      return await installs.commission(
        job,
        { key: `views-${job}`, record, photos },
        { owner: () => null, staff: () => null },
      );
    } finally {
      await handle.close();
    }
  }

  const nextSerial = () => {
    count += 1;
    return `${run}${String(count).padStart(3, '0')}`;
  };

  beforeAll(async () => {
    database = await kind.create();
    site = await startSiteProcess({
      DATABASE_URL: database.url,
      OUTBOX_POLL_MS: '100000',
      FORM_RATE_LIMIT: '0',
      TEST_NOW: NOW,
    });
    const settings = await authSettings(site.url);
    [dealer, otherDealer, staff, editor] = await Promise.all([
      loginForTokens(settings, demoUsers.installer, site.url),
      loginForTokens(settings, demoUsers.castleHill, site.url),
      loginForTokens(settings, demoUsers.staff, site.url),
      // A content editor: a portal user whose role reads no leads.
      loginForTokens(
        settings,
        { email: 'editor@cirrusclimate.com.au', password: 'cirrus-editor-demo' },
        site.url,
      ),
    ]);
  }, 60_000);

  afterAll(async () => {
    await site?.stop();
    await database?.drop();
  });

  it('draws the evidence pack as a PDF for the job’s dealer and staff, with the owner’s rebate plan and no contact details', async () => {
    const email = `pack-${kind.name}@example.com`;
    // The owner's plan from /send-your-plan, routed to the same dealer before the quote was booked.
    const plan = await postForm(site.url, formPaths.plan, {
      body: { ...validAnswers('plan', TODAY), name: 'Rosa Vitale', email: email.toUpperCase() },
    });
    expect(plan.status).toBe(303);
    const { job } = await bookedJob(email);
    const path = `/api/portal/installs/${job}/evidence.pdf`;
    // Before commissioning there is nothing to prove: not found.
    expect((await call(path, dealer.access_token)).status).toBe(404);
    expect((await commission(job, { serial: nextSerial(), chargeAddedGrams: 400 })).ok).toBe(true);

    const response = await call(path, dealer.access_token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toContain('no-store');
    const text = pdfText(await response.arrayBuffer());
    expect(text).toContain(`Job ${job}`);
    expect(text).toContain('Installation at postcode 2150 NSW');
    expect(text).toContain('Parramatta Air & Climate');
    expect(text).toContain('AU12345');
    expect(text).toContain('L123456');
    expect(text).toMatch(/Aura 7\.1 kW/);
    expect(text).toMatch(/DEMO-AC-\d{5}/);
    expect(text).toContain(`CAI-7101-${run}`);
    expect(text).toContain('400 microns, held 12 min');
    expect(text).toContain('4,150 kPa, held 30 min');
    // 400 g against the worked-out charge: flagged, in words.
    expect(text).toMatch(/System 1: .*charge/i);
    expect(text).toContain('0.900 kg');
    expect(text).toContain('RC-1');
    expect(text).toContain('New indoor unit’s rating plate');
    expect(text).toContain('-33.81492, 151.00127');
    expect(text).toContain('location not shared');
    // Taken at 10 am in Parramatta (AEDT), not at 11 pm UTC.
    expect(text).toMatch(/12 Jan 2027, 10:00\s?am AEDT/);
    expect(text).toContain('The owner sent this plan to Parramatta Air & Climate');
    expect(text).toContain('NSW Energy Savings Scheme');
    expect(text).not.toContain(email);
    expect(text).not.toContain('Rosa');

    expect((await call(path, otherDealer.access_token)).status).toBe(404);
    expect((await call(path, editor.access_token)).status).toBe(403);
    expect((await call(path, staff.access_token)).status).toBe(200);
    expect((await call('/api/portal/installs/CJ-NOSUCH/evidence.pdf', staff.access_token)).status).toBe(404);
  });

  it('says so when a photo cannot be drawn and no plan was sent', async () => {
    const { job } = await bookedJob(`noplan-${kind.name}@example.com`);
    expect((await commission(job, { serial: nextSerial(), photos: 'unreadable' })).ok).toBe(true);
    const response = await call(`/api/portal/installs/${job}/evidence.pdf`, dealer.access_token);
    expect(response.status).toBe(200);
    const text = pdfText(await response.arrayBuffer());
    expect(text).toContain('This photo cannot be drawn here');
    expect(text).toContain('did not send a rebate plan');
    expect(text).toContain('Every result is within the installation manual');
  });

  it('lists a dealer’s own jobs, and for staff the counts, flags, conflicts and jobs unconfirmed after 14 days', async () => {
    const old = await bookedJob(`overdue-${kind.name}@example.com`);
    const serial = nextSerial();
    expect((await commission(old.job, { serial, at: LONG_AGO })).ok).toBe(true);
    const recent = await bookedJob(`recent-${kind.name}@example.com`);
    expect((await commission(recent.job, { serial: nextSerial(), chargeAddedGrams: 400 })).ok).toBe(true);
    const clash = await bookedJob(`clash-${kind.name}@example.com`);
    const refused = await commission(clash.job, { serial });
    expect(refused).toMatchObject({ ok: false, reason: 'serial-taken' });

    const mine = await call('/api/portal/installs/overview', dealer.access_token);
    expect(mine.status).toBe(200);
    const dealerView = (await mine.json()) as {
      view: string;
      jobs: { reference: string; lead: string; status: string; flags: string[] }[];
    };
    expect(dealerView.view).toBe('dealer');
    expect(dealerView.jobs.find((job) => job.reference === old.job)).toMatchObject({
      lead: old.lead,
      status: 'commissioned',
      flags: [],
    });
    expect(dealerView.jobs.find((job) => job.reference === recent.job)?.flags.length).toBeGreaterThan(0);
    const theirs = (await (await call('/api/portal/installs/overview', otherDealer.access_token)).json()) as {
      jobs: unknown[];
    };
    expect(theirs.jobs).toEqual([]);
    expect((await call('/api/portal/installs/overview', editor.access_token)).status).toBe(403);

    const all = await call('/api/portal/installs/overview', staff.access_token);
    expect(all.status).toBe(200);
    const staffView = (await all.json()) as {
      view: string;
      dealers: { dealerId: string; dealer: string; booked: number; commissioned: number }[];
      flagged: { reference: string }[];
      conflicts: { job: string; serial: string }[];
      unconfirmed: { reference: string }[];
    };
    expect(staffView.view).toBe('staff');
    const parramatta = staffView.dealers.find((row) => row.dealerId === demoDealers.parramatta);
    expect(parramatta?.dealer).toBe('Parramatta Air & Climate');
    expect(parramatta?.booked).toBeGreaterThanOrEqual(1);
    expect(parramatta?.commissioned).toBeGreaterThanOrEqual(2);
    expect(staffView.flagged.map((job) => job.reference)).toContain(recent.job);
    expect(staffView.conflicts).toContainEqual(
      expect.objectContaining({ job: clash.job, serial: `CAI-7101-${serial}` }),
    );
    expect(staffView.unconfirmed.map((job) => job.reference)).toContain(old.job);
    expect(staffView.unconfirmed.map((job) => job.reference)).not.toContain(recent.job);
  });

  it('shows the register on screen with its totals, the dealer’s own only', async () => {
    const { job } = await bookedJob(`register-${kind.name}@example.com`);
    expect((await commission(job, { serial: nextSerial() })).ok).toBe(true);
    const response = await call('/api/portal/installs/register?quarter=2027-Q1', dealer.access_token);
    expect(response.status).toBe(200);
    const register = (await response.json()) as {
      quarter: string;
      entries: { job: string; kgCharged: number; kgRecovered: number; cylinder: string }[];
      totals: { kgCharged: number; kgRecovered: number };
    };
    expect(register.quarter).toBe('2027-Q1');
    expect(register.entries).toContainEqual(
      expect.objectContaining({ job, kgCharged: 0.07, kgRecovered: 0.9, cylinder: 'RC-1' }),
    );
    const sum = register.entries.reduce((total, entry) => total + entry.kgRecovered, 0);
    expect(register.totals.kgRecovered).toBeCloseTo(sum, 3);
    const theirs = (await (
      await call('/api/portal/installs/register?quarter=2027-Q1', otherDealer.access_token)
    ).json()) as { entries: unknown[] };
    expect(theirs.entries).toEqual([]);
    expect((await call('/api/portal/installs/register?quarter=2027-Q9', dealer.access_token)).status).toBe(
      400,
    );
    expect((await call('/api/portal/installs/register?quarter=2027-Q1', staff.access_token)).status).toBe(
      400,
    );
    expect(
      (
        await call(
          `/api/portal/installs/register?quarter=2027-Q1&dealer=${demoDealers.parramatta}`,
          staff.access_token,
        )
      ).status,
    ).toBe(200);
    expect((await call('/api/portal/installs/register?quarter=2027-Q1', editor.access_token)).status).toBe(
      403,
    );
  });

  it('answers null for a won lead with nothing booked yet (the lead page asks for every quote)', async () => {
    const lead = await wonLead(`unbooked-${kind.name}@example.com`);
    const response = await call(`/api/portal/installs?lead=${lead}`, dealer.access_token);
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
    expect((await call(`/api/portal/installs?lead=${lead}`, otherDealer.access_token)).status).toBe(404);
  });

  it('lists the catalogue’s systems a job may install for the booking form, and answers nobody signed out', async () => {
    const response = await call('/api/portal/installs/products', dealer.access_token);
    expect(response.status).toBe(200);
    const {
      products: listed,
      today,
      latest,
    } = (await response.json()) as {
      products: { slug: string; name: string }[];
      today: string;
      latest: string;
    };
    // The booking window by the server's clock: today to six months ahead.
    expect([today, latest]).toEqual([TODAY, '2027-07-14']);
    expect(listed).toContainEqual(
      expect.objectContaining({ slug: AURA_71, name: 'Aura 7.1 kW Reverse Cycle Split System' }),
    );
    expect((await call('/api/portal/installs/products', editor.access_token)).status).toBe(403);
    // Without a sign-in, none of the screens' endpoints answers.
    for (const path of [
      '/api/portal/installs/products',
      '/api/portal/installs/overview',
      '/api/portal/installs/register?quarter=2027-Q1',
      '/api/portal/installs/CJ-ABC123/evidence.pdf',
    ])
      expect((await fetch(new URL(path, site.url))).status, path).toBe(401);
  });
});
