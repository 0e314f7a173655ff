/**
 * Service requests against a real database (SQLite, and PostgreSQL when TEST_DATABASE_URL is set),
 * with the real dealer directory, stored the way the form stores them (the lead, its routing and the
 * intake's row in one transaction): a request reaches the nearest authorised service agent and never
 * a dealer that only sells and installs, a decline passes it to the next service agent, and the
 * warranty standing shown to the owner follows the registration found by serial and postcode, on
 * the server's clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegistrableModel } from '../../src/lib/warranty-registration/models.ts';
import { startClock } from '../../src/server/clock.ts';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import type { LeadPayload } from '../../src/server/forms/index.ts';
import { createLeadRepository, type LeadRepository } from '../../src/server/leads/repository.ts';
import { ownerLinkExpiry, ownerLinks } from '../../src/server/review/owner-link.ts';
import { createRoutingRepository, type RoutingRepository } from '../../src/server/routing/repository.ts';
import { bookingMails, cancelledMails } from '../../src/server/service/booking-mail.ts';
import { serviceIntake } from '../../src/server/service/intake.ts';
import { serviceUpdateMail } from '../../src/server/service/mail.ts';
import { createServiceRepository, type ServiceRepository } from '../../src/server/service/repository.ts';
import { createWarrantyRepository, type WarrantyRepository } from '../../src/server/warranty/repository.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/databases.ts';
import { loadTestDirectory, type TestDirectory } from '../support/dealer-directory.ts';

const WESTMEAD_SERVICE = 'westmead-air-service-and-repairs';
const SEVEN_HILLS_SERVICE = 'prospect-refrigeration-services-seven-hills';
const PARRAMATTA_SALES = 'parramatta-air-and-climate';

/** The Aura 2.5 kW wall split as the catalogue describes it to registration (five years' cover). */
const aura: RegistrableModel = {
  modelNumber: 'CCA-W25R',
  slug: 'aura-2-5kw-reverse-cycle-split-system',
  name: 'Aura 2.5 kW reverse-cycle split system',
  range: 'Aura',
  productType: 'wall-split',
  indoor: { pattern: '^CAI-\\d{4}-\\d{5}$', example: 'CAI-2503-18842' },
  outdoor: { pattern: '^CAO-\\d{4}-\\d{5}$', example: 'CAO-2503-18842' },
  warranty: { years: 5, partsAndLabour: true },
};
const models = new Map([[aura.modelNumber, aura]]);
const CALL_OUT_FEE = 149;

let directory: TestDirectory;
beforeAll(async () => {
  directory = await loadTestDirectory();
  // Tuesday 17 November 2026 in Sydney: every warranty decision below reads this clock.
  startClock('2026-11-17T01:00:00.000Z');
});
afterAll(() => startClock(undefined));

