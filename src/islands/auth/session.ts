/**
 * Login, on top of auth0-spa-js: loads the SDK (only when asked), starts the session once per full
 * page load, and offers the actions islands need. Every outcome goes through the shared store.
 *
 * Start (spec §4): when the URL carries a login answer (`code`/`error` with `state`) it is processed
 * and the visitor returns to the stored path (or `/`), replacing the history entry; otherwise the
 * session is checked silently, but only when the SDK's hint cookie says there may be one.
 */
import type { Auth0Client } from '@auth0/auth0-spa-js';
import workerUrl from '@auth0/auth0-spa-js/dist/auth0-spa-js.worker.production.js?url';
import type { PublicAuthConfig } from '../../lib/auth/public-config';
import { toAuthFailure } from './errors';
import { hasAuthParams, hasSessionHint } from './hint';
import { sdkOptions } from './options';
import { popupFeatures } from './popup';
import { type AuthUser, dispatch } from './store';

let settingsPromise: Promise<PublicAuthConfig> | undefined;
let clientPromise: Promise<Auth0Client> | undefined;
let startPromise: Promise<void> | undefined;
/** Set while logging out, so nothing starts a login on the page being left. */
let leaving = false;

/** The login settings, served at run time (the provider's port is not known at build). */
export function authSettings(): Promise<PublicAuthConfig> {
  settingsPromise ??= fetch('/api/auth/config', { headers: { Accept: 'application/json' } }).then(
    async (response) => {
      if (!response.ok)
        throw Object.assign(new Error('login settings unavailable'), { error: 'login_failed' });
      return (await response.json()) as PublicAuthConfig;
    },
  );
  settingsPromise.catch(() => {
    settingsPromise = undefined;
  });
  return settingsPromise;
}

/** The SDK client, created on first use: the SDK is downloaded only then. */
export function authClient(): Promise<Auth0Client> {
  clientPromise ??= Promise.all([import('@auth0/auth0-spa-js'), authSettings()]).then(
    ([sdk, settings]) => new sdk.Auth0Client(sdkOptions(settings, window.location.origin, workerUrl)),
  );
  clientPromise.catch(() => {
    clientPromise = undefined;
  });
  return clientPromise;
}

/** A same-origin path to return to after login; anything else becomes `/`. */
export function safeReturnPath(value: unknown): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.includes('\\') ||
    // Browsers drop tabs and line breaks from URLs, so `/\t/evil.example` would become `//evil.example`.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
    /[\u0000-\u001F\u007F]/.test(value)
  ) {
    return '/';
  }
  return value;
}

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

