/**
 * Checks made before a request reaches Astro, and what the site knows about the client.
 *
 * Origin check: form-like posts (urlencoded, multipart, text/plain or no body type) must come from
 * the site itself: SITE_URL, ALLOWED_ORIGINS, or the origin the request was addressed to (as the
 * proxy saw it when TRUST_PROXY is on). This replaces Astro's `security.checkOrigin`, which compares
 * with the internal URL only and so refuses every post behind an https proxy.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../log.ts';
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

/** The origin the client addressed: scheme and host, from X-Forwarded-Proto/Host when trusted. */
export function requestOrigin(req: IncomingMessage, trustProxy: boolean): string | undefined {
  const encrypted = 'encrypted' in req.socket && Boolean(req.socket.encrypted);
  const forwardedProto = trustProxy ? firstValue(req.headers['x-forwarded-proto']) : undefined;
  const protocol =
    forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : encrypted ? 'https' : 'http';
  const host = (trustProxy ? firstValue(req.headers['x-forwarded-host']) : undefined) ?? req.headers.host;
  if (!host) return undefined;
  try {
    return new URL(`${protocol}://${host}`).origin;
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
    const contentType = req.headers['content-type']?.toLowerCase();
    if (contentType && !FORM_TYPES.some((type) => contentType.includes(type))) return false;
    const origin = originOfRequest(req);
    if (origin && (options.allowedOrigins.has(origin) || origin === requestOrigin(req, options.trustProxy))) {
      return false;
    }
    options.logger.warn('cross-site post refused', { requestId, origin: origin ?? null, path: req.url });
    refuse(res, 403, 'Cross-site form submissions are not accepted.');
    return true;
  };
}
