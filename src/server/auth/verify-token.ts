/**
 * Every portal API call carries a bearer access token; this module is the only place it is checked.
 * The browser SDK validates the ID token but never a signature, so here `jose` verifies the access
 * token against the provider's published keys: RS256 only, issuer, audience, expiry with 60 s of
 * clock tolerance, an `iat` not in the future, a lifetime no longer than configured, an access-token
 * `typ` when one is given, and the organisation the login is tied to. Missing or invalid: 401 with
 * `WWW-Authenticate: Bearer error="invalid_token"`; a role that may not act: 403 (see permissions.ts).
 */
import { createRemoteJWKSet, errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { type PortalRole, rolesFromClaims } from '../../lib/auth/roles.ts';
import { problem } from '../http/problem.ts';
import { dealerIdSchema } from '../routing/schema.ts';
import { claimNames, type IdentityConfig } from './identity-config.ts';

/** Spec §5/§9: token leeway of 60 seconds. */
export const CLOCK_TOLERANCE_SECONDS = 60;

/**
 * `typ` header values of access tokens: RFC 9068's `at+jwt` (the development provider) and plain
 * `JWT`, which Auth0 writes on access tokens by default. Anything else (an ID token's or a logout
 * token's type, DPoP proofs) is refused.
 */
const ACCESS_TOKEN_TYPES = new Set(['at+jwt', 'application/at+jwt', 'jwt']);

/** Who is calling, from a verified access token. */
export interface Principal {
  /** Subject: the user's id at the provider. */
  sub: string;
  /** Display name for audit entries ("status changed by"), from the namespaced name claim. */
  name: string;
  email?: string;
  roles: readonly PortalRole[];
  /**
   * The dealer a partner user works for, from the namespaced `dealer_id` claim of the verified
   * token (a directory id); absent for staff and for accounts not linked to a dealer.
   */
  dealerId?: string;
  /** Organisation the token was issued for (`org_id`). */
  organisation: string;
}

export class InvalidTokenError extends Error {
  override name = 'InvalidTokenError';
}

/** The provider could not be asked for its keys: not the caller's fault (503, not 401). */
export class KeySetUnavailableError extends Error {
  override name = 'KeySetUnavailableError';
}

const keySets = new Map<string, JWTVerifyGetKey>();

/** One cached key set per JWKS URL; keys are refetched when an unknown `kid` arrives (rotation). */
export function remoteKeySet(jwksUri: string): JWTVerifyGetKey {
  let keySet = keySets.get(jwksUri);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(jwksUri), {
      timeoutDuration: 5_000,
      cooldownDuration: 30_000,
      cacheMaxAge: 10 * 60_000,
    });
    keySets.set(jwksUri, keySet);
  }
  return keySet;
}

function organisationMatches(payload: JWTPayload, organization: string) {
  // Auth0's rule: an `org_…` value is an id (org_id); anything else is a name (org_name).
  return organization.startsWith('org_')
    ? payload.org_id === organization
    : typeof payload.org_name === 'string' && payload.org_name === organization.toLowerCase();
}

/** Verifies an access token and returns its principal; throws InvalidTokenError when it must be refused. */
export async function verifyAccessToken(
  token: string,
  config: IdentityConfig,
  keys: JWTVerifyGetKey = remoteKeySet(config.jwksUri),
): Promise<Principal> {
  let payload: JWTPayload;
  let typ: string | undefined;
  const maxLifetime = config.maxTokenLifetimeSeconds;
  try {
    let protectedHeader: { typ?: string };
    ({ payload, protectedHeader } = await jwtVerify(token, keys, {
      algorithms: ['RS256'],
      issuer: config.issuer,
      audience: config.audience,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['sub', 'exp', 'iat'],
      // Also refuses an `iat` in the future (beyond the tolerance).
      maxTokenAge: maxLifetime,
    }));
    typ = protectedHeader.typ;
  } catch (error) {
    if (
      error instanceof errors.JWKSTimeout ||
      (error instanceof TypeError && !(error instanceof errors.JOSEError))
    ) {
      throw new KeySetUnavailableError('the identity provider did not answer for its keys', { cause: error });
    }
    const reason = error instanceof errors.JOSEError ? error.code : 'malformed';
    throw new InvalidTokenError(`token refused: ${reason}`, { cause: error });
  }
  if (typ !== undefined && !ACCESS_TOKEN_TYPES.has(typ.toLowerCase())) {
    throw new InvalidTokenError('token refused: not an access token');
  }
  if ((payload.exp ?? 0) - (payload.iat ?? 0) > maxLifetime) {
    throw new InvalidTokenError('token refused: lives longer than allowed');
  }
  if (!organisationMatches(payload, config.organization)) {
    throw new InvalidTokenError('token refused: issued for another organisation');
  }
  const claims = claimNames(config.claimNamespace);
  const sub = payload.sub as string;
  const name = payload[claims.name];
  const email = payload[claims.email];
  const dealerId = dealerIdSchema.safeParse(payload[claims.dealer]).data;
  return {
    sub,
    name: typeof name === 'string' && name ? name : sub,
    email: typeof email === 'string' ? email : undefined,
    roles: rolesFromClaims(payload, config.claimNamespace),
    ...(dealerId ? { dealerId } : {}),
    organisation: String(payload.org_id ?? payload.org_name),
  };
}

/** The token of `Authorization: Bearer …`, or undefined when there is none (or it is malformed). */
export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/i.exec(header.trim()) : null;
  return match?.[1];
}

export function unauthorized(detail: string): Response {
  const description = detail.replace(/["\\]/g, '');
  return problem(401, 'Unauthorized', detail, {
    headers: {
      'WWW-Authenticate': `Bearer realm="cirrus-portal", error="invalid_token", error_description="${description}"`,
    },
  });
}

export function forbidden(detail: string): Response {
  return problem(403, 'Forbidden', detail);
}

export type AuthResult = { ok: true; principal: Principal } | { ok: false; response: Response };

/** Resolves the caller of a portal API request, or the 401/503 response to send instead. */
export async function authenticate(
  request: Request,
  config: IdentityConfig | undefined,
): Promise<AuthResult> {
  if (!config) {
    return { ok: false, response: problem(503, 'Service unavailable', 'Login is not configured.') };
  }
  const token = bearerToken(request);
  if (!token) return { ok: false, response: unauthorized('A bearer access token is required.') };
  try {
    return { ok: true, principal: await verifyAccessToken(token, config) };
  } catch (error) {
    if (error instanceof KeySetUnavailableError) {
      return {
        ok: false,
        response: problem(503, 'Service unavailable', 'Cannot check sign-ins right now.', {
          headers: { 'Retry-After': '5' },
        }),
      };
    }
    if (error instanceof InvalidTokenError) return { ok: false, response: unauthorized(error.message) };
    throw error;
  }
}
