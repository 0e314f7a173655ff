/**
 * The PDF pool (src/server/pdf/pdf-pool.ts) with its real worker thread drawing real certificates:
 * a client past PDF_PER_CLIENT gets 429, the queue past PDF_QUEUE_MAX gets 503 (both before any
 * drawing), a document that cannot be drawn fails alone, and the pool goes on drawing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createLogger } from '../../src/server/log.ts';
import { clientBusyMessage, isPdfBusy, poolFullMessage } from '../../src/server/pdf/pdf-busy.ts';
import { createPdfPool, type PdfPool } from '../../src/server/pdf/pdf-pool.ts';
import type { CertificateInput } from '../../src/server/warranty/certificate.ts';
import { projectRoot } from '../support/site-process.ts';

const terms = parse(readFileSync(join(projectRoot, 'src/content/warranty/terms.yaml'), 'utf8'));

const certificate = (leadId: number): CertificateInput =>
  ({
    registration: {
      leadId,
      reference: `W-${leadId}`,
      status: 'approved',
      statusNote: null,
      model: 'CAI-25',
      productSlug: 'aura',
      dealerId: null,
      certificateToken: null,
      approvedAt: '2026-03-02T00:00:00Z',
      createdAt: '2026-03-01T00:00:00Z',
      updatedAt: '2026-03-02T00:00:00Z',
      postcode: '2000',
      payload: {
        name: 'Priya Raman',
        state: 'NSW',
        purchaseDate: '2026-02-01',
        installationDate: '2026-02-10',
      },
    },
    serials: { indoor: 'CAI-2503-00001', outdoor: 'CAO-2503-00001' },
    product: { name: 'Aura 2.5 kW', productType: 'wall-split', range: 'Aura' },
    terms,
    siteUrl: 'https://www.cirrus.test',
  }) as CertificateInput;

/** The refusal a render ended with (undefined: it was drawn). */
const outcome = (render: Promise<Uint8Array>) =>
  render.then(
    (bytes) => ({ drawn: Buffer.from(bytes).subarray(0, 5).toString() }),
    (error: unknown) =>
      isPdfBusy(error) ? { status: error.status, message: error.message } : { failed: true },
  );

let pool: PdfPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('the PDF pool', { timeout: 60_000 }, () => {
  it('refuses a client past its limit (429) and anyone past the queue (503), and draws the rest in turn', async () => {
    pool = createPdfPool({
      workers: 1,
      perClient: 2,
      queueMax: 2,
      logger: createLogger({ service: 'pdf-test' }, true),
    });
    const renders = [
      pool.render('certificate', certificate(1), '198.51.100.1'),
      pool.render('certificate', certificate(2), '198.51.100.1'),
      // The same client's third: refused at once.
      pool.render('certificate', certificate(3), '198.51.100.1'),
      // One drawing and two waiting: the next client's fits, the one after does not.
      pool.render('certificate', certificate(4), '198.51.100.2'),
      pool.render('certificate', certificate(5), '198.51.100.3'),
    ];
    const results = await Promise.all(renders.map(outcome));
    expect(results).toEqual([
      { drawn: '%PDF-' },
      { drawn: '%PDF-' },
      { status: 429, message: clientBusyMessage },
      { drawn: '%PDF-' },
      { status: 503, message: poolFullMessage },
    ]);
    expect(pool.load()).toEqual({ waiting: 0, drawing: 0 });
  });

  it('fails a document that cannot be drawn alone, and draws the next', async () => {
    pool = createPdfPool({
      workers: 1,
      perClient: 2,
      queueMax: 2,
      logger: createLogger({ service: 'pdf-test' }, true),
    });
    const broken = { ...certificate(6), registration: undefined } as unknown as CertificateInput;
    expect(await outcome(pool.render('certificate', broken, '198.51.100.1'))).toEqual({ failed: true });
    expect(await outcome(pool.render('certificate', certificate(7), '198.51.100.1'))).toEqual({
      drawn: '%PDF-',
    });
  });
});
