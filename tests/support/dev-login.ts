/**
 * Logs in to the running development identity provider over plain HTTP, the way the browser does
 * (authorization code with PKCE, the provider's login form), and returns real tokens. For API tests
 * that need a token the provider itself minted.
 */
import { createHash, randomBytes } from 'node:crypto';

export interface AuthSettings {
  domain: string;
  clientId: string;
  organization: string;
  audience: string;
  claimNamespace: string;
}

export interface DevTokens {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
  scope?: string;
}

/** The browser's settings, as `/api/auth/config` serves them. */
export async function authSettings(siteUrl: string): Promise<AuthSettings> {
  const response = await fetch(new URL('/api/auth/config', siteUrl));
  if (!response.ok) throw new Error(`/api/auth/config answered ${response.status}`);
  return (await response.json()) as AuthSettings;
}

class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      if (index > 0) this.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1));
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const base64url = (buffer: Buffer) => buffer.toString('base64url');

/** Authorization code flow through the login form; throws with the form's message when refused. */
export async function loginForTokens(
  settings: AuthSettings,
  credentials: { email: string; password: string },
  redirectOrigin: string,
): Promise<DevTokens> {
  const jar = new CookieJar();
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const redirectUri = `${redirectOrigin}/portal`;
  const authorize = new URL('/authorize', settings.domain);
  authorize.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    response_mode: 'query',
    scope: 'openid profile email offline_access',
    state: base64url(randomBytes(12)),
    nonce: base64url(randomBytes(12)),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    organization: settings.organization,
    audience: settings.audience,
  }).toString();

  let response = await fetch(authorize, { redirect: 'manual' });
  jar.store(response);
  const interaction = new URL(response.headers.get('location') ?? '', settings.domain);
  response = await fetch(interaction, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...credentials, action: 'login' }).toString(),
  });
  jar.store(response);
  if (response.status !== 303) {
    const html = await response.text();
    const message = /role="alert"[^>]*>([^<]+)</.exec(html)?.[1];
    throw new Error(`login refused (${response.status}): ${message ?? html.slice(0, 200)}`);
  }
  let location = new URL(response.headers.get('location') ?? '', settings.domain);
  for (let hop = 0; hop < 5 && location.origin === new URL(settings.domain).origin; hop += 1) {
    response = await fetch(location, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    location = new URL(response.headers.get('location') ?? '', settings.domain);
  }
  const code = location.searchParams.get('code');
  if (!code) throw new Error(`no code in ${location.href}`);
  response = await fetch(new URL('/oauth/token', settings.domain), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: settings.clientId,
      code,
      code_verifier: verifier,
      redirect_uri: redirectUri,
    }).toString(),
  });
  const body = (await response.json()) as DevTokens & { error?: string; error_description?: string };
  if (!response.ok) throw new Error(`token endpoint: ${body.error}: ${body.error_description}`);
  return body;
}
