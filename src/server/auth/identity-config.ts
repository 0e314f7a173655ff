/**
 * Where the identity provider is and what the portal's tokens must say: one value built at start
 * (from the environment, or from the development provider's actual port) and handed to the token
 * verifier and to `/api/auth/config` through `Astro.locals.identity`.
 */
import type { Env } from '../../config/env.ts';
import type { PublicAuthConfig } from '../../lib/auth/public-config.ts';

export type { PublicAuthConfig };

/** The browser's part (`PublicAuthConfig`) and what only the token verifier needs. */
export interface IdentityConfig extends PublicAuthConfig {
  /** Expected `iss` of every token: the domain with a trailing slash, as Auth0 writes it. */
  issuer: string;
  /** Where the provider publishes its signing keys. */
  jwksUri: string;
  /** Longest lifetime (exp − iat) of an access token accepted, seconds. */
  maxTokenLifetimeSeconds: number;
}

/** Builds the configuration; `developmentOrigin` is the running development provider's origin. */
export function identityConfig(env: Env, developmentOrigin?: string): IdentityConfig {
  const origin = env.AUTH0_DOMAIN ?? developmentOrigin ?? `http://localhost:${env.DEV_IDP_PORT}`;
  const domain = new URL(origin).origin;
  return {
    domain,
    issuer: `${domain}/`,
    jwksUri: `${domain}/.well-known/jwks.json`,
    clientId: env.AUTH0_CLIENT_ID,
    organization: env.AUTH0_ORGANIZATION,
    audience: env.AUTH0_AUDIENCE,
    claimNamespace: env.AUTH0_CLAIM_NAMESPACE,
    development: !env.AUTH0_DOMAIN,
    maxTokenLifetimeSeconds: env.AUTH_MAX_TOKEN_LIFETIME_SECONDS,
  };
}

export function publicAuthConfig(config: IdentityConfig): PublicAuthConfig {
  const { domain, clientId, organization, audience, claimNamespace, development } = config;
  return { domain, clientId, organization, audience, claimNamespace, development };
}

/** Names of the namespaced custom claims. */
export function claimNames(namespace: string) {
  return {
    roles: `${namespace}roles`,
    /** The directory id of the dealer a partner user works for (`parramatta-air-and-climate`). */
    dealer: `${namespace}dealer_id`,
    name: `${namespace}name`,
    email: `${namespace}email`,
  } as const;
}
