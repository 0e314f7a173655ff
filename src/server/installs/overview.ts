/**
 * The installs page's lists: a dealer's jobs, and for staff the jobs per dealer by status, the
 * flagged results, the serial conflicts and the jobs commissioned but not confirmed by their owner
 * after 14 days (counted from the server's clock).
 */
import type { InstallContext } from './context.ts';
import { allJobs, jobsOfDealer } from './jobs.ts';
import type { InstallJob } from './records.ts';

/** How long a commissioned job may wait for its owner's confirmation before staff chase it, days. */
export const UNCONFIRMED_AFTER_DAYS = 14;

/** A job as a list row: no owner details (the lead page has them, for who may see them). */
export interface JobRow {
  reference: string;
  lead: string;
  dealerId: string;
  status: InstallJob['status'];
  bookedFor: string;
  commissionedAt: string | null;
  flags: string[];
  ownerIssue: string | null;
}

export interface SerialConflict {
  job: string;
  dealerId: string;
  serial: string;
  at: string;
}

const row = (job: InstallJob): JobRow => ({
  reference: job.reference,
  lead: job.leadReference,
  dealerId: job.dealerId,
  status: job.status,
  bookedFor: job.bookedFor,
  commissionedAt: job.commissionedAt,
  flags: job.flags.map((flag) => flag.says),
  ownerIssue: job.ownerIssue,
});

/** A dealer's jobs, the latest day first. */
export async function dealerJobRows(context: InstallContext, dealerId: string): Promise<JobRow[]> {
  return (await jobsOfDealer(context, dealerId)).map(row);
}

/** Staff's view over every job. */
export async function staffInstallView(context: InstallContext) {
  const jobs = (await allJobs(context)).map(row);
  const perDealer = new Map<string, Record<InstallJob['status'], number>>();
  for (const job of jobs) {
    const counts = perDealer.get(job.dealerId) ?? { booked: 0, commissioned: 0, confirmed: 0, queried: 0 };
    counts[job.status] += 1;
    perDealer.set(job.dealerId, counts);
  }
  const cutoff = new Date(context.clock().getTime() - UNCONFIRMED_AFTER_DAYS * 86_400_000).toISOString();
  const conflicts = await context.db
    .selectFrom('install_conflicts as c')
    .innerJoin('install_jobs as j', 'j.id', 'c.job_id')
    .select(['j.reference', 'j.dealer_id', 'c.serial', 'c.created_at'])
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(200)
    .execute();
  return {
    dealers: [...perDealer].map(([dealerId, counts]) => ({ dealerId, ...counts })),
    flagged: jobs.filter((job) => job.flags.length > 0),
    queried: jobs.filter((job) => job.status === 'queried'),
    conflicts: conflicts.map(
      (conflict): SerialConflict => ({
        job: conflict.reference,
        dealerId: conflict.dealer_id,
        serial: conflict.serial,
        at: conflict.created_at,
      }),
    ),
    unconfirmed: jobs
      .filter((job) => job.status === 'commissioned' && job.commissionedAt && job.commissionedAt < cutoff)
      .sort((a, b) => (a.commissionedAt ?? '').localeCompare(b.commissionedAt ?? '')),
  };
}
