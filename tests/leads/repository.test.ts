/**
 * The leads repository against a real database: SQLite, and PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import type { LeadPayload } from '../../src/server/forms/index.ts';
import {
  createLeadRepository,
  type LeadRepository,
  type NewLead,
} from '../../src/server/leads/repository.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/databases.ts';

let keyCounter = 0;
function newKey() {
  keyCounter += 1;
  return `test-key-${Date.now()}-${keyCounter}-abcdef`;
}

function quoteLead(overrides: Partial<LeadPayload<'quote'>> = {}, key = newKey()): NewLead<'quote'> {
  const payload: LeadPayload<'quote'> = {
    postcode: '2000',
    name: 'Ann Lee',
    email: 'ann@example.com',
    phone: '+61412345678',
    ...overrides,
  };
  return {
    type: 'quote',
    idempotencyKey: key,
    payload,
    postcode: payload.postcode,
    state: 'NSW',
    userAgentFamily: 'Chrome',
  };
}

const notify = (reference: string) => [
  {
    kind: 'lead-notification' as const,
    recipient: 'leads@example.com',
    subject: `New ${reference}`,
    body: 'Body',
    html: '<p>Body</p>',
  },
];

describe.each(databaseKinds)('leads repository on $name', (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let leads: LeadRepository;

  beforeAll(async () => {
    ({ database, handle } = await openTestDatabase(kind));
    leads = createLeadRepository(handle);
  });

  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it('stores a lead with its first history entry and its notification in one go', async () => {
    const created = await leads.createLead(quoteLead(), notify);
    expect(created.duplicate).toBe(false);
    expect(created.reference).toMatch(/^CC-[2-9A-HJKMNP-Z]{6}$/);
    const lead = await leads.getLead(created.id);
    expect(lead).toMatchObject({
      type: 'quote',
      status: 'new',
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '+61412345678',
      postcode: '2000',
      state: 'NSW',
      payload: { name: 'Ann Lee', postcode: '2000' },
    });
    expect(lead?.history).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'new', changedBy: 'website' }),
    ]);
    const outbox = await leads.notificationsOf(created.id);
    expect(outbox).toEqual([
      expect.objectContaining({
        status: 'pending',
        recipient: 'leads@example.com',
        subject: `New ${created.reference}`,
      }),
    ]);
  });

  it('stores one row for concurrent submissions with the same idempotency key', async () => {
    const lead = quoteLead();
    const results = await Promise.all(Array.from({ length: 8 }, () => leads.createLead(lead, notify)));
    expect(new Set(results.map((result) => result.reference)).size).toBe(1);
    expect(results.filter((result) => !result.duplicate)).toHaveLength(1);
    const page = await leads.listLeads({ search: results[0]?.reference });
    expect(page.total).toBe(1);
    expect(await leads.notificationsOf(results[0]?.id ?? 0)).toHaveLength(1);
    expect(await leads.findByIdempotencyKey(lead.idempotencyKey)).toEqual({
      id: results[0]?.id,
      reference: results[0]?.reference,
    });
  });

  it('runs many concurrent transactions without interleaving them', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        leads.createLead(quoteLead({ name: `Person ${index}` }), notify),
      ),
    );
    expect(new Set(results.map((result) => result.id)).size).toBe(40);
    for (const result of results.slice(0, 5)) {
      expect((await leads.getLead(result.id))?.history).toHaveLength(1);
      expect(await leads.notificationsOf(result.id)).toHaveLength(1);
    }
  });

  it('rolls the whole lead back when its notifications cannot be written', async () => {
    // The notifications are composed inside the transaction, after the lead row was inserted.
    await expect(
      leads.createLead(quoteLead({ name: 'Rolled Back' }), () => {
        throw new Error('composing the email failed');
      }),
    ).rejects.toThrow('composing the email failed');
    expect((await leads.listLeads({ search: 'Rolled Back' })).total).toBe(0);
  });

  describe('listing', () => {
    let ids: number[] = [];

    beforeAll(async () => {
      const rows: NewLead[] = [
        {
          ...quoteLead({
            name: 'Zed Filter',
            email: 'zed@filter.test',
            postcode: '3000',
            phone: '+61398765432',
          }),
          state: 'VIC',
          postcode: '3000',
        },
        {
          type: 'contact',
          idempotencyKey: newKey(),
          payload: { enquiryType: 'other', name: 'Zed Filter', email: 'zed2@filter.test', message: 'Hello' },
          postcode: null,
          state: null,
          userAgentFamily: 'Firefox',
        },
        {
          ...quoteLead({ name: 'Percent 100%_done', email: 'pct@filter.test', postcode: '4000' }),
          state: 'QLD',
          postcode: '4000',
        },
      ];
      ids = [];
      for (const row of rows) ids.push((await leads.createLead(row, notify)).id);
    });

    it('filters by type, status, state and postcode', async () => {
      expect(
        (await leads.listLeads({ type: 'contact', search: 'filter.test' })).items.map((lead) => lead.id),
      ).toEqual([ids[1]]);
      expect(
        (await leads.listLeads({ state: 'VIC', search: 'filter.test' })).items.map((lead) => lead.id),
      ).toEqual([ids[0]]);
      expect((await leads.listLeads({ postcode: '4000' })).items.map((lead) => lead.id)).toEqual([ids[2]]);
      expect((await leads.listLeads({ status: 'won', search: 'filter.test' })).total).toBe(0);
    });

    it('searches names and emails case-insensitively, phones by their digits, % and _ literally', async () => {
      expect((await leads.listLeads({ search: 'ZED filter' })).total).toBe(2);
      expect((await leads.listLeads({ search: '0398 765' })).items.map((lead) => lead.id)).toEqual([ids[0]]);
      expect((await leads.listLeads({ search: '100%_' })).items.map((lead) => lead.id)).toEqual([ids[2]]);
      expect((await leads.listLeads({ search: '%' })).items.map((lead) => lead.id)).toEqual([ids[2]]);
      const reference = (await leads.getLead(ids[0] ?? 0))?.reference ?? '';
      expect(
        (await leads.listLeads({ search: reference.toLowerCase() })).items.map((lead) => lead.id),
      ).toEqual([ids[0]]);
    });

    it('treats search text with SQL in it as text', async () => {
      expect((await leads.listLeads({ search: "' or 1=1 --" })).total).toBe(0);
      expect((await leads.listLeads({ search: 'x"; drop table leads; --' })).total).toBe(0);
      expect((await leads.listLeads({})).total).toBeGreaterThan(0);
    });

    it('filters by creation date in Sydney days, not UTC days', async () => {
      // 1:30 am on Friday 14 November 2031 in Sydney, still the 13th in UTC; and 11:59 pm that day.
      const madeAt = async (instant: string, email: string) =>
        (
          await createLeadRepository(handle, () => new Date(instant)).createLead(
            quoteLead({ name: 'Night Owl', email }),
            notify,
          )
        ).id;
      const early = await madeAt('2031-11-13T14:30:00.000Z', 'early@sydney-day.test');
      const late = await madeAt('2031-11-14T12:59:00.000Z', 'late@sydney-day.test');
      const found = async (from: string | undefined, to: string | undefined) =>
        (await leads.listLeads({ from, to, search: 'sydney-day.test' })).items.map((lead) => lead.id).sort();
      expect(await found('2031-11-14', '2031-11-14')).toEqual([early, late].sort());
      expect(await found(undefined, '2031-11-13')).toEqual([]);
      expect(await found('2031-11-15', undefined)).toEqual([]);
      // An instant is taken as written.
      expect(await found('2031-11-13T14:00:00Z', '2031-11-13T15:00:00Z')).toEqual([early]);
    });

    it('pages newest first with a total', async () => {
      const all = await leads.listLeads({ pageSize: 200 });
      expect(all.total).toBeGreaterThanOrEqual(3);
      expect((await leads.listLeads({ to: '2000-01-01' })).total).toBe(0);
      const first = await leads.listLeads({ pageSize: 2, page: 1 });
      const second = await leads.listLeads({ pageSize: 2, page: 2 });
      expect(first.items).toHaveLength(2);
      expect(first.total).toBe(all.total);
      expect((first.items[0]?.createdAt ?? '') >= (second.items[0]?.createdAt ?? '')).toBe(true);
      expect(second.items.map((lead) => lead.id)).not.toContain(first.items[0]?.id);
    });

    it('exports every matching lead in batches, oldest first', async () => {
      const exported = [];
      for await (const lead of leads.exportLeads({ search: 'filter.test' })) exported.push(lead.id);
      expect(exported).toEqual(ids);
    });
  });

  it('counts leads by kind and status in one grouped answer that agrees with the filtered lists', async () => {
    const counts = await leads.countByTypeAndStatus();
    expect(counts.length).toBeGreaterThan(0);
    for (const { type, status, count } of counts) {
      expect(count).toBe((await leads.listLeads({ type, status, pageSize: 1 })).total);
    }
    const before = counts.find((row) => row.type === 'contact' && row.status === 'new')?.count ?? 0;
    await leads.createLead(
      {
        type: 'contact',
        idempotencyKey: newKey(),
        payload: { enquiryType: 'other', name: 'Count Me', email: 'count@example.com', message: 'Hi' },
        postcode: null,
        state: null,
        userAgentFamily: null,
      },
      notify,
    );
    const after = await leads.countByTypeAndStatus();
    expect(after.find((row) => row.type === 'contact' && row.status === 'new')?.count).toBe(before + 1);
    const total = after.reduce((sum, row) => sum + row.count, 0);
    expect(total).toBe((await leads.listLeads({ pageSize: 1 })).total);
  });

  it('changes status with history, closes on won/lost and reopens', async () => {
    const { id } = await leads.createLead(quoteLead(), notify);
    const contacted = await leads.changeStatus(id, 'contacted', 'staff@cirrus', 'Called back');
    expect(contacted).toMatchObject({ status: 'contacted', closedAt: null });
    const won = await leads.changeStatus(id, 'won', 'staff@cirrus');
    expect(won?.closedAt).toEqual(expect.any(String));
    const same = await leads.changeStatus(id, 'won', 'staff@cirrus');
    expect(same?.history).toHaveLength(3);
    const lost = await leads.changeStatus(id, 'lost', 'staff@cirrus');
    expect(lost?.closedAt).toBe(won?.closedAt);
    const reopened = await leads.changeStatus(id, 'quoted', 'staff@cirrus');
    expect(reopened?.closedAt).toBeNull();
    expect(reopened?.history.map((entry) => [entry.fromStatus, entry.toStatus])).toEqual([
      [null, 'new'],
      ['new', 'contacted'],
      ['contacted', 'won'],
      ['won', 'lost'],
      ['lost', 'quoted'],
    ]);
    expect(reopened?.history[1]).toMatchObject({ changedBy: 'staff@cirrus', note: 'Called back' });
    expect(await leads.changeStatus(999_999, 'won', 'x')).toBeUndefined();
  });

  it('adds notes to existing leads only', async () => {
    const { id } = await leads.createLead(quoteLead(), notify);
    const note = await leads.addNote(id, 'staff@cirrus', 'Prefers mornings');
    expect(note).toMatchObject({ author: 'staff@cirrus', body: 'Prefers mornings' });
    expect((await leads.getLead(id))?.notes).toEqual([note]);
    expect(await leads.addNote(999_999, 'x', 'y')).toBeUndefined();
  });

  it('erases personal details of leads closed before the cutoff and keeps the rest', async () => {
    const open = await leads.createLead(quoteLead({ name: 'Still Open' }), notify);
    const closed = await leads.createLead(quoteLead({ name: 'Long Gone' }), notify);
    await leads.changeStatus(closed.id, 'lost', 'staff@cirrus', 'Went elsewhere');
    await leads.addNote(closed.id, 'staff@cirrus', 'Lives at 1 Example St');
    const claimed = await leads.claimDueNotifications(500, new Date(Date.now() + 60_000).toISOString());
    for (const row of claimed) await leads.markNotificationSent(row.id, row.lease_until ?? '');

    expect(await leads.eraseClosedBefore(new Date(Date.now() - 86_400_000).toISOString())).toBe(0);
    const erased = await leads.eraseClosedBefore(new Date(Date.now() + 1000).toISOString());
    expect(erased).toBeGreaterThanOrEqual(1);

    const gone = await leads.getLead(closed.id);
    expect(gone).toMatchObject({
      type: 'quote',
      status: 'lost',
      postcode: '2000',
      state: 'NSW',
      payload: null,
      name: null,
      email: null,
      phone: null,
      erasedAt: expect.any(String),
    });
    expect(gone?.notes.map((note) => note.body)).toEqual(['[erased]']);
    expect(gone?.history.every((entry) => entry.note === null)).toBe(true);
    expect((await leads.notificationsOf(closed.id)).map((row) => row.body)).toEqual(['[erased]']);
    expect(await leads.getLead(open.id)).toMatchObject({ name: 'Still Open', erasedAt: null });
    expect(await leads.eraseClosedBefore(new Date(Date.now() + 1000).toISOString())).toBe(0);
  });

  it('claims each due notification once, even when claims race', async () => {
    const created = await Promise.all(Array.from({ length: 6 }, () => leads.createLead(quoteLead(), notify)));
    const lease = new Date(Date.now() + 60_000).toISOString();
    const claims = await Promise.all(Array.from({ length: 4 }, () => leads.claimDueNotifications(3, lease)));
    const claimedIds = claims.flat().map((row) => row.id);
    expect(new Set(claimedIds).size).toBe(claimedIds.length);
    const ours = (await Promise.all(created.map((lead) => leads.notificationsOf(lead.id)))).flat();
    for (const row of ours) expect(row.status).toBe('sending');
    expect(claims.flat().every((row) => row.attempts === 1)).toBe(true);
    // Nothing is due while the claims hold.
    expect(await leads.claimDueNotifications(100, lease)).toEqual([]);
  });

  it('takes over a claim whose lease expired, and ignores a late "sent" from the old claim', async () => {
    const { id } = await leads.createLead(quoteLead(), notify);
    const expired = new Date(Date.now() - 1000).toISOString();
    const [first] = (await leads.claimDueNotifications(100, expired)).filter((row) => row.lead_id === id);
    expect(first?.status).toBe('sending');
    const fresh = new Date(Date.now() + 60_000).toISOString();
    const [second] = (await leads.claimDueNotifications(100, fresh)).filter((row) => row.lead_id === id);
    expect(second).toMatchObject({ id: first?.id, attempts: 2 });
    expect(await leads.markNotificationSent(first?.id ?? 0, expired)).toBe(false);
    expect(await leads.markNotificationSent(second?.id ?? 0, fresh)).toBe(true);
    expect((await leads.notificationsOf(id))[0]).toMatchObject({
      status: 'sent',
      sent_at: expect.any(String),
    });
  });

  it('puts a failed notification back to pending until its retry time, or fails it for good', async () => {
    const { id } = await leads.createLead(quoteLead(), notify);
    const lease = new Date(Date.now() + 60_000).toISOString();
    const [row] = (await leads.claimDueNotifications(100, lease)).filter((claimed) => claimed.lead_id === id);
    const retryAt = new Date(Date.now() + 3_600_000).toISOString();
    await leads.markNotificationFailed(row?.id ?? 0, 'connect ECONNREFUSED', retryAt);
    expect((await leads.notificationsOf(id))[0]).toMatchObject({
      status: 'pending',
      next_attempt_at: retryAt,
      last_error: 'connect ECONNREFUSED',
    });
    expect((await leads.claimDueNotifications(100, lease)).some((claimed) => claimed.lead_id === id)).toBe(
      false,
    );
    await handle.db
      .updateTable('notification_outbox')
      .set({ next_attempt_at: new Date(0).toISOString() })
      .where('lead_id', '=', id)
      .execute();
    const [again] = (await leads.claimDueNotifications(100, lease)).filter(
      (claimed) => claimed.lead_id === id,
    );
    await leads.markNotificationFailed(again?.id ?? 0, 'still down', null);
    expect((await leads.notificationsOf(id))[0]).toMatchObject({ status: 'failed', attempts: 2 });
  });
});
