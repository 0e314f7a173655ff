/**
 * Installation jobs against a real database (SQLite, and PostgreSQL when TEST_DATABASE_URL is set),
 * on the real catalogue's products and a clock the test sets: a won quote becomes its own dealer's
 * job (the owner mailed the day as a calendar file), the technician's record is stored once under
 * its key with its photos, results outside the manual are flagged (and staff told) without stopping
 * the job, a serial on another job is refused, the owner's confirmation registers the warranty with
 * a certificate (joining their own earlier registration), the register adds up, and the evidence
 * archive's manifest matches its files.
 */
import { createHash } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installProducts } from '../../src/lib/installs/products.ts';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import type { CommissionMails } from '../../src/server/installs/commission.ts';
import { commissionMails, confirmMails, installBookedMail } from '../../src/server/installs/mail.ts';
import type { CommissioningRecord, NewInstallPhoto } from '../../src/server/installs/records.ts';
import { commissioningRecordSchema, installPhotoKinds } from '../../src/server/installs/records.ts';
import { registerCsv } from '../../src/server/installs/register.ts';
import { createInstallRepository, type InstallRepository } from '../../src/server/installs/repository.ts';
import { products } from '../catalogue/load-catalogue.ts';
import { loadWarrantyTerms } from '../content/load-content.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/databases.ts';
import { loadTestDirectory } from '../support/dealer-directory.ts';

const PARRAMATTA = 'parramatta-air-and-climate';
const HILLS = 'hills-district-air-conditioning';
const AURA_71 = 'aura-7-1kw-reverse-cycle-split-system';
/** Tuesday 12 January 2027, 10 am in Sydney: every timestamp below reads this clock. */
const NOW = new Date('2027-01-11T23:00:00.000Z');

