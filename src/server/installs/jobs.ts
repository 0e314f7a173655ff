/**
 * Installation jobs booked and read: a won quote (or installer request) becomes its dealer's job,
 * the owner mailed with the day in a calendar file in the same transaction; a job read by its
 * reference, with the owner as the lead gave them, for the pages and the portal that check who may
 * see it.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types.ts';
import { newLeadReference } from '../leads/reference.ts';
import type { NewNotification } from '../leads/store/records.ts';
import { queueNotification } from '../leads/store/status-change.ts';
import type { InstallContext } from './context.ts';
import type { InstallJob, JobFlag, JobUnit } from './records.ts';

export interface NewJob {
  /** The won lead's reference. */
  leadReference: string;
  /** The dealer booking it: only the lead's own dealer may. */
  dealerId: string;
  bookedFor: string;
  units: readonly JobUnit[];
}

export type BookingRefusal = 'not-found' | 'not-won' | 'exists' | 'unknown-product';
export type BookingResult = { ok: true; job: InstallJob } | { ok: false; reason: BookingRefusal };

const jobQuery = (db: Pick<Kysely<Database>, 'selectFrom'>) =>
  db
    .selectFrom('install_jobs as j')
    .innerJoin('leads as l', 'l.id', 'j.lead_id')
    .select([
      'j.id',
      'j.reference',
      'j.lead_id',
      'l.reference as lead_reference',
      'j.dealer_id',
      'j.booked_for',
      'j.units',
      'j.status',
      'j.record',
      'j.flags',
      'j.commissioned_at',
      'j.confirmed_at',
      'j.owner_issue',
      'j.created_at',
      'l.name',
      'l.email',
      'l.phone',
      'l.postcode',
      'l.state',
    ]);

type JobRow = Awaited<ReturnType<ReturnType<typeof jobQuery>['executeTakeFirstOrThrow']>>;

const toJob = (row: JobRow): InstallJob => ({
  id: row.id,
  reference: row.reference,
  leadId: row.lead_id,
  leadReference: row.lead_reference,
  dealerId: row.dealer_id,
  bookedFor: row.booked_for,
  units: JSON.parse(row.units) as JobUnit[],
  status: row.status,
  record: row.record ? (JSON.parse(row.record) as InstallJob['record']) : null,
  flags: row.flags ? (JSON.parse(row.flags) as JobFlag[]) : [],
  commissionedAt: row.commissioned_at,
  confirmedAt: row.confirmed_at,
  ownerIssue: row.owner_issue,
  owner: {
    name: row.name ?? '',
    email: row.email ?? '',
    phone: row.phone ?? '',
    postcode: row.postcode,
    state: row.state,
  },
  createdAt: row.created_at,
});

/** A job by its reference (the caller checks who may see it). */
export async function jobByReference(
  context: InstallContext,
  reference: string,
): Promise<InstallJob | undefined> {
  const row = await jobQuery(context.db).where('j.reference', '=', reference).executeTakeFirst();
  return row ? toJob(row) : undefined;
}

/** The job installing a lead, if one was booked (the dealer's lead page). */
export async function jobForLead(
  context: InstallContext,
  leadReference: string,
): Promise<InstallJob | undefined> {
  const row = await jobQuery(context.db).where('l.reference', '=', leadReference).executeTakeFirst();
  return row ? toJob(row) : undefined;
}

/** A dealer's jobs, the latest booked day first (the portal's job list and register). */
export async function jobsOfDealer(context: InstallContext, dealerId: string): Promise<InstallJob[]> {
  const rows = await jobQuery(context.db)
    .where('j.dealer_id', '=', dealerId)
    .orderBy('j.booked_for', 'desc')
    .orderBy('j.id', 'desc')
    .execute();
  return rows.map(toJob);
}

/** Every job, for staff: the latest first. */
export async function allJobs(context: InstallContext): Promise<InstallJob[]> {
  const rows = await jobQuery(context.db).orderBy('j.created_at', 'desc').orderBy('j.id', 'desc').execute();
  return rows.map(toJob);
}

/** The row lock on a job for the transaction (PostgreSQL; SQLite writes one at a time). */
export const lockedJob = (context: InstallContext, trx: Transaction<Database>, reference: string) =>
  jobQuery(trx)
    .where('j.reference', '=', reference)
    .$if(context.dialect === 'postgres', (query) => query.forUpdate('j'))
    .executeTakeFirst()
    .then((row) => (row ? toJob(row) : undefined));

/**
 * Books the installation of a won lead for its own dealer, and queues the owner's mail in the same
 * transaction. Another dealer's lead reads as not found; a second booking of the same lead is
 * refused (one job per lead: change its day on the job itself).
 */
export async function bookJob(
  context: InstallContext,
  job: NewJob,
  mail: (booked: InstallJob) => NewNotification | null,
): Promise<BookingResult> {
  if (job.units.some((unit) => !context.products.has(unit.productSlug)))
    return { ok: false, reason: 'unknown-product' };
  return context.db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom('leads')
      .select(['id', 'type', 'status', 'dealer_id', 'erased_at'])
      .where('reference', '=', job.leadReference)
      .$if(context.dialect === 'postgres', (query) => query.forUpdate())
      .executeTakeFirst();
    if (!lead || lead.erased_at || lead.dealer_id !== job.dealerId) return { ok: false, reason: 'not-found' };
    if (!['quote', 'installer'].includes(lead.type) || lead.status !== 'won')
      return { ok: false, reason: 'not-won' };
    const existing = await trx
      .selectFrom('install_jobs')
      .select('id')
      .where('lead_id', '=', lead.id)
      .executeTakeFirst();
    if (existing) return { ok: false, reason: 'exists' };
    const timestamp = context.clock().toISOString();
    const reference = newLeadReference('CJ');
    await trx
      .insertInto('install_jobs')
      .values({
        reference,
        lead_id: lead.id,
        dealer_id: job.dealerId,
        booked_for: job.bookedFor,
        units: JSON.stringify(job.units),
        status: 'booked',
        record: null,
        flags: null,
        commission_key: null,
        commissioned_at: null,
        confirmed_at: null,
        owner_issue: null,
        created_at: timestamp,
        updated_at: timestamp,
      })
      .execute();
    const booked = await lockedJob(context, trx, reference);
    if (!booked) throw new Error('a job just booked was not found');
    const notification = mail(booked);
    if (notification) await queueNotification(trx, lead.id, notification, timestamp);
    return { ok: true, job: booked };
  });
}
