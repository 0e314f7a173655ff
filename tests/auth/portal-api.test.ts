/**
 * The portal API's gate and rules, against the real built server and its development identity
 * provider: real tokens from the provider's login form, and forged ones signed with the provider's
 * own key (known to the test) or with keys it never trusted. Needs a build (`npm run build`).
 */
import { createPublicKey } from 'node:crypto';
import { decodeJwt, type JWK, type JWTPayload, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { australianDateOf } from '../../src/lib/australian-dates.ts';
import { loadTestDirectory } from '../support/dealer-directory';
import { type DevTokens, loginForTokens } from '../support/dev-login';
import {
  demoDealers,
  demoUsers,
  forgeAccessToken,
  type PortalSite,
  startPortalSite,
} from '../support/portal-site';

let portal: PortalSite;
let staff: DevTokens;
let installer: DevTokens;
let melbourne: DevTokens;
let brisbane: DevTokens;

const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  portal = await startPortalSite();
  [staff, installer, melbourne, brisbane] = await Promise.all([
    loginForTokens(portal.settings, demoUsers.staff, portal.url),
    loginForTokens(portal.settings, demoUsers.installer, portal.url),
    loginForTokens(portal.settings, demoUsers.melbourne, portal.url),
    loginForTokens(portal.settings, demoUsers.brisbane, portal.url),
  ]);
}, 60_000);

afterAll(async () => {
  await portal?.stop();
});

function api(path: string, token?: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetch(new URL(path, portal.url), { ...init, headers });
}

function postJson(path: string, token: string, body: unknown) {
  return api(path, token, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: portal.url },
    body: JSON.stringify(body),
  });
}

/** A token with the claims the provider would issue, signed with the provider's key unless told otherwise. */
const forge = (overrides: JWTPayload = {}, key: JWK = portal.signingKey) =>
  forgeAccessToken(portal, overrides, { key });

async function expectInvalidToken(response: Response) {
  expect(response.status).toBe(401);
  expect(response.headers.get('www-authenticate')).toMatch(
    /^Bearer realm="cirrus-portal", error="invalid_token"/,
  );
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = (await response.json()) as { error: { status: number } };
  expect(body.error.status).toBe(401);
}

describe('access tokens', () => {
  it('accepts a token the development provider issued, with its roles', async () => {
    const claims = decodeJwt(staff.access_token);
    expect(claims.iss).toBe(`${portal.settings.domain}/`);
    expect(claims.org_id).toBe('org_cirrus');
    const response = await api('/api/portal/me', staff.access_token);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      sub: 'auth0|demo-staff',
      name: 'Sam Taylor',
      roles: ['staff'],
      organisation: 'org_cirrus',
    });
  });

  it('refuses a request without a token', async () => {
    await expectInvalidToken(await api('/api/portal/leads'));
    await expectInvalidToken(
      await api('/api/portal/leads', undefined, { headers: { Authorization: 'Basic abc' } }),
    );
  });

  it('refuses a token that expired more than 60 seconds ago, and allows the leeway', async () => {
    await expectInvalidToken(
      await api('/api/portal/me', await forge({ iat: now() - 900, exp: now() - 120 })),
    );
    const withinLeeway = await api('/api/portal/me', await forge({ iat: now() - 900, exp: now() - 30 }));
    expect(withinLeeway.status).toBe(200);
  });

  it('refuses a token for another audience', async () => {
    await expectInvalidToken(await api('/api/portal/me', await forge({ aud: 'https://api.example.com/' })));
  });

  it('refuses a token from another issuer', async () => {
    await expectInvalidToken(await api('/api/portal/me', await forge({ iss: 'https://evil.example/' })));
    // Auth0 issuers end with a slash; without it the issuer is another one.
    await expectInvalidToken(await api('/api/portal/me', await forge({ iss: portal.settings.domain })));
  });

  it('refuses a token for another organisation, or none', async () => {
    await expectInvalidToken(await api('/api/portal/me', await forge({ org_id: 'org_other' })));
    await expectInvalidToken(await api('/api/portal/me', await forge({ org_id: undefined })));
  });

  it('refuses an unsigned token (alg: none)', async () => {
    const ns = portal.settings.claimNamespace;
    const unsigned = new UnsecuredJWT({
      sub: 'auth0|demo-staff',
      org_id: 'org_cirrus',
      [`${ns}roles`]: ['staff'],
    })
      .setIssuer(`${portal.settings.domain}/`)
      .setAudience(portal.settings.audience)
      .setIssuedAt()
      .setExpirationTime('10m')
      .encode();
    await expectInvalidToken(await api('/api/portal/me', unsigned));
  });

  it('refuses an HS256 token whose secret is the provider’s public key', async () => {
    const publicPem = createPublicKey({ key: portal.signingKey, format: 'jwk' }).export({
      type: 'spki',
      format: 'pem',
    });
    const ns = portal.settings.claimNamespace;
    const confused = await new SignJWT({
      sub: 'auth0|demo-staff',
      org_id: 'org_cirrus',
      [`${ns}roles`]: ['staff'],
    })
      .setProtectedHeader({ alg: 'HS256', kid: portal.signingKey.kid })
      .setIssuer(`${portal.settings.domain}/`)
      .setAudience(portal.settings.audience)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(String(publicPem)));
    await expectInvalidToken(await api('/api/portal/me', confused));
  });

  it('refuses a token whose signature was tampered with', async () => {
    const [header, payload, signature = ''] = staff.access_token.split('.');
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    await expectInvalidToken(await api('/api/portal/me', `${header}.${payload}.${flipped}`));
    // Same signature, promoted claims: the signature no longer matches.
    const claims = { ...decodeJwt(installer.access_token), sub: 'auth0|demo-staff' };
    const [installerHeader, , installerSignature] = installer.access_token.split('.');
    const promoted = `${installerHeader}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${installerSignature}`;
    await expectInvalidToken(await api('/api/portal/me', promoted));
  });

  it('refuses a token signed by a key the provider never published', async () => {
    const { generateKeyPairSync } = await import('node:crypto');
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const stranger = { ...privateKey.export({ format: 'jwk' }), kid: 'stranger' };
    await expectInvalidToken(await api('/api/portal/me', await forge({}, stranger)));
  });
});

