/**
 * The owner's confirmation page's controller (/installs/confirm): the signed link from the "Confirm
 * your installation" mail opens the job (nothing else does: the link is the proof it is the owner);
 * "Confirm my installation" registers the warranty of every system, "Something is not right" puts
 * the job before staff with the owner's words. Works without JavaScript; answers are never cached.
 */
import { z } from 'zod';
import { longDate } from '#lib/australian-dates.ts';
import type { InstallConfirmView } from '#lib/installs/confirm-view.ts';
import { timeZoneByState } from '#lib/opening-hours.ts';
import { clock } from '../clock.ts';
import type { FormRoute } from '../forms/form-page.ts';
import { multiLine } from '../leads/fields.ts';
import { readFormBody } from '../leads/form-body.ts';
import { mailLinks } from '../mail/links.ts';
import { recordMailHomeLink } from '../my-home/mail.ts';
import { reviewLinkExpiry } from '../review/owner-link.ts';
import type { Services } from '../services.ts';
import { verifyJobLink } from './job-links.ts';
import { confirmMails, installStaffMail } from './mail.ts';
import type { InstallJob } from './records.ts';
import type { InstallRepository } from './repository.ts';
import { installMailContext, installsOf } from './site.ts';

const linkSchema = z.strictObject({
  job: z.string().regex(/^CJ-[A-Z0-9]{6}$/),
  token: z.string().max(40),
});

/** The owner's step: confirm, or say what is not right in their own words. */
const stepSchema = z.discriminatedUnion('action', [
  linkSchema.extend({ action: z.literal('confirm'), words: z.string().max(2000).optional() }),
  linkSchema.extend({
    action: z.literal('query'),
    /** What is not right, in the owner's words: for staff. */
    words: multiLine('Tell us what is not right', 2000).refine(
      (value) => value.length >= 5,
      'Tell us a little more',
    ),
  }),
]);

export interface InstallConfirmRoute {
  status: 200 | 400 | 403 | 409 | 413 | 415;
  view: InstallConfirmView;
}

/** The job's facts as the owner reads them. */
function detailsOf(
  job: InstallJob,
  installs: InstallRepository,
  services: Services,
): InstallConfirmView['details'] {
  const record = job.record;
  return {
    day: longDate(job.commissionedAt ?? job.bookedFor, timeZoneByState[job.owner.state ?? 'NSW']),
    dealer: services.routing.dealer(job.dealerId)?.name ?? 'Your installer',
    technician: record?.technicianName ?? '',
    systems: (record?.units ?? []).map((unit) => {
      const product = installs.products.get(unit.productSlug);
      return {
        name: product?.name ?? unit.productSlug,
        model: product?.modelNumber ?? '',
        serials: unit.outdoorSerial
          ? `Indoor ${unit.indoorSerial}, outdoor ${unit.outdoorSerial}`
          : unit.indoorSerial,
      };
    }),
  };
}

/** The page for a job as it stands now. */
async function viewOf(
  services: Services,
  installs: InstallRepository,
  job: InstallJob,
  token: string,
): Promise<InstallConfirmView> {
  const base = { job: job.reference, token, details: detailsOf(job, installs, services) };
  switch (job.status) {
    case 'booked':
      return { ...base, state: 'not-ready' };
    case 'commissioned':
      return { ...base, state: 'ready' };
    case 'queried':
      return { ...base, state: 'queried' };
    case 'confirmed': {
      const registrations = await installs.jobRegistrations(job);
      return {
        ...base,
        state: 'confirmed',
        registrations: registrations.map((entry) => ({
          reference: entry.reference,
          model: entry.model,
          certificateUrl: new URL(mailLinks.certificate(services.settings.siteUrl, entry.certificateToken))
            .pathname,
        })),
      };
    }
  }
}

const invalid = (job = '', token = ''): InstallConfirmRoute => ({
  status: 403,
  view: { state: 'invalid', job, token },
});

export async function installConfirmRoute(astro: FormRoute): Promise<InstallConfirmRoute> {
  const { services } = astro.locals;
  if (!services) throw new Error('The installation confirmation needs the site server (npm start)');
  const installs = await installsOf(services);
  astro.response.headers.set('Cache-Control', 'no-store, private');
  let posted: Record<string, string | undefined> = Object.fromEntries(astro.url.searchParams);
  if (astro.request.method === 'POST') {
    const body = await readFormBody(astro.request, services.settings.formBodyLimitBytes);
    if (!body.ok) return { status: body.status, view: { state: 'invalid', job: '', token: '' } };
    posted = body.values;
  }
  const link = linkSchema.safeParse({ job: posted.job, token: posted.token });
  if (!link.success) return invalid();
  const { job: reference, token } = link.data;
  if (!(await verifyJobLink(installs, 'owner', reference, token))) return invalid(reference);
  const job = await installs.jobByReference(reference);
  if (!job) return invalid(reference);
  if (astro.request.method !== 'POST')
    return { status: 200, view: await viewOf(services, installs, job, token) };

  const step = stepSchema.safeParse(posted);
  if (!step.success) {
    const words = typeof posted.words === 'string' ? posted.words : '';
    const wordsError =
      step.error.issues.find((issue) => issue.path[0] === 'words')?.message ??
      'Choose confirm, or tell us what is not right';
    return { status: 400, view: { ...(await viewOf(services, installs, job, token)), words, wordsError } };
  }
  const mailContext = {
    ...installMailContext(services),
    home: await recordMailHomeLink(services.home, services.settings.siteUrl),
  };
  const warrantyLinks = await services.warranty.ownerLinks();
  const warrantyToken = (registration: string) =>
    warrantyLinks.issue(registration, 0, reviewLinkExpiry(clock.now()));
  const done =
    step.data.action === 'confirm'
      ? await installs.confirmByOwner(
          reference,
          confirmMails(installs.products, { ...mailContext, warrantyToken }),
        )
      : await installs.queryByOwner(reference, step.data.words, (queried) =>
          installStaffMail(
            queried,
            `The owner says something is not right:\n${queried.ownerIssue ?? ''}`,
            mailContext,
          ),
        );
  if (!done.ok) return { status: 409, view: await viewOf(services, installs, job, token) };
  services.outbox.kick();
  return { status: 200, view: await viewOf(services, installs, done.job, token) };
}
