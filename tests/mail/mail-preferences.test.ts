/**
 * The mail-preferences module on SQLite and (with TEST_DATABASE_URL) PostgreSQL: a topic's mail
 * carries RFC 8058's headers with a signed one-click URL; the token opens only its own address and
 * fails once altered or expired; leaving a topic is recorded with its time and source and withdraws
 * the topic's mail still waiting in the outbox (and nothing else); coming back is recorded too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import {
  decodeAddress,
  isOptedOut,
  MAIL_LINK_DAYS,
  type MailPreferencesContext,
  outboxFields,
  preferencesLink,
  setOptOut,
  unsubscribeHeaders,
  verifyMailToken,
} from '../../src/server/mail-preferences/preferences.ts';
import { cachedOwnerLinks } from '../../src/server/review/owner-link.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/databases.ts';

const NOW = new Date('2027-03-01T22:00:00.000Z');

describe.each(databaseKinds)('Mail preferences on $name', (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let now = NOW;
  let context: MailPreferencesContext;

  beforeAll(async () => {
    ({ database, handle } = await openTestDatabase(kind));
    context = {
      db: handle.db,
      clock: () => now,
      links: cachedOwnerLinks(handle.db, () => now.toISOString(), 'mail'),
      siteUrl: 'https://www.cirrusclimate.com.au',
    };
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it('puts a signed one-click URL in List-Unsubscribe, with List-Unsubscribe-Post', async () => {
    const headers = await unsubscribeHeaders(context, 'Nadia.Haddad@example.com', 'care-filter');
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = new URL(/^<(https:[^>]+)>$/.exec(headers['List-Unsubscribe'])?.[1] ?? '');
    expect(url.origin + url.pathname).toBe('https://www.cirrusclimate.com.au/my-home/unsubscribe');
    expect(url.searchParams.get('topic')).toBe('care-filter');
    expect(decodeAddress(url.searchParams.get('a'))).toBe('nadia.haddad@example.com');
    const token = url.searchParams.get('token') ?? '';
    expect(await verifyMailToken(context, 'nadia.haddad@example.com', token)).toBe(true);
    expect(await verifyMailToken(context, 'someone.else@example.com', token)).toBe(false);
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await verifyMailToken(context, 'nadia.haddad@example.com', altered)).toBe(false);
    now = new Date(NOW.getTime() + (MAIL_LINK_DAYS + 1) * 86_400_000);
    expect(await verifyMailToken(context, 'nadia.haddad@example.com', token)).toBe(false);
    now = NOW;
  });

  it('links to the preferences page with the same kind of token', async () => {
    const url = new URL(await preferencesLink(context, 'nadia.haddad@example.com'));
    expect(url.pathname).toBe('/my-home/preferences');
    expect(await verifyMailToken(context, 'nadia.haddad@example.com', url.searchParams.get('token'))).toBe(
      true,
    );
  });

  it('records leaving a topic and withdraws only that topic’s waiting mail to that address', async () => {
    const email = 'oliver.grant@example.com';
    const row = async (recipient: string, topic: 'care-filter' | 'care-service') => {
      const inserted = await handle.db
        .insertInto('notification_outbox')
        .values({
          lead_id: null,
          kind: 'care-reminder',
          recipient,
          subject: 'Time to clean the filters',
          body: 'Clean the filters.',
          html: '<p>Clean the filters.</p>',
          calendar: null,
          ...(await outboxFields(context, recipient, topic)),
          status: 'pending',
          attempts: 0,
          next_attempt_at: NOW.toISOString(),
          created_at: NOW.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    };
    const filter = await row('Oliver.Grant@example.com', 'care-filter');
    const service = await row(email, 'care-service');
    const neighbour = await row('ruby.chen@example.com', 'care-filter');

    expect(await isOptedOut(handle.db, email, 'care-filter')).toBe(false);
    await setOptOut(context, email, 'care-filter', true, 'one-click', {
      page: '/my-home/unsubscribe',
      policyVersion: '3',
    });
    expect(await isOptedOut(handle.db, 'OLIVER.GRANT@example.com', 'care-filter')).toBe(true);
    expect(await isOptedOut(handle.db, email, 'care-service')).toBe(false);
    const stored = await handle.db.selectFrom('mail_preferences').selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ email, topic: 'care-filter', opted_out: 1, source: 'one-click' });
    expect(new Date(stored.updated_at).toISOString()).toBe(NOW.toISOString());

    const statuses = await handle.db.selectFrom('notification_outbox').select(['id', 'status']).execute();
    const statusOf = (id: number) => statuses.find((status) => status.id === id)?.status;
    expect([statusOf(filter), statusOf(service), statusOf(neighbour)]).toEqual([
      'failed',
      'pending',
      'pending',
    ]);

    await setOptOut(context, email, 'care-filter', false, 'preferences', {
      page: '/my-home/preferences',
      policyVersion: '3',
    });
    expect(await isOptedOut(handle.db, email, 'care-filter')).toBe(false);
    expect(await handle.db.selectFrom('mail_preferences').select('source').executeTakeFirstOrThrow()).toEqual(
      { source: 'preferences' },
    );
  });
});
