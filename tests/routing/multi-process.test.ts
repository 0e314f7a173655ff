/**
 * Two real server processes on one PostgreSQL database racing over many leads: dealers accept and
 * decline through both processes at once while both processes' response-window timers pass on the
 * leads whose window has ended. Afterwards each lead is with one dealer (or staff), and its history
 * has one entry per event: never two acceptances, never a timeout and a decline of one assignment,
 * one dealer mail per assignment. Needs a build and TEST_DATABASE_URL.
 */
import { generateKeyPairSync } from 'node:crypto';
import { importJWK, type JWK, SignJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/database.ts';
import { createLeadRepository } from '../../src/server/leads/repository.ts';
import { createRoutingRepository } from '../../src/server/routing/repository.ts';
import { databaseKinds, type TestDatabase } from '../support/databases.ts';
import { loadTestDirectory } from '../support/dealer-directory.ts';
import { type AuthSettings, authSettings } from '../support/dev-login.ts';
import { type SiteProcess, startSiteProcess } from '../support/site-process.ts';

const postgres = databaseKinds.find((kind) => kind.name === 'postgres');
const LEADS = 60;
/** Postcodes with several dealers near them, so passed-on leads find another. */
const postcodes = ['2150', '2000', '3000', '4000', '5000', '6000', '2600'];

interface Server {
  site: SiteProcess;
  settings: AuthSettings;
}

describe.skipIf(!postgres)('two server processes on one PostgreSQL database', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  const servers: Server[] = [];
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey: JWK & { kid: string } = { ...privateKey.export({ format: 'jwk' }), kid: 'race-key' };
  const leadIds: number[] = [];

  beforeAll(async () => {
    if (!postgres) return;
    database = await postgres.create();
    handle = await openDatabase(database.url);
    const directory = await loadTestDirectory();
    const routing = createRoutingRepository(handle, directory, {
      radiusKm: 150,
      waitingCap: 50,
      responseMinutes: 240,
      maxHandovers: 3,
      siteUrl: 'http://localhost',
      notifyTo: 'leads@example.com',
    });
    await routing.ensureDealers();
    const leads = createLeadRepository(handle, undefined, routing);
    for (let index = 0; index < LEADS; index += 1) {
      const postcode = postcodes[index % postcodes.length] ?? '2000';
      const created = await leads.createLead(
        {
          type: 'quote',
          idempotencyKey: `race-${index}-0123456789abcdef`,
          payload: { postcode, name: `Racer ${index}`, phone: '+61412345678' },
          postcode,
          state: null,
          userAgentFamily: null,
          routing: { productType: null },
        },
        () => [],
      );
      leadIds.push(created.id);
    }
    const env = {
      DATABASE_URL: database.url,
      DEV_IDP_SIGNING_KEY: JSON.stringify(signingKey),
      ROUTING_TIMEOUT_POLL_MS: '50',
      ROUTING_WAITING_CAP: '50',
    };
    const sites = await Promise.all([startSiteProcess(env, 90_000), startSiteProcess(env, 90_000)]);
    for (const site of sites) servers.push({ site, settings: await authSettings(site.url) });
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.site.stop()));
    await handle?.close();
    await database?.drop();
  });

  /** A dealer user's access token for one server's provider (signed with the shared key). */
  async function dealerToken(server: Server, dealerId: string) {
    const ns = server.settings.claimNamespace;
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      iss: `${server.settings.domain}/`,
      aud: server.settings.audience,
      sub: `auth0|race-${dealerId}`,
      org_id: server.settings.organization,
      [`${ns}roles`]: ['installer'],
      [`${ns}dealer_id`]: dealerId,
      [`${ns}name`]: `User of ${dealerId}`,
      iat: now,
      exp: now + 600,
    })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: signingKey.kid })
      .sign(await importJWK(signingKey, 'RS256'));
  }

  async function act(server: Server, dealerId: string, reference: string, action: 'accept' | 'decline') {
    const response = await fetch(new URL(`/api/portal/leads/${reference}/${action}`, server.site.url), {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await dealerToken(server, dealerId)}`,
        'Content-Type': 'application/json',
        Origin: server.site.url,
      },
      body: JSON.stringify(action === 'decline' ? { reason: 'fully-booked' } : {}),
    });
    return response.status;
  }

  it('leaves each lead with one dealer and one history entry per event', async () => {
    const [first, second] = servers;
    if (!first || !second) throw new Error('servers did not start');
    // Every third lead's window ends now: both processes' timers go for it as the dealers act.
    await handle.db
      .updateTable('leads')
      .set({ respond_by: new Date(Date.now() - 1000).toISOString() })
      .where('id', 'in', leadIds)
      .where(sql<boolean>`id % 3 = 0`)
      .execute();
    const rows = await handle.db
      .selectFrom('leads')
      .select(['id', 'reference', 'dealer_id'])
      .where('id', 'in', leadIds)
      .execute();
    // For every lead, at once: its dealer accepts through one process and declines through the
    // other, and accepts again through the other, while both timers run. Which process declines
    // alternates from lead to lead, so whichever process answers faster, both outcomes happen.
    const statuses = await Promise.all(
      rows.flatMap((row, index) => {
        if (!row.dealer_id) return [];
        const [accepting, declining] = index % 2 === 0 ? [first, second] : [second, first];
        return [
          act(accepting, row.dealer_id, row.reference, 'accept'),
          act(declining, row.dealer_id, row.reference, 'decline'),
          act(declining, row.dealer_id, row.reference, 'accept'),
        ];
      }),
    );
    expect(statuses.every((status) => status === 200 || status === 409 || status === 404)).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(rows.length / 2);

    // Wait until both timers have passed on every lead whose window had ended.
    await expect
      .poll(
        async () =>
          Number(
            (
              await handle.db
                .selectFrom('leads')
                .select((eb) => eb.fn.countAll<number>().as('count'))
                .where('routing_state', '=', 'waiting')
                .where('respond_by', '<=', new Date().toISOString())
                .executeTakeFirstOrThrow()
            ).count,
          ),
        { timeout: 30_000, message: 'the timers did not pass the overdue leads on' },
      )
      .toBe(0);

    const events = await handle.db
      .selectFrom('lead_routing_events')
      .selectAll()
      .where('lead_id', 'in', leadIds)
      .orderBy('id')
      .execute();
    const mails = await handle.db
      .selectFrom('notification_outbox')
      .select(['lead_id'])
      .where('kind', '=', 'dealer-assignment')
      .where('lead_id', 'in', leadIds)
      .execute();
    const leads = await handle.db.selectFrom('leads').selectAll().where('id', 'in', leadIds).execute();
    for (const lead of leads) {
      const own = events.filter((event) => event.lead_id === lead.id);
      // Replay the history: each assignment ends at most once (accepted, declined or timed out), by its own dealer.
      let holder: string | null = null;
      let open = false;
      for (const event of own) {
        if (event.kind === 'assigned' || event.kind === 'reassigned') {
          expect(open).toBe(false);
          holder = event.dealer_id;
          open = true;
        } else if (event.kind === 'accepted') {
          expect(open).toBe(true);
          expect(event.dealer_id).toBe(holder);
          open = false;
          holder = `${holder} (accepted)`;
        } else if (event.kind === 'declined' || event.kind === 'timed-out') {
          expect(open).toBe(true);
          expect(event.dealer_id).toBe(holder);
          open = false;
        } else if (event.kind === 'unassigned') {
          expect(open).toBe(false);
          holder = null;
        }
      }
      expect(own.filter((event) => event.kind === 'accepted').length).toBeLessThanOrEqual(1);
      // The row agrees with the history's last holder.
      if (lead.routing_state === 'accepted') expect(holder).toBe(`${lead.dealer_id} (accepted)`);
      if (lead.routing_state === 'waiting') expect([holder, open]).toEqual([lead.dealer_id, true]);
      if (lead.routing_state === 'unassigned') expect(lead.dealer_id).toBeNull();
      // One dealer mail per assignment.
      const assignments = own.filter((event) => event.kind === 'assigned' || event.kind === 'reassigned');
      expect(mails.filter((mail) => mail.lead_id === lead.id)).toHaveLength(assignments.length);
    }
    // The races were real: some leads were declined or timed out and passed on.
    expect(events.filter((event) => event.kind === 'timed-out').length).toBeGreaterThan(0);
    expect(events.filter((event) => event.kind === 'declined').length).toBeGreaterThan(0);
    expect(events.filter((event) => event.kind === 'accepted').length).toBeGreaterThan(0);
  }, 180_000);
});
