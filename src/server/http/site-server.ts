/**
 * The site's HTTP server: one Node process in front of Astro's request handler. It owns what a
 * CDN or proxy would otherwise do: security headers and CSP, compression, cache headers, the
 * health check, and draining in-flight requests on shutdown.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import compression from 'compression';
import sirv from 'sirv';
import { isPrivatePagePath } from '../../lib/private-pages.ts';
import type { Logger } from '../log.ts';
import { cacheControl, cacheControlForPath } from './cache-policy.ts';
import {
  applySecurityHeaders,
  dropDocumentPolicies,
  dropOpenerPolicy,
  isPagePath,
  isSubresourcePath,
} from './security-headers.ts';

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
  /** The policy of a path when it differs from `csp` (the portal allows no third party). */
  cspFor?: (path: string) => string | undefined;
  https: boolean;
  /** Requests come through a trusted proxy (TRUST_PROXY): its `X-Request-Id` is adopted. */
  trustProxy?: boolean;
  logger: Logger;
  /** Per-request values handed to Astro pages and endpoints as `Astro.locals`. */
  locals: (requestId: string, req: IncomingMessage) => object;
  /** Extra routes answered before Astro (none in the foundation). */
  routes?: readonly RouteHandler[];
  /** How long shutdown waits for in-flight requests before cutting connections. */
  drainTimeoutMs?: number;
  /** Time a client has to send the request headers, ms (slow-header clients are cut off). */
  headersTimeoutMs?: number;
  /** Time a client has to send the whole request, headers and body, ms. */
  requestTimeoutMs?: number;
  /** Readiness (`/readyz`): false while a dependency (the database) is unreachable. */
  ready?: () => Promise<boolean>;
  /** Called when each response has finished, with the request's path and duration (metrics). */
  onResponse?: (info: { method: string; path: string; status: number; seconds: number }) => void;
}

/** A real visitor on a slow phone sends headers in well under this, and a form in well under a minute. */
export const DEFAULT_HEADERS_TIMEOUT_MS = 20_000;
export const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;

/**
 * The path with runs of slashes collapsed (`/api/portal//me` → `/api/portal/me`), query kept: such
 * paths are answered like their normalised form, never handed to the router as they are.
 */
export function normalisedUrl(url: string): string {
  const index = url.indexOf('?');
  const path = index === -1 ? url : url.slice(0, index);
  if (!path.includes('//')) return url;
  return `${path.replace(/\/{2,}/g, '/')}${index === -1 ? '' : url.slice(index)}`;
}

/**
 * A trusted proxy's `X-Request-Id`, kept only when it is a plain token of letters, digits and
 * hyphens, at most 64 long: it goes into every log line and a response header, so anything else
 * (line breaks, JSON, an email address, kilobytes) is replaced by an id of our own. Without a
 * trusted proxy (TRUST_PROXY) the header is the client's own and never adopted: a client could
 * otherwise give its requests another request's id, or one that names someone, in our logs.
 */
export function acceptedRequestId(
  header: string | string[] | undefined,
  trustProxy: boolean,
): string | undefined {
  return trustProxy && typeof header === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(header) ? header : undefined;
}

/** One build as the server serves it: its handler, its files, its id and its policies. */
export interface SiteBuild {
  astroHandler: AstroHandler;
  clientDir: string;
  buildId: string;
  csp: string;
  cspFor?: (path: string) => string | undefined;
}

export interface SiteServer {
  server: Server;
  /** The id of the build being served. */
  buildId(): string;
  /**
   * Serves `build` from the next request on. Requests already being answered finish with the build
   * they started with, and nothing is refused meanwhile; the previous builds' hashed assets stay
   * reachable, so pages still open on them load their chunks until they reload onto the new build.
   */
  swap(build: SiteBuild): void;
  /** Stops accepting, lets in-flight requests finish, then closes. */
  close(): Promise<void>;
}

/** Earlier builds whose `/_astro/` files are still served (pages opened before a swap). */
const KEEP_PREVIOUS_ASSETS = 3;

const compress = compression({ threshold: 1024 });

function run(middleware: typeof compress, req: IncomingMessage, res: ServerResponse) {
  return new Promise<void>((resolve, reject) =>
    middleware(req as never, res as never, (error?: unknown) => (error ? reject(error) : resolve())),
  );
}

/**
 * Runs sirv for one request so that a file gone since sirv listed the folder at start-up (a publish
 * or a deploy replacing files under a running process) is answered 404 instead of ending the
 * process. sirv writes its head and then pipes `createReadStream(file)` into the response with no
 * error handler; here the head is held until the file has opened, and an error before that answers
 * 404 (after it, mid-file, the response is cut: its length was promised).
 */
