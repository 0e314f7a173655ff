/**
 * The development identity provider's `oidc-provider` configuration: Auth0's endpoints and the
 * behaviour auth0-spa-js relies on (from the team's notes on running the SDK locally, summarised here):
 *
 * - routes: /authorize, /oauth/token, /v2/logout, /oauth/revoke, /.well-known/jwks.json, /userinfo;
 * - `organization` and `audience` accepted as extra authorization parameters and validated;
 * - `web_message` responses (popup and silent iframe), refresh tokens issued without a consent
 *   prompt, a grant created on login (no consent screen) that remembers the organisation;
 * - JWT access tokens (RS256) for the API audience, carrying `org_id` and the namespaced roles;
 * - ID tokens with the profile (`conformIdTokenClaims: false`), `org_id`/`org_name` and roles;
 * - a silent request from someone outside the organisation answers `login_required`.
 */
import Provider, {
  type Account,
  type Check as CheckType,
  type Configuration,
  errors,
  type Grant,
  type Interaction,
  interactionPolicy,
  type KoaContext,
  type TokenLike,
} from 'oidc-provider';
import { claimNames } from '../auth/identity-config.ts';
import type { DemoAccount, Directory, Organisation } from './directory.ts';
import { errorPage, loggedOutPage, logoutPage } from './pages.ts';

/** Scopes of the portal API, granted to every member (the API decides by role, not scope). */
export const API_SCOPES = ['read:leads', 'write:leads'] as const;

export interface DevProviderOptions {
  /** `http://localhost:PORT/`, with the trailing slash Auth0 uses. */
  issuer: string;
  clientId: string;
  audience: string;
  claimNamespace: string;
  directory: Directory;
  /** Origins of the site (exact), for redirect and logout URIs and CORS. */
  siteOrigins: readonly string[];
  /** Private RS256 JWK. */
  signingKey: object;
  /** Secret for the provider's signed cookies. */
  cookieSecret: string;
}

/** Every URI the site's login and logout may come back to, for each of its origins. */
export function siteRedirectUris(origins: readonly string[]) {
  return {
    redirect: origins.flatMap((origin) => [origin, `${origin}/`, `${origin}/portal`]),
    postLogout: origins.flatMap((origin) => [origin, `${origin}/`]),
  };
}

function stringParam(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The provider's endpoints, at the paths the login SDK expects (the hosted provider's). */
const routes: Configuration['routes'] = {
  authorization: '/authorize',
  token: '/oauth/token',
  end_session: '/v2/logout',
  revocation: '/oauth/revoke',
  jwks: '/.well-known/jwks.json',
  userinfo: '/userinfo',
};

/** Lifetimes, seconds. */
const ttl: Configuration['ttl'] = {
  AccessToken: 15 * 60,
  AuthorizationCode: 60,
  IdToken: 60 * 60,
  Interaction: 60 * 60,
  Grant: 24 * 60 * 60,
  Session: 24 * 60 * 60,
  RefreshToken: 24 * 60 * 60,
};

/**
 * The features the site's logins use: popup and silent logins, logout, and JWT access tokens for
 * `audience`.
 */
function providerFeatures(audience: string): Configuration['features'] {
  return {
    devInteractions: { enabled: false },
    // Popup and silent (iframe) logins answer by postMessage; a wrong ack throws at start-up.
    webMessageResponseMode: { enabled: true, ack: 'individual-draft-01' },
    revocation: { enabled: true },
    userinfo: { enabled: true },
    rpInitiatedLogout: {
      enabled: true,
      logoutSource(ctx: KoaContext, form: string) {
        ctx.body = logoutPage(form);
      },
      postLogoutSuccessSource(ctx: KoaContext) {
        ctx.body = loggedOutPage();
      },
    },
    resourceIndicators: {
      enabled: true,
      // The SDK sends `audience`, never `resource`; the token endpoint reuses the granted one, or
      // the access token would be opaque.
      defaultResource: () => audience,
      useGrantedResource: () => true,
      getResourceServerInfo(_ctx: KoaContext, resourceIndicator: string) {
        if (resourceIndicator !== audience) throw new errors.InvalidTarget();
        return {
          scope: API_SCOPES.join(' '),
          audience,
          accessTokenTTL: 15 * 60,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        };
      },
    },
  };
}

