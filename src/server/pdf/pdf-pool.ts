/**
 * PDFs made on request (warranty certificates; the exports and packs to come) are drawn in worker
 * threads (pdf-worker.ts), never on the server's event loop: one takes about 0.4 s of processor,
 * and sixteen at once held every other request for seconds. Bounded: `workers` threads, each
 * drawing one document at a time; at most `perClient` documents of one client (address, IPv6 by
 * /64) waiting or being drawn (past it: 429); at most `queueMax` waiting in all (past it: 503). A
 * document that takes longer than `timeoutMs` is abandoned and its thread replaced.
 */
import { Worker } from 'node:worker_threads';
import { clientRateKey } from '../http/rate-limit.ts';
import type { Logger } from '../log.ts';
import type { PrivacyExportPdfInput } from '../privacy/export-pdf.ts';
import type { CertificateInput } from '../warranty/certificate.ts';
import { clientBusyMessage, PdfBusyError, poolFullMessage } from './pdf-busy.ts';

/** A document to draw, as the worker receives it. */
export type PdfJob =
  | { id: number; kind: 'certificate'; input: CertificateInput }
  | { id: number; kind: 'privacy-export'; input: PrivacyExportPdfInput };

/** What the worker answers: the document, or why it could not be drawn. */
export type PdfResult = { id: number; bytes: Uint8Array } | { id: number; error: string };

export interface PdfPoolOptions {
  /** Threads drawing documents. */
  workers: number;
  /** Documents one client may have waiting or being drawn. */
  perClient: number;
  /** Documents waiting for a thread, in all. */
  queueMax: number;
  /** Longest one document may take, ms. */
  timeoutMs?: number;
  logger: Logger;
}

export interface PdfPool {
  /** Draws a document for `address` (rejects with a PdfBusyError when the limits are reached). */
  render<K extends PdfJob['kind']>(
    kind: K,
    input: Extract<PdfJob, { kind: K }>['input'],
    address: string,
  ): Promise<Uint8Array>;
  /** Documents waiting and being drawn (for tests and metrics). */
  load(): { waiting: number; drawing: number };
  close(): Promise<void>;
}

interface Pending {
  job: PdfJob;
  client: string;
  resolve(bytes: Uint8Array): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  current?: Pending;
  timer?: NodeJS.Timeout;
}

export function createPdfPool(options: PdfPoolOptions): PdfPool {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const waiting: Pending[] = [];
  const threads: Thread[] = [];
  const perClient = new Map<string, number>();
  let nextId = 1;
  let closed = false;

  const settle = (pending: Pending) => {
    const left = (perClient.get(pending.client) ?? 1) - 1;
    if (left > 0) perClient.set(pending.client, left);
    else perClient.delete(pending.client);
  };

  function spawnThread(): Thread {
    const thread: Thread = { worker: new Worker(new URL('./pdf-worker.ts', import.meta.url)) };
    thread.worker.unref();
    thread.worker.on('message', (result: PdfResult) => {
      const pending = thread.current;
      if (!pending || pending.job.id !== result.id) return;
      clearTimeout(thread.timer);
      thread.current = undefined;
      settle(pending);
      if ('bytes' in result) pending.resolve(result.bytes);
      else pending.reject(new Error(`the PDF could not be made: ${result.error}`));
      dispatch();
    });
    const replace = (reason: string) => {
      const pending = thread.current;
      thread.current = undefined;
      clearTimeout(thread.timer);
      const index = threads.indexOf(thread);
      if (index !== -1) threads.splice(index, 1);
      if (pending) {
        settle(pending);
        pending.reject(new Error(`the PDF could not be made: ${reason}`));
      }
      if (!closed) {
        options.logger.warn('PDF worker replaced', { reason });
        dispatch();
      }
    };
    thread.worker.on('error', (error) => replace(error.message));
    thread.worker.on('exit', (code) => replace(`its thread stopped (${code})`));
    threads.push(thread);
    return thread;
  }

  function dispatch() {
    while (!closed && waiting.length > 0) {
      const idle =
        threads.find((thread) => !thread.current) ??
        (threads.length < options.workers ? spawnThread() : undefined);
      if (!idle) return;
      const pending = waiting.shift() as Pending;
      idle.current = pending;
      idle.timer = setTimeout(() => {
        options.logger.error('PDF took too long: its thread is replaced', { kind: pending.job.kind });
        void idle.worker.terminate();
      }, timeoutMs);
      idle.worker.postMessage(pending.job);
    }
  }

  return {
    render(kind, input, address) {
      const client = clientRateKey(address);
      const held = perClient.get(client) ?? 0;
      if (held >= options.perClient) return Promise.reject(new PdfBusyError(429, clientBusyMessage));
      const free = threads.filter((thread) => !thread.current).length + options.workers - threads.length;
      if (waiting.length >= options.queueMax + Math.max(0, free))
        return Promise.reject(new PdfBusyError(503, poolFullMessage));
      perClient.set(client, held + 1);
      return new Promise<Uint8Array>((resolve, reject) => {
        waiting.push({ job: { id: nextId++, kind, input } as PdfJob, client, resolve, reject });
        dispatch();
      });
    },
    load: () => ({ waiting: waiting.length, drawing: threads.filter((thread) => thread.current).length }),
    async close() {
      closed = true;
      for (const pending of waiting.splice(0)) pending.reject(new Error('the server is stopping'));
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
    },
  };
}