function serveGuarded(
  files: ReturnType<typeof staticFiles>,
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) {
  type WriteHead = ServerResponse['writeHead'];
  type End = ServerResponse['end'];
  const { writeHead, end } = res;
  let held: Parameters<WriteHead> | undefined;
  let piped = false;
  const restore = () => {
    res.writeHead = writeHead;
    res.end = end;
  };
  /** Writes the held head (a 304 or a 416 ends at once; a file's head goes once it has opened). */
  const flush = () => {
    restore();
    const head = held;
    held = undefined;
    if (head) writeHead.apply(res, head);
  };
  res.writeHead = ((...args: Parameters<WriteHead>) => {
    held = args;
    return res;
  }) as WriteHead;
  res.end = ((...args: Parameters<End>) => {
    flush();
    return (end as (...a: unknown[]) => ServerResponse).apply(res, args);
  }) as End;
  const onPipe = (source: NodeJS.ReadableStream) => {
    piped = true;
    restore();
    let opened = false;
    source.once('open', () => {
      opened = true;
      flush();
    });
    source.once('error', () => {
      if (opened || res.headersSent) {
        res.destroy();
        return;
      }
      // The file's own head was never written; what sirv set for its path goes too.
      held = undefined;
      res.removeHeader('Service-Worker-Allowed');
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader('Cache-Control', cacheControl.noStore);
      res.end('Not found');
    });
  };
  res.once('pipe', onPipe);
  try {
    files(req, res, next);
  } finally {
    // sirv answers synchronously: without a file piped (no match, or its head already ended) the
    // response is as sirv left it.
    if (!piped) {
      res.off('pipe', onPipe);
      flush();
    }
  }
}

function staticFiles(clientDir: string) {
  return sirv(clientDir, {
    etag: true,
    brotli: true,
    gzip: true,
    dotfiles: false,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlForPath(pathname));
      if (isSubresourcePath(pathname)) dropDocumentPolicies(res);
      else if (isPagePath(pathname) && !isPrivatePagePath(pathname)) dropOpenerPolicy(res);
      if (pathname === '/sw.js') res.setHeader('Service-Worker-Allowed', '/');
    },
  });
}

export function createSiteServer(options: SiteServerOptions): SiteServer {
  const { logger } = options;
  let current: { build: SiteBuild; serveStatic: ReturnType<typeof staticFiles> } = {
    build: {
      astroHandler: options.astroHandler,
      clientDir: options.clientDir,
      buildId: options.buildId,
      csp: options.csp,
      cspFor: options.cspFor,
    } satisfies SiteBuild,
    serveStatic: staticFiles(options.clientDir),
  };
  let previousAssets: ReturnType<typeof staticFiles>[] = [];
  let inFlight = 0;
  let closing = false;

  const headersTimeout = options.headersTimeoutMs ?? DEFAULT_HEADERS_TIMEOUT_MS;
  const requestTimeout = Math.max(options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS, headersTimeout);
  const server = createServer(
    {
      headersTimeout,
      requestTimeout,
      // How often Node looks for connections past those timeouts (its default, 30 s, would let a
      // slow client hold a connection for half a minute beyond them).
      connectionsCheckingInterval: Math.min(5_000, Math.max(250, Math.floor(headersTimeout / 4))),
    },
    async (req, res) => {
      // The build this request is answered by, whatever is swapped in while it runs.
      const { build, serveStatic } = current;
      const previous = previousAssets;
      if (req.url) req.url = normalisedUrl(req.url);
      const requestId =
        acceptedRequestId(req.headers['x-request-id'], options.trustProxy ?? false) ?? randomUUID();
      const started = performance.now();
      inFlight += 1;
      res.setHeader('X-Request-Id', requestId);
      applySecurityHeaders(
        res,
        build.cspFor?.((req.url ?? '/').split('?')[0] ?? '/') ?? build.csp,
        options.https,
      );
      if (closing) res.setHeader('Connection', 'close');
      res.on('finish', () => {
        inFlight -= 1;
        options.onResponse?.({
          method: req.method ?? 'GET',
          path: req.url?.split('?')[0] ?? '/',
          status: res.statusCode,
          seconds: (performance.now() - started) / 1000,
        });
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
          res.end(JSON.stringify({ status: closing ? 'draining' : 'ok', buildId: build.buildId }));
          return;
        }
        if (path === '/readyz') {
          // Readiness, unlike liveness: a draining process or an unreachable database takes the
          // process out of the load balancer's rotation without restarting it.
          const ready = !closing && (options.ready ? await options.ready() : true);
          res.statusCode = ready ? 200 : 503;
          res.setHeader('Cache-Control', cacheControl.noStore);
          res.setHeader('Content-Type', 'application/json');
          if (!ready) res.setHeader('Retry-After', '5');
          res.end(JSON.stringify({ status: ready ? 'ready' : closing ? 'draining' : 'unavailable' }));
          return;
        }
        for (const route of options.routes ?? []) {
          if (await route(req, res, requestId)) return;
        }
        await run(compress, req, res);
        if (req.method === 'GET' || req.method === 'HEAD') {
          const serveFrom = (files: typeof serveStatic) =>
            new Promise<boolean>((resolve) => {
              serveGuarded(files, req, res, () => resolve(false));
              res.once('finish', () => resolve(true));
              res.once('close', () => resolve(true));
            });
          if (await serveFrom(serveStatic)) return;
          if (path.startsWith('/_astro/')) {
            for (const files of previous) if (await serveFrom(files)) return;
          }
        }
        // Pages rendered on demand (forms, the portal API) may hold per-visitor state: never cached
        // unless the route says otherwise.
        res.setHeader('Cache-Control', cacheControl.noStore);
        await build.astroHandler(req, res, undefined, {
          ...options.locals(requestId, req),
          // The pictures this build made for its on-demand pages are among its files.
          clientDir: build.clientDir,
        });
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
    },
  );
  server.keepAliveTimeout = 5_000;

  return {
    server,
    buildId: () => current.build.buildId,
    swap(build) {
      previousAssets = [current.serveStatic, ...previousAssets].slice(0, KEEP_PREVIOUS_ASSETS);
      current = { build, serveStatic: staticFiles(build.clientDir) };
      logger.info('serving a new build', { buildId: build.buildId });
    },
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
