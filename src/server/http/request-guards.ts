/**
 * Checks made before a request reaches Astro, and what the site knows about the client.
 *
 * Origin check: form-like posts (urlencoded, multipart, text/plain or no body type) must come from
 * the site itself: SITE_URL or ALLOWED_ORIGINS; behind a trusted proxy (TRUST_PROXY) also the origin
 * the proxy says it was addressed as (X-Forwarded-Proto/Host, which the proxy sets); and, without a
 * proxy, the request's own origin only when that is a loopback name (`localhost`, 127.0.0.1, [::1]:
 * a site opened on this machine on another port). The `Host` header alone is never trusted: a page
 * on a name the attacker points at this server (DNS rebinding) posts with `Host` and `Origin` both
 * naming the attacker's site. This replaces Astro's `security.checkOrigin`, which compares with the
 * internal URL only and so refuses every post behind an https proxy.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../log.ts';
import { ONE_CLICK_PATH } from '../mail-preferences/preferences.ts';
import { cacheControl } from './cache-policy.ts';
import type { RouteHandler } from './site-server.ts';

/** What a handler may know about the client: its address (for rate limits only, never stored). */
export interface ClientInfo {
  address: string;
  userAgent: string | undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

const firstValue = (header: string | string[] | undefined) =>
  (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim() || undefined;

/**
 * The client's address. Behind trusted proxies it is the X-Forwarded-For entry `hops` places from
 * the end: the one the outermost trusted proxy appended, which the client cannot forge (entries
 * before it can be). With one proxy (the default) that is the last entry.
 */
export function clientInfo(req: IncomingMessage, trustProxy: boolean, hops = 1): ClientInfo {
  const forwarded = trustProxy ? req.headers['x-forwarded-for'] : undefined;
  const chain = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return {
    address: chain.at(-Math.min(hops, chain.length)) ?? req.socket.remoteAddress ?? 'unknown',
    userAgent: req.headers['user-agent'],
  };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin the client addressed, as far as it may be trusted: behind a trusted proxy, the proxy's
 * X-Forwarded-Proto/Host (never the raw Host); without one, the Host header only when it names a
 * loopback address. Anything else: undefined.
 */
export function requestOrigin(req: IncomingMessage, trustProxy: boolean): string | undefined {
  const encrypted = 'encrypted' in req.socket && Boolean(req.socket.encrypted);
  const forwardedProto = trustProxy ? firstValue(req.headers['x-forwarded-proto']) : undefined;
  const protocol =
    forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : encrypted ? 'https' : 'http';
  const host = trustProxy ? firstValue(req.headers['x-forwarded-host']) : req.headers.host;
  if (!host) return undefined;
  try {
    const url = new URL(`${protocol}://${host}`);
    if (!trustProxy && !LOOPBACK_HOSTS.has(url.hostname)) return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/** Origins whose posts are accepted besides the request's own: SITE_URL and ALLOWED_ORIGINS. */
export function configuredOrigins(siteUrl: string, extra: readonly string[]): Set<string> {
  return new Set([siteUrl, ...extra].map((url) => new URL(url).origin));
}

function originOfRequest(req: IncomingMessage): string | undefined {
  const origin = firstValue(req.headers.origin);
  if (origin) return origin;
  const referer = firstValue(req.headers.referer);
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

function refuse(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', cacheControl.noStore);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(message);
}

/** Refuses cross-site form posts with 403. */
export function createOriginGuard(options: {
  allowedOrigins: ReadonlySet<string>;
  trustProxy: boolean;
  logger: Logger;
}): RouteHandler {
  return (req, res, requestId) => {
    if (SAFE_METHODS.has(req.method ?? 'GET')) return false;
    // RFC 8058's one-click unsubscribe is POSTed by the mailbox provider, from no page of ours; the
    // URL itself is signed (src/server/mail-preferences), which is what a forged post would lack.
    if (req.url?.split('?')[0] === ONE_CLICK_PATH) return false;
    const contentType = req.headers['content-type']?.toLowerCase();
    if (contentType && !FORM_TYPES.some((type) => contentType.includes(type))) return false;
    const origin = originOfRequest(req);
    const own = requestOrigin(req, options.trustProxy);
    if (origin && (options.allowedOrigins.has(origin) || (own !== undefined && origin === own))) {
      return false;
    }
    options.logger.warn('cross-site post refused', {
      requestId,
      origin: origin?.slice(0, 200) ?? null,
      path: req.url?.split('?')[0]?.slice(0, 200),
    });
    refuse(res, 403, 'Cross-site form submissions are not accepted.');
    return true;
  };
}
