/**
 * Who sees a service request in the portal, against the real built server, its development
 * identity provider (real tokens from its login form) and a real SQLite file: the owner's photo is
 * the agent's only once it accepted the request (a waiting agent, and one that declined or let it
 * time out, are answered as for a lead they cannot see); an agent the request moved on from reads
 * nothing of it any more; and staff cannot hand a service request to a dealer that is not a service
 * agent for its product type. Needs a build (`npm run build:test`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClock } from '../../src/server/clock.ts';
import { openDatabase } from '../../src/server/db/database.ts';
import { createRoutingRepository } from '../../src/server/routing/repository.ts';
import { loadTestDirectory } from '../support/dealer-directory.ts';
import { type DevTokens, loginForTokens } from '../support/dev-login.ts';
import { formPaths, postForm, referenceOf, validAnswers } from '../support/lead-posts.ts';
import { demoDealers, demoUsers, type PortalSite, startPortalSite } from '../support/portal-site.ts';
import { testDatabasePath } from '../support/site-process.ts';
import { pngFile } from '../support/upload-files.ts';

let portal: PortalSite;
let databaseUrl: string;
let staff: DevTokens;
let westmead: DevTokens;
let parramatta: DevTokens;
let hearthSerials = 0;

beforeAll(async () => {
  databaseUrl = testDatabasePath();
  portal = await startPortalSite({ DATABASE_URL: databaseUrl, FORM_RATE_LIMIT: '0' });
  [staff, westmead, parramatta] = await Promise.all([
    loginForTokens(portal.settings, demoUsers.staff, portal.url),
    loginForTokens(portal.settings, demoUsers.westmeadService, portal.url),
    loginForTokens(portal.settings, demoUsers.installer, portal.url),
  ]);
}, 60_000);

afterAll(async () => {
  await portal?.stop();
});

const api = (path: string, token: string, init: RequestInit = {}) => {
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${token}`);
  return fetch(new URL(path, portal.url), { ...init, headers });
};
const postJson = (path: string, token: string, body: unknown) =>
  api(path, token, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: portal.url },
    body: JSON.stringify(body),
  });

const photo = pngFile();

/** A service request from Parramatta 2150 with a photo of the display, as the form sends it; its reference. */
async function requestService(answers: Record<string, string> = {}): Promise<string> {
  const response = await postForm(portal.url, formPaths.service, {
    body: { ...validAnswers('service'), ...answers },
    file: { name: 'display.png', type: 'image/png', bytes: photo },
  });
  expect(response.status).toBe(303);
  return referenceOf(response) ?? '';
}

const photoOf = (reference: string, token: string) => api(`/api/portal/service/${reference}/photo`, token);

/** What a caller is told of a request it may not see: exactly what an unknown reference gets. */
async function expectHidden(reference: string, token: string) {
  for (const path of [
    `/api/portal/service/${reference}/photo`,
    `/api/portal/service/${reference}`,
    `/api/portal/leads/${reference}`,
  ]) {
    const hidden = await api(path, token);
    const missing = await api(path.replace(reference, 'CC-ZZZZZZ'), token);
    expect([hidden.status, missing.status], path).toEqual([404, 404]);
    expect(await hidden.json(), path).toEqual(await missing.json());
  }
  const queue = (await (await api('/api/portal/queue', token)).json()) as {
    waiting: { reference: string }[];
    accepted: { reference: string }[];
  };
  expect([...queue.waiting, ...queue.accepted].map((lead) => lead.reference)).not.toContain(reference);
}

