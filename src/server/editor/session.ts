/**
 * The editor's session cookie. The portal authenticates each API call with a bearer token from the
 * SPA SDK, but Keystatic's UI makes its own requests and cannot add one; so a verified access token
 * with the editor role is exchanged once (POST /api/editor/session) for a short-lived cookie:
 * HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it), Secure when the
 * site is served over https (then also `__Host-`, bound to this origin and path /). Its value is
 * signed with a key that lives in this process only: a restart asks editors to open /editor again.
 * Logout ends the session at once (its id is remembered as ended until it would have expired).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { clock } from '../clock.ts';

/** Longest a session lasts, whatever the token's own expiry. */
export const EDITOR_SESSION_SECONDS = 60 * 60;

export const editorSessionSchema = z.strictObject({
  /** This session's id, so a logout can end it before it expires. */
  sid: z.string().min(16),
  /** The editor's user id at the identity provider. */
  sub: z.string().min(1),
  /** Name and email, the author of each publish commit. */
  name: z.string().min(1),
  email: z.string(),
  /** Expiry, epoch seconds. */
  exp: z.number().int(),
});
export type EditorSession = z.infer<typeof editorSessionSchema>;

export interface SessionCookies {
  name: string;
  /** The Set-Cookie value that starts a session. */
  issue(session: EditorSession): string;
  /** The Set-Cookie value that ends it. */
  clear(): string;
  /** The session of a request's cookie, when it is genuine, current and not ended. */
  read(req: IncomingMessage): EditorSession | undefined;
  /** Ends a session before it expires (logout); remembered until it would have expired. */
  end(session: EditorSession): void;
}

export function sessionCookies(https: boolean, key: Buffer = randomBytes(32)): SessionCookies {
  const name = https ? '__Host-cirrus-editor' : 'cirrus-editor';
  const attributes = `Path=/; HttpOnly; SameSite=Strict${https ? '; Secure' : ''}`;
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  /** Ended sessions by id, with their expiry (forgotten once expired: the cookie is dead anyway). */
  const ended = new Map<string, number>();
  /** Epoch seconds on the server's clock: expiry is a date decision a test can move past. */
  const nowSeconds = () => clock.now().getTime() / 1000;
  const forgetExpired = () => {
    const now = nowSeconds();
    for (const [sid, exp] of ended) if (exp <= now) ended.delete(sid);
  };
  return {
    name,
    issue(session) {
      const payload = Buffer.from(JSON.stringify(session)).toString('base64url');
      const maxAge = Math.max(0, session.exp - Math.floor(nowSeconds()));
      return `${name}=${payload}.${sign(payload)}; Max-Age=${maxAge}; ${attributes}`;
    },
    clear: () => `${name}=; Max-Age=0; ${attributes}`,
    end(session) {
      forgetExpired();
      ended.set(session.sid, session.exp);
    },
    read(req) {
      const header = req.headers.cookie ?? '';
      const value = header
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name}=`))
        ?.slice(name.length + 1);
      const [payload, signature] = value?.split('.') ?? [];
      if (!payload || !signature) return undefined;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      try {
        const session = editorSessionSchema.parse(
          JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
        );
        return session.exp > nowSeconds() && !ended.has(session.sid) ? session : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
