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
import type { LeadPayload } from '../../src/server/leads/forms.ts';
import { createLeadRepository, type LeadRepository } from '../../src/server/leads/repository.ts';
import { createRoutingRepository, type RoutingRepository } from '../../src/server/routing/repository.ts';
import { serviceIntake } from '../../src/server/service/intake.ts';
import { serviceUpdateMail } from '../../src/server/service/mail.ts';
import { createServiceRepository, type ServiceRepository } from '../../src/server/service/repository.ts';
import { createWarrantyRepository, type WarrantyRepository } from '../../src/server/warranty/repository.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/databases.ts';
import { loadRealDirectory, type RealDirectory } from '../support/dealer-directory.ts';

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

let directory: RealDirectory;
beforeAll(async () => {
  directory = await loadRealDirectory();
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
    const intake = serviceIntake({ repository: service, models, callOutFeeAud: CALL_OUT_FEE });
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
    expect(await service.chooseWindow(created.reference, '2000', 1)).toEqual({
      ok: false,
      reason: 'not-found',
    });
    expect(await service.chooseWindow(created.reference, '2150', 5)).toEqual({
      ok: false,
      reason: 'no-windows',
    });
    expect(await service.chooseWindow(created.reference, '2150', 1)).toEqual({ ok: true });
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
});
