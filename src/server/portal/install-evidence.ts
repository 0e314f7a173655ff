/**
 * The portal's evidence pack as a PDF (GET /api/portal/installs/CJ-…/evidence.pdf): the same rules
 * as the archive in ./install-handlers.ts, for the job's dealer and staff only, another dealer's job
 * "not found", and only once the job is commissioned (a booked job has nothing to prove yet).
 */
import { inScope, leadScope } from '../auth/permissions.ts';
import { problem } from '../http/problem.ts';
import { renderEvidencePack } from '../installs/evidence-pdf.ts';
import type { CommissioningRecord } from '../installs/records.ts';
import { denied } from './handlers.ts';
import type { InstallContextForPortal } from './install-handlers.ts';

export async function evidencePdfOfJob(
  context: InstallContextForPortal,
  reference: string | undefined,
): Promise<Response> {
  const { input, services, installs } = context;
  const refused = denied(input.principal, 'leads:read');
  if (refused) return refused;
  const job = reference ? await installs.jobByReference(reference) : undefined;
  if (!job?.record || !inScope(leadScope(input.principal), job.dealerId) || job.status === 'booked')
    return problem(404, 'Not found', 'No commissioned installation job has that reference.');
  const [photos, plan] = await Promise.all([installs.packPhotos(job.id), installs.linkedPlan(job)]);
  const pdf = await renderEvidencePack({
    job: { ...job, record: job.record as CommissioningRecord },
    dealer: { name: services.routing.dealer(job.dealerId)?.name ?? job.dealerId },
    products: installs.products,
    photos,
    plan,
    siteUrl: services.settings.siteUrl,
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="evidence-${job.reference}.pdf"`,
      'X-Content-Type-Options': 'nosniff',
      // Personal data (photos of a home, where they were taken): never kept by a cache or the service worker.
      'Cache-Control': 'no-store, private',
    },
  });
}
