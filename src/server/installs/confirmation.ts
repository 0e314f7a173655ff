/**
 * The owner's answer to a commissioned job. Confirming registers the warranty of every system on it
 * with the commissioning record as proof (no invoice): a registration per system, approved at once
 * with its certificate, or, where the owner had registered the serial themselves, that registration
 * joined and approved rather than duplicated. "Something is not right" puts the job before staff
 * with the owner's words. Each in one transaction with its mails; confirming twice is one confirmation.
 */

import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { australianDateOf } from '#lib/australian-dates.ts';
import { shiftDate } from '#lib/lead-forms/dates.ts';
import { timeZoneByState } from '#lib/opening-hours.ts';
import { decisionsMade } from '../../lib/privacy/automated-decisions.ts';
import type { Database } from '../db/types.ts';
import { newLeadReference } from '../leads/reference.ts';
import type { NewNotification } from '../leads/store/records.ts';
import { moveLeadStatus, queueNotification } from '../leads/store/status-change.ts';
import { startCare } from '../my-home/care.ts';
import type { InstallContext } from './context.ts';
import { lockedJob } from './jobs.ts';
import type { CommissionedUnit, InstallJob } from './records.ts';

/** The owner's confirmation registers the warranty from the commissioning record: the privacy policy names it. */
export const automatedDecisions = decisionsMade('warranty-from-install');

/** A warranty registered by the confirmation: its reference and the certificate's token. */
export interface RegisteredByJob {
  reference: string;
  model: string;
  certificateToken: string;
  joined: boolean;
}

export type ConfirmResult =
  | { ok: true; job: InstallJob; registrations: RegisteredByJob[]; duplicate: boolean }
  | { ok: false; reason: 'not-found' | 'not-commissioned' };

/** The mails confirming sends: the owner's registration, one per system. */
export interface ConfirmMails {
  registered(job: InstallJob, registration: RegisteredByJob): NewNotification | null;
}

/** The day installed, in the home's state: the commissioning's date. */
const installedOn = (job: InstallJob) =>
  australianDateOf(job.commissionedAt ?? job.createdAt, timeZoneByState[job.owner.state ?? 'NSW']);

/** The registrations this job made or joined (a confirmation sent again, the confirmed page). */
async function registrationsOf(
  executor: Pick<Transaction<Database>, 'selectFrom'>,
  job: Pick<InstallJob, 'id'>,
): Promise<RegisteredByJob[]> {
  const rows = await executor
    .selectFrom('warranty_registrations as w')
    .innerJoin('leads as l', 'l.id', 'w.lead_id')
    .select(['l.reference', 'w.model', 'w.certificate_token', 'l.type', 'w.updated_by'])
    .where('w.install_job_id', '=', job.id)
    .orderBy('w.lead_id', 'asc')
    .execute();
  return rows.map((row) => ({
    reference: row.reference,
    model: row.model,
    certificateToken: row.certificate_token ?? '',
    joined: false,
  }));
}

/** Joins the owner's own registration of this serial, approving it; undefined when there is none. */
async function joinOwnRegistration(
  trx: Transaction<Database>,
  job: InstallJob,
  serial: string,
  timestamp: string,
): Promise<RegisteredByJob | undefined> {
  const own = await trx
    .selectFrom('warranty_serials as s')
    .innerJoin('warranty_registrations as w', 'w.lead_id', 's.lead_id')
    .innerJoin('leads as l', 'l.id', 's.lead_id')
    .select(['w.lead_id', 'l.reference', 'w.model', 'w.certificate_token', 'w.approved_at'])
    .where('s.serial', '=', serial)
    .executeTakeFirst();
  if (!own) return undefined;
  const token = own.certificate_token ?? randomBytes(24).toString('base64url');
  await trx
    .updateTable('warranty_registrations')
    .set({
      status: 'approved',
      status_note: null,
      certificate_token: token,
      approved_at: own.approved_at ?? timestamp,
      install_job_id: job.id,
      updated_at: timestamp,
      updated_by: 'owner',
    })
    .where('lead_id', '=', own.lead_id)
    .execute();
  await moveLeadStatus(trx, {
    leadId: own.lead_id,
    to: 'won',
    actor: 'owner',
    note: `Proved by installation ${job.reference}, confirmed by the owner`,
    timestamp,
  });
  return { reference: own.reference, model: own.model, certificateToken: token, joined: true };
}