describe('the owner’s photo and the request’s details', () => {
  it('shows the photo to the agent only once it accepted the request; staff always', async () => {
    const reference = await requestService();
    const offered = (await (await api(`/api/portal/leads/${reference}`, westmead.access_token)).json()) as {
      lead: { dealer: { id: string }; routing: string };
    };
    expect(offered.lead).toMatchObject({ dealer: { id: demoDealers.westmeadService }, routing: 'waiting' });

    // Offered, not yet accepted: no photo, and the request does not even say it has one.
    const waiting = await photoOf(reference, westmead.access_token);
    expect(waiting.status).toBe(404);
    expect(await waiting.json()).toEqual(await (await photoOf('CC-ZZZZZZ', westmead.access_token)).json());
    const detail = (await (await api(`/api/portal/service/${reference}`, westmead.access_token)).json()) as {
      photo: unknown;
    };
    expect(detail.photo).toBeNull();

    const staffPhoto = await photoOf(reference, staff.access_token);
    expect(staffPhoto.status).toBe(200);
    expect(staffPhoto.headers.get('content-type')).toBe('image/png');
    const stored = new Uint8Array(await staffPhoto.arrayBuffer());
    expect([...stored]).toEqual([...photo]);

    expect((await postJson(`/api/portal/leads/${reference}/accept`, westmead.access_token, {})).status).toBe(
      200,
    );
    const accepted = await photoOf(reference, westmead.access_token);
    expect(accepted.status).toBe(200);
    expect(accepted.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await accepted.arrayBuffer())).toEqual(stored);
    const acceptedDetail = (await (
      await api(`/api/portal/service/${reference}`, westmead.access_token)
    ).json()) as { photo: { url: string } | null };
    expect(acceptedDetail.photo?.url).toBe(`/api/portal/service/${reference}/photo`);
  });

  it('tells an agent that declined the request nothing more of it: not the photo, the owner or the next agent', async () => {
    const reference = await requestService();
    const declined = await postJson(`/api/portal/leads/${reference}/decline`, westmead.access_token, {
      reason: 'fully-booked',
    });
    expect(declined.status).toBe(200);
    // Only that it was declined: where it went is not this agent's.
    expect(await declined.json()).toEqual({ reference, declined: true });
    await expectHidden(reference, westmead.access_token);
    // It went on to the next service agent, whom staff see.
    const seen = (await (await api(`/api/portal/leads/${reference}`, staff.access_token)).json()) as {
      lead: { dealer: { id: string } | null };
    };
    expect(seen.lead.dealer?.id).toBe('prospect-refrigeration-services-seven-hills');
  });

  it('tells an agent that let the request time out nothing more of it', async () => {
    const reference = await requestService();
    const before = (await (await api(`/api/portal/leads/${reference}`, westmead.access_token)).json()) as {
      lead: { respondBy: string };
    };
    // The timeout sweep the server runs, on a clock set past the agent's deadline, on the server's database.
    const handle = await openDatabase(databaseUrl);
    startClock(new Date(Date.parse(before.lead.respondBy) + 60_000));
    try {
      const routing = createRoutingRepository(handle, await loadTestDirectory(), {
        radiusKm: 150,
        waitingCap: 10,
        responseMinutes: 240,
        maxHandovers: 3,
        siteUrl: 'http://localhost',
        notifyTo: 'leads@example.com',
      });
      expect(await routing.sweepTimeouts()).toBeGreaterThanOrEqual(1);
    } finally {
      startClock(undefined);
      await handle.close();
    }
    await expectHidden(reference, westmead.access_token);
  });
});

describe('reassigning a service request', () => {
  it('refuses a dealer that is not a service agent, saying why, and leaves the request where it was', async () => {
    const reference = await requestService();
    const refused = await postJson(`/api/portal/leads/${reference}/reassign`, staff.access_token, {
      dealer: demoDealers.parramatta,
      reason: 'The owner asked for another agent',
    });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as {
      error: { detail: string; issues?: { path: string; message: string }[] };
    };
    expect(body.error.detail).toBe(
      'Parramatta Air & Climate is not a Cirrus service agent: a service request goes to a service agent.',
    );
    expect(body.error.issues).toEqual([
      { path: 'dealer', message: 'Choose a service agent for this product type' },
    ]);
    // Nothing moved: the sales dealer sees neither the request nor its photo.
    const seen = (await (await api(`/api/portal/leads/${reference}`, staff.access_token)).json()) as {
      lead: { dealer: { id: string } | null };
      routingHistory: { kind: string }[];
    };
    expect(seen.lead.dealer?.id).toBe(demoDealers.westmeadService);
    expect(seen.routingHistory.map((event) => event.kind)).toEqual(['assigned']);
    await expectHidden(reference, parramatta.access_token);

    // Another service agent for wall splits takes it.
    const moved = await postJson(`/api/portal/leads/${reference}/reassign`, staff.access_token, {
      dealer: demoDealers.richmondService,
      reason: 'The owner asked for another agent',
    });
    expect(moved.status).toBe(200);
  });

  it('refuses a service agent that does not service the product type', async () => {
    hearthSerials += 1;
    // A Hearth gas ducted heater: Westmead services splits, ducted and window units, not gas heaters.
    const reference = await requestService({
      model: 'CCH-5S18U',
      serialNumber: `CHU-2406-${String(10_000 + hearthSerials + (Date.now() % 80_000)).padStart(5, '0')}`,
    });
    const refused = await postJson(`/api/portal/leads/${reference}/reassign`, staff.access_token, {
      dealer: demoDealers.westmeadService,
      reason: 'The owner asked for another agent',
    });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { error: { detail: string } };
    expect(body.error.detail).toBe(
      'Westmead Air Service & Repairs does not service this request’s product type (gas ducted heater): choose a service agent that does.',
    );
  });
});

describe('reassigning a quote', () => {
  it('refuses a service-only agent, saying why: it would read the contact details and cannot install', async () => {
    const response = await postForm(portal.url, formPaths.quote, { body: validAnswers('quote') });
    expect(response.status).toBe(303);
    const reference = referenceOf(response) ?? '';
    const refused = await postJson(`/api/portal/leads/${reference}/reassign`, staff.access_token, {
      dealer: demoDealers.westmeadService,
      reason: 'The owner asked for another agent',
    });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as {
      error: { detail: string; issues?: { path: string; message: string }[] };
    };
    expect(body.error.detail).toBe(
      'Westmead Air Service & Repairs is not a Cirrus installer: a quote or installer request goes to an installer.',
    );
    expect(body.error.issues).toEqual([{ path: 'dealer', message: 'Choose an installer' }]);
    // Nothing moved: the service agent sees neither the quote nor its contact details.
    await expectHidden(reference, westmead.access_token);
  });
});
