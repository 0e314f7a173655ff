/**
 * The one door to the content editor. Every request for the editor's pages (/keystatic…), its API
 * (/api/keystatic…), publishing (/api/editor/publish, /api/editor/preview) and the preview of
 * unpublished pages (/editor/preview…) passes here before Astro or the static
 * files see it: a current editor session cookie, or a bearer access token whose verified roles
 * include `editor`, lets it through; anything else is refused (pages: sent to /editor to log in;
 * API: 401 without credentials, 403 for a login without the editor role). With the editor switched
 * off (public instances) those paths answer 404. POST /api/editor/session exchanges a bearer token
 * for the session cookie (session.ts); DELETE ends it.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { IdentityConfig } from '../auth/identity-config.ts';
import { InvalidTokenError, KeySetUnavailableError, verifyAccessToken } from '../auth/verify-token.ts';
import { clock } from '../clock.ts';
import { cacheControl } from '../http/cache-policy.ts';
import type { RouteHandler } from '../http/site-server.ts';
import { isEditorApiPath, isEditorPath, isPlainEditorPath } from './editor-path.ts';
import { EDITOR_SESSION_SECONDS, type EditorSession, type SessionCookies } from './session.ts';

/**
 * The largest body Keystatic's save call (`EDITOR_SAVE_PATH`) may send: whole files, base64 (a
 * product's YAML and a few images of up to EDITOR_IMAGE_LIMIT_BYTES each). Read only after the gate
 * let the request through, so only an editor can make the server hold it.
 */
export const EDITOR_SAVE_LIMIT_BYTES = 8 * 1024 * 1024;

const SAFE_METHODS = new Set(['GET', 'HEAD']);

export interface EditorGateOptions {
  /** False on public instances: the editor's paths answer 404. */
  enabled: boolean;
  identity: IdentityConfig;
  cookies: SessionCookies;
  /** Remembers who a let-through request belongs to (read back for Astro's locals). */
  sessions: WeakMap<IncomingMessage, EditorSession>;
}

/**
 * Answers with a problem document (its status and what to do, never cached); true, as a route that
 * answered returns. The editor's own routes answer their refusals with it too.
 */
export function sendProblem(
  res: ServerResponse,
  status: number,
  detail: string,
  headers: Record<string, string> = {},
): true {
  res.statusCode = status;
  res.setHeader('Cache-Control', cacheControl.noStore);
  res.setHeader('Content-Type', 'application/problem+json');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(JSON.stringify({ error: { status, detail } }));
  return true;
}

type Verdict = { ok: true; session: EditorSession } | { ok: false; status: 401 | 403 | 503; detail: string };

async function fromBearer(req: IncomingMessage, identity: IdentityConfig): Promise<Verdict | undefined> {
  const match = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/i.exec(req.headers.authorization?.trim() ?? '');
  if (!match?.[1]) return undefined;
  try {
    const principal = await verifyAccessToken(match[1], identity);
    if (!principal.roles.includes('editor')) {
      return { ok: false, status: 403, detail: 'Your account does not have the editor role.' };
    }
    return {
      ok: true,
      session: {
        sid: randomBytes(18).toString('base64url'),
        sub: principal.sub,
        name: principal.name,
        email: principal.email ?? '',
        exp: Math.floor(clock.now().getTime() / 1000) + EDITOR_SESSION_SECONDS,
      },
    };
  } catch (error) {
    if (error instanceof KeySetUnavailableError)
      return { ok: false, status: 503, detail: 'Cannot check sign-ins right now.' };
    if (error instanceof InvalidTokenError)
      return { ok: false, status: 401, detail: 'The sign-in was refused; log in again.' };
    throw error;
  }
}

export function editorGate(options: EditorGateOptions): RouteHandler {
  const { cookies, identity, sessions } = options;
  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://site.invalid');
    // The path as sent (the server has only collapsed runs of slashes): decisions are made on what
    // it means once decoded and normalised (editor-path.ts), never on its spelling.
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (!isEditorPath(path)) return false;
    if (!options.enabled) return sendProblem(res, 404, 'There is no content editor here.');
    // A change through the editor's API goes only to its one plain address: a save spelt otherwise
    // (`/api/keystatic/%75pdate`, `…/update/`, `…/x/../update`) would reach Keystatic's writer but
    // not the check on save that is keyed to that address.
    if (isEditorApiPath(path) && !SAFE_METHODS.has(req.method ?? 'GET') && !isPlainEditorPath(path)) {
      return sendProblem(
        res,
        400,
        'Send changes to the editor’s own address, as it is: nothing percent-encoded, no dot segments, no trailing slash.',
      );
    }

    if (path === '/api/editor/session') {
      if (req.method === 'DELETE') {
        const session = cookies.read(req);
        if (session) cookies.end(session);
        res.statusCode = 204;
        res.setHeader('Set-Cookie', cookies.clear());
        res.end();
        return true;
      }
      if (req.method !== 'POST') return sendProblem(res, 405, 'Use POST.', { Allow: 'POST, DELETE' });
      const verdict = await fromBearer(req, identity);
      if (!verdict)
        return sendProblem(res, 401, 'A bearer access token is required.', { 'WWW-Authenticate': 'Bearer' });
      if (!verdict.ok) return sendProblem(res, verdict.status, verdict.detail);
      res.statusCode = 204;
      res.setHeader('Cache-Control', cacheControl.noStore);
      res.setHeader('Set-Cookie', cookies.issue(verdict.session));
      res.end();
      return true;
    }

    res.setHeader('Cache-Control', cacheControl.noStore);
    // Keystatic's own pages must not be framed or indexed.
    res.setHeader('X-Robots-Tag', 'noindex');
    const session = cookies.read(req);
    if (session) {
      sessions.set(req, session);
      return false;
    }
    const verdict = await fromBearer(req, identity);
    if (verdict?.ok) {
      sessions.set(req, verdict.session);
      return false;
    }
    if (verdict) return sendProblem(res, verdict.status, verdict.detail);
    if (!isEditorApiPath(path) && SAFE_METHODS.has(req.method ?? 'GET')) {
      res.statusCode = 303;
      res.setHeader('Location', `/editor?next=${encodeURIComponent(`${path}${url.search}`)}`);
      res.end();
      return true;
    }
    sendProblem(res, 401, 'Log in as an editor at /editor first.', { 'WWW-Authenticate': 'Bearer' });
    return true;
  };
}
