/**
 * The part of `oidc-provider` (which ships no types) that the development identity provider uses.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ClientMetadata {
    client_id: string;
    client_name?: string;
    application_type?: 'web' | 'native';
    token_endpoint_auth_method?: string;
    grant_types?: string[];
    response_types?: string[];
    redirect_uris?: string[];
    post_logout_redirect_uris?: string[];
  }

  export interface Client {
    clientId: string;
    clientAuthMethod: string;
    redirectUris: string[];
    grantTypeAllowed(type: string): boolean;
  }

  export interface Grant {
    jti: string;
    accountId?: string;
    clientId?: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { clientId: string; accountId?: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface Session {
    accountId?: string;
    grantIdFor(clientId: string): string | undefined;
  }

  /** A token or code: what `findAccount`, `extraTokenClaims` and `issueRefreshToken` receive. */
  export interface TokenLike {
    kind: string;
    grantId?: string;
    accountId?: string;
    scopes: Set<string>;
  }

  export interface OidcContext {
    params?: Record<string, unknown>;
    /** Absent at the token endpoint. */
    session?: Session;
    client: Client;
    route: string;
    result?: { consent?: { grantId?: string } };
    provider: Provider;
  }

  export interface KoaContext {
    oidc: OidcContext;
    body: unknown;
    type: string;
    host: string;
  }

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<AccountClaims> | AccountClaims;
  }

  export interface Interaction {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
  }

  export type InteractionResult =
    | { login: { accountId: string; remember?: boolean } }
    | { consent: { grantId: string } }
    | { error: string; error_description?: string };

  export interface ResourceServer {
    scope: string;
    audience?: string;
    accessTokenTTL?: number;
    accessTokenFormat?: 'opaque' | 'jwt';
    jwt?: { sign?: { alg: string } };
  }

  export class Check {
    constructor(
      reason: string,
      description: string,
      error: string,
      check: (ctx: KoaContext) => boolean | Promise<boolean>,
    );
    static REQUEST_PROMPT: true;
    static NO_NEED_TO_PROMPT: false;
  }

  export interface Prompt {
    name: string;
    checks: Check[] & { add(check: Check, index?: number): void };
  }

  export interface Policy extends Array<Prompt> {
    get(name: string): Prompt | undefined;
  }

  export const interactionPolicy: {
    base(): Policy;
    Check: typeof Check;
  };

  export const errors: {
    InvalidRequest: new (description?: string) => Error;
    InvalidTarget: new (description?: string) => Error;
    AccessDenied: new (description?: string) => Error;
  };

  export interface Configuration {
    clients?: ClientMetadata[];
    jwks?: { keys: object[] };
    cookies?: { keys?: string[] };
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    extraParams?: Record<string, (ctx: KoaContext, value: unknown, client: Client) => void | Promise<void>>;
    findAccount?: (ctx: KoaContext, sub: string, token?: TokenLike) => Promise<Account | undefined>;
    loadExistingGrant?: (ctx: KoaContext) => Promise<Grant | undefined>;
    issueRefreshToken?: (ctx: KoaContext, client: Client, code: TokenLike) => boolean | Promise<boolean>;
    extraTokenClaims?: (
      ctx: KoaContext,
      token: TokenLike,
    ) => Record<string, unknown> | undefined | Promise<Record<string, unknown> | undefined>;
    clientBasedCORS?: (ctx: KoaContext, origin: string, client: Client) => boolean;
    renderError?: (ctx: KoaContext, out: Record<string, string>, error: Error) => void | Promise<void>;
    interactions?: { url?: (ctx: KoaContext, interaction: Interaction) => string; policy?: Policy };
    features?: Record<string, unknown>;
    routes?: Record<string, string>;
    scopes?: string[];
    responseTypes?: string[];
    pkce?: { required?: () => boolean };
    ttl?: Record<string, number>;
    enabledJWA?: Record<string, string[]>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    issuer: string;
    Grant: GrantConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResult,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
    /** A Koa middleware around every request the provider answers. */
    use(middleware: (ctx: { body: unknown }, next: () => Promise<void>) => Promise<void>): this;
  }
}
