/**
 * Dealer pages' records against a real database (SQLite, and PostgreSQL when TEST_DATABASE_URL is
 * set), on a clock the test sets: the measured median time to first answer and the share within the
 * promised window equal the figures worked out here from the lead events the test made; invitations
 * go seven days after an owner confirmed an installation or a visit was done, once per job; a review
 * spends its invitation once, one star and five the same; a reply is the reviewed dealer's, once;
 * a removal is counted by its reason and the review leaves the page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeZoneByState } from '../../src/lib/opening-hours.ts';
import { addBusinessMinutes } from '../../src/lib/routing/business-hours.ts';
import type { DealerEntry } from '../../src/schemas/dealer.ts';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { type InvitationContext, inviteDueJobs, inviteSample } from '../../src/server/dealers/invitations.ts';
import { measuredFigures } from '../../src/server/dealers/measured.ts';
import { createReviewRepository, type ReviewRepository } from '../../src/server/dealers/reviews.ts';
import { setOptOut } from '../../src/server/mail-preferences/preferences.ts';
import { loadOwnerLinks } from '../../src/server/review/owner-link.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/databases.ts';
import { loadTestDirectory } from '../support/dealer-directory.ts';

/** Tuesday 12 January 2027, 10 am in Sydney. */
const NOW = new Date('2027-01-11T23:00:00.000Z');
const DAY = 86_400_000;
const MINUTE = 60_000;
const PARRAMATTA = 'parramatta-air-and-climate';
const HILLS = 'hills-district-air-conditioning-castle-hill';
/** The routing's window in these tests: four business hours. */
const WINDOW = 240;

