/**
 * Start-up of login for `main.ts`: a configured tenant (AUTH0_DOMAIN) is used as is; without one
 * the bundled development identity provider starts on DEV_IDP_PORT, and refuses to in production
 * unless ALLOW_DEV_IDP_IN_PRODUCTION says so.
 */
import { ConfigError, type Env } from '../../config/env.ts';
import { startDevIdentityProvider } from '../idp/server.ts';
import type { Logger } from '../log.ts';
import { type IdentityConfig, identityConfig } from './identity-config.ts';

export interface Identity {
  config: IdentityConfig;
  /** Called once the site listens: its origins become the development client's redirect URIs. */
  siteListening(siteOrigins: readonly string[]): void;
  close(): Promise<void>;
}

export async function startIdentity(env: Env, logger: Logger): Promise<Identity> {
  if (env.AUTH0_DOMAIN) {
    return { config: identityConfig(env), siteListening() {}, close: async () => {} };
  }
  if (env.NODE_ENV === 'production' && !env.ALLOW_DEV_IDP_IN_PRODUCTION) {
    throw new ConfigError(
      'AUTH0_DOMAIN: not set, and the development identity provider does not start with NODE_ENV=production.\n' +
        '  Set AUTH0_DOMAIN (and AUTH0_CLIENT_ID, AUTH0_ORGANIZATION, AUTH0_AUDIENCE) to a real tenant,\n' +
        '  or ALLOW_DEV_IDP_IN_PRODUCTION=true for a demo.',
    );
  }
  const idp = await startDevIdentityProvider({
    port: env.DEV_IDP_PORT,
    clientId: env.AUTH0_CLIENT_ID,
    organization: env.AUTH0_ORGANIZATION,
    audience: env.AUTH0_AUDIENCE,
    claimNamespace: env.AUTH0_CLAIM_NAMESPACE,
    signingKey: env.DEV_IDP_SIGNING_KEY,
    logger: logger.child({ service: 'dev-idp' }),
  });
  return {
    config: identityConfig(env, idp.origin),
    siteListening(siteOrigins) {
      const origins = new Set([...siteOrigins, new URL(env.SITE_URL).origin, ...env.ALLOWED_ORIGINS]);
      idp.activate([...origins].map((origin) => new URL(origin).origin));
    },
    close: () => idp.close(),
  };
}