function withoutAuthParams(href: string): string {
  const url = new URL(href);
  for (const name of ['code', 'state', 'error', 'error_description', 'iss']) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Spec §2: back to the stored path, replacing the callback's history entry (never adding one). */
function returnTo(path: string) {
  const target = new URL(path, window.location.origin);
  if (target.pathname === window.location.pathname) {
    window.history.replaceState(window.history.state, '', path);
  } else {
    window.location.replace(path);
  }
}

function appStateReturnTo(value: unknown): string | undefined {
  const appState = (value as { appState?: { returnTo?: unknown } } | undefined)?.appState;
  return appState?.returnTo === undefined ? undefined : safeReturnPath(appState.returnTo);
}

async function initialise(): Promise<void> {
  const callback = hasAuthParams(window.location.search);
  try {
    const client = await authClient();
    if (callback) {
      let result: Awaited<ReturnType<Auth0Client['handleRedirectCallback']>>;
      try {
        result = await client.handleRedirectCallback();
      } catch (error) {
        // Never leave the answer in the address bar, where a reload would replay it.
        window.history.replaceState(window.history.state, '', withoutAuthParams(window.location.href));
        throw Object.assign(error as object, { returnTo: appStateReturnTo(error) });
      }
      dispatch({ type: 'HANDLE_REDIRECT_COMPLETE', user: (await client.getUser()) as AuthUser | undefined });
      returnTo(appStateReturnTo(result) ?? '/');
      return;
    }
    const settings = await authSettings();
    if (hasSessionHint(document.cookie, settings.clientId)) {
      try {
        await client.getTokenSilently();
      } catch (error) {
        // No session at the provider any more: simply logged out (the SDK has cleared its cookie).
        if ((error as { error?: string }).error !== 'login_required') throw error;
      }
    }
    dispatch({ type: 'INITIALISED', user: (await client.getUser()) as AuthUser | undefined });
  } catch (error) {
    const stored = (error as { returnTo?: string }).returnTo;
    // A failed answer to a login is a login failure; a failed silent check is a token retrieval failure.
    const failure = callback
      ? toAuthFailure(error, 'login', 'redirect', stored)
      : toAuthFailure(error, 'token', 'silent', currentPath());
    dispatch({ type: 'ERROR', error: failure });
  }
}

/** Starts login once per full page load; later calls (other islands, client navigations) share it. */
export function startAuth(): Promise<void> {
  startPromise ??= initialise();
  return startPromise;
}

/** Sends the visitor to the provider's login page; they come back to `returnPath`. */
export async function loginWithRedirect(returnPath: string = currentPath()): Promise<void> {
  if (leaving) return;
  try {
    const client = await authClient();
    await client.loginWithRedirect({ appState: { returnTo: safeReturnPath(returnPath) } });
  } catch (error) {
    dispatch({ type: 'ERROR', error: toAuthFailure(error, 'login', 'redirect', returnPath) });
  }
}

/**
 * Opens the login popup. Call it synchronously in a click handler (before anything is awaited) so
 * the browser allows it; the SDK then navigates it. Null when it was blocked.
 */
export function openLoginPopup(): Window | null {
  return window.open('', 'auth0:authorize:popup', popupFeatures(window));
}

/** Logs in in a popup (spec §4: starting it sets loading). */
export async function loginWithPopup(popup: Window | null = openLoginPopup()): Promise<void> {
  dispatch({ type: 'LOGIN_POPUP_STARTED' });
  if (!popup) {
    // Blocked: offer the redirect login instead.
    dispatch({
      type: 'ERROR',
      error: toAuthFailure({ error: 'popup_open' }, 'login', 'redirect', currentPath()),
    });
    return;
  }
  try {
    const client = await authClient();
    await client.loginWithPopup(undefined, { popup });
    dispatch({ type: 'LOGIN_POPUP_COMPLETE', user: (await client.getUser()) as AuthUser | undefined });
  } catch (error) {
    if (!popup.closed) popup.close();
    dispatch({ type: 'ERROR', error: toAuthFailure(error, 'login', 'popup') });
  }
}

/** Logs out here and at the provider, which sends the visitor back to the home page. */
export async function logout(): Promise<void> {
  const client = await authClient();
  leaving = true;
  dispatch({ type: 'LOGOUT' });
  // The content editor's session cookie (HttpOnly: only the server can end it) ends with the login.
  await fetch('/api/editor/session', { method: 'DELETE', credentials: 'same-origin' }).catch(() => undefined);
  await client.logout({ logoutParams: { returnTo: window.location.origin } });
}

/** An access token for the portal API (from memory, a refresh token, or the silent iframe). */
export async function getAccessToken(): Promise<string> {
  const client = await authClient();
  try {
    const token = await client.getTokenSilently();
    if (!token) throw Object.assign(new Error('no access token'), { error: 'login_required' });
    dispatch({ type: 'GET_ACCESS_TOKEN_COMPLETE', user: (await client.getUser()) as AuthUser | undefined });
    return token;
  } catch (error) {
    dispatch({ type: 'ERROR', error: toAuthFailure(error, 'token', 'silent', currentPath()) });
    throw error;
  }
}

/** The ID token's claims, for claim checks (RequireAuth). */
export async function idTokenClaims(): Promise<Record<string, unknown> | undefined> {
  const client = await authClient();
  return (await client.getIdTokenClaims()) as Record<string, unknown> | undefined;
}

/** Retries what failed: a popup login again as a popup, anything else as a redirect login. */
export function retryLogin(failure: { flow: string; returnTo?: string }): void {
  if (failure.flow === 'popup') void loginWithPopup(openLoginPopup());
  else void loginWithRedirect(failure.returnTo ?? currentPath());
}