describe('role rules', () => {
  it('shows staff every lead', async () => {
    const response = await api('/api/portal/leads?pageSize=50', staff.access_token);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { total: number; items: { type: string }[]; types: string[] };
    expect(body.total).toBe(portal.leads.length);
    expect(new Set(body.items.map((lead) => lead.type))).toEqual(
      new Set(['quote', 'installer', 'contact', 'warranty']),
    );
    // Every kind staff may see, promotion claims, service requests, rebate plans and accessibility
    // reports included (none seeded here).
    expect(body.types).toEqual([
      'quote',
      'installer',
      'contact',
      'warranty',
      'claim',
      'service',
      'plan',
      'accessibility',
    ]);
  });

  it('keeps the staff-only overview from installers', async () => {
    expect((await api('/api/portal/overview', installer.access_token)).status).toBe(403);
    const response = await api('/api/portal/overview', staff.access_token);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { total: number; byType: { type: string; total: number }[] };
    expect(body.total).toBe(portal.leads.length);
    // A row for every kind of lead, those with none too.
    expect(body.byType.map((row) => row.type)).toEqual([
      'quote',
      'installer',
      'contact',
      'warranty',
      'claim',
      'service',
      'plan',
      'accessibility',
    ]);
  });

  it('answers 403 to a valid token without a portal role', async () => {
    const noRole = await forge({ [`${portal.settings.claimNamespace}roles`]: [] });
    expect((await api('/api/portal/leads', noRole)).status).toBe(403);
    expect((await api('/api/portal/me', noRole)).status).toBe(200);
  });
});

