/**
 * Caps every request body while it streams, before anything else reads it. Each body is counted
 * chunk by chunk: one over its limit is answered 413 and dropped (nothing beyond the limit is ever
 * held in memory, with or without a Content-Length); one within it is handed on as a buffer
 * (`req.body`, which Astro's Node adapter reads instead of the stream). So no route, present or
 * future, can be made to read a large body whole.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { cacheControl } from './cache-policy.ts';
import type { RouteHandler } from './site-server.ts';

/** Largest body any route accepts unless it is given a larger limit (portal JSON, CSP reports). */
export const DEFAULT_BODY_LIMIT_BYTES = 16 * 1024;

/** Bytes of an oversized body read and thrown away after the 413, so the client gets to read it. */
const DRAIN_LIMIT_BYTES = 1024 * 1024;

export interface BodyLimitOptions {
  /** Limit per path, bytes; paths not listed get `defaultLimitBytes`. */
  limits: ReadonlyMap<string, number>;
  defaultLimitBytes?: number;
}

/** The request carries a body: a declared length above zero, or chunked transfer. */
export function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

function tooLarge(req: IncomingMessage, res: ServerResponse, limitBytes: number) {
  res.statusCode = 413;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', cacheControl.noStore);
  res.setHeader('Connection', 'close');
  res.end(`The request is too large (limit ${limitBytes} bytes).`);
  // Drop the rest of the body as it arrives; past a bound, cut the connection.
  let drained = 0;
  req.removeAllListeners('data');
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT_BYTES) req.socket.destroy();
  });
  req.resume();
}

/** Reads the body up to `limitBytes`; null when it is larger (the 413 has been sent). */
function readCapped(req: IncomingMessage, res: ServerResponse, limitBytes: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) {
        cleanup();
        chunks.length = 0;
        tooLarge(req, res, limitBytes);
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onClose = () => {
      if (req.complete) return;
      // The client went away mid-body: nothing to answer.
      cleanup();
      reject(Object.assign(new Error('request aborted'), { code: 'ECONNRESET' }));
    };
    function cleanup() {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    }
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

/**
 * The route that caps bodies: answers 413 itself, or reads the body (within its limit) and lets the
 * request go on with it attached.
 */
export function createBodyLimit(options: BodyLimitOptions): RouteHandler {
  const fallback = options.defaultLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES;
  return async (req, res) => {
    if (req.method === 'GET' || req.method === 'HEAD' || !hasBody(req)) return false;
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const limitBytes = options.limits.get(path) ?? fallback;
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limitBytes) {
      tooLarge(req, res, limitBytes);
      return true;
    }
    let body: Buffer | null;
    try {
      body = await readCapped(req, res, limitBytes);
    } catch {
      if (!res.headersSent) res.destroy();
      return true;
    }
    if (!body) return true;
    // Astro's adapter takes a buffer in `req.body` as the request's body (and never reads the stream).
    (req as IncomingMessage & { body?: Buffer }).body = body;
    return false;
  };
}
