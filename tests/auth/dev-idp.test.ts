/**
 * The development identity provider as the SDK and an operator meet it: Auth0's endpoints, the
 * organisation, refresh tokens, logout with `returnTo`, and the production guard. Runs the built
 * server (`npm run build` first).
 */
import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginForTokens } from '../support/dev-login';
import { demoUsers, type PortalSite, startPortalSite } from '../support/portal-site';
import { startSiteProcess } from '../support/site-process';

let portal: PortalSite;

beforeAll(async () => {
  portal = await startPortalSite();
}, 60_000);

afterAll(async () => {
  await portal?.stop();
});

const idp = (path: string) => new URL(path, portal.settings.domain);

function authorizeUrl(params: Record<string, string>) {
  const verifier = randomBytes(32).toString('base64url');
  const url = idp('/authorize');
  url.search = new URLSearchParams({
    client_id: portal.settings.clientId,
    redirect_uri: `${portal.url}/portal`,
    response_type: 'code',
    scope: 'openid profile email',
    state: 'test-state',
    nonce: 'test-nonce',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...params,
  }).toString();
  return url;
}

describe('development identity provider', () => {
  it('serves its settings to the browser at run time', async () => {
    const response = await fetch(new URL('/api/auth/config', portal.url));
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      domain: expect.stringMatching(/^http:\/\/localhost:\d+$/),
      clientId: 'cirrus-site',
      organization: 'org_cirrus',
      audience: 'https://api.cirrusclimate.com.au/portal',
      claimNamespace: 'https://cirrusclimate.com.au/',
      development: true,
    });
  });

  it('speaks Auth0’s endpoints with an issuer ending in a slash', async () => {
    const discovery = (await (await fetch(idp('/.well-known/openid-configuration'))).json()) as Record<
      string,
      unknown
    >;
    const origin = portal.settings.domain;
    expect(discovery).toMatchObject({
      issuer: `${origin}/`,
      authorization_endpoint: `${origin}/authorize`,
      token_endpoint: `${origin}/oauth/token`,
      end_session_endpoint: `${origin}/v2/logout`,
      jwks_uri: `${origin}/.well-known/jwks.json`,
      userinfo_endpoint: `${origin}/userinfo`,
      id_token_signing_alg_values_supported: ['RS256'],
    });
    expect(discovery.response_modes_supported).toContain('web_message');
    const jwks = (await (await fetch(idp('/.well-known/jwks.json'))).json()) as {
      keys: Record<string, unknown>[];
    };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', kid: 'test-signing-key' });
    expect(jwks.keys[0]?.d).toBeUndefined();
  });

  it('says on the login page and in the log that it is for development', async () => {
    const start = await fetch(authorizeUrl({ organization: 'org_cirrus' }), { redirect: 'manual' });
    expect(start.status).toBe(303);
    const cookie = start.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const form = await fetch(idp(start.headers.get('location') ?? ''), { headers: { cookie } });
    const html = await form.text();
    expect(html).toContain('Development identity provider');
    expect(html).toContain('Log in to Cirrus Climate');
    expect(form.headers.get('x-frame-options')).toBe('DENY');
    // Warnings go to stderr, which may arrive after the "listening" line on stdout.
    await expect.poll(() => portal.site.output()).toMatch(/DEVELOPMENT identity provider/);
  });

  it('issues RS256 tokens carrying the organisation and the roles claim', async () => {
    const tokens = await loginForTokens(portal.settings, demoUsers.installer, portal.url);
    const ns = portal.settings.claimNamespace;
    const idToken = decodeJwt(tokens.id_token);
    expect(idToken).toMatchObject({
      iss: `${portal.settings.domain}/`,
      aud: 'cirrus-site',
      sub: 'auth0|demo-installer',
      org_id: 'org_cirrus',
      name: 'Ivy Nguyen',
      email: 'installer@coolfit.com.au',
      [`${ns}roles`]: ['installer'],
    });
    expect(typeof idToken.updated_at).toBe('number');
    const accessToken = decodeJwt(tokens.access_token);
    expect(accessToken).toMatchObject({
      aud: portal.settings.audience,
      org_id: 'org_cirrus',
      [`${ns}roles`]: ['installer'],
    });
    expect(tokens.refresh_token).toBeTruthy();
  });

  it('renews tokens with a refresh token (rotated), keeping the organisation', async () => {
    const tokens = await loginForTokens(portal.settings, demoUsers.staff, portal.url);
    const refresh = await fetch(idp('/oauth/token'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: portal.url },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: 'cirrus-site',
        refresh_token: tokens.refresh_token ?? '',
      }),
    });
    expect(refresh.status).toBe(200);
    expect(refresh.headers.get('access-control-allow-origin')).toBe(portal.url);
    const renewed = (await refresh.json()) as { access_token: string; refresh_token: string };
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(renewed.access_token).org_id).toBe('org_cirrus');
  });

  it('refuses a wrong password and a user outside the organisation', async () => {
    await expect(
      loginForTokens(portal.settings, { ...demoUsers.staff, password: 'wrong' }, portal.url),
    ).rejects.toThrow(/401.*Wrong email or password/);
    await expect(loginForTokens(portal.settings, demoUsers.outsider, portal.url)).rejects.toThrow(
      /403.*is not a member of Cirrus Climate/,
    );
  });

  it('answers login_required to a silent request from someone outside the organisation', async () => {
    // Logged in without an organisation (allowed), then asked silently for ours.
    const jar: string[] = [];
    const keep = (response: Response) => {
      for (const line of response.headers.getSetCookie()) jar.push(line.split(';')[0] ?? '');
      return response;
    };
    const start = keep(await fetch(authorizeUrl({}), { redirect: 'manual' }));
    const login = keep(
      await fetch(idp(start.headers.get('location') ?? ''), {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: jar.join('; '), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...demoUsers.outsider, action: 'login' }),
      }),
    );
    expect(login.status).toBe(303);
    keep(
      await fetch(idp(login.headers.get('location') ?? ''), {
        redirect: 'manual',
        headers: { cookie: jar.join('; ') },
      }),
    );
    const silent = await fetch(authorizeUrl({ organization: 'org_cirrus', prompt: 'none' }), {
      redirect: 'manual',
      headers: { cookie: jar.join('; ') },
    });
    const answer = new URL(silent.headers.get('location') ?? '');
    expect(answer.searchParams.get('error')).toBe('login_required');
    expect(answer.searchParams.get('state')).toBe('test-state');
  });

  it('refuses an organisation it does not know and a redirect URI it was not given', async () => {
    const unknown = await fetch(authorizeUrl({ organization: 'org_other' }), { redirect: 'manual' });
    const answer = new URL(unknown.headers.get('location') ?? '');
    expect(answer.searchParams.get('error')).toBe('invalid_request');
    expect(answer.searchParams.get('error_description')).toContain('org_other');
    const stranger = await fetch(authorizeUrl({ redirect_uri: 'http://localhost:1/portal' }), {
      redirect: 'manual',
    });
    expect(stranger.status).toBe(400);
  });

  it('logs out with Auth0’s returnTo and sends the visitor back', async () => {
    const page = await fetch(
      idp(`/v2/logout?client_id=cirrus-site&returnTo=${encodeURIComponent(portal.url)}`),
    );
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('document.forms[0].submit()');
    const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
    const fields = new URLSearchParams(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((match) => [
        match[1] ?? '',
        match[2] ?? '',
      ]),
    );
    expect(fields.get('logout')).toBe('yes');
    const cookie = page.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const done = await fetch(idp(action.replace(/&amp;/g, '&')), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: fields,
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${portal.url}/`);
  });
});

describe('production guard', () => {
  it('refuses to start the development provider with NODE_ENV=production', async () => {
    await expect(
      startSiteProcess({ NODE_ENV: 'production', SITE_URL: 'http://localhost:4321' }, 15_000),
    ).rejects.toThrow(
      /AUTH0_DOMAIN: not set, and the development identity provider does not start with NODE_ENV=production/,
    );
  });

  it('starts it anyway when ALLOW_DEV_IDP_IN_PRODUCTION is set', async () => {
    const site = await startSiteProcess({
      NODE_ENV: 'production',
      SITE_URL: 'http://localhost:4321',
      ALLOW_DEV_IDP_IN_PRODUCTION: 'true',
    });
    try {
      await expect.poll(() => site.output()).toMatch(/DEVELOPMENT identity provider/);
    } finally {
      await site.stop();
    }
  });
});
