/**
 * The portal API's installation jobs: the lead's dealer books a won quote's installation and gets
 * the technician's checklist link; the job's dealer and staff read it, download its evidence archive
 * and the dealer's quarterly refrigerant register. Same rules as handlers.ts: roles decide the
 * action (403), the lead scope decides what exists (404; another dealer's job is "not found"),
 * bodies are parsed with zod.
 */
import { z } from 'zod';
import { shiftDate } from '../../lib/lead-forms/dates.ts';
import { inScope, leadScope } from '../auth/permissions.ts';
import { forbidden } from '../auth/verify-token.ts';
import { clock } from '../clock.ts';
import { json, problem } from '../http/problem.ts';
import { issueJobLink, jobLinkUrl } from '../installs/job-links.ts';
import { installBookedMail } from '../installs/mail.ts';
import type { InstallJob } from '../installs/records.ts';
import { jobUnitsSchema } from '../installs/records.ts';
import { quarterOf, registerCsv } from '../installs/register.ts';
import type { InstallRepository } from '../installs/repository.ts';
import { installMailContext } from '../installs/site.ts';
import type { Services } from '../services.ts';
import { denied, leadNotFound, type PortalRequest, parseBody, visibleLead } from './handlers.ts';

/** Booking: the won lead, the day (today to six months ahead) and the systems to install. */
export const bookInstallSchema = z.strictObject({
  /** The won quote's reference. */
  lead: z.string().regex(/^CC-[A-Z0-9]{6}$/, 'Name the lead by its reference'),
  /** The day booked, YYYY-MM-DD. */
  bookedFor: z.iso.date('Choose the installation day'),
  /** The systems, one entry each (a multi-split's heads are one system). */
  units: jobUnitsSchema,
});

export interface InstallContextForPortal {
  input: PortalRequest;
  services: Services;
  installs: InstallRepository;
}

const jobNotFound = () => problem(404, 'Not found', 'No installation job has that reference.');

/** The job as the portal shows it: for its dealer, with the technician's link. */
async function jobView({ services, installs }: InstallContextForPortal, job: InstallJob) {
  const token = await issueJobLink(installs, 'technician', job.reference);
  return {
    reference: job.reference,
    lead: job.leadReference,
    status: job.status,
    bookedFor: job.bookedFor,
    units: job.units.map((unit) => ({
      productSlug: unit.productSlug,
      name: installs.products.get(unit.productSlug)?.name ?? unit.productSlug,
    })),
    flags: job.flags,
    commissionedAt: job.commissionedAt,
    confirmedAt: job.confirmedAt,
    ownerIssue: job.ownerIssue,
    checklistUrl: jobLinkUrl(services.settings.siteUrl, 'technician', job.reference, token),
    evidenceUrl: job.status === 'booked' ? null : `/api/portal/installs/${job.reference}/evidence.zip`,
    evidencePdfUrl: job.status === 'booked' ? null : `/api/portal/installs/${job.reference}/evidence.pdf`,
  };
}

/** POST /api/portal/installs: the lead's dealer books the installation of its won quote. */
export async function bookInstall(context: InstallContextForPortal): Promise<Response> {
  const { input, services, installs } = context;
  const refused = denied(input.principal, 'leads:work');
  if (refused) return refused;
  const scope = leadScope(input.principal);
  if (scope.kind !== 'dealer') return forbidden('Only the dealer that won the quote books its installation.');
  const parsed = await parseBody(input.request, bookInstallSchema, 'The booking');
  if (!parsed.ok) return parsed.response;
  const today = clock.today();
  const { bookedFor } = parsed.value;
  if (bookedFor < today || bookedFor > shiftDate(today, { days: 183 }))
    return problem(400, 'Bad request', 'Book a day from today to six months ahead.', {
      issues: [{ path: 'bookedFor', message: 'Book a day from today to six months ahead' }],
    });
  const mailContext = installMailContext(services);
  const booked = await installs.bookJob(
    { leadReference: parsed.value.lead, dealerId: scope.dealerId, bookedFor, units: parsed.value.units },
    (job) => installBookedMail(job, installs.products, mailContext),
  );
  if (!booked.ok) {
    switch (booked.reason) {
      case 'not-found':
        return leadNotFound();
      case 'not-won':
        return problem(409, 'Conflict', 'Mark the quote won before booking its installation.');
      case 'exists':
        return problem(409, 'Conflict', 'This lead’s installation is already booked.');
      case 'unknown-product':
        return problem(
          400,
          'Bad request',
          'Choose systems from the catalogue that install with refrigerant.',
        );
    }
  }
  services.outbox.kick();
  return json(await jobView(context, booked.job), 201);
}

/** GET /api/portal/installs?lead=CC-…: the lead's installation job (null before booking), for the caller who may see the lead. */
export async function installOfLead(context: InstallContextForPortal): Promise<Response> {
  const { input, installs } = context;
  const refused = denied(input.principal, 'leads:read');
  if (refused) return refused;
  const found = await visibleLead(input, input.url.searchParams.get('lead') ?? undefined);
  if (!found.ok) return found.response;
  const job = await installs.jobForLead(found.lead.reference);
  // A lead the caller sees with no job booked yet answers null, not 404: the lead page asks for
  // every quote it opens, and "nothing booked" is an answer, not a missing address.
  if (!job) return json(null);
  if (!inScope(leadScope(input.principal), job.dealerId)) return jobNotFound();
  return json(await jobView(context, job));
}

/** GET /api/portal/installs/CJ-…/evidence.zip: the job's photos and manifest, for its dealer and staff. */
export async function evidenceOfJob(
  context: InstallContextForPortal,
  reference: string | undefined,
): Promise<Response> {
  const { input, installs } = context;
  const refused = denied(input.principal, 'leads:read');
  if (refused) return refused;
  const job = reference ? await installs.jobByReference(reference) : undefined;
  if (!job || !inScope(leadScope(input.principal), job.dealerId) || job.status === 'booked')
    return jobNotFound();
  const { zip } = await installs.evidenceArchive(job);
  return new Response(new Uint8Array(zip), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="evidence-${job.reference}.zip"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store, private',
    },
  });
}

/** GET /api/portal/installs/register.csv?quarter=2027-Q1[&dealer=…]: the dealer's refrigerant register. */
export async function refrigerantRegisterCsv(context: InstallContextForPortal): Promise<Response> {
  const { input, installs } = context;
  const refused = denied(input.principal, 'leads:read');
  if (refused) return refused;
  const scope = leadScope(input.principal);
  const quarter = input.url.searchParams.get('quarter') ?? quarterOf(clock.today());
  if (!/^\d{4}-Q[1-4]$/.test(quarter)) return problem(400, 'Bad request', 'Name the quarter as 2027-Q1.');
  const dealer =
    scope.kind === 'dealer'
      ? scope.dealerId
      : scope.kind === 'all'
        ? input.url.searchParams.get('dealer')
        : null;
  if (!dealer) return problem(400, 'Bad request', 'Name the dealer whose register to export.');
  const register = await installs.refrigerantRegister(dealer, quarter);
  return new Response(registerCsv(register), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="refrigerant-register-${quarter}.csv"`,
      'Cache-Control': 'no-store, private',
    },
  });
}
