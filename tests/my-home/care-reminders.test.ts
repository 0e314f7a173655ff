/**
 * My home's care reminders on SQLite and (with TEST_DATABASE_URL) PostgreSQL, mailed through the
 * outbox over real SMTP on loopback, with the test's own clock: a reminder leaves at 8 am on its
 * owner's wall clock on its due date (Sydney's owner before Perth's) and not before, once per due
 * date; it carries RFC 8058's headers and the preferences link; marking it done moves the next one
 * a month on; turning it off stops it; the mail's one-click URL, POSTed with no cookie, stops the
 * next one, and an altered one is refused (403) and stops nothing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import type { OutboxWorker } from '../../src/server/leads/outbox.ts';
import { oneClickRoute } from '../../src/server/mail-preferences/page.ts';
import { isOptedOut, setOptOut } from '../../src/server/mail-preferences/preferences.ts';
import { type CareContext, type CareUnit, careOf, changeCare } from '../../src/server/my-home/care.ts';
import { createCareReminderJob } from '../../src/server/my-home/care-job.ts';
import { cachedOwnerLinks } from '../../src/server/review/owner-link.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/databases.ts';
import { quietLogger as quiet, testOutbox } from '../support/outbox-worker.ts';
import { mailHeader, type ReceivedMail, type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';

/** Tuesday 1 February 2028, noon in Sydney (AEDT, UTC+11): the units are first seen in My home. */
const FIRST_SEEN = new Date('2028-02-01T01:00:00.000Z');
/** 1 March 2028 at a given UTC time (Sydney is UTC+11, Perth UTC+8). */
const march1 = (utc: string) => new Date(`2028-03-01T${utc}:00.000Z`);
const at = (iso: string) => new Date(iso);

const unit = (key: string, state: CareUnit['state']): CareUnit => ({
  key,
  name: 'Aura 3.5 kW wall split (CCA-W35R)',
  productType: 'wall-split',
  state,
  installed: '2027-11-20',
  serviceUrl: '/service?model=CCA-W35R',
});

