/**
 * The first-party checks that decide whether a page needs login code at all. Tiny and free of
 * imports: they run on every page, before anything is downloaded.
 */

/** Whether the SDK's session hint cookie (`auth0.{clientId}.is.authenticated`, or its `_legacy_` twin) is set. */
export function hasSessionHint(cookieHeader: string, clientId: string): boolean {
  const names = [`auth0.${clientId}.is.authenticated`, `_legacy_auth0.${clientId}.is.authenticated`];
  return cookieHeader.split(';').some((part) => {
    const name = part.slice(0, part.indexOf('=')).trim();
    return names.includes(decodeURIComponent(name));
  });
}

/** Whether a query string is a login redirect's answer: `code` or `error`, with `state`. */
export function hasAuthParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return (params.has('code') || params.has('error')) && params.has('state');
}

/** Portal pages always need login. */
export function isPortalPath(pathname: string): boolean {
  return pathname === '/portal' || pathname.startsWith('/portal/');
}