describe.each(databaseKinds)('dealer records on $name', (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let parramatta: DealerEntry;
  let reviews: ReviewRepository;
  let invitations: InvitationContext;
  let leads = 0;
  let now = NOW;

  async function lead(dealer: string, email = 'jordan.lee@example.com', type: 'quote' | 'service' = 'quote') {
    leads += 1;
    const reference = `CC-D${kind.name === 'sqlite' ? 'S' : 'P'}${String(leads).padStart(4, '0')}`;
    const stamp = new Date(NOW.getTime() - 60 * DAY).toISOString();
    const row = await handle.db
      .insertInto('leads')
      .values({
        type,
        reference,
        idempotency_key: `dealer-test-${reference}`,
        status: 'won',
        payload: '{}',
        name: 'Jordan Lee',
        email,
        phone: '+61412345678',
        postcode: '2150',
        state: 'NSW',
        product: null,
        user_agent_family: null,
        created_at: stamp,
        updated_at: stamp,
        dealer_id: dealer,
        routing_state: 'accepted',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, reference };
  }

  async function event(leadId: number, kind: string, dealer: string | null, at: Date) {
    await handle.db
      .insertInto('lead_routing_events')
      .values({
        lead_id: leadId,
        kind: kind as 'assigned',
        dealer_id: dealer,
        actor: 'routing',
        reason: null,
        note: null,
        at: at.toISOString(),
      })
      .execute();
  }

  async function confirmedJob(dealer: string, confirmedDaysAgo: number, email?: string) {
    const owner = await lead(dealer, email);
    const confirmed = new Date(NOW.getTime() - confirmedDaysAgo * DAY).toISOString();
    const reference = `CJ-${owner.reference.slice(3)}`;
    await handle.db
      .insertInto('install_jobs')
      .values({
        reference,
        lead_id: owner.id,
        dealer_id: dealer,
        booked_for: confirmed.slice(0, 10),
        units: '[]',
        status: 'confirmed',
        record: null,
        flags: null,
        commission_key: null,
        commissioned_at: confirmed,
        confirmed_at: confirmed,
        owner_issue: null,
        created_at: confirmed,
        updated_at: confirmed,
      })
      .execute();
    return reference;
  }

  beforeAll(async () => {
    ({ database, handle } = await openTestDatabase(kind));
    parramatta = (await loadTestDirectory()).dealer(PARRAMATTA);
    reviews = createReviewRepository(handle.db, () => now);
    const links = await loadOwnerLinks(handle.db, NOW.toISOString(), 'review');
    const mailLinks = await loadOwnerLinks(handle.db, NOW.toISOString(), 'mail');
    invitations = {
      db: handle.db,
      now: () => now,
      links: async () => links,
      siteUrl: 'https://www.cirrusclimate.com.au',
      dealerName: (id) =>
        id === PARRAMATTA ? 'Parramatta Air & Climate' : 'Hills District Air Conditioning',
      preferences: {
        db: handle.db,
        clock: () => now,
        links: async () => mailLinks,
        siteUrl: 'https://www.cirrusclimate.com.au',
      },
    };
  });

  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it('measures the median time to first answer and the share in the window from the lead events', async () => {
    // Six offers to Parramatta over the year, each a lead of its own, at 9 am Sydney on a weekday;
    // answers after these many minutes (null: the window ran out and the lead was passed on).
    const answers = [12, 45, 95, 130, null, 300];
    const starts: Date[] = [];
    for (const [index, minutes] of answers.entries()) {
      const { id } = await lead(PARRAMATTA);
      // Mondays at 9 am Sydney (22:00 UTC on the Sunday, summer time), a week apart, back from November.
      const start = new Date(Date.parse('2026-11-01T22:00:00.000Z') - index * 7 * DAY);
      starts.push(start);
      await event(id, 'assigned', PARRAMATTA, start);
      if (minutes === null) {
        await event(id, 'timed-out', PARRAMATTA, new Date(start.getTime() + WINDOW * MINUTE));
        await event(id, 'assigned', HILLS, new Date(start.getTime() + WINDOW * MINUTE));
      } else {
        await event(
          id,
          index % 2 ? 'declined' : 'accepted',
          PARRAMATTA,
          new Date(start.getTime() + minutes * MINUTE),
        );
      }
    }
    // An offer older than the year, and one still waiting: neither counts.
    const old = await lead(PARRAMATTA);
    await event(old.id, 'assigned', PARRAMATTA, new Date(NOW.getTime() - 400 * DAY));
    await event(old.id, 'accepted', PARRAMATTA, new Date(NOW.getTime() - 400 * DAY + MINUTE));
    const waiting = await lead(PARRAMATTA);
    await event(waiting.id, 'assigned', PARRAMATTA, new Date(NOW.getTime() - 30 * MINUTE));

    const figures = await measuredFigures(handle.db, parramatta, { now: NOW, windowMinutes: WINDOW });
    const answered = answers.filter((minutes): minutes is number => minutes !== null).sort((a, b) => a - b);
    // Five answers: the median is the third.
    expect(figures.medianResponseMinutes).toBe(answered[2]);
    expect(figures.medianResponseMinutes).toBe(95);
    expect(figures.offers).toBe(6);
    const zone = timeZoneByState.NSW;
    const inWindow = answers.filter((minutes, index) => {
      if (minutes === null) return false;
      const start = starts[index] as Date;
      return (
        start.getTime() + minutes * MINUTE <=
        addBusinessMinutes(parramatta.hours, zone, start, WINDOW).getTime()
      );
    }).length;
    // 12, 45, 95 and 130 minutes fall inside four business hours from 9 am; 300 does not.
    expect(inWindow).toBe(4);
    expect(figures.answeredInWindow).toBe(inWindow);
    // Accepted: every other answer (offers 1 and 3; the others were declined or timed out).
    expect(figures.leadsAccepted).toBe(2);
    expect(figures.from).toBe('12 January 2026');
    expect(figures.to).toBe('12 January 2027');
  });

  it('invites the owner seven days after a confirmed installation, once per job', async () => {
    const due = await confirmedJob(PARRAMATTA, 8, 'due.owner@example.com');
    const early = await confirmedJob(PARRAMATTA, 3, 'early.owner@example.com');
    expect(await inviteDueJobs(invitations)).toBeGreaterThanOrEqual(1);
    expect(await inviteDueJobs(invitations)).toBe(0);
    const rows = await handle.db.selectFrom('review_invitations').selectAll().execute();
    expect(rows.filter((row) => row.job_reference === due)).toHaveLength(1);
    expect(rows.filter((row) => row.job_reference === early)).toHaveLength(0);
    const mails = await handle.db
      .selectFrom('notification_outbox')
      .selectAll()
      .where('kind', '=', 'review-invitation')
      .where('recipient', '=', 'due.owner@example.com')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('How did Parramatta Air & Climate do?');
    expect(mails[0]?.body).toMatch(/\/reviews\/write\?invitation=\d+&token=/);
    // One-click unsubscribe (RFC 8058) for the topic, which the outbox sends as headers.
    expect(mails[0]?.topic).toBe('dealer-reviews');
    const headers = JSON.parse(mails[0]?.headers ?? '{}') as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['List-Unsubscribe']).toMatch(/topic=dealer-reviews/);
    // An owner who left the topic is not invited, for this job or any later one.
    const left = await confirmedJob(PARRAMATTA, 8, 'left.topic@example.com');
    await setOptOut(invitations.preferences, 'Left.Topic@example.com', 'dealer-reviews', true, 'one-click', {
      page: '/my-home/unsubscribe',
      policyVersion: '3',
    });
    // Four more days: the early job's week is up.
    now = new Date(NOW.getTime() + 4 * DAY);
    expect(await inviteDueJobs(invitations)).toBe(1);
    now = NOW;
    expect(
      await handle.db
        .selectFrom('review_invitations')
        .select('id')
        .where('job_reference', '=', left)
        .execute(),
    ).toEqual([]);
  });

  it('takes one review per invitation, one star and five the same way, and shows both newest first', async () => {
    const low = await confirmedJob(PARRAMATTA, 9, 'low@example.com');
    const high = await confirmedJob(PARRAMATTA, 9, 'high@example.com');
    await inviteDueJobs(invitations);
    const ids = await handle.db
      .selectFrom('review_invitations')
      .select(['id', 'job_reference'])
      .where('job_reference', 'in', [low, high])
      .execute();
    const idOf = (reference: string) => ids.find((row) => row.job_reference === reference)?.id ?? 0;
    const one = await reviews.submit(idOf(low), {
      rating: 1,
      body: 'Left the condensate line loose and never came back.',
      photos: [],
    });
    expect(one.ok).toBe(true);
    now = new Date(NOW.getTime() + MINUTE);
    const five = await reviews.submit(idOf(high), {
      rating: 5,
      body: 'Tidy work, explained the controller, on time.',
      photos: [],
    });
    expect(five.ok).toBe(true);
    expect(
      (await reviews.submit(idOf(low), { rating: 5, body: 'Trying the same invitation twice.', photos: [] }))
        .ok,
    ).toBe(false);
    const page = await reviews.dealerReviews(PARRAMATTA, 'Australia/Sydney');
    expect(page.reviews.map((review) => review.rating)).toEqual([5, 1]);
    expect(page.distribution).toEqual([1, 0, 0, 0, 1]);
    expect(page.reviews[0]?.job).toMatch(/^Installation confirmed by the owner, January 2027$/);
    now = NOW;
  });

  it('lets the reviewed dealer reply once and no other dealer, and counts a removal by its reason', async () => {
    const job = await confirmedJob(PARRAMATTA, 10, 'reply@example.com');
    await inviteDueJobs(invitations);
    const invitation = await handle.db
      .selectFrom('review_invitations')
      .select('id')
      .where('job_reference', '=', job)
      .executeTakeFirstOrThrow();
    const stored = await reviews.submit(invitation.id, {
      rating: 3,
      body: 'Good install, but two days late.',
      photos: [],
    });
    if (!stored.ok) throw new Error('not stored');
    expect(await reviews.reply(stored.id, HILLS, 'Not ours to answer.', 'Marco Rossi')).toEqual({
      ok: false,
      reason: 'not-yours',
    });
    expect(
      await reviews.reply(stored.id, PARRAMATTA, 'Sorry about the delay: a part came late.', 'Ivy Nguyen'),
    ).toEqual({ ok: true });
    expect(await reviews.reply(stored.id, PARRAMATTA, 'A second answer.', 'Ivy Nguyen')).toEqual({
      ok: false,
      reason: 'replied',
    });
    const before = await reviews.dealerReviews(PARRAMATTA, 'Australia/Sydney');
    expect(before.reviews.find((review) => review.id === stored.id)?.reply?.body).toBe(
      'Sorry about the delay: a part came late.',
    );
    expect(await reviews.remove(stored.id, 'personal-details', 'Sam Taylor')).toEqual({ ok: true });
    const after = await reviews.dealerReviews(PARRAMATTA, 'Australia/Sydney');
    expect(after.reviews.some((review) => review.id === stored.id)).toBe(false);
    expect(after.removed).toEqual([{ reason: 'personal-details', count: 1 }]);
    expect(after.count).toBe(before.count - 1);
  });

  it('invites a random sample of the dealer’s recent jobs not invited yet, and none twice', async () => {
    for (let index = 0; index < 4; index += 1) await confirmedJob(HILLS, 2, `sample${index}@example.com`);
    const first = await inviteSample(invitations, HILLS, 3);
    expect(first).toEqual({ eligible: 4, invited: 3 });
    const second = await inviteSample(invitations, HILLS, 3);
    expect(second).toEqual({ eligible: 1, invited: 1 });
    expect((await inviteSample(invitations, HILLS, 3)).invited).toBe(0);
  });
});
