/**
 * Care reminders start when a unit becomes the owner's, not when they first open My home: an owner
 * confirms their installation and never visits, and the filter reminder still reaches them over
 * real SMTP on loopback a month on, at 8 am on their wall clock by the test's clock (SQLite and,
 * with TEST_DATABASE_URL, PostgreSQL). The owner's install and approval mails each carry their own
 * single-use My home link, stored with the mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installProducts } from '../../src/lib/installs/products.ts';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { commissionMails, confirmMails, installBookedMail } from '../../src/server/installs/mail.ts';
import { installPhotoKinds } from '../../src/server/installs/records.ts';
import { createInstallRepository, type InstallRepository } from '../../src/server/installs/repository.ts';
import type { OutboxWorker } from '../../src/server/leads/outbox.ts';
import type { CareContext } from '../../src/server/my-home/care.ts';
import { createCareReminderJob } from '../../src/server/my-home/care-job.ts';
import { recordMailHomeLink } from '../../src/server/my-home/mail.ts';
import { cachedOwnerLinks } from '../../src/server/review/owner-link.ts';
import { products } from '../catalogue/load-catalogue.ts';
import { loadWarrantyTerms } from '../content/load-content.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/databases.ts';
import { loadTestDirectory } from '../support/dealer-directory.ts';
import { AURA_71, sampleCommissioningRecord } from '../support/install-record.ts';
import { quietLogger as quiet, testOutbox } from '../support/outbox-worker.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';

const PARRAMATTA = 'parramatta-air-and-climate';
/** Tuesday 12 January 2027, 10 am in Sydney: the installation is commissioned and confirmed. */
const CONFIRMED = new Date('2027-01-11T23:00:00.000Z');
const OWNER = 'robin.nguyen@example.com';

describe.each(databaseKinds)('Care reminders from ownership on $name', (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let sink: SmtpSink;
  let outbox: OutboxWorker;
  let installs: InstallRepository;
  let now = CONFIRMED;

  beforeAll(async () => {
    ({ database, handle } = await openTestDatabase(kind));
    sink = await startSmtpSink();
    installs = createInstallRepository(handle, installProducts(products, loadWarrantyTerms()), () => now);
    outbox = testOutbox(handle, sink.url, () => now);
  });
  afterAll(async () => {
    await outbox?.stop();
    await sink?.stop();
    await handle?.close();
    await database?.drop();
  });

  /** Robin's won quote in 2150, booked, commissioned and confirmed by Robin at CONFIRMED. */
  async function confirmedInstall() {
    const stamp = CONFIRMED.toISOString();
    await handle.db
      .insertInto('leads')
      .values({
        type: 'quote',
        reference: 'CC-CARE01',
        idempotency_key: 'care-start-quote',
        status: 'won',
        payload: JSON.stringify({
          name: 'Robin Nguyen',
          email: OWNER,
          phone: '+61412345678',
          postcode: '2150',
        }),
        name: 'Robin Nguyen',
        email: OWNER,
        phone: '+61412345678',
        postcode: '2150',
        state: 'NSW',
        product: AURA_71,
        user_agent_family: null,
        created_at: stamp,
        updated_at: stamp,
        dealer_id: PARRAMATTA,
        routing_state: 'accepted',
      })
      .execute();
    const { dealers } = await loadTestDirectory();
    const home = {
      clock: () => now,
      links: cachedOwnerLinks(handle.db, () => now.toISOString(), 'home'),
    };
    const mailContext = {
      siteUrl: 'https://www.cirrusclimate.com.au',
      notifyTo: 'leads@cirrusclimate.com.au',
      dealer: (id: string) => dealers.find((dealer) => dealer.id === id),
      now: CONFIRMED,
    };
    const booked = await installs.bookJob(
      {
        leadReference: 'CC-CARE01',
        dealerId: PARRAMATTA,
        bookedFor: '2027-01-12',
        units: [{ productSlug: AURA_71 }],
      },
      (job) => installBookedMail(job, installs.products, mailContext),
    );
    if (!booked.ok) throw new Error(booked.reason);
    const photos = installPhotoKinds.map((photoKind, index) => ({
      kind: photoKind,
      mediaType: 'image/jpeg' as const,
      content: new TextEncoder().encode(`jpeg bytes of ${photoKind}`),
      takenAt: new Date(CONFIRMED.getTime() - (60 - index) * 60_000).toISOString(),
      latitude: -33.8151,
      longitude: 151.0011,
    }));
    const commissioned = await installs.commission(
      booked.job.reference,
      { key: 'care-start', record: sampleCommissioningRecord({ serial: '31001' }), photos },
      commissionMails(installs.products, {
        ...mailContext,
        home: await recordMailHomeLink(home, mailContext.siteUrl),
        confirmUrl: () => 'https://www.cirrusclimate.com.au/installs/confirm',
      }),
    );
    if (!commissioned.ok) throw new Error(commissioned.reason);
    const confirmed = await installs.confirmByOwner(
      booked.job.reference,
      confirmMails(installs.products, {
        ...mailContext,
        home: await recordMailHomeLink(home, mailContext.siteUrl),
        warrantyToken: () => 'test-token',
      }),
    );
    if (!confirmed.ok) throw new Error(confirmed.reason);
  }

  it('mails the filter reminder a month after the installation is confirmed, with no visit to My home', async () => {
    await confirmedInstall();
    // The two owner's mails each carry a My home link of their own, stored with them.
    const signIns = await handle.db.selectFrom('owner_sign_ins').select(['email', 'expires_at']).execute();
    expect(signIns.map((row) => row.email)).toEqual([OWNER, OWNER]);
    const context: CareContext = {
      db: handle.db,
      clock: () => now,
      links: cachedOwnerLinks(handle.db, () => now.toISOString(), 'mail'),
      siteUrl: 'https://www.cirrusclimate.com.au',
    };
    const runAt = async (instant: string) => {
      now = new Date(instant);
      await createCareReminderJob({ context, kick: () => undefined, logger: quiet }).runOnce();
      await outbox.runOnce();
    };
    const reminders = () =>
      sink.messages.filter((mail) => mail.to.includes(OWNER) && /filter/i.test(mail.subject));
    // 7:30 am on Friday 12 February 2027 in Sydney (UTC+11): not yet.
    await runAt('2027-02-11T20:30:00.000Z');
    expect(reminders()).toHaveLength(0);
    // 8:05 am: the reminder leaves, once.
    await runAt('2027-02-11T21:05:00.000Z');
    await runAt('2027-02-11T21:20:00.000Z');
    await expect.poll(() => reminders().length, { timeout: 10_000 }).toBe(1);
    expect(reminders()[0]?.text).toContain('Aura');
    const rows = await handle.db
      .selectFrom('care_reminders')
      .select(['kind', 'due_on'])
      .where('email', '=', OWNER)
      .orderBy('kind')
      .execute();
    expect(rows).toEqual([
      { kind: 'filter', due_on: '2027-02-12' },
      { kind: 'service', due_on: '2028-01-12' },
    ]);
  });
});