/** A new warranty registration for one system of the job, approved with its certificate. */
async function registerSystem(
  context: InstallContext,
  trx: Transaction<Database>,
  job: InstallJob,
  unit: CommissionedUnit,
  index: number,
  timestamp: string,
): Promise<RegisteredByJob> {
  const product = context.products.get(unit.productSlug);
  if (!product) throw new Error(`job ${job.reference}: ${unit.productSlug} is not an installable product`);
  const installed = installedOn(job);
  const record = job.record;
  const payload = {
    model: product.modelNumber,
    serialNumber: unit.indoorSerial,
    ...(unit.outdoorSerial ? { outdoorSerialNumber: unit.outdoorSerial } : {}),
    purchaseDate: installed,
    installationDate: installed,
    dealer: job.dealerId,
    ...(record ? { installerLicence: record.technicianLicence } : {}),
    name: job.owner.name,
    email: job.owner.email,
    phone: job.owner.phone,
    postcode: job.owner.postcode,
    state: job.owner.state,
    installJob: job.reference,
  };
  const reference = newLeadReference();
  const lead = await trx
    .insertInto('leads')
    .values({
      type: 'warranty',
      reference,
      // One per system of the job: a confirmation replayed cannot register it twice.
      idempotency_key: `install-${job.reference}-${index}`,
      status: 'won',
      payload: JSON.stringify(payload),
      name: job.owner.name,
      email: job.owner.email,
      phone: job.owner.phone,
      postcode: job.owner.postcode,
      state: job.owner.state,
      product: product.modelNumber,
      user_agent_family: null,
      created_at: timestamp,
      updated_at: timestamp,
      // Kept while its longest cover lasts (the privacy policy's promise), as an approved one is.
      closed_at: new Date(`${shiftDate(installed, { years: product.coverYears })}T00:00:00Z`).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('lead_status_history')
    .values({
      lead_id: lead.id,
      from_status: null,
      to_status: 'won',
      changed_by: 'owner',
      note: `Registered by the owner’s confirmation of installation ${job.reference}`,
      changed_at: timestamp,
    })
    .execute();
  const token = randomBytes(24).toString('base64url');
  await trx
    .insertInto('warranty_registrations')
    .values({
      lead_id: lead.id,
      status: 'approved',
      status_note: null,
      model: product.modelNumber,
      product_slug: product.slug,
      dealer_id: job.dealerId,
      certificate_token: token,
      approved_at: timestamp,
      updated_at: timestamp,
      updated_by: 'owner',
      install_job_id: job.id,
    })
    .execute();
  await trx
    .insertInto('warranty_serials')
    .values([
      { serial: unit.indoorSerial, lead_id: lead.id, unit: 'indoor' as const },
      ...(unit.outdoorSerial
        ? [{ serial: unit.outdoorSerial, lead_id: lead.id, unit: 'outdoor' as const }]
        : []),
    ])
    .execute();
  // The unit is the owner's from now: its care reminders start, whether or not they open My home.
  if (job.owner.email)
    await startCare(
      trx,
      job.owner.email,
      [
        {
          key: reference,
          name: `${product.name} (${product.modelNumber})`,
          productType: product.productType,
          state: job.owner.state,
          installed,
        },
      ],
      new Date(timestamp),
    );
  return { reference, model: product.modelNumber, certificateToken: token, joined: false };
}

/** The owner confirms the installation: every system's warranty registered, with its mails. */
export async function confirmByOwner(
  context: InstallContext,
  reference: string,
  mails: ConfirmMails,
): Promise<ConfirmResult> {
  return context.db.transaction().execute(async (trx): Promise<ConfirmResult> => {
    const job = await lockedJob(context, trx, reference);
    if (!job) return { ok: false, reason: 'not-found' };
    if (job.status === 'confirmed')
      return { ok: true, job, registrations: await registrationsOf(trx, job), duplicate: true };
    if ((job.status !== 'commissioned' && job.status !== 'queried') || !job.record)
      return { ok: false, reason: 'not-commissioned' };
    const timestamp = context.clock().toISOString();
    const registrations: RegisteredByJob[] = [];
    for (const [index, unit] of job.record.units.entries()) {
      registrations.push(
        (await joinOwnRegistration(trx, job, unit.indoorSerial, timestamp)) ??
          (await registerSystem(context, trx, job, unit, index, timestamp)),
      );
    }
    await trx
      .updateTable('install_jobs')
      .set({ status: 'confirmed', confirmed_at: timestamp, updated_at: timestamp })
      .where('id', '=', job.id)
      .execute();
    const confirmed: InstallJob = { ...job, status: 'confirmed', confirmedAt: timestamp };
    for (const registration of registrations) {
      const mail = mails.registered(confirmed, registration);
      if (mail) await queueNotification(trx, job.leadId, mail, timestamp);
    }
    return { ok: true, job: confirmed, registrations, duplicate: false };
  });
}

/** The warranties a confirmed job registered, with their certificates. */
export const jobRegistrations = (context: InstallContext, job: Pick<InstallJob, 'id'>) =>
  registrationsOf(context.db, job);

export type QueryResult =
  | { ok: true; job: InstallJob }
  | { ok: false; reason: 'not-found' | 'not-commissioned' };

/** "Something is not right": the job goes before staff with the owner's words. */
export async function queryByOwner(
  context: InstallContext,
  reference: string,
  words: string,
  mail: (job: InstallJob) => NewNotification | null,
): Promise<QueryResult> {
  return context.db.transaction().execute(async (trx): Promise<QueryResult> => {
    const job = await lockedJob(context, trx, reference);
    if (!job) return { ok: false, reason: 'not-found' };
    if (job.status !== 'commissioned' && job.status !== 'queried')
      return { ok: false, reason: 'not-commissioned' };
    const timestamp = context.clock().toISOString();
    await trx
      .updateTable('install_jobs')
      .set({ status: 'queried', owner_issue: words, updated_at: timestamp })
      .where('id', '=', job.id)
      .execute();
    const queried: InstallJob = { ...job, status: 'queried', ownerIssue: words };
    const notice = mail(queried);
    if (notice) await queueNotification(trx, job.leadId, notice, timestamp);
    return { ok: true, job: queried };
  });
}