export function createDevProvider(options: DevProviderOptions): Provider {
  const { directory, audience } = options;
  const claims = claimNames(options.claimNamespace);
  /** The organisation each grant was made for (the token endpoint's requests do not repeat it). */
  const organisationByGrant = new Map<string, Organisation>();
  const uris = siteRedirectUris(options.siteOrigins);
  const siteOrigins = new Set(options.siteOrigins);

  function membership(account: DemoAccount | undefined, grantId: string | undefined) {
    const organisation = grantId ? organisationByGrant.get(grantId) : undefined;
    const roles = account && organisation ? directory.rolesIn(account, organisation) : undefined;
    return organisation && roles ? { organisation, roles } : undefined;
  }

  const organisationMember: CheckType = new interactionPolicy.Check(
    'organization_membership',
    'the End-User is not a member of the requested organization',
    'login_required',
    (ctx) => {
      const { oidc } = ctx;
      const organisation = directory.resolveOrganisation(stringParam(oidc.params?.organization));
      const accountId = oidc.session?.accountId;
      const account = accountId ? directory.findById(accountId) : undefined;
      if (!account || !organisation) return interactionPolicy.Check.NO_NEED_TO_PROMPT;
      return directory.rolesIn(account, organisation)
        ? interactionPolicy.Check.NO_NEED_TO_PROMPT
        : interactionPolicy.Check.REQUEST_PROMPT;
    },
  );
  const policy = interactionPolicy.base();
  policy.get('login')?.checks.add(organisationMember);

  const configuration: Configuration = {
    clients: [
      {
        client_id: options.clientId,
        client_name: 'Cirrus Climate website (development)',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: uris.redirect,
        post_logout_redirect_uris: uris.postLogout,
      },
    ],
    jwks: { keys: [options.signingKey] },
    cookies: { keys: [options.cookieSecret] },
    pkce: { required: () => true },
    responseTypes: ['code'],
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: {
      openid: ['sub', 'org_id', 'org_name', claims.roles, claims.dealer],
      profile: ['name', 'given_name', 'family_name', 'nickname', 'updated_at'],
      email: ['email', 'email_verified'],
    },
    // Without this the ID token carries only `sub` when an access token is issued too.
    conformIdTokenClaims: false,
    extraParams: {
      organization(_ctx, value) {
        const organisation = stringParam(value);
        if (organisation && !directory.resolveOrganisation(organisation)) {
          throw new errors.InvalidRequest(`no organization named "${organisation}"`);
        }
      },
      audience(_ctx, value) {
        const requested = stringParam(value);
        if (requested && requested !== audience) {
          throw new errors.InvalidRequest(`unknown audience "${requested}"`);
        }
      },
    },
    async findAccount(ctx, sub, token): Promise<Account | undefined> {
      const account = directory.findById(sub);
      if (!account) return undefined;
      const grantId = token?.grantId ?? ctx.oidc.session?.grantIdFor(ctx.oidc.client.clientId);
      const member = membership(account, grantId);
      return {
        accountId: sub,
        claims: () => ({
          sub,
          name: account.name,
          given_name: account.givenName,
          family_name: account.familyName,
          nickname: account.givenName.toLowerCase(),
          email: account.email,
          email_verified: true,
          updated_at: account.updatedAt,
          ...(member && {
            org_id: member.organisation.id,
            org_name: member.organisation.name,
            [claims.roles]: [...member.roles],
            ...(account.dealerId && { [claims.dealer]: account.dealerId }),
          }),
        }),
      };
    },
    // No consent screen: a first-party client gets what it asks for, and the grant remembers the
    // organisation the login was made for.
    async loadExistingGrant(ctx): Promise<Grant | undefined> {
      const { oidc } = ctx;
      const accountId = oidc.session?.accountId;
      if (!oidc.session || !accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      if (!grant || grant.accountId !== accountId) {
        grant = new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId });
      }
      grant.addOIDCScope('openid profile email offline_access');
      grant.addResourceScope(audience, API_SCOPES.join(' '));
      const id = await grant.save();
      const organisation = directory.resolveOrganisation(stringParam(oidc.params?.organization));
      if (organisation) organisationByGrant.set(id, organisation);
      return grant;
    },
    // oidc-provider drops `offline_access` unless consent was prompted, which never happens here.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    async extraTokenClaims(_ctx, token: TokenLike) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = directory.findById(token.accountId);
      const member = membership(account, token.grantId);
      if (!account || !member) return undefined;
      return {
        org_id: member.organisation.id,
        org_name: member.organisation.name,
        [claims.roles]: [...member.roles],
        ...(account.dealerId && { [claims.dealer]: account.dealerId }),
        [claims.name]: account.name,
        [claims.email]: account.email,
      };
    },
    clientBasedCORS: (_ctx, origin) => siteOrigins.has(origin),
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage(out.error ?? 'server_error', out.error_description);
    },
    interactions: {
      url: (_ctx, interaction: Interaction) => `/interaction/${interaction.uid}`,
      policy,
    },
    features: providerFeatures(audience),
    routes,
    ttl,
    enabledJWA: { idTokenSigningAlgValues: ['RS256'] },
  };

  return new Provider(options.issuer, configuration);
}
