/**
 * The portal API against what a red-team pass tried: telling hidden leads from missing ones,
 * searching for the contact details of a lead the dealer has not accepted,
 * control characters (PostgreSQL refuses NUL in text), tokens that live too long, come from the
 * future or are not access tokens; and the development provider's exposure (loopback only, slowed
 * down after wrong passwords). Real built server, real provider, SQLite and PostgreSQL.
 */
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, type TestDatabase } from '../support/databases';
import { type DevTokens, loginForTokens } from '../support/dev-login';
import {
  demoDealers,
  demoUsers,
  forgeAccessToken,
  loginStaffAndInstaller,
  type PortalSite,
  startPortalSite,
} from '../support/portal-site';
import { startSiteProcess } from '../support/site-process';

const now = () => Math.floor(Date.now() / 1000);

describe.each(databaseKinds)('portal API hardening on $name', (kind) => {
  let database: TestDatabase;
  let portal: PortalSite;
  let staff: DevTokens;
  let installer: DevTokens;
  const referenceOf = (type: string) => portal.leads.find((lead) => lead.type === type)?.reference ?? '';
  /** A lead the installer's dealer (Parramatta) does not hold, and one it does. */
  const othersLead = () =>
    portal.leads.find((lead) => lead.dealerId !== demoDealers.parramatta)?.reference ?? '';
  const ownLead = () =>
    portal.leads.find((lead) => lead.dealerId === demoDealers.parramatta)?.reference ?? '';

  beforeAll(async () => {
    database = await kind.create();
    portal = await startPortalSite({ DATABASE_URL: database.url });
    [staff, installer] = await loginStaffAndInstaller(portal);
  }, 60_000);
  afterAll(async () => {
    await portal?.stop();
    await database?.drop();
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

  it('answers a lead the caller may not see exactly like one that does not exist', async () => {
    const hidden = await api(`/api/portal/leads/${othersLead()}`, installer.access_token);
    const missing = await api('/api/portal/leads/CC-ZZZZZZ', installer.access_token);
    expect(hidden.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(await hidden.json()).toEqual(await missing.json());
    for (const [path, body] of [
      ['notes', { body: 'Not mine' }],
      ['status', { status: 'contacted' }],
    ] as const) {
      const hiddenPost = await postJson(
        `/api/portal/leads/${othersLead()}/${path}`,
        installer.access_token,
        body,
      );
      const missingPost = await postJson(`/api/portal/leads/CC-ZZZZZZ/${path}`, installer.access_token, body);
      expect([hiddenPost.status, missingPost.status]).toEqual([404, 404]);
      expect(await hiddenPost.json()).toEqual(await missingPost.json());
    }
    // The dealer's own lead still opens.
    expect((await api(`/api/portal/leads/${ownLead()}`, installer.access_token)).status).toBe(200);
  });

  it('refuses NUL and other control characters in a note, a status note and a search with 400 JSON', async () => {
    const reference = referenceOf('contact');
    const before = (await (await api(`/api/portal/leads/${reference}`, staff.access_token)).json()) as {
      notes: unknown[];
      history: unknown[];
    };
    const responses = [
      await postJson(`/api/portal/leads/${reference}/notes`, staff.access_token, {
        body: 'Called\u0000back',
      }),
      await postJson(`/api/portal/leads/${reference}/notes`, staff.access_token, { body: 'Bell\u0007' }),
      await postJson(`/api/portal/leads/${reference}/status`, staff.access_token, {
        status: 'contacted',
        note: 'Left\u0000a message',
      }),
      await api(`/api/portal/leads?search=${encodeURIComponent('Olivia\u0000')}`, staff.access_token),
      await api('/api/portal/leads.csv?search=%00', staff.access_token),
    ];
    for (const response of responses) {
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await response.json()) as { error: { issues?: { message: string }[] } };
      expect(body.error.issues?.[0]?.message).toMatch(/plain text/);
    }
    // Nothing was stored, and the lead is intact.
    const after = (await (await api(`/api/portal/leads/${reference}`, staff.access_token)).json()) as {
      notes: unknown[];
      history: unknown[];
    };
    expect(after.notes).toHaveLength(before.notes.length);
    expect(after.history).toHaveLength(before.history.length);
    // Line breaks and tabs in a note are still plain text.
    const multiline = await postJson(`/api/portal/leads/${reference}/notes`, staff.access_token, {
      body: 'Called back.\n\tBooked a visit.',
    });
    expect(multiline.status).toBe(201);
  });

  it('matches a search only against what the caller may see: no contact details of a lead its dealer has not accepted', async () => {
    // An installer request (it carries a phone number) waiting for Collins Climate, Melbourne.
    const waiting = portal.leads.find(
      (lead) => lead.dealerId === demoDealers.melbourne && lead.type === 'installer',
    );
    expect(waiting).toBeDefined();
    const dealer = await loginForTokens(portal.settings, demoUsers.melbourne, portal.url);
    const reference = waiting?.reference ?? '';
    type Listed = { total: number; items: { reference: string; email: string | null }[] };
    const detail = (await (await api(`/api/portal/leads/${reference}`, staff.access_token)).json()) as {
      lead: { email: string; phone: string; name: string };
    };
    const { email, phone, name } = detail.lead;
    const search = async (text: string, token = dealer.access_token) =>
      (await (await api(`/api/portal/leads?search=${encodeURIComponent(text)}`, token)).json()) as Listed;
    const csv = async (text: string) =>
      (
        await (
          await api(`/api/portal/leads.csv?search=${encodeURIComponent(text)}`, dealer.access_token)
        ).text()
      )
        .trim()
        .split('\n').length - 1;
    // Before accepting: the email, a piece of it, the name and the phone match nothing, in the list and the CSV…
    for (const text of [email, email.slice(0, 6), name, phone, phone.slice(-6)]) {
      expect((await search(text)).total, text).toBe(0);
      expect(await csv(text), text).toBe(0);
    }
    // …while what the dealer sees (the reference, the postcode) still finds it.
    expect((await search(reference)).items.map((lead) => lead.reference)).toEqual([reference]);
    expect((await search(waiting?.postcode ?? '')).items.map((lead) => lead.reference)).toContain(reference);
    // Staff search every field.
    expect((await search(email, staff.access_token)).items.map((lead) => lead.reference)).toContain(
      reference,
    );
    // Once its dealer accepts, the dealer finds it by its contact details too.
    expect((await postJson(`/api/portal/leads/${reference}/accept`, dealer.access_token, {})).status).toBe(
      200,
    );
    const found = await search(email);
    expect(found.items.map((lead) => lead.reference)).toEqual([reference]);
    expect(found.items[0]?.email).toBe(email);
    expect((await search(phone.slice(-6))).items.map((lead) => lead.reference)).toContain(reference);
  });
});

describe('access token lifetime and type', () => {
  let portal: PortalSite;
  beforeAll(async () => {
    portal = await startPortalSite({ AUTH_MAX_TOKEN_LIFETIME_SECONDS: '3600' });
  }, 60_000);
  afterAll(async () => {
    await portal?.stop();
  });

  const me = async (token: string) =>
    (await fetch(new URL('/api/portal/me', portal.url), { headers: { Authorization: `Bearer ${token}` } }))
      .status;

  it('accepts a token within the limits', async () => {
    expect(await me(await forgeAccessToken(portal))).toBe(200);
    expect(await me(await forgeAccessToken(portal, { iat: now() + 30 }))).toBe(200);
    expect(await me(await forgeAccessToken(portal, {}, { typ: 'JWT' }))).toBe(200);
  });

  it('refuses an iat in the future beyond the leeway', async () => {
    expect(await me(await forgeAccessToken(portal, { iat: now() + 365 * 86_400 }))).toBe(401);
    expect(await me(await forgeAccessToken(portal, { iat: now() + 300 }))).toBe(401);
  });

  it('refuses a token that lives longer than the configured maximum, or has no iat', async () => {
    expect(await me(await forgeAccessToken(portal, { exp: now() + 10 * 365 * 86_400 }))).toBe(401);
    expect(await me(await forgeAccessToken(portal, { exp: now() + 3700 }))).toBe(401);
    expect(await me(await forgeAccessToken(portal, { iat: undefined }))).toBe(401);
  });

  it('refuses a token whose typ is not an access token’s', async () => {
    for (const typ of ['logout+jwt', 'dpop+jwt', 'id_token+jwt']) {
      expect(await me(await forgeAccessToken(portal, {}, { typ }))).toBe(401);
    }
  });
});

describe('development identity provider exposure', () => {
  /** An address of this machine that is not loopback, if it has one. */
  const external = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

  it.runIf(external)('listens on loopback only, even with HOST=0.0.0.0', async () => {
    const site = await startSiteProcess({ HOST: '0.0.0.0' });
    try {
      const { domain } = (await (
        await fetch(new URL('/api/auth/config', site.url.replace('0.0.0.0', 'localhost')))
      ).json()) as {
        domain: string;
      };
      const port = Number(new URL(domain).port);
      // The site itself is published on every interface, as HOST asked...
      const sitePort = Number(new URL(site.url).port);
      expect(await reachable(external ?? '', sitePort)).toBe(true);
      // ...the provider, with its demo passwords, is not.
      expect(await reachable(external ?? '', port)).toBe(false);
      expect(await reachable('127.0.0.1', port)).toBe(true);
    } finally {
      await site.stop();
    }
  });

  it('refuses further attempts for a while after five wrong passwords in a row, the right one too', async () => {
    const portal = await startPortalSite();
    try {
      const wrong = { email: demoUsers.staff.email, password: 'guess' };
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await expect(loginForTokens(portal.settings, wrong, portal.url)).rejects.toThrow(
          /login refused \(401\)/,
        );
      }
      await expect(loginForTokens(portal.settings, wrong, portal.url)).rejects.toThrow(
        /login refused \(429\): Too many wrong passwords/,
      );
      await expect(loginForTokens(portal.settings, demoUsers.staff, portal.url)).rejects.toThrow(
        /login refused \(429\)/,
      );
    } finally {
      await portal.stop();
    }
  }, 90_000);
});

/** Whether a TCP connection to the address and port is accepted. */
function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