describe('dealer scope', () => {
  const ns = () => portal.settings.claimNamespace;
  const leadsOf = (dealerId: string) => portal.leads.filter((lead) => lead.dealerId === dealerId);
  const firstOf = (dealerId: string, type?: string) =>
    leadsOf(dealerId).find((lead) => !type || lead.type === type)?.reference ?? '';

  type Summary = {
    reference: string;
    type: string;
    name: string | null;
    email: string | null;
    phone: string | null;
    contactWithheld: boolean;
    dealer: { id: string; name: string } | null;
    area: string;
  };
  type Detail = {
    lead: Summary;
    answers: { label: string; value: string }[];
    routingHistory: { kind: string; dealerId: string | null; reason: string | null; actor: string }[];
  };

  it('carries the dealer in a namespaced claim beside the roles', async () => {
    const claims = decodeJwt(melbourne.access_token);
    expect(claims[`${ns()}dealer_id`]).toBe(demoDealers.melbourne);
    expect(claims[`${ns()}roles`]).toEqual(['installer']);
    expect(decodeJwt(staff.access_token)[`${ns()}dealer_id`]).toBeUndefined();
    expect(await (await api('/api/portal/me', melbourne.access_token)).json()).toMatchObject({
      dealerId: demoDealers.melbourne,
    });
  });

  it('lists only the leads of the caller’s dealer, of every kind routed to it', async () => {
    const mine = leadsOf(demoDealers.melbourne);
    expect(new Set(mine.map((lead) => lead.type))).toEqual(new Set(['quote', 'installer']));
    const response = await api('/api/portal/leads?pageSize=50', melbourne.access_token);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { total: number; items: Summary[] };
    expect(body.items.map((lead) => lead.reference).sort()).toEqual(
      mine.map((lead) => lead.reference).sort(),
    );
    expect(body.total).toBe(mine.length);
    expect(body.items.every((lead) => lead.dealer?.name === 'Collins Climate Consultants')).toBe(true);
    // Asking for another dealer's leads by filter still lists only its own.
    const other = (await (
      await api(`/api/portal/leads?dealer=${demoDealers.brisbane}`, melbourne.access_token)
    ).json()) as { items: Summary[] };
    expect(other.items.map((lead) => lead.reference).sort()).toEqual(
      mine.map((lead) => lead.reference).sort(),
    );
    // The CSV too.
    const csv = await (await api('/api/portal/leads.csv', melbourne.access_token)).text();
    expect(csv.trim().split('\r\n')).toHaveLength(1 + mine.length);
    for (const lead of portal.leads.filter((lead) => lead.dealerId !== demoDealers.melbourne)) {
      expect(csv).not.toContain(lead.reference);
    }
  });

  it('answers another dealer’s lead exactly like a lead that does not exist', async () => {
    const theirs = firstOf(demoDealers.brisbane);
    const contactLead = portal.leads.find((lead) => lead.type === 'contact')?.reference ?? '';
    for (const reference of [theirs, contactLead, 'CC-NOPE22']) {
      const detail = await api(`/api/portal/leads/${reference}`, melbourne.access_token);
      expect(detail.status).toBe(404);
      expect(await detail.json()).toMatchObject({
        error: { status: 404, detail: 'No lead has that reference.' },
      });
      for (const [path, body] of [
        ['notes', { body: 'Not mine' }],
        ['status', { status: 'contacted' }],
        ['accept', {}],
        ['decline', { reason: 'too-far' }],
      ] as const) {
        expect(
          (await postJson(`/api/portal/leads/${reference}/${path}`, melbourne.access_token, body)).status,
        ).toBe(404);
      }
    }
  });

  it('shows nothing to a token with neither a dealer claim nor the staff role', async () => {
    const installerWithoutDealer = await forge({ [`${ns()}roles`]: ['installer'], sub: 'auth0|someone' });
    expect((await api('/api/portal/leads', installerWithoutDealer)).status).toBe(403);
    expect((await api('/api/portal/leads.csv', installerWithoutDealer)).status).toBe(403);
    expect(
      (await api(`/api/portal/leads/${firstOf(demoDealers.melbourne)}`, installerWithoutDealer)).status,
    ).toBe(404);
    expect((await api('/api/portal/queue', installerWithoutDealer)).status).toBe(403);
    // The former demo installer now works for a dealer that has none of the seeded leads.
    const ivy = (await (await api('/api/portal/leads', installer.access_token)).json()) as { total: number };
    expect(ivy.total).toBe(leadsOf(demoDealers.parramatta).length);
  });

  it('withholds the customer’s name, phone and email until the dealer accepts, then shows them', async () => {
    const reference = firstOf(demoDealers.melbourne, 'installer');
    const before = (await (
      await api(`/api/portal/leads/${reference}`, melbourne.access_token)
    ).json()) as Detail;
    expect(before.lead).toMatchObject({ name: null, email: null, phone: null, contactWithheld: true });
    expect(before.lead.area).toMatch(/VIC 3000$/);
    const labels = before.answers.map((answer) => answer.label);
    // Labels written for the dealer, not the customer's form ("Tell us about the job").
    expect(labels).toContain('About the job');
    expect(labels).not.toContain('Your name');
    expect(JSON.stringify(before)).not.toContain('Jack Wilson');
    expect(JSON.stringify(before)).not.toContain('+61412345678');
    // Not workable before accepting.
    expect(
      (
        await postJson(`/api/portal/leads/${reference}/status`, melbourne.access_token, {
          status: 'contacted',
        })
      ).status,
    ).toBe(409);
    const queue = (await (await api('/api/portal/queue', melbourne.access_token)).json()) as {
      waiting: (Summary & { minutesLeft: number })[];
    };
    expect(queue.waiting.map((lead) => lead.reference)).toContain(reference);
    expect(queue.waiting.every((lead) => lead.name === null && lead.minutesLeft <= 240)).toBe(true);

    const accepted = await postJson(`/api/portal/leads/${reference}/accept`, melbourne.access_token, {});
    expect(accepted.status).toBe(200);
    const after = (await accepted.json()) as Detail;
    expect(after.lead).toMatchObject({ name: 'Jack Wilson', phone: '+61412345678', contactWithheld: false });
    expect(after.routingHistory.map((event) => event.kind)).toEqual(['assigned', 'accepted']);
    expect(after.routingHistory[1]?.actor).toBe('Grace O’Brien (jobs@collinsclimate.com.au)');
    // Accepting twice is a conflict; working it now succeeds, with who did it.
    expect((await postJson(`/api/portal/leads/${reference}/accept`, melbourne.access_token, {})).status).toBe(
      409,
    );
    const change = await postJson(`/api/portal/leads/${reference}/status`, melbourne.access_token, {
      status: 'contacted',
      note: 'Called, booked for Tuesday.',
    });
    expect(change.status).toBe(200);
    const body = (await change.json()) as { history: { toStatus: string; changedBy: string }[] };
    expect(body.history.at(-1)).toMatchObject({
      toStatus: 'contacted',
      changedBy: 'Grace O’Brien (jobs@collinsclimate.com.au)',
    });
  });

  it('passes a declined lead on with its reason; the declining dealer no longer sees it', async () => {
    const reference = firstOf(demoDealers.brisbane, 'quote');
    expect(
      (await postJson(`/api/portal/leads/${reference}/decline`, brisbane.access_token, { reason: 'other' }))
        .status,
    ).toBe(400);
    const declined = await postJson(`/api/portal/leads/${reference}/decline`, brisbane.access_token, {
      reason: 'fully-booked',
      note: 'Booked out until March.',
    });
    expect(declined.status).toBe(200);
    expect(await declined.json()).toEqual({ reference, declined: true });
    expect((await api(`/api/portal/leads/${reference}`, brisbane.access_token)).status).toBe(404);
    const seen = (await (await api(`/api/portal/leads/${reference}`, staff.access_token)).json()) as Detail;
    expect(seen.lead.dealer?.id).not.toBe(demoDealers.brisbane);
    expect(seen.lead.dealer).not.toBeNull();
    expect(seen.routingHistory.map((event) => event.kind)).toEqual(['assigned', 'declined', 'assigned']);
    expect(seen.routingHistory[1]).toMatchObject({ dealerId: demoDealers.brisbane, reason: 'fully-booked' });
  });

  it('lets staff reassign a lead to any dealer, pause dealers and read the dealer table', async () => {
    const reference = firstOf(demoDealers.brisbane, 'installer');
    expect(
      (
        await postJson(`/api/portal/leads/${reference}/reassign`, melbourne.access_token, {
          dealer: demoDealers.melbourne,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await postJson(`/api/portal/leads/${reference}/reassign`, staff.access_token, {
          dealer: 'no-such-dealer',
        })
      ).status,
    ).toBe(400);
    // Staff say why: without a reason (or with a control character in it) nothing moves.
    for (const reason of [undefined, '', 'ok', 'Moved\u0007 for a test', 'x'.repeat(301)]) {
      const refused = await postJson(`/api/portal/leads/${reference}/reassign`, staff.access_token, {
        dealer: demoDealers.parramatta,
        ...(reason === undefined ? {} : { reason }),
      });
      expect(refused.status, JSON.stringify(reason)).toBe(400);
      expect(JSON.stringify(await refused.json())).toMatch(/reason/i);
    }
    const moved = await postJson(`/api/portal/leads/${reference}/reassign`, staff.access_token, {
      dealer: demoDealers.parramatta,
      reason: 'The Brisbane dealer is closed for the holidays',
    });
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as Detail).routingHistory.at(-1)).toMatchObject({
      kind: 'reassigned',
      dealerId: demoDealers.parramatta,
      actor: 'Sam Taylor (staff@cirrusclimate.com.au)',
      note: 'The Brisbane dealer is closed for the holidays',
    });
    const queue = (await (await api('/api/portal/queue', installer.access_token)).json()) as {
      waiting: Summary[];
    };
    expect(queue.waiting.map((lead) => lead.reference)).toContain(reference);
    expect((await api(`/api/portal/leads/${reference}`, brisbane.access_token)).status).toBe(404);

    expect((await api('/api/portal/dealers', melbourne.access_token)).status).toBe(403);
    const paused = await postJson(`/api/portal/dealers/${demoDealers.castleHill}/pause`, staff.access_token, {
      paused: true,
    });
    expect(paused.status).toBe(200);
    expect(await paused.json()).toMatchObject({ dealerId: demoDealers.castleHill, paused: true });
    const table = (await (await api('/api/portal/dealers', staff.access_token)).json()) as {
      dealers: {
        dealerId: string;
        name: string;
        received: number;
        accepted: number;
        waitingNow: number;
        paused: boolean;
      }[];
    };
    // Every dealer the server routes to: the tests' own directory (TEST_DEALERS_DIR).
    expect(table.dealers).toHaveLength((await loadTestDirectory()).dealers.length);
    expect(table.dealers.find((row) => row.dealerId === demoDealers.melbourne)).toMatchObject({
      name: 'Collins Climate Consultants',
      received: leadsOf(demoDealers.melbourne).length,
      accepted: 1,
    });
    expect(table.dealers.find((row) => row.dealerId === demoDealers.castleHill)?.paused).toBe(true);
    expect(
      (
        await postJson(`/api/portal/dealers/${demoDealers.castleHill}/pause`, staff.access_token, {
          paused: false,
        })
      ).status,
    ).toBe(200);
  });
});

