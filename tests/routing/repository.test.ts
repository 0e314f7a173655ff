/**
 * Routing against a real database (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), with the
 * real dealer directory: assignment in the lead's transaction, accept, decline and pass on,
 * timeouts, the hand-over limit, pause and cap, staff reassignment, the dealer table, and one
 * dealer mail per assignment.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { timeZoneByState } from '../../src/lib/opening-hours.ts';
import { addBusinessMinutes } from '../../src/lib/routing/business-hours.ts';
import type { ProductType } from '../../src/schemas/common.ts';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/database.ts';
import type { LeadPayload } from '../../src/server/forms/index.ts';
import { createLeadRepository, type LeadRepository } from '../../src/server/leads/repository.ts';
import {
  createRoutingRepository,
  type RoutingRepository,
  type RoutingSettings,
} from '../../src/server/routing/repository.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/databases.ts';
import { loadTestDirectory, type TestDirectory } from '../support/dealer-directory.ts';

const PARRAMATTA = 'parramatta-air-and-climate';
const CASTLE_HILL = 'hills-district-air-conditioning-castle-hill';
const PENRITH = 'nepean-heating-and-cooling-penrith';
/** A Chatswood showroom that sells but does not install: it takes no quotes. */
const CHATSWOOD_RETAILER = 'north-shore-climate-centre-chatswood';
const settings: RoutingSettings = {
  radiusKm: 150,
  waitingCap: 3,
  responseMinutes: 240,
  maxHandovers: 3,
  siteUrl: 'https://www.example.com.au',
  notifyTo: 'leads@example.com',
};

let keyCounter = 0;
const newKey = () => {
  keyCounter += 1;
  return `routing-key-${Date.now()}-${keyCounter}-abcdef`;
};

let directory: TestDirectory;
beforeAll(async () => {
  directory = await loadTestDirectory();
});

