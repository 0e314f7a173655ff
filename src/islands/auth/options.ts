/**
 * The SDK's options. Most values are the SDK's defaults, written out because they are the
 * specification's constants (§5, §9) and must not drift with a library upgrade.
 */
import type { Auth0ClientOptions } from '@auth0/auth0-spa-js';
import type { PublicAuthConfig } from '../../lib/auth/public-config';

/** Where redirect logins come back to; that page processes the answer (see session.ts). */
export const CALLBACK_PATH = '/portal';

export function sdkOptions(config: PublicAuthConfig, origin: string, workerUrl?: string): Auth0ClientOptions {
  return {
    // A full origin without a trailing slash; the issuer is derived from it (`${domain}/`). Never set
    // `issuer`: the SDK would force https on it.
    domain: config.domain,
    clientId: config.clientId,
    authorizationParams: {
      // Spec §6: login is tied to one organisation; the SDK then also checks the ID token's org claim.
      organization: config.organization,
      audience: config.audience,
      redirect_uri: `${origin}${CALLBACK_PATH}`,
      scope: 'openid profile email',
    },
    // Tokens live in memory only, out of reach of storage-reading scripts. Refresh tokens (kept in
    // a same-origin worker) renew them; after a reload the silent iframe restores the session.
    cacheLocation: 'memory',
    useRefreshTokens: true,
    useRefreshTokensFallback: true,
    workerUrl,
    // Spec §9: authorize (popup and silent) timeout 60 s. SDK default.
    authorizeTimeoutInSeconds: 60,
    // Spec §9: HTTP timeout 10 s. SDK default. (Token retries 3 and the 5 s token lock are fixed
    // inside the SDK.)
    httpTimeoutInSeconds: 10,
    // Spec §5/§9: 60 s leeway on token time claims. SDK default.
    leeway: 60,
    // Spec §9: the session-check hint cookie lasts 1 day. SDK default.
    sessionCheckExpiryDays: 1,
  };
}
