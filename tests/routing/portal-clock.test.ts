/**
 * The portal's response window reads the server's clock, as the routing that set it does: a
 * dealer's lead, its queue and the lead's own page tell the same minutes left, whatever the
 * machine's date. Real SQLite and the real dealer directory; the portal's handlers in process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClock } from '../../src/server/clock.ts';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { createLeadRepository, type LeadRepository } from '../../src/server/leads/repository.ts';
import { leadDetail, type PortalRequest } from '../../src/server/portal/handlers.ts';
import { dealerQueue } from '../../src/server/portal/routing-handlers.ts';
import { createRoutingRepository, type RoutingRepository } from '../../src/server/routing/repository.ts';
import { openTestDatabase, sqliteKind, type TestDatabase } from '../support/databases.ts';
import { loadTestDirectory, type TestDirectory } from '../support/dealer-directory.ts';

const PARRAMATTA = 'parramatta-air-and-climate';
/** Tuesday 18 November 2031, 11 am in Sydney: years from the machine's date, inside business hours. */
const ELEVEN_AM = '2031-11-18T00:00:00.000Z';
const NOON = '2031-11-18T01:00:00.000Z';

let directory: TestDirectory;
let database: TestDatabase;
let handle: DatabaseHandle;
let leads: LeadRepository;
let routing: RoutingRepository;

beforeAll(async () => {
  startClock(ELEVEN_AM);
  directory = await loadTestDirectory();
  ({ database, handle } = await openTestDatabase(sqliteKind));
  routing = createRoutingRepository(handle, directory, {
    radiusKm: 150,
    waitingCap: 10,
    responseMinutes: 240,
    maxHandovers: 3,
    siteUrl: 'https://www.example.com.au',
    notifyTo: 'leads@example.com',
  });
  leads = createLeadRepository(handle, undefined, routing);
  await routing.ensureDealers();
});

afterAll(async () => {
  startClock(undefined);
  await handle?.close();
  await database?.drop();
});

/** A request from the Parramatta dealer's user, as the portal's endpoints hand it over. */
function dealerRequest(path: string): PortalRequest {
  const url = new URL(path, 'https://www.example.com.au');
  return {
    request: new Request(url),
    url,
    principal: {
      sub: 'auth0|parramatta',
      name: 'Pat Nguyen',
      roles: ['installer'],
      dealerId: PARRAMATTA,
      organisation: 'org_cirrus',
    },
    leads,
    routing,
    postcodes: directory.postcodes,
  };
}

describe('the response window in the portal', () => {
  it('counts the minutes left on the server’s clock, in the queue and on the lead alike', async () => {
    const created = await leads.createLead(
      {
        type: 'quote',
        idempotencyKey: 'portal-clock-quote-0123456789',
        payload: { postcode: '2150', name: 'Ann Lee', email: 'ann@example.com', phone: '+61412345678' },
        postcode: '2150',
        state: 'NSW',
        userAgentFamily: null,
        routing: { productType: null },
      },
      () => [],
    );
    expect(created.placement).toMatchObject({ kind: 'assigned', dealer: { id: PARRAMATTA } });

    const minutesLeft = async () => {
      const queue = (await (await dealerQueue(dealerRequest('/api/portal/queue'))).json()) as {
        waiting: { reference: string; minutesLeft: number }[];
      };
      const detail = (await (
        await leadDetail(dealerRequest(`/api/portal/leads/${created.reference}`), created.reference)
      ).json()) as { minutesLeft: number };
      const queued = queue.waiting.find((lead) => lead.reference === created.reference);
      return { queue: queued?.minutesLeft, lead: detail.minutesLeft };
    };

    // Just assigned: the whole four business hours.
    expect(await minutesLeft()).toEqual({ queue: 240, lead: 240 });
    // An hour on, by the clock alone.
    startClock(NOON);
    expect(await minutesLeft()).toEqual({ queue: 180, lead: 180 });
  });
});