describe.each(databaseKinds)('service requests on $name', (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let leads: LeadRepository;
  let routing: RoutingRepository;
  let warranty: WarrantyRepository;
  let service: ServiceRepository;
  let counter = 0;
  const key = () => {
    counter += 1;
    return `service-test-${kind.name}-${counter}-0123456789`;
  };
  // A serial of its own each time (a serial registers once); counted, as random ones could meet.
  let serials = 0;
  const serial = () => {
    serials += 1;
    return `CAI-2503-${String(10_000 + serials).padStart(5, '0')}`;
  };

  beforeAll(async () => {
    ({ database, handle } = await openTestDatabase(kind));
    routing = createRoutingRepository(handle, directory, {
      radiusKm: 150,
      waitingCap: 10,
      responseMinutes: 240,
      maxHandovers: 3,
      siteUrl: 'https://www.example.com.au',
      notifyTo: 'leads@example.com',
    });
    leads = createLeadRepository(handle, undefined, routing);
    warranty = createWarrantyRepository(handle);
    service = createServiceRepository(handle);
    await routing.ensureDealers();
  });

  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  /** A warranty registration of an Aura indoor serial at a postcode, installed on `installed`. */
  async function register(indoor: string, postcode: string, installed: string, approve = true) {
    const payload = {
      model: 'CCA-W25R',
      serialNumber: indoor,
      outdoorSerialNumber: indoor.replace('CAI', 'CAO'),
      purchaseDate: installed,
      installationDate: installed,
      dealer: 'Parramatta Air & Climate',
      name: 'Grace Lim',
      email: 'grace@example.com',
      phone: '+61298765432',
      postcode,
      state: 'NSW',
    } as LeadPayload<'warranty'>;
    const created = await leads.createLead(
      {
        type: 'warranty',
        idempotencyKey: key(),
        payload,
        postcode,
        state: 'NSW',
        userAgentFamily: null,
        afterInsert: (trx, row) =>
          warranty.insertRegistration(trx, row.id, {
            model: 'CCA-W25R',
            productSlug: aura.slug,
            dealerId: null,
            serials: { indoor, outdoor: indoor.replace('CAI', 'CAO') },
            file: {
              field: 'proofOfPurchase',
              mediaType: 'image/png',
              fileName: 'invoice.png',
              bytes: new Uint8Array([1]),
            },
          }),
      },
      () => [],
    );
    if (approve)
      await warranty.decide(
        created.reference,
        { status: 'approved' },
        'staff@cirrusclimate.com.au',
        () => null,
      );
    return created.reference;
  }

  /** A service request stored as the form stores it: the lead routed, the intake's row beside it. */
  async function requestService(indoor: string, postcode: string) {
    const payload = {
      model: 'CCA-W25R',
      serialNumber: indoor,
      postcode,
      faultCode: 'E6',
      availability: 'weekday-morning',
      name: 'Hamid Rahimi',
      phone: '+61412555140',
      email: 'hamid@example.com',
    } as LeadPayload<'service'>;
    const intake = serviceIntake({
      repository: service,
      models,
      callOutFeeAud: CALL_OUT_FEE,
      photoField: 'photo',
    });
    const created = await leads.createLead(
      {
        type: 'service',
        idempotencyKey: key(),
        payload,
        postcode,
        state: null,
        userAgentFamily: null,
        routing: { productType: 'wall-split' },
        afterInsert: (trx, row) => intake.afterInsert(trx, row, payload, undefined),
      },
      () => [],
    );
    return created;
  }

  it('sends a request from Parramatta 2150 to the Westmead service agent, never the sales-only dealer next door', async () => {
    const indoor = serial();
    await register(indoor, '2150', '2025-02-10');
    const created = await requestService(indoor, '2150');
    expect(created.placement).toMatchObject({ kind: 'assigned' });
    const stored = await leads.getLead(created.id);
    expect(stored?.dealerId).toBe(WESTMEAD_SERVICE);
    expect(directory.dealer(WESTMEAD_SERVICE).types).toEqual(['service-agent']);
    // The nearest dealer of all is Parramatta Air & Climate, which sells and installs only.
    expect(directory.dealer(PARRAMATTA_SALES).types).not.toContain('service-agent');
    const mail = (await leads.notificationsOf(created.id)).filter((row) => row.kind === 'dealer-assignment');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toContain('service request');
    expect(mail[0]?.body).not.toContain('hamid@example.com');
  });

  it('passes a declined request to the next nearest service agent, and never to a dealer that does not service', async () => {
    const created = await requestService(serial(), '2150');
    const declined = await routing.decline(created.id, WESTMEAD_SERVICE, 'Aisha Karim', 'fully-booked');
    expect(declined).toMatchObject({ ok: true, outcome: { kind: 'assigned' } });
    const next = (await leads.getLead(created.id))?.dealerId ?? '';
    expect(next).toBe(SEVEN_HILLS_SERVICE);
    // However often it is passed on, it only ever reaches service agents.
    let holder = next;
    for (let round = 0; round < 2; round += 1) {
      await routing.decline(created.id, holder, 'agent', 'fully-booked');
      holder = (await leads.getLead(created.id))?.dealerId ?? '';
      if (holder) expect(directory.dealer(holder).types).toContain('service-agent');
    }
    const events = await routing.eventsOf(created.id);
    for (const event of events.filter((entry) => entry.kind === 'assigned')) {
      expect(directory.dealer(event.dealerId ?? '').types, event.dealerId ?? '').toContain('service-agent');
    }
  });

  it('shows a system installed within its five years as under warranty, with no call-out fee', async () => {
    const indoor = serial();
    await register(indoor, '2150', '2022-03-01');
    const created = await requestService(indoor, '2150');
    expect(await service.standingOf(created.reference)).toEqual({
      warrantyState: 'in-warranty',
      coverUntil: '2027-02-28',
      callOutFeeAud: null,
      model: 'CCA-W25R',
    });
  });

  it('shows a system past its cover as out of warranty, with the call-out fee', async () => {
    const indoor = serial();
    // Five years from 17 November 2021 ended yesterday by the server's clock.
    await register(indoor, '2150', '2021-11-17');
    const created = await requestService(indoor, '2150');
    expect(await service.standingOf(created.reference)).toEqual({
      warrantyState: 'out-of-warranty',
      coverUntil: '2026-11-16',
      callOutFeeAud: CALL_OUT_FEE,
      model: 'CCA-W25R',
    });
  });

  it('finds no registration for an unknown serial, one registered at another postcode, or a declined one', async () => {
    const unknown = await requestService(serial(), '2150');
    expect(await service.standingOf(unknown.reference)).toMatchObject({
      warrantyState: 'not-registered',
      coverUntil: null,
      callOutFeeAud: CALL_OUT_FEE,
    });
    const elsewhere = serial();
    await register(elsewhere, '3000', '2025-01-01');
    const atOtherPostcode = await requestService(elsewhere, '2150');
    expect((await service.standingOf(atOtherPostcode.reference))?.warrantyState).toBe('not-registered');
    const refused = serial();
    const reference = await register(refused, '2150', '2025-01-01', false);
    await warranty.decide(
      reference,
      { status: 'declined', note: 'Not a Cirrus invoice' },
      'staff',
      () => null,
    );
    const declined = await requestService(refused, '2150');
    expect((await service.standingOf(declined.reference))?.warrantyState).toBe('not-registered');
  });

  it('passes a request the agent lets time out to the next service agent', async () => {
    const created = await requestService(serial(), '2150');
    const respondBy = (await leads.getLead(created.id))?.respondBy ?? '';
    startClock(new Date(Date.parse(respondBy) + 60_000));
    try {
      expect(await routing.sweepTimeouts()).toBeGreaterThanOrEqual(1);
    } finally {
      startClock('2026-11-17T01:00:00.000Z');
    }
    expect((await leads.getLead(created.id))?.dealerId).toBe(SEVEN_HILLS_SERVICE);
    expect((await routing.eventsOf(created.id)).map((event) => event.kind)).toEqual([
      'assigned',
      'timed-out',
      'assigned',
    ]);
  });

  it('lets the agent offer visit windows, the owner choose one by reference and postcode, and the agent record the outcome', async () => {
    const created = await requestService(serial(), '2150');
    const agent = directory.dealer(WESTMEAD_SERVICE);
    const mailOf = (kind: 'windows' | 'outcome') => (record: Parameters<typeof serviceUpdateMail>[0]) =>
      serviceUpdateMail(record, agent, kind, 'https://www.example.com.au');
    const windows = [
      { start: '2026-11-19T21:00:00.000Z', end: '2026-11-20T01:00:00.000Z' },
      { start: '2026-11-20T02:00:00.000Z', end: '2026-11-20T06:00:00.000Z' },
    ];
    // Not before it is accepted, and never by another dealer.
    expect(
      await service.offerWindows(created.reference, WESTMEAD_SERVICE, windows, mailOf('windows')),
    ).toEqual({
      ok: false,
      reason: 'not-accepted',
    });
    await routing.accept(created.id, WESTMEAD_SERVICE, 'Aisha Karim');
    expect(
      await service.offerWindows(created.reference, PARRAMATTA_SALES, windows, mailOf('windows')),
    ).toEqual({
      ok: false,
      reason: 'not-found',
    });
    expect(
      await service.offerWindows(created.reference, WESTMEAD_SERVICE, windows, mailOf('windows')),
    ).toEqual({
      ok: true,
    });
    const mail = (await leads.notificationsOf(created.id)).filter((row) => row.kind === 'service-update');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.recipient).toBe('hamid@example.com');
    expect(mail[0]?.body).toContain('Friday 20 November, 8:00 am to 12:00 pm');
    expect(mail[0]?.body).toContain(`/service/status?ref=${created.reference}`);

    // A wrong postcode finds nothing, like an unknown reference.
    expect(await service.findByReferenceAndPostcode(created.reference, '2000')).toBeUndefined();
    const owner = () => true;
    const noMail = () => [];
    expect(await service.bookWindow(created.reference, '2000', 1, owner, noMail)).toEqual({
      ok: false,
      reason: 'not-found',
    });
    expect(await service.bookWindow(created.reference, '2150', 5, owner, noMail)).toEqual({
      ok: false,
      reason: 'no-windows',
    });
    expect(await service.bookWindow(created.reference, '2150', 1, owner, noMail)).toEqual({
      ok: true,
      change: 'booked',
    });
    // The agent sees the owner's choice.
    expect(await service.findByReference(created.reference)).toMatchObject({ chosenWindow: 1, windows });

    expect(
      await service.recordOutcome(
        created.reference,
        WESTMEAD_SERVICE,
        'fixed',
        'Replaced the fan motor.',
        mailOf('outcome'),
      ),
    ).toEqual({ ok: true });
    expect(await service.findByReferenceAndPostcode(created.reference, '2150')).toMatchObject({
      outcome: 'fixed',
      outcomeNote: 'Replaced the fan motor.',
    });
    expect((await leads.getLead(created.id))?.status).toBe('won');
    const outcomeMail = (await leads.notificationsOf(created.id)).filter(
      (row) => row.kind === 'service-update',
    );
    expect(outcomeMail.at(-1)?.body).toContain('Fixed: the system is working again.');
  });

  describe('booking a visit', () => {
    const windows = [
      // Thursday 19 November, 8 am to 12 pm AEDT; Friday 20 November, 1 pm to 5 pm AEDT.
      { start: '2026-11-18T21:00:00.000Z', end: '2026-11-19T01:00:00.000Z' },
      { start: '2026-11-20T02:00:00.000Z', end: '2026-11-20T06:00:00.000Z' },
    ];
    const owner = () => true;

    /** A request accepted by Westmead, with the two windows offered. */
    async function offered() {
      const created = await requestService(serial(), '2150');
      await routing.accept(created.id, WESTMEAD_SERVICE, 'Aisha Karim');
      const agent = directory.dealer(WESTMEAD_SERVICE);
      await service.offerWindows(
        created.reference,
        WESTMEAD_SERVICE,
        windows,
        (record) => serviceUpdateMail(record, agent, 'windows', 'https://www.example.com.au', 'tok'),
        agent.name,
      );
      return created;
    }

    const mails = () =>
      bookingMails({
        agent: directory.dealer(WESTMEAD_SERVICE),
        siteUrl: 'https://www.example.com.au',
        fallbackTo: 'leads@example.com',
        token: 'owner-token',
        now: new Date('2026-11-17T01:00:00.000Z'),
      });
    const mailsOf = async (id: number, kind: string) =>
      (await leads.notificationsOf(id)).filter((row) => row.kind === kind);

    it('refuses a step without the owner’s proof, and moves nothing', async () => {
      const created = await offered();
      expect(await service.bookWindow(created.reference, '2150', 0, () => false, mails())).toEqual({
        ok: false,
        reason: 'not-owner',
      });
      expect(await service.askForOtherTimes(created.reference, '2150', () => false, mails())).toEqual({
        ok: false,
        reason: 'not-owner',
      });
      expect(await service.findByReference(created.reference)).toMatchObject({
        chosenWindow: null,
        ownerAskedAt: null,
      });
      expect(await mailsOf(created.id, 'service-booking')).toEqual([]);
    });

    it('books, mails the owner a confirmation with a calendar file and the agent a notice, and a repeat sends nothing', async () => {
      const created = await offered();
      expect(await service.bookWindow(created.reference, '2150', 1, owner, mails())).toEqual({
        ok: true,
        change: 'booked',
      });
      const [confirmation] = await mailsOf(created.id, 'service-booking');
      expect(confirmation?.recipient).toBe('hamid@example.com');
      expect(confirmation?.subject).toBe(`Your service visit is booked (${created.reference})`);
      expect(confirmation?.body).toContain('Friday 20 November, 1:00 pm to 5:00 pm');
      expect(confirmation?.body).toContain('Westmead Air Service & Repairs');
      expect(confirmation?.body).toContain(directory.dealer(WESTMEAD_SERVICE).phone);
      expect(confirmation?.body).toContain('Clear a path to the indoor and outdoor units');
      expect(confirmation?.body).toContain('until Thursday 19 November, 1:00 pm');
      expect(confirmation?.body).toContain(`/service/status?ref=${created.reference}&token=owner-token`);
      expect(confirmation?.calendar).toContain('METHOD:REQUEST');
      expect(confirmation?.calendar).toContain(
        `UID:service-${created.reference.toLowerCase()}@www.example.com.au`,
      );
      expect(confirmation?.calendar).toContain('SEQUENCE:0');
      expect(confirmation?.calendar).toContain('DTSTART:20261120T020000Z');
      const [notice] = await mailsOf(created.id, 'service-booking-agent');
      expect(notice?.recipient).toBe(directory.dealer(WESTMEAD_SERVICE).email ?? 'leads@example.com');
      expect(notice?.subject).toBe(
        `Visit booked: ${created.reference}, Friday 20 November, 1:00 pm to 5:00 pm`,
      );
      expect(notice?.body).not.toContain('hamid@example.com');
      // The request holds a postcode, not a suburb: the notice says which it is.
      expect(notice?.body).toMatch(/Postcode:?\s+2150/);
      expect(notice?.body).not.toContain('Suburb');
      // The same choice again changes nothing and mails nobody.
      expect(await service.bookWindow(created.reference, '2150', 1, owner, mails())).toEqual({
        ok: true,
        change: 'unchanged',
      });
      expect(await mailsOf(created.id, 'service-booking')).toHaveLength(1);
      expect(await service.findByReference(created.reference)).toMatchObject({
        chosenWindow: 1,
        bookedAt: expect.stringMatching(/^2026-11-17T01:/),
        bookingChangedBy: null,
      });
    });

    it('lets the owner move the visit until 24 hours before it, with a higher SEQUENCE and the agent told it was the owner', async () => {
      const created = await offered();
      await service.bookWindow(created.reference, '2150', 1, owner, mails());
      expect(await service.bookWindow(created.reference, '2150', 0, owner, mails())).toEqual({
        ok: true,
        change: 'changed',
      });
      const confirmations = await mailsOf(created.id, 'service-booking');
      expect(confirmations.map((mail) => /SEQUENCE:(\d+)/.exec(mail.calendar ?? '')?.[1])).toEqual([
        '0',
        '1',
      ]);
      const uids = confirmations.map((mail) => /UID:(\S+)/.exec(mail.calendar ?? '')?.[1]);
      expect(new Set(uids).size).toBe(1);
      expect(confirmations[1]?.subject).toBe(`Your service visit has a new time (${created.reference})`);
      const notices = await mailsOf(created.id, 'service-booking-agent');
      expect(notices[1]?.subject).toBe(
        `Visit moved by the owner: ${created.reference}, now Thursday 19 November, 8:00 am to 12:00 pm`,
      );
      expect(notices[1]?.body).toContain('Was: Friday 20 November, 1:00 pm to 5:00 pm');
      expect(await service.findByReference(created.reference)).toMatchObject({
        chosenWindow: 0,
        bookingChangedBy: 'owner',
      });
      // Within 24 hours of Thursday 8 am the owner's changes close: the agent moves it now.
      startClock('2026-11-17T21:00:00.000Z');
      try {
        expect(await service.bookWindow(created.reference, '2150', 1, owner, mails())).toEqual({
          ok: false,
          reason: 'too-late',
        });
        expect(await service.askForOtherTimes(created.reference, '2150', owner, mails())).toEqual({
          ok: false,
          reason: 'too-late',
        });
      } finally {
        startClock('2026-11-17T01:00:00.000Z');
      }
      expect((await service.findByReference(created.reference))?.chosenWindow).toBe(0);
    });

    it('gives up a booked visit when the owner asks for other times: a CANCEL calendar file, and the agent may offer again', async () => {
      const created = await offered();
      await service.bookWindow(created.reference, '2150', 1, owner, mails());
      expect(await service.askForOtherTimes(created.reference, '2150', owner, mails())).toEqual({
        ok: true,
        change: 'cancelled',
      });
      const [booked, cancelled] = await mailsOf(created.id, 'service-booking');
      expect(cancelled?.calendar).toContain('METHOD:CANCEL');
      expect(cancelled?.calendar).toContain('STATUS:CANCELLED');
      expect(cancelled?.calendar).toContain('SEQUENCE:1');
      expect(/UID:(\S+)/.exec(cancelled?.calendar ?? '')?.[1]).toBe(
        /UID:(\S+)/.exec(booked?.calendar ?? '')?.[1],
      );
      expect((await mailsOf(created.id, 'service-booking-agent')).at(-1)?.subject).toBe(
        `The owner asked for other times: ${created.reference}`,
      );
      expect(await service.findByReference(created.reference)).toMatchObject({
        chosenWindow: null,
        ownerAskedAt: expect.stringMatching(/^2026-11-17T01:/),
      });
      const later = [
        { start: '2026-11-24T21:00:00.000Z', end: '2026-11-25T01:00:00.000Z' },
        { start: '2026-11-25T21:00:00.000Z', end: '2026-11-26T01:00:00.000Z' },
      ];
      expect(
        await service.offerWindows(created.reference, WESTMEAD_SERVICE, later, () => null, 'Westmead'),
      ).toEqual({ ok: true });
      expect(await service.findByReference(created.reference)).toMatchObject({
        ownerAskedAt: null,
        windows: later,
      });
      // The next booking continues the same event's sequence.
      await service.bookWindow(created.reference, '2150', 0, owner, mails());
      const last = (await mailsOf(created.id, 'service-booking')).at(-1);
      expect(last?.calendar).toContain('SEQUENCE:2');
      expect(last?.calendar).toContain('METHOD:REQUEST');
    });

    it('clears the times and the booking when staff move the request to another agent, telling the owner, and retires the earlier links', async () => {
      const created = await offered();
      await service.bookWindow(created.reference, '2150', 1, owner, mails());
      const booked = await service.findByReference(created.reference);
      expect(booked).toMatchObject({ chosenWindow: 1, ownerLinkVersion: 0, bookingSequence: 1 });
      const links = await service.ownerLinks();
      const earlier = links.issue(created.reference, 0, new Date('2026-12-01T00:00:00.000Z'));

      const fresh = (reference: string, version: number) =>
        links.issue(reference, version, new Date('2026-12-15T00:00:00.000Z'));
      expect(
        await routing.reassign(
          created.id,
          SEVEN_HILLS_SERVICE,
          'Sam Taylor',
          'The customer asked for a dealer nearer home',
          fresh,
        ),
      ).toMatchObject({
        ok: true,
      });
      const moved = await service.findByReference(created.reference);
      expect(moved).toMatchObject({
        dealerId: SEVEN_HILLS_SERVICE,
        routingState: 'waiting',
        windows: [],
        chosenWindow: null,
        bookedAt: null,
        ownerAskedAt: null,
        ownerLinkVersion: 1,
        // The cancellation's calendar file is one more sent.
        bookingSequence: 2,
      });
      // The owner is told: the new agent, the visit cancelled (its calendar event removed).
      const [told] = (await mailsOf(created.id, 'service-update')).filter((row) =>
        row.subject.startsWith('Your service request has a new agent'),
      );
      expect(told?.recipient).toBe('hamid@example.com');
      expect(told?.subject).toBe(`Your service request has a new agent (${created.reference})`);
      expect(told?.body).toContain(directory.dealer(SEVEN_HILLS_SERVICE).name);
      expect(told?.body).toContain(
        'The visit booked for Friday 20 November, 1:00 pm to 5:00 pm is cancelled',
      );
      expect(told?.calendar).toContain('METHOD:CANCEL');
      expect(told?.calendar).toContain('SEQUENCE:1');
      expect(told?.calendar).toContain(`UID:service-${created.reference.toLowerCase()}@www.example.com.au`);
      // The mail's link is of the new version: it opens the request with nothing to type.
      const mailed = /[?&]token=([0-9a-z]+\.[A-Za-z0-9_-]{22})/.exec(told?.body ?? '')?.[1];
      expect(mailed).toBeDefined();
      expect(links.verify(created.reference, 1, mailed, new Date('2026-11-17T01:00:00.000Z'))).toBe(true);
      // Earlier links no longer prove the owner; one of the new version does.
      expect(links.verify(created.reference, moved?.ownerLinkVersion ?? 0, earlier, new Date())).toBe(false);
      // The removed agent holds nothing: it cannot offer times or record a visit.
      const agent = directory.dealer(WESTMEAD_SERVICE);
      expect(
        await service.offerWindows(created.reference, WESTMEAD_SERVICE, windows, () => null, agent.name),
      ).toEqual({ ok: false, reason: 'not-found' });
      expect(
        await service.recordOutcome(
          created.reference,
          WESTMEAD_SERVICE,
          'fixed',
          null,
          () => null,
          agent.name,
        ),
      ).toEqual({ ok: false, reason: 'not-found' });
      // Staff moving it to the agent that holds it changes nothing more.
      await routing.reassign(
        created.id,
        SEVEN_HILLS_SERVICE,
        'Sam Taylor',
        'The customer asked for a dealer nearer home',
      );
      expect((await service.findByReference(created.reference))?.ownerLinkVersion).toBe(1);
    });

    it('lets the owner cancel a request that fixed itself: closed, the booked visit off, the owner and the agent told, nothing more to book or offer', async () => {
      const created = await offered();
      await service.bookWindow(created.reference, '2150', 1, owner, mails());
      const agent = directory.dealer(WESTMEAD_SERVICE);
      const cancelMail = cancelledMails({
        agent,
        siteUrl: 'https://www.example.com.au',
        fallbackTo: 'leads@example.com',
        token: 'owner-token',
        now: new Date('2026-11-17T01:00:00.000Z'),
      });
      expect(await service.cancelByOwner(created.reference, '2150', () => false, cancelMail)).toEqual({
        ok: false,
        reason: 'not-owner',
      });
      expect(await service.cancelByOwner(created.reference, '2000', owner, cancelMail)).toEqual({
        ok: false,
        reason: 'not-found',
      });
      expect(await service.cancelByOwner(created.reference, '2150', owner, cancelMail)).toEqual({
        ok: true,
        change: 'withdrawn',
      });
      expect(await service.findByReference(created.reference)).toMatchObject({
        ownerCancelledAt: expect.stringMatching(/^2026-11-17T01:/),
        chosenWindow: null,
      });
      const lead = await leads.getLead(created.id);
      expect(lead?.status).toBe('lost');
      const notice = (await mailsOf(created.id, 'service-booking-agent')).at(-1);
      expect(notice?.recipient).toBe(agent.email ?? 'leads@example.com');
      expect(notice?.subject).toBe(`Cancelled by the owner: ${created.reference}`);
      expect(notice?.body).toContain('cancelled it: the system is working again. The booked visit is off.');
      expect(notice?.body).toContain('Friday 20 November, 1:00 pm to 5:00 pm');
      // The owner's confirmation: cancelled, the agent told, the visit off, their own link.
      const [confirmation, ...more] = await mailsOf(created.id, 'service-cancelled');
      expect(more).toEqual([]);
      expect(confirmation?.recipient).toBe('hamid@example.com');
      expect(confirmation?.subject).toBe(`Your service request is cancelled (${created.reference})`);
      expect(confirmation?.body).toContain(
        `You told us your system is working again, so we have cancelled service request ${created.reference}. Westmead Air Service & Repairs has been told.`,
      );
      expect(confirmation?.body).toContain('Friday 20 November, 1:00 pm to 5:00 pm');
      expect(confirmation?.body).toContain(`/service/status?ref=${created.reference}&token=owner-token`);
      // Both calendars lose the event: the booking's UID, a higher SEQUENCE, METHOD:CANCEL.
      const [booking] = await mailsOf(created.id, 'service-booking');
      const bookedAgent = (await mailsOf(created.id, 'service-booking-agent')).find((row) =>
        row.subject.startsWith('Visit booked'),
      );
      const uid = `UID:service-${created.reference.toLowerCase()}@www.example.com.au`;
      for (const [sent, cancelled] of [
        [booking, confirmation],
        [bookedAgent, notice],
      ] as const) {
        expect(sent?.calendar).toContain('METHOD:REQUEST');
        expect(sent?.calendar).toContain(uid);
        expect(sent?.calendar).toContain('SEQUENCE:0');
        expect(cancelled?.calendar).toContain('METHOD:CANCEL');
        expect(cancelled?.calendar).toContain('STATUS:CANCELLED');
        expect(cancelled?.calendar).toContain(uid);
        expect(cancelled?.calendar).toContain('SEQUENCE:1');
        expect(cancelled?.calendar).toContain('DTSTART:20261120T020000Z');
      }
      // The agent's file names the agent, never the owner's address.
      const unfolded = (notice?.calendar ?? '').replace(/\r\n /g, '');
      expect(unfolded).toContain(`ROLE=REQ-PARTICIPANT:mailto:${agent.email ?? 'leads@example.com'}`);
      expect(notice?.calendar).not.toContain('hamid@example.com');
      expect(notice?.calendar).not.toContain('owner-token');
      expect(await service.findByReference(created.reference)).toMatchObject({ bookingSequence: 2 });
      // Once cancelled, nothing moves: a second cancel, a booking, new times from the agent.
      expect(await service.cancelByOwner(created.reference, '2150', owner, cancelMail)).toEqual({
        ok: false,
        reason: 'done',
      });
      expect(await service.bookWindow(created.reference, '2150', 0, owner, mails())).toEqual({
        ok: false,
        reason: 'done',
      });
      expect(
        await service.offerWindows(created.reference, WESTMEAD_SERVICE, windows, () => null, 'Westmead'),
      ).toEqual({ ok: false, reason: 'done' });
    });

    it('signs owners’ links with one key per database: another request’s, an expired or a forged token is refused', async () => {
      const links = await service.ownerLinks();
      const again = await createServiceRepository(handle).ownerLinks();
      const now = new Date('2026-11-17T01:00:00.000Z');
      const expiry = ownerLinkExpiry([windows[1]?.end ?? ''], now);
      // A week after the last window ends, but never sooner than two weeks from the mail.
      expect(expiry.toISOString()).toBe('2026-12-01T01:00:00.000Z');
      expect(ownerLinkExpiry(['2026-12-20T06:00:00.000Z'], now).toISOString()).toBe(
        '2026-12-27T06:00:00.000Z',
      );
      const token = links.issue('CC-7K2M9Q', 0, expiry);
      // Any process on the same database checks it (the key is stored, not per process).
      expect(again.verify('CC-7K2M9Q', 0, token, now)).toBe(true);
      expect(links.verify('CC-7K2M9R', 0, token, now)).toBe(false);
      expect(links.verify('CC-7K2M9Q', 0, token, new Date('2026-12-01T01:00:01.000Z'))).toBe(false);
      expect(
        links.verify('CC-7K2M9Q', 0, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, now),
      ).toBe(false);
      expect(links.verify('CC-7K2M9Q', 0, undefined, now)).toBe(false);
      // Another site's key signs other tokens.
      expect(ownerLinks(Buffer.alloc(32, 1), 'service').verify('CC-7K2M9Q', 0, token, now)).toBe(false);
      // A reassignment raises the version: the links mailed before no longer work, the new one does.
      expect(links.verify('CC-7K2M9Q', 1, token, now)).toBe(false);
      const next = links.issue('CC-7K2M9Q', 1, expiry);
      expect(links.verify('CC-7K2M9Q', 1, next, now)).toBe(true);
      expect(links.verify('CC-7K2M9Q', 0, next, now)).toBe(false);
    });
  });
});
