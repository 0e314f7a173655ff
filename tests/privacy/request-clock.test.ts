/**
 * The 30-day clock of a privacy request on the test's clock, over the real database (SQLite and, with
 * TEST_DATABASE_URL, PostgreSQL): it starts when the mailed link is used (not when the form is sent),
 * is on time to day 19, warns from day 20, is overdue from day 30; an unused link expires after 48
 * hours; the retention sweep deletes an export once its link has expired.
 */
import { describe, expect, it } from 'vitest';
import { requestClock } from '../../src/lib/privacy/requests.ts';
import {
  closeRequest,
  confirmRequest,
  confirmState,
  createRequest,
  privacyContext,
  queuedRequests,
  sweepPrivacyRequests,
} from '../../src/server/privacy/requests.ts';
import { databaseKinds, openTestDatabase } from '../support/databases.ts';

const START = Date.parse('2027-01-11T23:00:00.000Z');
const DAY = 86_400_000;
const mail = {
  kind: 'privacy-confirm' as const,
  recipient: 'kim@example.com',
  subject: 's',
  body: 'b',
  html: 'h',
};

describe('the request clock', () => {
  it('warns from day 20 and is overdue from day 30', () => {
    const confirmed = new Date(START).toISOString();
    const at = (days: number) => requestClock(confirmed, new Date(START + days * DAY));
    expect(at(0)).toMatchObject({ day: 1, state: 'on-time', daysLeft: 30 });
    expect(at(19.9)).toMatchObject({ day: 20, state: 'on-time' });
    expect(at(20)).toMatchObject({ day: 21, state: 'warning', daysLeft: 10 });
    expect(at(29.9).state).toBe('warning');
    expect(at(30)).toMatchObject({
      state: 'overdue',
      daysLeft: 0,
      dueAt: new Date(START + 30 * DAY).toISOString(),
    });
  });
});

describe.each(databaseKinds)('privacy requests on the test clock, $name', (kind) => {
  it('start the clock at the confirmation, warn, go overdue, and sweep expired exports', async () => {
    const { database, handle } = await openTestDatabase(kind);
    try {
      let now = START;
      const context = privacyContext(handle.db, () => new Date(now));
      const tokens: Record<string, string> = {};
      const make = () =>
        createRequest(
          context,
          { kind: 'access', email: 'Kim@Example.com', details: null, decision: null },
          (reference, token) => {
            tokens[reference] = token;
            return mail;
          },
        );
      const late = await make();
      const reference = await make();
      expect(await queuedRequests(context)).toEqual([]); // unconfirmed requests are not on the queue

      now += 2 * DAY; // the form was sent two days ago: the clock has not started
      expect(await confirmState(context, late, tokens[late] ?? '')).toBe('expired');
      now -= DAY;
      expect(await confirmRequest(context, reference, tokens[reference] ?? '')).toBe('valid');
      expect(await confirmRequest(context, reference, tokens[reference] ?? '')).toBe('confirmed');
      const clockAt = async (days: number) => {
        now = START + DAY + days * DAY;
        return (await queuedRequests(context))[0]?.clock;
      };
      expect(await clockAt(0)).toMatchObject({ day: 1, state: 'on-time' });
      expect(await clockAt(19)).toMatchObject({ day: 20, state: 'on-time' });
      expect(await clockAt(20)).toMatchObject({ day: 21, state: 'warning' });
      expect(await clockAt(30)).toMatchObject({ state: 'overdue' });

      const until = new Date(now + 14 * DAY).toISOString();
      const closed = await closeRequest(
        context,
        reference,
        { status: 'done', outcome: 'Copy sent', actor: 'Sam Taylor', action: 'export' },
        { ...mail, kind: 'privacy-answer' },
        { json: '{}', pdf: new Uint8Array([37, 80, 68, 70]), until },
      );
      expect(closed).toBe(true);
      expect((await queuedRequests(context))[0]).toMatchObject({ status: 'done', clock: null });
      now += 14 * DAY;
      expect(await sweepPrivacyRequests(context)).toBe(2); // the export, and the unconfirmed request
      const row = await handle.db
        .selectFrom('privacy_requests')
        .select(['export_json', 'export_pdf'])
        .executeTakeFirst();
      expect(row).toEqual({ export_json: null, export_pdf: null });
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});
