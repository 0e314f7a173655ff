/**
 * A PDF renderer's thread (pdf-pool.ts starts it): draws the documents asked of it, one at a time,
 * off the server's event loop. Runs under Node's type stripping, as the server does.
 */
import { parentPort } from 'node:worker_threads';
import { renderPrivacyExport } from '../privacy/export-pdf.ts';
import { renderCertificate } from '../warranty/certificate.ts';
import type { PdfJob, PdfResult } from './pdf-pool.ts';

const renderers = {
  certificate: renderCertificate,
  'privacy-export': renderPrivacyExport,
} satisfies Record<PdfJob['kind'], (input: never) => Promise<Uint8Array>>;

parentPort?.on('message', async (job: PdfJob) => {
  let result: PdfResult;
  try {
    // Each kind's renderer takes its own input (the job's union pairs them).
    const render = renderers[job.kind] as (input: PdfJob['input']) => Promise<Uint8Array>;
    const bytes = (await render(job.input)).slice();
    result = { id: job.id, bytes };
    parentPort?.postMessage(result, [bytes.buffer]);
  } catch (error) {
    result = { id: job.id, error: error instanceof Error ? error.message : String(error) };
    parentPort?.postMessage(result);
  }
});
