/**
 * Caps every request body while it streams, before anything else reads it. Each body is counted
 * chunk by chunk: one over its limit is answered 413 and dropped (nothing beyond the limit is ever
 * held in memory, with or without a Content-Length); one within it is handed on as a buffer
 * (`req.body`, which Astro's Node adapter reads instead of the stream). So no route, present or
 * future, can be made to read a large body whole.
 *
 * Forms that take a file (`streamed`) get a larger limit and their body is not held: it is handed
 * on as a stream that is counted as the route reads it and fails past the limit, so the route's
 * multipart parser can throw an oversized file away as it arrives and memory stays flat. Such a
 * body must also keep a minimum pace (`uploadPace`): one that sends too little while the server
 * waits for it is cut with an UploadTooSlowError (the route answers 408), so a stalled upload gives
 * back what it holds within seconds, not at the request timeout; and it must arrive whole by a
 * deadline scaled to its declared length (the grace period plus the length at the minimum pace;
 * without a length, the route's limit), so none holds a slot for long by keeping just to the pace
 * in bursts.
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
  /** Paths whose body streams on to the route, each with its limit, bytes (the upload forms). */
  streamed?: ReadonlyMap<string, number>;
  /** The pace a streamed body must keep; unset or 0 bytes a second: none. */
  uploadPace?: UploadPace;
}

/**
 * A streamed body must bring at least `minBytesPerSecond` on average over each `graceMs` the server
 * spends waiting for it (time the route spends on what it already has does not count).
 */
export interface UploadPace {
  minBytesPerSecond: number;
  graceMs: number;
}

/** A streamed body came too slowly (UploadPace). */
export class UploadTooSlowError extends Error {
  override readonly name = 'UploadTooSlowError';
  readonly status = 408;
  constructor(pace: UploadPace) {
    super(`The request body came slower than ${pace.minBytesPerSecond} bytes a second`);
  }
}

/** True for an UploadTooSlowError, also one thrown by another copy of this module (see below). */
export const isUploadTooSlow = (error: unknown) =>
  error instanceof Error &&
  error.name === 'UploadTooSlowError' &&
  (error as { status?: unknown }).status === 408;

/** A streamed body went past its route's limit. */
export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
  readonly status = 413;
  readonly limitBytes: number;
  constructor(limitBytes: number) {
    super(`The request body is larger than ${limitBytes} bytes`);
    this.limitBytes = limitBytes;
  }
}

/**
 * True for a BodyTooLargeError, also one thrown by another copy of this module (the server's own,
 * when the page reading the body was bundled with its copy).
 */
export const isBodyTooLarge = (error: unknown) =>
  error instanceof Error &&
  error.name === 'BodyTooLargeError' &&
  (error as { status?: unknown }).status === 413;

/**
 * Watches a body's pace: `next` waits for the client's next chunk, and fails with an
 * UploadTooSlowError once the server has waited `graceMs` in all since the last check and received
 * less than the pace's bytes meanwhile.
 */
function paceWatch(req: IncomingMessage, pace: UploadPace, deadlineMs: number) {
  const startedAt = performance.now();
  let waitedMs = 0;
  let arrived = 0;
  let waitingSince: number | undefined;
  let fail: ((error: Error) => void) | undefined;
  const check = () => {
    const now = performance.now();
    if (fail && now - startedAt > deadlineMs) {
      fail(new UploadTooSlowError(pace));
      return;
    }
    const waited = waitedMs + (waitingSince === undefined ? 0 : now - waitingSince);
    if (waited < pace.graceMs) return;
    if (fail && arrived < (pace.minBytesPerSecond * waited) / 1000) {
      fail(new UploadTooSlowError(pace));
      return;
    }
    // A new period starts, counted from now.
    waitedMs = 0;
    arrived = 0;
    if (waitingSince !== undefined) waitingSince = now;
  };
  const timer = setInterval(check, Math.max(50, Math.min(1_000, pace.graceMs / 4)));
  timer.unref();
  const stop = () => clearInterval(timer);
  req.once('close', stop);
  return {
    next<T extends { done?: boolean; value?: Buffer }>(chunk: Promise<T>): Promise<T> {
      waitingSince = performance.now();
      return new Promise<T>((resolve, reject) => {
        const settle = () => {
          if (waitingSince !== undefined) waitedMs += performance.now() - waitingSince;
          waitingSince = undefined;
          fail = undefined;
        };
        fail = (error) => {
          settle();
          stop();
          reject(error);
        };
        chunk.then(
          (result) => {
            settle();
            arrived += result.value?.length ?? 0;
            resolve(result);
          },
          (error: unknown) => {
            settle();
            reject(error);
          },
        );
      });
    },
    stop,
  };
}

/** How long a streamed body of `bytes` may take in all: the grace period, then the bytes at the minimum pace. */
export const uploadDeadlineMs = (pace: UploadPace, bytes: number) =>
  pace.graceMs + (bytes * 1000) / pace.minBytesPerSecond;

/**
 * The body as it arrives, counted: past `limitBytes` the reader gets a BodyTooLargeError, and
 * slower than `pace` an UploadTooSlowError.
 */
async function* countedBody(
  req: IncomingMessage,
  limitBytes: number,
  pace: UploadPace | undefined,
): AsyncGenerator<Buffer> {
  let size = 0;
  const chunks = (req as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  const declared = Number(req.headers['content-length']);
  const watch =
    pace && pace.minBytesPerSecond > 0
      ? paceWatch(
          req,
          pace,
          uploadDeadlineMs(pace, Number.isFinite(declared) && declared > 0 ? declared : limitBytes),
        )
      : undefined;
  try {
    while (true) {
      const next = await (watch ? watch.next(chunks.next()) : chunks.next());
      if (next.done) return;
      size += next.value.length;
      if (size > limitBytes) throw new BodyTooLargeError(limitBytes);
      yield next.value;
    }
  } finally {
    watch?.stop();
  }
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
    const streamLimit = options.streamed?.get(path);
    if (streamLimit !== undefined) {
      // Checked by the route while it reads (a declared length too): it answers with the form kept.
      (req as IncomingMessage & { body?: AsyncIterable<Buffer> }).body = countedBody(
        req,
        streamLimit,
        options.uploadPace,
      );
      return false;
    }
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