describe.each(databaseKinds)('Care reminders on $name', (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let sink: SmtpSink;
  let outbox: OutboxWorker;
  let now = FIRST_SEEN;
  let context: CareContext;
  let owners = 0;

  beforeAll(async () => {
    ({ database, handle } = await openTestDatabase(kind));
    sink = await startSmtpSink();
    context = {
      db: handle.db,
      clock: () => now,
      links: cachedOwnerLinks(handle.db, () => now.toISOString(), 'mail'),
      siteUrl: 'https://www.cirrusclimate.com.au',
    };
    outbox = testOutbox(handle, sink.url, () => now);
  });
  afterAll(async () => {
    await outbox?.stop();
    await sink?.stop();
    await handle?.close();
    await database?.drop();
  });
  beforeEach(() => {
    now = FIRST_SEEN;
  });

  /** One run of the reminders' job at `instant`, then of the outbox (which sends what was queued). */
  async function runAt(instant: Date): Promise<void> {
    now = instant;
    await createCareReminderJob({ context, kick: () => undefined, logger: quiet }).runOnce();
    await outbox.runOnce();
  }
  /** Reminder mails the outbox has sent to `email` (each test's owner is its own). */
  const sentTo = async (email: string) =>
    (
      await handle.db
        .selectFrom('notification_outbox')
        .select('id')
        .where('recipient', '=', email)
        .where('kind', '=', 'care-reminder')
        .where('status', '=', 'sent')
        .execute()
    ).length;
  const mailsTo = (email: string) => sink.messages.filter((mail) => mail.to.includes(email));

  /** A new owner with one wall split in `state`, seen in My home at FIRST_SEEN. */
  async function ownerIn(state: CareUnit['state']) {
    owners += 1;
    const email = `care${owners}-${kind.name}@example.com`;
    const key = `CC-CARE${owners}`;
    now = FIRST_SEEN;
    const care = await careOf(context, email, [unit(key, state)]);
    return { email, key, care: care.get(key) ?? [] };
  }

  it('makes a filter reminder a month on and a service reminder on the installation’s anniversary', async () => {
    const { care } = await ownerIn('NSW');
    expect(care.map((reminder) => [reminder.kind, reminder.dueDate, reminder.enabled])).toEqual([
      ['filter', '2028-03-01', true],
      ['service', '2028-11-20', true],
    ]);
  });

  it('mails at 8 am on the owner’s wall clock on the due date, not before, and once', async () => {
    const sydney = await ownerIn('NSW');
    const perth = await ownerIn('WA');
    // 7:30 am in Sydney on 1 March: nobody yet.
    await runAt(at('2028-02-29T20:30:00.000Z'));
    expect([await sentTo(sydney.email), await sentTo(perth.email)]).toEqual([0, 0]);
    // 8:05 am in Sydney, 5:05 am in Perth: Sydney's owner only; a later run sends nothing more.
    await runAt(at('2028-02-29T21:05:00.000Z'));
    await runAt(at('2028-02-29T21:20:00.000Z'));
    expect([await sentTo(sydney.email), await sentTo(perth.email)]).toEqual([1, 0]);
    // 8:05 am in Perth.
    await runAt(march1('00:05'));
    await runAt(march1('06:00'));
    expect([await sentTo(sydney.email), await sentTo(perth.email)]).toEqual([1, 1]);
    await expect.poll(() => mailsTo(sydney.email).length, { timeout: 10_000 }).toBe(1);

    const mail = mailsTo(sydney.email)[0] as ReceivedMail;
    expect(mail.subject).toBe('Time to clean the filters: Aura 3.5 kW wall split (CCA-W35R)');
    expect(mail.text).toContain('1 March 2028');
    expect(mailHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mailHeader(mail, 'List-Unsubscribe')).toMatch(
      /^<https:\/\/www\.cirrusclimate\.com\.au\/my-home\/unsubscribe\?a=[\w-]+&topic=care-filter&token=[0-9a-z]+\.[\w-]{22}>$/,
    );
    expect(mail.text).toMatch(/https:\/\/www\.cirrusclimate\.com\.au\/my-home\/preferences\?a=[\w-]+&token=/);
  });

  it('moves the next reminder a month from the day it is marked done, and mails that one', async () => {
    const owner = await ownerIn('VIC');
    await runAt(at('2028-02-29T21:30:00.000Z'));
    expect(await sentTo(owner.email)).toBe(1);
    now = at('2028-03-03T03:00:00.000Z');
    expect(await changeCare(context, owner.email, owner.key, 'filter', { action: 'done' })).toBeNull();
    const [filter] = (await careOf(context, owner.email, [])).get(owner.key) ?? [];
    expect(filter).toMatchObject({ dueDate: '2028-04-03', doneOn: '3 March 2028', enabled: true });
    await runAt(at('2028-03-31T21:30:00.000Z'));
    // Melbourne is back on AEST (UTC+10) from 2 April: 8 am on 3 April is 22:00 UTC on the 2nd.
    await runAt(at('2028-04-02T21:50:00.000Z'));
    expect(await sentTo(owner.email)).toBe(1);
    await runAt(at('2028-04-02T22:30:00.000Z'));
    expect(await sentTo(owner.email)).toBe(2);
    await expect
      .poll(() => mailsTo(owner.email).map((mail) => mail.text.includes('3 April 2028')), { timeout: 10_000 })
      .toEqual([false, true]);
  });

  it('refuses another owner’s unit and a date in the past', async () => {
    const owner = await ownerIn('QLD');
    const other = await ownerIn('QLD');
    expect(await changeCare(context, other.email, owner.key, 'filter', { action: 'off' })).toMatchObject({
      status: 404,
    });
    expect(
      await changeCare(context, owner.email, owner.key, 'filter', { action: 'move', date: '2028-01-15' }),
    ).toMatchObject({ status: 400, message: 'Choose today or a later date.' });
    expect(
      await changeCare(context, owner.email, owner.key, 'filter', { action: 'move', date: '15/03/2028' }),
    ).toMatchObject({ status: 400 });
    const [filter] = (await careOf(context, owner.email, [])).get(owner.key) ?? [];
    expect(filter).toMatchObject({ dueDate: '2028-03-01', enabled: true });
  });

  it('sends nothing once the reminder is turned off, and again once it is turned back on', async () => {
    const owner = await ownerIn('SA');
    expect(await changeCare(context, owner.email, owner.key, 'filter', { action: 'off' })).toBeNull();
    await runAt(march1('02:00'));
    expect(await sentTo(owner.email)).toBe(0);
    expect(await changeCare(context, owner.email, owner.key, 'filter', { action: 'on' })).toBeNull();
    await runAt(march1('02:10'));
    expect(await sentTo(owner.email)).toBe(1);
    // Queued but not yet sent when it is turned off: it does not go.
    expect(await changeCare(context, owner.email, owner.key, 'filter', { action: 'done' })).toBeNull();
    now = at('2028-04-01T02:00:00.000Z');
    await createCareReminderJob({ context, kick: () => undefined, logger: quiet }).runOnce();
    expect(await changeCare(context, owner.email, owner.key, 'filter', { action: 'off' })).toBeNull();
    await outbox.runOnce();
    expect(await sentTo(owner.email)).toBe(1);
  });

  it('stops the next reminder after the mail’s one-click POST with no cookie; an altered one is refused', async () => {
    const owner = await ownerIn('TAS');
    await runAt(march1('00:00'));
    expect(await sentTo(owner.email)).toBe(1);
    await expect.poll(() => mailsTo(owner.email).length, { timeout: 10_000 }).toBe(1);
    const url =
      /^<([^>]+)>$/.exec(mailHeader(mailsTo(owner.email)[0] as ReceivedMail, 'List-Unsubscribe'))?.[1] ?? '';
    const services = { mail: context, db: handle, logger: quiet };
    const post = (target: string) =>
      oneClickRoute(
        {
          request: new Request(target, {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body: 'List-Unsubscribe=One-Click',
          }),
          url: new URL(target),
          locals: { services } as unknown as App.Locals,
        },
        '3',
      );

    const token = new URL(url).searchParams.get('token') ?? '';
    const altered = url.replace(token, `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`);
    expect((await post(altered)).status).toBe(403);
    expect(await isOptedOut(handle.db, owner.email, 'care-filter')).toBe(false);

    const done = await post(url);
    expect(done.status).toBe(200);
    expect(done.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await isOptedOut(handle.db, owner.email, 'care-filter')).toBe(true);
    // The withdrawal is a consent record, in the words the endpoint answered with.
    const consent = await handle.db
      .selectFrom('consent_records')
      .selectAll()
      .where('email', '=', owner.email.toLowerCase())
      .executeTakeFirst();
    expect(consent).toMatchObject({ given: 0, page: '/my-home/unsubscribe', text: await done.text() });
    // The next due date comes round: nothing is mailed; the service reminder is another topic.
    now = march1('01:00');
    expect(await changeCare(context, owner.email, owner.key, 'filter', { action: 'done' })).toBeNull();
    await runAt(at('2028-03-31T23:00:00.000Z'));
    expect(await sentTo(owner.email)).toBe(1);
    expect(await isOptedOut(handle.db, owner.email, 'care-service')).toBe(false);
    // Choosing them again on the preferences page brings the reminder back.
    await setOptOut(context, owner.email, 'care-filter', false, 'preferences', {
      page: '/my-home/preferences',
      policyVersion: '3',
    });
    await runAt(at('2028-03-31T23:10:00.000Z'));
    expect(await sentTo(owner.email)).toBe(2);
  });
});
