/**
 * Link hints on the pages that restore a sign-in as soon as they load (the portal, the editor's
 * desk): connect to the identity provider while the page's scripts download, so the silent sign-in
 * check and the token request that follow skip the connection set-up (DNS, TCP, TLS: a round trip
 * or three to a hosted tenant). Two hints, because the browser keeps two pools: the silent check is
 * a frame's navigation (credentialed), the token request a CORS fetch without credentials. The
 * provider's origin is known only when the server starts (a hosted tenant, or the development
 * provider's port), so the server sends it rather than the built HTML.
 */
import type { RouteHandler } from './site-server.ts';

const SIGNS_IN_AT_ONCE = /^\/(portal|editor)(\/|$)/;

export function loginHints(identityOrigin: string): RouteHandler {
  const link = `<${identityOrigin}>; rel=preconnect, <${identityOrigin}>; rel=preconnect; crossorigin`;
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if ((req.method === 'GET' || req.method === 'HEAD') && SIGNS_IN_AT_ONCE.test(path)) {
      res.setHeader('Link', link);
    }
    return false;
  };
}
