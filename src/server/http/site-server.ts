/**
 * The site's HTTP server: one Node process in front of Astro's request handler. It owns what a
 * CDN or proxy would otherwise do: security headers and CSP, compression, cache headers, the
 * health check, and draining in-flight requests on shutdown.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import compression from 'compression';
import sirv from 'sirv';
import type { Logger } from '../log.ts';
import { cacheControl, cacheControlForPath } from './cache-policy.ts';
import { applySecurityHeaders, dropDocumentPolicies, isSubresourcePath } from './security-headers.ts';

export type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: () => void,
  locals?: object,
) => Promise<void> | void;

/** A handler tried before Astro; returns true when it answered the request. */
export type RouteHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  requestId: string,
) => Promise<boolean> | boolean;

export interface SiteServerOptions {
  /** Astro's handler from the built server entry (middleware mode). */
  astroHandler: AstroHandler;
  /** dist/client: the prerendered pages and assets. */
  clientDir: string;
  buildId: string;
  csp: string;
  https: boolean;
  logger: Logger;
  /** Per-request values handed to Astro pages and endpoints as `Astro.locals`. */
  locals: (requestId: string, req: IncomingMessage) => object;
  /** Extra routes answered before Astro (none in the foundation). */
  routes?: readonly RouteHandler[];
  /** How long shutdown waits for in-flight requests before cutting connections. */
  drainTimeoutMs?: number;
}

export interface SiteServer {
  server: Server;
  /** Stops accepting, lets in-flight requests finish, then closes. */
  close(): Promise<void>;
}

const compress = compression({ threshold: 1024 });

function run(middleware: typeof compress, req: IncomingMessage, res: ServerResponse) {
  return new Promise<void>((resolve, reject) =>
    middleware(req as never, res as never, (error?: unknown) => (error ? reject(error) : resolve())),
  );
}

export function createSiteServer(options: SiteServerOptions): SiteServer {
  const { logger } = options;
  const serveStatic = sirv(options.clientDir, {
    etag: true,
    brotli: true,
    gzip: true,
    dotfiles: false,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlForPath(pathname));
      if (isSubresourcePath(pathname)) dropDocumentPolicies(res);
      if (pathname === '/sw.js') res.setHeader('Service-Worker-Allowed', '/');
    },
  });
  let inFlight = 0;
  let closing = false;

  const server = createServer(async (req, res) => {
    const requestId = (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID();
    const started = performance.now();
    inFlight += 1;
    res.setHeader('X-Request-Id', requestId);
    applySecurityHeaders(res, options.csp, options.https);
    if (closing) res.setHeader('Connection', 'close');
    res.on('finish', () => {
      inFlight -= 1;
      logger.info('request', {
        requestId,
        method: req.method,
        path: req.url?.split('?')[0],
        status: res.statusCode,
        ms: Math.round(performance.now() - started),
      });
    });

    try {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      if (path === '/healthz') {
        res.setHeader('Cache-Control', cacheControl.noStore);
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ status: closing ? 'draining' : 'ok', buildId: options.buildId }));
        return;
      }
      for (const route of options.routes ?? []) {
        if (await route(req, res, requestId)) return;
      }
      await run(compress, req, res);
      if (req.method === 'GET' || req.method === 'HEAD') {
        const served = await new Promise<boolean>((resolve) => {
          serveStatic(req, res, () => resolve(false));
          res.once('finish', () => resolve(true));
          res.once('close', () => resolve(true));
        });
        if (served) return;
      }
      // Pages rendered on demand (forms, the portal API) may hold per-visitor state: never cached
      // unless the route says otherwise.
      res.setHeader('Cache-Control', cacheControl.noStore);
      await options.astroHandler(req, res, undefined, options.locals(requestId, req));
    } catch (error) {
      logger.error('unhandled request error', { requestId, error });
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('Internal server error');
      } else {
        res.destroy();
      }
    }
  });
  server.keepAliveTimeout = 5_000;

  return {
    server,
    close() {
      closing = true;
      return new Promise<void>((resolve) => {
        const timeout = setTimeout(() => {
          logger.warn('drain timeout: closing remaining connections', { inFlight });
          server.closeAllConnections();
        }, options.drainTimeoutMs ?? 10_000);
        timeout.unref();
        server.close(() => {
          clearTimeout(timeout);
          resolve();
        });
        // Idle keep-alive sockets would hold close() open; busy ones finish their request first.
        server.closeIdleConnections();
      });
    },
  };
}
