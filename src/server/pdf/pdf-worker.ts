/**
 * A PDF renderer's thread (pdf-pool.ts starts it): draws the documents asked of it, one at a time,
 * off the server's event loop. Runs under Node's type stripping, as the server does.
 */
import { parentPort } from 'node:worker_threads';
import { renderCertificate } from '../warranty/certificate.ts';
import type { PdfJob, PdfResult } from './pdf-pool.ts';

const renderers = {
  certificate: renderCertificate,
} satisfies Record<PdfJob['kind'], (input: never) => Promise<Uint8Array>>;

parentPort?.on('message', async (job: PdfJob) => {
  let result: PdfResult;
  try {
    const bytes = (await renderers[job.kind](job.input)).slice();
    result = { id: job.id, bytes };
    parentPort?.postMessage(result, [bytes.buffer]);
  } catch (error) {
    result = { id: job.id, error: error instanceof Error ? error.message : String(error) };
    parentPort?.postMessage(result);
  }
});