describe('leads inbox API', () => {
  it('filters by type, status, state, postcode, date range and search, and pages', async () => {
    const get = async (query: string) => {
      const response = await api(`/api/portal/leads?${query}`, staff.access_token);
      expect(response.status).toBe(200);
      return (await response.json()) as {
        total: number;
        items: { reference: string; name: string; createdAt: string }[];
        page: number;
      };
    };
    expect((await get('type=quote')).total).toBe(5);
    expect((await get('state=VIC')).total).toBe(4);
    expect((await get('postcode=4000&type=contact')).total).toBe(1);
    expect((await get('search=olivia')).total).toBe(4);
    // The day the leads were seeded, in Sydney: the portal's dates are Sydney days, not UTC ones.
    const seededOn = australianDateOf((await get('pageSize=1')).items[0]?.createdAt ?? '');
    expect((await get(`from=${seededOn}&to=${seededOn}`)).total).toBe(portal.leads.length);
    expect((await get('from=2000-01-01&to=2000-01-31')).total).toBe(0);
    const second = await get('pageSize=8&page=2');
    expect(second.items).toHaveLength(8);
    expect(second.page).toBe(2);
    expect((await get('status=new&pageSize=1')).items).toHaveLength(1);
  });

  it('answers 400 with the issues for invalid filters and bodies', async () => {
    const response = await api('/api/portal/leads?status=maybe', staff.access_token);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { issues: { path: string }[] } };
    expect(body.error.issues[0]?.path).toBe('status');
    const reference = portal.leads[0]?.reference ?? '';
    expect(
      (await postJson(`/api/portal/leads/${reference}/status`, staff.access_token, { status: 'gone' }))
        .status,
    ).toBe(400);
    expect(
      (await postJson(`/api/portal/leads/${reference}/notes`, staff.access_token, { body: '   ' })).status,
    ).toBe(400);
    expect((await api('/api/portal/leads/CC-NOPE00', staff.access_token)).status).toBe(404);
  });

  it('records status changes and notes with who and when', async () => {
    const reference = portal.leads.find((lead) => lead.type === 'quote')?.reference ?? '';
    const note = await postJson(`/api/portal/leads/${reference}/notes`, staff.access_token, {
      body: 'Customer prefers afternoons.',
    });
    expect(note.status).toBe(201);
    const change = await postJson(`/api/portal/leads/${reference}/status`, staff.access_token, {
      status: 'quoted',
    });
    const detail = (await change.json()) as {
      lead: { status: string };
      history: { fromStatus: string | null; toStatus: string; changedBy: string }[];
      notes: { author: string; body: string }[];
      answers: { label: string; value: string }[];
    };
    expect(detail.lead.status).toBe('quoted');
    expect(detail.history.map((entry) => entry.toStatus)).toEqual(['new', 'quoted']);
    expect(detail.history[1]).toMatchObject({
      fromStatus: 'new',
      changedBy: 'Sam Taylor (staff@cirrusclimate.com.au)',
    });
    expect(detail.notes[0]).toMatchObject({
      author: 'Sam Taylor (staff@cirrusclimate.com.au)',
      body: 'Customer prefers afternoons.',
    });
    expect(detail.answers.length).toBeGreaterThan(2);
  });

  it('exports the filtered list as CSV with formula cells neutralised', async () => {
    const response = await api('/api/portal/leads.csv?type=contact', staff.access_token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="cirrus-leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = (await response.text()).replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('Reference,Type,Status,Received,Name,Email,Phone,Postcode,State,Product,Closed');
    expect(lines).toHaveLength(6);
    expect(lines.slice(1).every((line) => line.includes(',contact,'))).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
  });
});
