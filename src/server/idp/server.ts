/**
 * The development identity provider's HTTP server, on its own port. It binds first (so the site
 * knows the provider's real origin, even on a free port) and answers once `activate` has been given
 * the site's origins (known after the site listens), which become the client's exact redirect URIs.
 *
 * Besides `oidc-provider` it answers the login form (GET/POST `/interaction/:uid`) and renames
 * Auth0's `returnTo` logout parameter to `post_logout_redirect_uri`.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Provider from 'oidc-provider';
import type { Logger } from '../log.ts';
import { createDirectory, type Directory } from './directory.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { errorPage, loginPage } from './pages.ts';
import { createDevProvider } from './provider.ts';

export interface DevIdentityProviderOptions {
  /** 0 picks a free port. The provider listens on loopback only: its login page lists the demo passwords. */
  port: number;
  clientId: string;
  organization: string;
  audience: string;
  claimNamespace: string;
  /** Private RS256 JWK as JSON; generated when absent. */
  signingKey?: string;
  logger: Logger;
}

export interface DevIdentityProvider {
  /** `http://localhost:PORT`, no trailing slash. */
  origin: string;
  issuer: string;
  directory: Directory;
  /** Starts answering, with these site origins as the client's redirect and logout targets. */
  activate(siteOrigins: readonly string[]): void;
  close(): Promise<void>;
}

const MAX_FORM_BYTES = 8 * 1024;

/** A fresh RS256 signing key (JWK with a `kid`), or the one configured. */
export function signingJwk(configured?: string): object {
  if (configured) {
    const jwk = JSON.parse(configured) as { kty?: string; d?: string; kid?: string };
    if (jwk.kty !== 'RSA' || !jwk.d) throw new Error('DEV_IDP_SIGNING_KEY must be a private RSA JWK');
    return { ...jwk, alg: 'RS256', use: 'sig', kid: jwk.kid ?? 'dev-configured' };
  }
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    ...privateKey.export({ format: 'jwk' }),
    alg: 'RS256',
    use: 'sig',
    kid: `dev-${randomBytes(6).toString('hex')}`,
  };
}

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_FORM_BYTES) {
        reject(new Error('form too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

function sendHtml(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    // The login form must never be framed (clickjacking); it loads nothing from elsewhere.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
  });
  res.end(html);
}

/** Auth0's SDK logs out with `returnTo`; the provider reads `post_logout_redirect_uri`. */
export function renameReturnTo(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  const returnTo = parsed.searchParams.get('returnTo');
  if (returnTo === null) return url;
  parsed.searchParams.delete('returnTo');
  parsed.searchParams.set('post_logout_redirect_uri', returnTo);
  return `${parsed.pathname}${parsed.search}`;
}

export async function startDevIdentityProvider(
  options: DevIdentityProviderOptions,
): Promise<DevIdentityProvider> {
  const { logger } = options;
  const directory = createDirectory(options.organization);
  const demoList = directory.accounts.map((account) => ({
    email: account.email,
    password: account.password,
    description: `${account.name}, ${account.worksAs}`,
  }));
  const throttle = createLoginThrottle();
  let provider: Provider | undefined;
  let providerHandler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string) {
    if (!provider) throw new Error('not active');
    let details: Awaited<ReturnType<Provider['interactionDetails']>>;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      sendHtml(res, 400, errorPage('Sign-in expired', 'Go back to the site and log in again.'));
      return;
    }
    if (details.uid !== uid) {
      sendHtml(res, 400, errorPage('Sign-in expired', 'Go back to the site and log in again.'));
      return;
    }
    const organisation = directory.resolveOrganisation(
      typeof details.params.organization === 'string' ? details.params.organization : undefined,
    );
    const render = (status: number, error?: string, email?: string) =>
      sendHtml(
        res,
        status,
        loginPage({
          action: `/interaction/${uid}`,
          organisationName: organisation?.displayName ?? directory.organisation.displayName,
          demoAccounts: demoList,
          error,
          email,
        }),
      );

    if (details.prompt.name !== 'login') {
      sendHtml(
        res,
        400,
        errorPage('Unsupported step', `This provider has no "${details.prompt.name}" page.`),
      );
      return;
    }
    if (req.method === 'GET') {
      render(200);
      return;
    }
    const form = await readForm(req);
    if (form.get('action') === 'cancel') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The sign-in was cancelled.' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const email = form.get('email') ?? '';
    const client = req.socket.remoteAddress ?? 'unknown';
    const waitSeconds = await throttle.blockedFor(client);
    if (waitSeconds > 0) {
      logger.warn('dev idp: login refused, too many wrong passwords', { retryAfter: waitSeconds });
      res.setHeader('Retry-After', String(waitSeconds));
      render(429, `Too many wrong passwords. Wait ${waitSeconds} seconds, then try again.`, email);
      return;
    }
    const account = directory.authenticate(email, form.get('password') ?? '');
    if (!account) {
      await throttle.failed(client);
      logger.info('dev idp: login refused, wrong email or password');
      render(401, 'Wrong email or password.', email);
      return;
    }
    await throttle.succeeded(client);
    if (organisation && !directory.rolesIn(account, organisation)) {
      logger.info('dev idp: login refused, not a member', { sub: account.id, org: organisation.id });
      render(
        403,
        `${account.email} is not a member of ${organisation.displayName}. Ask your Cirrus Climate contact for an invitation.`,
        email,
      );
      return;
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.id, remember: true } },
      { mergeWithLastSubmission: false },
    );
  }

  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (!providerHandler) {
      res.writeHead(503, { 'Retry-After': '1' }).end('starting');
      return;
    }
    const match = /^\/interaction\/([\w-]+)$/.exec(path);
    if (match?.[1] && (req.method === 'GET' || req.method === 'POST')) {
      interaction(req, res, match[1]).catch((error: unknown) => {
        logger.error('dev idp: interaction failed', { error });
        if (!res.headersSent) sendHtml(res, 500, errorPage('server_error', 'The login form failed.'));
      });
      return;
    }
    if (path === '/v2/logout' && req.url) req.url = renameReturnTo(req.url);
    providerHandler(req, res);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, 'localhost', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://localhost:${port}`;
  const issuer = `${origin}/`;
  const signingKey = signingJwk(options.signingKey);

  return {
    origin,
    issuer,
    directory,
    activate(siteOrigins) {
      provider = createDevProvider({
        issuer,
        clientId: options.clientId,
        audience: options.audience,
        claimNamespace: options.claimNamespace,
        directory,
        siteOrigins,
        signingKey,
        cookieSecret: randomBytes(32).toString('base64url'),
      });
      provider.on('server_error', (_ctx, error) => logger.error('dev idp: server error', { error }));
      // Auth0's web_message page posts the answer and leaves the popup to the SDK, which closes it on
      // the message. The provider's own page closes itself at once, and a busy browser can show the
      // opener the popup closed before it delivers the message: the SDK's once-a-second check then
      // reports "Sign-in window closed" for a login that succeeded. Left open, as Auth0 does.
      provider.use(async (ctx, next) => {
        await next();
        if (typeof ctx.body === 'string' && ctx.body.includes('<title>Web Message Response</title>'))
          ctx.body = ctx.body.replace('win.close();', '');
      });
      providerHandler = provider.callback();
      logger.warn(
        'DEVELOPMENT identity provider: demo accounts only, never use in production (set AUTH0_DOMAIN)',
        { issuer, siteOrigins, organisation: directory.organisation.id },
      );
    },
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