describe.each(databaseKinds)('installation jobs on $name', (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let installs: InstallRepository;
  let mailContext: Parameters<typeof installBookedMail>[2];
  let leads = 0;
  let serials = 0;

  /** A quote from Jordan Lee in 2150, routed to `dealer` with `status`. */
  async function quoteLead(
    dealer = PARRAMATTA,
    status: 'won' | 'contacted' = 'won',
    email = 'jordan.lee@example.com',
  ) {
    leads += 1;
    const reference = `CC-T${kind.name === 'sqlite' ? 'S' : 'P'}${String(leads).padStart(4, '0')}`;
    const stamp = NOW.toISOString();
    await handle.db
      .insertInto('leads')
      .values({
        type: 'quote',
        reference,
        idempotency_key: `install-test-${reference}`,
        status,
        payload: JSON.stringify({ name: 'Jordan Lee', email, phone: '+61412345678', postcode: '2150' }),
        name: 'Jordan Lee',
        email,
        phone: '+61412345678',
        postcode: '2150',
        state: 'NSW',
        product: AURA_71,
        user_agent_family: null,
        created_at: stamp,
        updated_at: stamp,
        dealer_id: dealer,
        routing_state: 'accepted',
      })
      .execute();
    return reference;
  }

  const nextSerials = () => {
    serials += 1;
    const digits = String(20_000 + serials).padStart(5, '0');
    return { indoorSerial: `CAI-7101-${digits}`, outdoorSerial: `CAO-7101-${digits}` };
  };

  const record = (
    overrides: Partial<Record<string, unknown>> = {},
    unit: Record<string, unknown> = {},
  ): CommissioningRecord =>
    commissioningRecordSchema.parse({
      units: [
        {
          productSlug: AURA_71,
          ...nextSerials(),
          pipeRunM: '12',
          chargeAddedGrams: '80',
          vacuumMicrons: '350',
          vacuumHeldMinutes: '15',
          nitrogenKpa: '4150',
          nitrogenHeldMinutes: '30',
          ...unit,
        },
      ],
      technicianName: 'Dan Murphy',
      technicianLicence: 'l 123-456',
      tradingAuthorisation: 'AU12345',
      isolatorFitted: true,
      condensateTested: true,
      controllerPaired: true,
      ownerShown: true,
      oldSystem: {
        kind: 'refrigerant',
        description: '2009 wall split, R410A',
        outcome: 'removed',
        recoveredKg: '1.2',
        cylinderSerial: 'rc-88812',
      },
      ...overrides,
    });

  const photo = (kind: NewInstallPhoto['kind'], minute: number): NewInstallPhoto => ({
    kind,
    mediaType: 'image/jpeg',
    content: new TextEncoder().encode(`jpeg bytes of ${kind} ${minute}`),
    takenAt: new Date(NOW.getTime() + minute * 60_000).toISOString(),
    latitude: -33.8151,
    longitude: 151.0011,
  });
  const allPhotos = () => installPhotoKinds.map((kind, index) => photo(kind, index * 5));

  const mails = (): CommissionMails =>
    commissionMails(installs.products, {
      ...mailContext,
      confirmUrl: (job) => `https://www.example.com.au/installs/confirm?job=${job.reference}`,
    });
  const outbox = (kindName: string) =>
    handle.db
      .selectFrom('notification_outbox')
      .selectAll()
      .where('kind', '=', kindName as never)
      .execute();

  async function bookedJob(dealer = PARRAMATTA, email?: string) {
    const lead = await quoteLead(dealer, 'won', email);
    const booked = await installs.bookJob(
      { leadReference: lead, dealerId: dealer, bookedFor: '2027-01-15', units: [{ productSlug: AURA_71 }] },
      (job) => installBookedMail(job, installs.products, mailContext),
    );
    if (!booked.ok) throw new Error(`booking refused: ${booked.reason}`);
    return booked.job;
  }

  beforeAll(async () => {
    ({ database, handle } = await openTestDatabase(kind));
    const { dealers } = await loadTestDirectory();
    installs = createInstallRepository(handle, installProducts(products, loadWarrantyTerms()), () => NOW);
    mailContext = {
      siteUrl: 'https://www.example.com.au',
      notifyTo: 'leads@example.com',
      dealer: (id) => dealers.find((dealer) => dealer.id === id),
      now: NOW,
    };
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it('books a won quote for its own dealer only, once, and mails the owner the day as a calendar file', async () => {
    const lead = await quoteLead();
    const units = [{ productSlug: AURA_71 }];
    const mail = (job: Parameters<typeof installBookedMail>[0]) =>
      installBookedMail(job, installs.products, mailContext);
    expect(
      await installs.bookJob({ leadReference: lead, dealerId: HILLS, bookedFor: '2027-01-15', units }, mail),
    ).toEqual({
      ok: false,
      reason: 'not-found',
    });
    const open = await quoteLead(PARRAMATTA, 'contacted');
    expect(
      await installs.bookJob(
        { leadReference: open, dealerId: PARRAMATTA, bookedFor: '2027-01-15', units },
        mail,
      ),
    ).toEqual({
      ok: false,
      reason: 'not-won',
    });
    expect(
      await installs.bookJob(
        {
          leadReference: lead,
          dealerId: PARRAMATTA,
          bookedFor: '2027-01-15',
          units: [{ productSlug: 'no-such-product' }],
        },
        mail,
      ),
    ).toEqual({ ok: false, reason: 'unknown-product' });

    const booked = await installs.bookJob(
      { leadReference: lead, dealerId: PARRAMATTA, bookedFor: '2027-01-15', units },
      mail,
    );
    expect(booked.ok && booked.job.reference).toMatch(/^CJ-[2-9A-Z]{6}$/);
    expect(
      await installs.bookJob(
        { leadReference: lead, dealerId: PARRAMATTA, bookedFor: '2027-01-16', units },
        mail,
      ),
    ).toEqual({
      ok: false,
      reason: 'exists',
    });
    const [sent] = (await outbox('install-booked')).filter((row) =>
      row.body.includes(booked.ok ? booked.job.reference : '?'),
    );
    expect(sent?.recipient).toBe('jordan.lee@example.com');
    expect(sent?.body).toContain('Friday 15 January 2027');
    expect(sent?.body).toContain('Parramatta Air & Climate');
    // 8 am on the day in Sydney (summer time, UTC+11) is 9 pm the day before in UTC.
    expect(sent?.calendar).toContain('DTSTART:20270114T210000Z');
  });

  it('stores the record once under its key, flags a vacuum not reached, and mails the owner and staff', async () => {
    const job = await bookedJob();
    const sent = {
      key: `key-${job.reference}`,
      record: record({}, { vacuumMicrons: '800' }),
      photos: allPhotos(),
    };
    const first = await installs.commission(job.reference, sent, mails());
    expect(first.ok && first.duplicate).toBe(false);
    expect(first.ok && first.job.flags.map((flag) => flag.check)).toEqual(['vacuum']);
    const again = await installs.commission(job.reference, sent, mails());
    expect(again.ok && again.duplicate).toBe(true);
    const photos = await handle.db
      .selectFrom('install_photos')
      .select('kind')
      .where('job_id', '=', job.id)
      .execute();
    expect(photos).toHaveLength(6);
    // Another sending of a job already commissioned is refused, not stored over the first.
    expect(await installs.commission(job.reference, { ...sent, key: 'another-key' }, mails())).toEqual({
      ok: false,
      reason: 'already-commissioned',
    });
    const confirm = (await outbox('install-confirm')).find((row) => row.body.includes(job.reference));
    expect(confirm?.body).toContain('Dan Murphy, Parramatta Air & Climate');
    expect(confirm?.body).toContain(sent.record.units[0]?.indoorSerial);
    const staff = (await outbox('install-staff')).find((row) => row.subject.includes(job.reference));
    expect(staff?.body).toContain('Vacuum reached 800 microns');
  });

  it('refuses a serial in the wrong format, a missing outdoor serial or photo, and a serial on another job', async () => {
    const job = await bookedJob();
    const wrong = await installs.commission(
      job.reference,
      {
        key: `bad-${job.reference}`,
        record: record({}, { indoorSerial: 'XYZ-1', outdoorSerial: undefined }),
        photos: allPhotos().slice(0, 3),
      },
      mails(),
    );
    expect(wrong.ok).toBe(false);
    const errors = !wrong.ok && wrong.reason === 'invalid' ? wrong.errors : {};
    expect(errors['units.0.indoorSerial']).toContain('CAI-2503-18842');
    expect(errors['units.0.outdoorSerial']).toBe('Enter the outdoor unit’s serial number');
    expect(errors.photos).toBe(
      'Take these photos: New outdoor unit’s rating plate, Indoor unit installed, Outdoor unit installed',
    );

    const first = record();
    await installs.commission(
      job.reference,
      { key: `good-${job.reference}`, record: first, photos: allPhotos() },
      mails(),
    );
    const other = await bookedJob();
    const unit = first.units[0];
    const taken = await installs.commission(
      other.reference,
      {
        key: `dup-${other.reference}`,
        record: record({}, { indoorSerial: unit?.indoorSerial, outdoorSerial: unit?.outdoorSerial }),
        photos: allPhotos(),
      },
      mails(),
    );
    expect(taken).toEqual({ ok: false, reason: 'serial-taken', serial: unit?.indoorSerial });
    expect((await installs.jobByReference(other.reference))?.status).toBe('booked');
    const staff = (await outbox('install-staff')).find((row) => row.subject.includes(other.reference));
    expect(staff?.body).toContain(`Serial ${unit?.indoorSerial}`);
  });

  it('registers the warranty when the owner confirms, once, with a certificate and no invoice', async () => {
    const job = await bookedJob();
    const sent = record();
    await installs.commission(
      job.reference,
      { key: `c-${job.reference}`, record: sent, photos: allPhotos() },
      mails(),
    );
    const confirmMail = confirmMails(installs.products, {
      ...mailContext,
      warrantyToken: () => 'test-token',
    });
    const confirmed = await installs.confirmByOwner(job.reference, confirmMail);
    if (!confirmed.ok) throw new Error(confirmed.reason);
    expect(confirmed.registrations).toHaveLength(1);
    const registration = await handle.db
      .selectFrom('warranty_registrations as w')
      .innerJoin('leads as l', 'l.id', 'w.lead_id')
      .select([
        'w.status',
        'w.install_job_id',
        'w.certificate_token',
        'l.status as leadStatus',
        'l.email',
        'l.closed_at',
      ])
      .where('l.reference', '=', confirmed.registrations[0]?.reference ?? '')
      .executeTakeFirstOrThrow();
    expect(registration).toMatchObject({
      status: 'approved',
      install_job_id: job.id,
      leadStatus: 'won',
      email: 'jordan.lee@example.com',
    });
    expect(registration.certificate_token).toBe(confirmed.registrations[0]?.certificateToken);
    // Kept while its longest cover lasts, counted from the day it was commissioned (12 January 2027).
    const coverYears = installs.products.get(AURA_71)?.coverYears ?? 0;
    expect(new Date(registration.closed_at ?? '').toISOString()).toBe(
      `${2027 + coverYears}-01-12T00:00:00.000Z`,
    );
    const files = await handle.db
      .selectFrom('lead_files')
      .select('lead_files.id')
      .innerJoin('leads as l', 'l.id', 'lead_files.lead_id')
      .where('l.reference', '=', confirmed.registrations[0]?.reference ?? '')
      .execute();
    expect(files).toEqual([]);
    const serialRows = await handle.db
      .selectFrom('warranty_serials')
      .select('serial')
      .where('serial', 'in', [sent.units[0]?.indoorSerial ?? '', sent.units[0]?.outdoorSerial ?? ''])
      .execute();
    expect(serialRows).toHaveLength(2);

    const twice = await installs.confirmByOwner(job.reference, confirmMail);
    expect(twice.ok && twice.duplicate).toBe(true);
    expect(twice.ok && twice.registrations.map((entry) => entry.reference)).toEqual(
      confirmed.registrations.map((entry) => entry.reference),
    );
    const approvals = (await outbox('warranty-update')).filter((row) =>
      row.body.includes(confirmed.registrations[0]?.reference ?? '?'),
    );
    expect(approvals).toHaveLength(1);
    expect(approvals[0]?.body).toContain(`/warranty/certificate/`);
  });

  it('joins the registration the owner made themselves for the same serial, rather than a second one', async () => {
    const job = await bookedJob(PARRAMATTA, 'sam.own@example.com');
    const sent = record();
    const unit = sent.units[0];
    const stamp = NOW.toISOString();
    const own = await handle.db
      .insertInto('leads')
      .values({
        type: 'warranty',
        reference: `CC-W${kind.name === 'sqlite' ? 'S' : 'P'}0001`,
        idempotency_key: `own-${job.reference}`,
        status: 'new',
        payload: '{}',
        name: 'Jordan Lee',
        email: 'sam.own@example.com',
        phone: null,
        postcode: '2150',
        state: 'NSW',
        product: 'CCA-W71R',
        user_agent_family: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto('warranty_registrations')
      .values({
        lead_id: own.id,
        status: 'received',
        status_note: null,
        model: 'CCA-W71R',
        product_slug: AURA_71,
        dealer_id: null,
        certificate_token: null,
        approved_at: null,
        updated_at: stamp,
        updated_by: 'website',
        install_job_id: null,
      })
      .execute();
    await handle.db
      .insertInto('warranty_serials')
      .values({ serial: unit?.indoorSerial ?? '', lead_id: own.id, unit: 'indoor' })
      .execute();

    const commissioned = await installs.commission(
      job.reference,
      { key: `own-${job.reference}`, record: sent, photos: allPhotos() },
      mails(),
    );
    expect(commissioned.ok).toBe(true);
    const confirmed = await installs.confirmByOwner(
      job.reference,
      confirmMails(installs.products, { ...mailContext, warrantyToken: () => 'test-token' }),
    );
    expect(confirmed.ok && confirmed.registrations).toEqual([
      expect.objectContaining({ reference: `CC-W${kind.name === 'sqlite' ? 'S' : 'P'}0001`, joined: true }),
    ]);
    const joined = await handle.db
      .selectFrom('warranty_registrations')
      .select(['status', 'install_job_id'])
      .where('lead_id', '=', own.id)
      .executeTakeFirstOrThrow();
    expect(joined).toEqual({ status: 'approved', install_job_id: job.id });
  });

  it('keeps the dealer’s refrigerant register with its quarter’s totals, and the evidence archive’s manifest matches its files', async () => {
    const dealer = 'collins-climate-consultants';
    const first = await bookedJob(dealer);
    const second = await bookedJob(dealer);
    await installs.commission(
      first.reference,
      { key: `r1-${first.reference}`, record: record({}, { chargeAddedGrams: '120' }), photos: allPhotos() },
      mails(),
    );
    await installs.commission(
      second.reference,
      {
        key: `r2-${second.reference}`,
        record: record({ oldSystem: { kind: 'none' } }, { chargeAddedGrams: '45' }),
        photos: allPhotos().slice(2),
      },
      mails(),
    );
    const register = await installs.refrigerantRegister(dealer, '2027-Q1');
    expect(register.entries).toHaveLength(2);
    expect(register.totals).toEqual({ kgCharged: 0.165, kgRecovered: 1.2 });
    const csv = registerCsv(register);
    expect(csv.split('\r\n')[0]).toBe(
      'Date,Job,Site postcode,Refrigerant,Kg charged,Kg recovered,Recovery cylinder,Technician licence',
    );
    expect(csv).toContain(`2027-01-12,${first.reference},2150,R32,0.120,1.200,RC-88812,L123456`);
    expect(csv).toContain('Total 2027-Q1,,,,0.165,1.200,,');
    expect((await installs.refrigerantRegister(dealer, '2026-Q4')).entries).toEqual([]);

    const { zip, manifest } = await installs.evidenceArchive(first);
    const files = unzipSync(zip);
    const listed = JSON.parse(strFromU8(files['manifest.json'] ?? new Uint8Array())) as typeof manifest;
    expect(listed.job).toBe(first.reference);
    expect(listed.photos.map((entry) => entry.kind)).toEqual([
      'old-plate',
      'old-unusable',
      'indoor-plate',
      'outdoor-plate',
      'indoor-installed',
      'outdoor-installed',
    ]);
    for (const entry of listed.photos) {
      const content = files[entry.file];
      expect(content, entry.file).toBeDefined();
      expect(
        createHash('sha256')
          .update(content ?? new Uint8Array())
          .digest('hex'),
      ).toBe(entry.sha256);
      expect(entry.latitude).toBeCloseTo(-33.8151);
    }
  });
});