describe.each(databaseKinds)('routing on $name', (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let leads: LeadRepository;
  let routing: RoutingRepository;
  // Tuesday 17 Nov 2026, 11 am in Sydney.
  let now = new Date('2026-11-17T00:00:00.000Z');
  const clock = () => now;

  beforeAll(async () => {
    ({ database, handle } = await openTestDatabase(kind));
    routing = createRoutingRepository(handle, directory, settings, clock);
    leads = createLeadRepository(handle, clock, routing);
    await routing.ensureDealers();
    await routing.ensureDealers(); // idempotent
  });

  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  const closeOpenLeads = () =>
    handle.db
      .updateTable('leads')
      .set({ closed_at: now.toISOString(), status: 'lost' })
      .where('closed_at', 'is', null)
      .execute();

  beforeEach(async () => {
    now = new Date('2026-11-17T00:00:00.000Z');
    // Each test starts with nobody waiting on anyone: close what earlier tests left open.
    await closeOpenLeads();
    await handle.db.updateTable('dealer_state').set({ paused: 0 }).execute();
  });

  /** Stores a quote and routes it in the same transaction, as the form handler does. */
  async function quote(postcode: string, productType: ProductType | null = null, dealer?: string) {
    const payload: LeadPayload<'quote'> = {
      ...(dealer ? { dealer } : {}),
      postcode,
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '+61412345678',
      message: 'Two bedrooms facing west.',
      ...(productType ? { product: productType } : {}),
    };
    const created = await leads.createLead(
      {
        type: 'quote',
        idempotencyKey: newKey(),
        payload,
        postcode,
        state: null,
        userAgentFamily: null,
        routing: { productType },
      },
      (reference) => [
        {
          kind: 'lead-notification',
          recipient: 'leads@example.com',
          subject: reference,
          body: 'x',
          html: '<p>x</p>',
        },
      ],
    );
    return created.id;
  }

  const lead = async (id: number) => {
    const found = await leads.getLead(id);
    if (!found) throw new Error(`lead ${id} missing`);
    return found;
  };
  const dealerMail = async (id: number) =>
    (await leads.notificationsOf(id)).filter((row) => row.kind === 'dealer-assignment');
  const kinds = async (id: number) =>
    (await routing.eventsOf(id)).map((event) => `${event.kind}:${event.dealerId ?? '-'}`);

  it('assigns a Parramatta quote to Parramatta Air & Climate in the transaction that stores it', async () => {
    const id = await quote('2150');
    const stored = await lead(id);
    const dealer = directory.dealer(PARRAMATTA);
    expect(stored).toMatchObject({ dealerId: PARRAMATTA, routingState: 'waiting', acceptedAt: null });
    expect(stored.respondBy).toBe(
      addBusinessMinutes(dealer.hours, timeZoneByState.NSW, now, settings.responseMinutes).toISOString(),
    );
    expect(await kinds(id)).toEqual([`assigned:${PARRAMATTA}`]);
    expect((await routing.eventsOf(id))[0]?.actor).toBe('routing');
    const mail = await dealerMail(id);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.recipient).toBe(dealer.email ?? settings.notifyTo);
    expect(mail[0]?.subject).toContain(stored.reference);
    expect(mail[0]?.body).toContain('Two bedrooms facing west.');
    // No contact details before the dealer accepts.
    for (const secret of ['Ann Lee', 'ann@example.com', '0412', '+61412345678']) {
      expect(mail[0]?.body).not.toContain(secret);
      expect(mail[0]?.subject).not.toContain(secret);
    }
  });

  it('rolls the assignment back with the lead when the transaction fails', async () => {
    const before = (await routing.dealerTable()).find((row) => row.dealerId === PARRAMATTA)?.received ?? 0;
    await expect(
      leads.createLead(
        {
          type: 'quote',
          idempotencyKey: newKey(),
          payload: { postcode: '2150', name: 'Rolled Back', phone: '+61412345678' },
          postcode: '2150',
          state: null,
          userAgentFamily: null,
          routing: { productType: null },
        },
        () => {
          throw new Error('composing the email failed');
        },
      ),
    ).rejects.toThrow('composing the email failed');
    expect((await leads.listLeads({ search: 'Rolled Back' })).total).toBe(0);
    expect((await routing.dealerTable()).find((row) => row.dealerId === PARRAMATTA)?.received ?? 0).toBe(
      before,
    );
  });

  it('skips a dealer that does not handle the product asked for', async () => {
    const id = await quote('2150', 'gas-heater');
    const stored = await lead(id);
    expect(stored.dealerId).not.toBe(PARRAMATTA);
    expect(directory.dealer(stored.dealerId ?? '').productTypes).toContain('gas-heater');
  });

  it('sends a lead with no dealer within the radius to the staff queue, without dealer mail', async () => {
    const id = await quote('6770');
    expect(await lead(id)).toMatchObject({ dealerId: null, routingState: 'unassigned', respondBy: null });
    const events = await routing.eventsOf(id);
    expect(events).toEqual([
      expect.objectContaining({ kind: 'unassigned', reason: 'no-dealer', dealerId: null }),
    ]);
    expect(await dealerMail(id)).toEqual([]);
    expect((await leads.listLeads({ routing: 'unassigned' })).items.map((item) => item.id)).toContain(id);
  });

  it('lets only the holding dealer accept, once', async () => {
    const id = await quote('2150');
    expect(await routing.accept(id, CASTLE_HILL, 'Someone else')).toEqual({
      ok: false,
      reason: 'not-waiting',
    });
    now = new Date(now.getTime() + 25 * 60_000);
    expect(await routing.accept(id, PARRAMATTA, 'Ivy Nguyen')).toEqual({ ok: true, outcome: null });
    expect(await routing.accept(id, PARRAMATTA, 'Ivy Nguyen')).toEqual({ ok: false, reason: 'not-waiting' });
    expect(await routing.accept(999_999, PARRAMATTA, 'Ivy Nguyen')).toEqual({
      ok: false,
      reason: 'not-found',
    });
    expect(await lead(id)).toMatchObject({
      routingState: 'accepted',
      acceptedAt: now.toISOString(),
      respondBy: null,
    });
    expect(await kinds(id)).toEqual([`assigned:${PARRAMATTA}`, `accepted:${PARRAMATTA}`]);
    const table = await routing.dealerTable();
    expect(table.find((row) => row.dealerId === PARRAMATTA)?.medianMinutesToAccept).toBe(25);
    // An accepted lead cannot be declined.
    expect(await routing.decline(id, PARRAMATTA, 'Ivy Nguyen', 'fully-booked')).toEqual({
      ok: false,
      reason: 'not-waiting',
    });
  });

  it('passes a declined lead to the next nearest dealer, with the reason in the history', async () => {
    const id = await quote('2150');
    const result = await routing.decline(
      id,
      PARRAMATTA,
      'Ivy Nguyen',
      'fully-booked',
      'Booked out until March',
    );
    expect(result).toMatchObject({ ok: true, outcome: { kind: 'assigned', dealer: { id: CASTLE_HILL } } });
    expect(await lead(id)).toMatchObject({ dealerId: CASTLE_HILL, routingState: 'waiting' });
    const events = await routing.eventsOf(id);
    expect(events.map((event) => event.kind)).toEqual(['assigned', 'declined', 'assigned']);
    expect(events[1]).toMatchObject({
      dealerId: PARRAMATTA,
      actor: 'Ivy Nguyen',
      reason: 'fully-booked',
      note: 'Booked out until March',
    });
    // One mail per assignment: the first dealer's and the second's.
    expect((await dealerMail(id)).map((row) => row.recipient)).toEqual([
      directory.dealer(PARRAMATTA).email ?? settings.notifyTo,
      directory.dealer(CASTLE_HILL).email ?? settings.notifyTo,
    ]);
    // The first dealer cannot act on it any more.
    expect(await routing.accept(id, PARRAMATTA, 'Ivy Nguyen')).toEqual({ ok: false, reason: 'not-waiting' });
  });

  it('offers a quote to the dealer the visitor asked for first, else to the nearest that can take it', async () => {
    // Castle Hill is not the nearest to Parramatta, but the visitor chose it in the locator.
    const chosen = await quote('2150', null, CASTLE_HILL);
    expect(await lead(chosen)).toMatchObject({ dealerId: CASTLE_HILL, routingState: 'waiting' });
    expect(await kinds(chosen)).toEqual([`assigned:${CASTLE_HILL}`]);
    expect((await dealerMail(chosen)).map((row) => row.recipient)).toEqual([
      directory.dealer(CASTLE_HILL).email ?? settings.notifyTo,
    ]);
    const reference = (await lead(chosen)).reference;
    expect(await routing.placementOf(reference)).toMatchObject({
      dealer: { id: CASTLE_HILL },
      asked: { id: CASTLE_HILL },
    });
    // When it declines, the lead goes on by the nearest-dealer rule.
    const declined = await routing.decline(chosen, CASTLE_HILL, 'Ivy Nguyen', 'fully-booked');
    expect(declined).toMatchObject({ ok: true, outcome: { kind: 'assigned', dealer: { id: PARRAMATTA } } });

    // Paused: the nearest dealer gets it, and the thank-you page can say the chosen one could not.
    expect(await routing.setPaused(CASTLE_HILL, true, 'Sam Taylor')).toBe(true);
    const paused = await quote('2150', null, CASTLE_HILL);
    expect(await lead(paused)).toMatchObject({ dealerId: PARRAMATTA });
    expect(await routing.placementOf((await lead(paused)).reference)).toMatchObject({
      dealer: { id: PARRAMATTA },
      asked: { id: CASTLE_HILL },
    });
    expect(await routing.setPaused(CASTLE_HILL, false, 'Sam Taylor')).toBe(true);

    await closeOpenLeads();
    // At its cap of waiting leads: the rest go to the nearest.
    const full = await Promise.all(
      Array.from({ length: settings.waitingCap + 1 }, () => quote('2150', null, CASTLE_HILL)),
    );
    const holders = await Promise.all(full.map(async (id) => (await lead(id)).dealerId));
    expect(holders.filter((holder) => holder === CASTLE_HILL)).toHaveLength(settings.waitingCap);
    expect(holders.filter((holder) => holder === PARRAMATTA)).toHaveLength(1);

    await closeOpenLeads();
    // A retailer that does not install takes no quotes; an unknown id changes nothing.
    expect((await lead(await quote('2150', null, CHATSWOOD_RETAILER))).dealerId).toBe(PARRAMATTA);
    expect((await lead(await quote('2150', null, 'no-such-dealer'))).dealerId).toBe(PARRAMATTA);
  });

  it('goes to staff after the configured number of hand-overs, never back to a dealer that had it', async () => {
    const id = await quote('2150');
    const holders: string[] = [];
    for (let round = 0; round < settings.maxHandovers; round += 1) {
      const holder = (await lead(id)).dealerId ?? '';
      holders.push(holder);
      expect((await routing.decline(id, holder, 'Dealer user', 'too-far')).ok).toBe(true);
    }
    expect(new Set(holders).size).toBe(settings.maxHandovers);
    expect(await lead(id)).toMatchObject({ dealerId: null, routingState: 'unassigned' });
    const last = (await routing.eventsOf(id)).at(-1);
    expect(last).toMatchObject({ kind: 'unassigned', reason: 'hand-over-limit' });
  });

  it('passes a lead on when its response window ends, once however often the timer runs', async () => {
    const id = await quote('2150');
    const respondBy = (await lead(id)).respondBy ?? '';
    now = new Date(Date.parse(respondBy) - 1000);
    expect(await routing.sweepTimeouts()).toBe(0);
    now = new Date(Date.parse(respondBy) + 1000);
    const sweeps = await Promise.all([
      routing.sweepTimeouts(),
      routing.sweepTimeouts(),
      routing.sweepTimeouts(),
    ]);
    expect(sweeps.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await routing.sweepTimeouts()).toBe(0);
    expect(await lead(id)).toMatchObject({ dealerId: CASTLE_HILL, routingState: 'waiting' });
    expect(await kinds(id)).toEqual([
      `assigned:${PARRAMATTA}`,
      `timed-out:${PARRAMATTA}`,
      `assigned:${CASTLE_HILL}`,
    ]);
    expect(await dealerMail(id)).toHaveLength(2);
    // Too late to accept for the dealer that let it pass.
    expect(await routing.accept(id, PARRAMATTA, 'Ivy Nguyen')).toEqual({ ok: false, reason: 'not-waiting' });
  });

  it('skips paused dealers until resumed, and dealers at their cap', async () => {
    expect(await routing.setPaused(PARRAMATTA, true, 'Sam Taylor')).toBe(true);
    expect(await routing.setPaused('no-such-dealer', true, 'Sam Taylor')).toBe(false);
    expect((await lead(await quote('2150'))).dealerId).toBe(CASTLE_HILL);
    expect(await routing.setPaused(PARRAMATTA, false, 'Sam Taylor')).toBe(true);
    const first = await Promise.all(Array.from({ length: settings.waitingCap }, () => quote('2150')));
    for (const id of first) expect((await lead(id)).dealerId).toBe(PARRAMATTA);
    // Full: the next goes to the next nearest.
    expect((await lead(await quote('2150'))).dealerId).toBe(CASTLE_HILL);
    const table = await routing.dealerTable();
    expect(table.find((row) => row.dealerId === PARRAMATTA)).toMatchObject({
      paused: false,
      waitingNow: settings.waitingCap,
    });
  });

  it('holds the cap when many leads arrive at once', async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, () => quote('2150')));
    const holders = await Promise.all(ids.map(async (id) => (await lead(id)).dealerId));
    expect(holders.filter((holder) => holder === PARRAMATTA)).toHaveLength(settings.waitingCap);
    expect(holders.filter((holder) => holder === CASTLE_HILL)).toHaveLength(settings.waitingCap);
    for (const id of ids) {
      expect((await kinds(id)).filter((kind) => kind.startsWith('assigned:'))).toHaveLength(1);
      expect(await dealerMail(id)).toHaveLength(1);
    }
  });

  // Several processes share PostgreSQL only: SQLite is the one-process store (node:sqlite is
  // synchronous, so two handles in one process would wait on each other's locks).
  it.runIf(kind.name === 'postgres')(
    'holds the cap when two processes store bursts of leads at once, one event and one mail each',
    async () => {
      // A second pool with its own repositories: another server process on this database.
      const other = await openDatabase(database.url);
      try {
        const otherRouting = createRoutingRepository(other, directory, settings, clock);
        const otherLeads = createLeadRepository(other, clock, otherRouting);
        const store = (repository: LeadRepository) =>
          repository.createLead(
            {
              type: 'quote',
              idempotencyKey: newKey(),
              payload: { postcode: '2150', name: 'Burst Buyer', phone: '+61412345678' },
              postcode: '2150',
              state: null,
              userAgentFamily: null,
              routing: { productType: null },
            },
            () => [],
          );
        const created = await Promise.all(
          Array.from({ length: 16 }, (_, index) => store(index % 2 === 0 ? leads : otherLeads)),
        );
        const holders = await Promise.all(created.map(async ({ id }) => (await lead(id)).dealerId));
        expect(holders.filter((holder) => holder === PARRAMATTA)).toHaveLength(settings.waitingCap);
        expect(holders.filter((holder) => holder === CASTLE_HILL)).toHaveLength(settings.waitingCap);
        for (const { id, placement } of created) {
          const events = await kinds(id);
          expect(events).toHaveLength(1);
          const stored = await lead(id);
          // What the form handler is told (for the visitor's confirmation) is what was stored.
          expect(placement?.kind === 'assigned' ? placement.dealer.id : null).toBe(stored.dealerId);
          expect(await dealerMail(id)).toHaveLength(stored.dealerId ? 1 : 0);
        }
      } finally {
        await other.close();
      }
    },
  );

  it('a reassigned lead: the reason kept, the dealer that had accepted it told, the customer told who has it now', async () => {
    // Penrith's own lead, so the Parramatta figures the dealer table test counts are untouched.
    const id = await quote('2750');
    expect(await lead(id)).toMatchObject({ dealerId: PENRITH });
    expect(await routing.accept(id, PENRITH, 'Ivy Nguyen')).toEqual({ ok: true, outcome: null });
    const reason = 'The customer asked for a dealer nearer her work';
    expect(await routing.reassign(id, CASTLE_HILL, 'Sam Taylor', reason)).toMatchObject({ ok: true });
    expect((await routing.eventsOf(id)).at(-1)).toMatchObject({
      kind: 'reassigned',
      dealerId: CASTLE_HILL,
      note: reason,
    });
    const mail = await leads.notificationsOf(id);
    const moved = mail.filter((row) => row.kind === 'lead-moved');
    const penrith = directory.dealer(PENRITH);
    const castleHill = directory.dealer(CASTLE_HILL);
    expect(moved).toHaveLength(1);
    expect(moved[0]?.recipient).toBe(penrith.email ?? settings.notifyTo);
    expect(moved[0]?.body).toContain(`Hello ${penrith.name},`);
    expect(moved[0]?.body).toContain(reason);
    expect(moved[0]?.body).toContain('Please do not contact the customer about it again.');
    const told = mail.filter((row) => row.kind === 'request-reassigned');
    expect(told).toHaveLength(1);
    expect(told[0]?.recipient).toBe('ann@example.com');
    expect(told[0]?.subject).toContain(`is now with ${castleHill.name}`);
    expect(told[0]?.body).toContain(castleHill.phone);
    expect(told[0]?.body).toContain(`not ${penrith.name}`);
    // Staff's reason is for the dealer and the history, not for the customer.
    expect(told[0]?.body).not.toContain(reason);
  });

  it('lets staff reassign a lead to any dealer, with who did it in the history', async () => {
    const id = await quote('6770');
    const melbourne = 'collins-climate-consultants-melbourne';
    expect(
      await routing.reassign(
        id,
        melbourne,
        'Sam Taylor (staff@cirrusclimate.com.au)',
        'The customer asked for a dealer nearer home',
      ),
    ).toMatchObject({
      ok: true,
      outcome: { kind: 'assigned', dealer: { id: melbourne } },
    });
    expect(await lead(id)).toMatchObject({ dealerId: melbourne, routingState: 'waiting' });
    expect((await routing.eventsOf(id)).at(-1)).toMatchObject({
      kind: 'reassigned',
      dealerId: melbourne,
      actor: 'Sam Taylor (staff@cirrusclimate.com.au)',
    });
    expect(await dealerMail(id)).toHaveLength(1);
    expect(
      await routing.reassign(
        id,
        'no-such-dealer',
        'Sam Taylor',
        'The customer asked for a dealer nearer home',
      ),
    ).toEqual({
      ok: false,
      reason: 'not-found',
    });
    expect(
      await routing.reassign(999_999, melbourne, 'Sam Taylor', 'The customer asked for a dealer nearer home'),
    ).toEqual({
      ok: false,
      reason: 'not-found',
    });
  });

  it('refuses to hand a quote by hand to a dealer that does not install: the role is checked both ways', async () => {
    const id = await quote('2150');
    const before = await lead(id);
    const events = (await routing.eventsOf(id)).length;
    // A service-only agent would accept the quote and read the contact details, and cannot install.
    expect(
      await routing.reassign(
        id,
        'westmead-air-service-and-repairs',
        'Sam Taylor',
        'The customer asked for a dealer nearer home',
      ),
    ).toEqual({
      ok: false,
      reason: 'not-installer',
      productType: null,
    });
    // A retailer that does not install, likewise.
    expect(
      await routing.reassign(
        id,
        CHATSWOOD_RETAILER,
        'Sam Taylor',
        'The customer asked for a dealer nearer home',
      ),
    ).toMatchObject({
      ok: false,
      reason: 'not-installer',
    });
    expect(await lead(id)).toMatchObject({ dealerId: before.dealerId, routingState: before.routingState });
    expect(await routing.eventsOf(id)).toHaveLength(events);
  });

  it('ranks the dealers staff may reassign to by distance, saying where each stands', async () => {
    const id = await quote('2150');
    await routing.decline(id, PARRAMATTA, 'Ivy Nguyen', 'fully-booked');
    const paused = 'collins-climate-consultants-melbourne';
    await routing.setPaused(paused, true, 'Sam Taylor');
    const candidates = await routing.candidates(id);
    expect(candidates).toHaveLength(directory.dealers.length);
    const km = candidates.map((candidate) => candidate.distanceKm ?? Number.POSITIVE_INFINITY);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    // Parramatta declined it (had it), Castle Hill holds it now, the next one within reach is eligible.
    expect(candidates[0]).toMatchObject({ dealerId: PARRAMATTA, standing: 'had-it', distanceKm: 0 });
    expect(candidates.find((item) => item.dealerId === CASTLE_HILL)).toMatchObject({ standing: 'holding' });
    expect(candidates.find((item) => item.standing === 'eligible')?.distanceKm).toBeLessThanOrEqual(150);
    // Melbourne: paused comes before too far.
    expect(candidates.find((item) => item.dealerId === paused)).toMatchObject({ standing: 'paused' });
    expect(candidates.at(-1)?.standing).toBe('too-far');
    expect(await routing.candidates(999_999)).toEqual([]);
  });

  it('routes new leads with a published directory: a dealer who joins gets them, one who left none', async () => {
    const parramatta = directory.dealer(PARRAMATTA);
    const joined = { ...parramatta, id: 'westmead-heating-and-cooling', name: 'Westmead Heating & Cooling' };
    const first = await quote('2150');
    try {
      await routing.replaceDealers([
        ...directory.dealers.filter((dealer) => dealer.id !== PARRAMATTA),
        joined,
      ]);
      const second = await quote('2150');
      expect(await lead(second)).toMatchObject({ dealerId: joined.id, routingState: 'waiting' });
      expect(routing.dealer(joined.id)?.name).toBe('Westmead Heating & Cooling');
      expect(routing.dealer(PARRAMATTA)).toBeUndefined();
      // The new dealer has its state row: staff can pause it like any other.
      const table = await routing.dealerTable();
      expect(table.map((row) => row.dealerId)).toContain(joined.id);
      expect(table.map((row) => row.dealerId)).not.toContain(PARRAMATTA);
      // The lead Parramatta already holds stays with it until it answers or the window passes.
      expect(await lead(first)).toMatchObject({ dealerId: PARRAMATTA, routingState: 'waiting' });
    } finally {
      await routing.replaceDealers(directory.dealers);
    }
    expect((await lead(await quote('2150'))).dealerId).toBe(PARRAMATTA);
  });

  it('counts the dealer table from grouped queries', async () => {
    const table = await routing.dealerTable();
    expect(table).toHaveLength(directory.dealers.length);
    const parramatta = table.find((row) => row.dealerId === PARRAMATTA);
    expect(parramatta?.received).toBeGreaterThan(0);
    expect(parramatta?.declined).toBeGreaterThan(0);
    expect(parramatta?.timedOut).toBeGreaterThan(0);
    expect(parramatta?.accepted).toBe(1);
    // The overview's counts, grouped too, add up to every lead.
    const counts = await leads.countByTypeAndStatus();
    const all = await leads.listLeads({ pageSize: 1 });
    expect(counts.reduce((sum, row) => sum + row.count, 0)).toBe(all.total);
    expect(counts.find((row) => row.type === 'quote' && row.status === 'lost')?.count).toBeGreaterThan(0);
  });
});
