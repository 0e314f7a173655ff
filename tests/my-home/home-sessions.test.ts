/**
 * My home's sign-in links and sessions over the real database (SQLite and, with TEST_DATABASE_URL,
 * PostgreSQL), on a clock the test moves: an asked-for link works for 30 minutes, one in a record's
 * mail for 14 days, a session for 30 days, and
 * the retention job's sweep deletes both once expired (and the sign-in mails sent a day before).
 */
import { describe, expect, it } from 'vitest';
import { HOME_RECORD_MAIL_LINK_DAYS } from '../../src/config/retention.ts';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { recordMailHomeLink } from '../../src/server/my-home/mail.ts';
import {
  deleteExpiredHomeAccess,
  type HomeContext,
  issueSignIn,
  redeemSignIn,
  refusedLinkEmail,
  type SignInLink,
  sessionEmail,
  signInLinkState,
} from '../../src/server/my-home/sessions.ts';
import { cachedOwnerLinks } from '../../src/server/review/owner-link.ts';
import { databaseKinds, openTestDatabase } from '../support/databases.ts';

const START = Date.parse('2027-01-11T23:00:00.000Z');
const MINUTE = 60_000;

/** My home's context on the test's database and clock (milliseconds the test moves). */
const homeContext = (handle: DatabaseHandle, now: () => number): HomeContext => ({
  db: handle.db,
  clock: () => new Date(now()),
  links: cachedOwnerLinks(handle.db, () => new Date(now()).toISOString(), 'home'),
});

describe.each(databaseKinds)('My home sessions on $name', (kind) => {
  it('expire on the clock, and the retention sweep deletes them', async () => {
    const { database, handle } = await openTestDatabase(kind);
    try {
      let now = START;
      const context = homeContext(handle, () => now);
      const links: SignInLink[] = [];
      const mail = (link: SignInLink) => {
        links.push(link);
        return {
          kind: 'home-sign-in' as const,
          recipient: 'kim@example.com',
          subject: 's',
          body: 'b',
          html: 'h',
        };
      };
      await issueSignIn(context, 'Kim@Example.com', mail);
      await issueSignIn(context, 'kim@example.com', mail);
      const [late, used] = links as [SignInLink, SignInLink];

      now += 29 * MINUTE;
      const signedIn = await redeemSignIn(context, used);
      expect(signedIn.ok).toBe(true);
      const token = signedIn.ok ? signedIn.session.token : '';
      expect(await sessionEmail(context, token)).toBe('kim@example.com');
      now += 2 * MINUTE;
      expect(await signInLinkState(context, late)).toBe('expired');
      expect(await redeemSignIn(context, late)).toEqual({ ok: false, state: 'expired' });

      now += 30 * 24 * 60 * MINUTE;
      expect(await sessionEmail(context, token)).toBeNull();
      await handle.db.updateTable('notification_outbox').set({ status: 'sent' }).execute();
      expect(await deleteExpiredHomeAccess(context)).toBe(1 + 2 + 2);
      expect(await handle.db.selectFrom('owner_sessions').select('id').execute()).toEqual([]);
      expect(await handle.db.selectFrom('owner_sign_ins').select('id').execute()).toEqual([]);
      expect(await handle.db.selectFrom('notification_outbox').select('id').execute()).toEqual([]);
    } finally {
      await handle.close();
      await database.drop();
    }
  });

  it('signs in from a record mail’s link once, for 14 days, and names its address only to its holder', async () => {
    const { database, handle } = await openTestDatabase(kind);
    try {
      let now = START;
      const context = homeContext(handle, () => now);
      /** A link as a record's mail carries it, its row written in the mail's transaction. */
      const mailed = async (email: string): Promise<SignInLink> => {
        const home = await recordMailHomeLink(context, 'https://www.cirrusclimate.com.au');
        await handle.db.transaction().execute((trx) => home.store(trx, email));
        const url = new URL(home.url);
        return { link: url.searchParams.get('link') ?? '', token: url.searchParams.get('token') ?? '' };
      };
      expect(HOME_RECORD_MAIL_LINK_DAYS).toBe(14);
      const once = await mailed('Lee@Example.com');
      const late = await mailed('lee@example.com');
      now += (14 * 24 * 60 - 1) * MINUTE;
      const signedIn = await redeemSignIn(context, once);
      expect(signedIn.ok).toBe(true);
      expect(await sessionEmail(context, signedIn.ok ? signedIn.session.token : '')).toBe('lee@example.com');
      expect(await redeemSignIn(context, once)).toEqual({ ok: false, state: 'used' });
      now += 2 * MINUTE;
      expect(await redeemSignIn(context, late)).toEqual({ ok: false, state: 'expired' });
      // The page fills in the address for the link's holder, and for nobody with an altered link.
      expect(await refusedLinkEmail(context, late)).toBe('lee@example.com');
      expect(await refusedLinkEmail(context, once)).toBe('lee@example.com');
      const altered = {
        ...late,
        token: `${late.token.slice(0, -3)}${late.token.endsWith('AAA') ? 'BBB' : 'AAA'}`,
      };
      expect(await refusedLinkEmail(context, altered)).toBeNull();
      expect(await refusedLinkEmail(context, { link: 'guessed', token: late.token })).toBeNull();
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});
