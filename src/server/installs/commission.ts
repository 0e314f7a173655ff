/**
 * Commissioning a job: the technician's record, checked against the job's products (serial formats,
 * the outdoor unit a split has, the photos the schemes ask for), results outside the manual flagged
 * (never refused), and stored once under the phone's idempotency key with the serials and photos, the
 * owner's "Confirm your installation" mail in the same transaction. A serial commissioned on another
 * job, or registered by someone other than this job's owner, is refused and reaches staff.
 */
import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { commissioningFlags, serialMatches } from '#lib/installs/commissioning.ts';
import type { InstallProduct } from '#lib/installs/products.ts';
import type { Database } from '../db/types.ts';
import type { NewNotification } from '../leads/store/records.ts';
import { queueNotification } from '../leads/store/status-change.ts';
import type { InstallContext } from './context.ts';
import { lockedJob } from './jobs.ts';
import {
  type CommissioningRecord,
  type InstallJob,
  type InstallPhotoKind,
  installPhotoLabels,
  type JobFlag,
  type NewInstallPhoto,
} from './records.ts';

export interface Commissioning {
  /** The phone's key for this sending: the same key twice stores once. */
  key: string;
  record: CommissioningRecord;
  photos: readonly NewInstallPhoto[];
}

export type CommissionRefusal =
  | { reason: 'not-found' }
  | { reason: 'already-commissioned' }
  | { reason: 'invalid'; errors: Record<string, string> }
  | { reason: 'serial-taken'; serial: string };

export type CommissionResult =
  | { ok: true; job: InstallJob; duplicate: boolean }
  | ({ ok: false } & CommissionRefusal);

/** The mails a commissioning sends: the owner's confirmation, and staff's on a flag or a conflict. */
export interface CommissionMails {
  owner(job: InstallJob): NewNotification | null;
  staff(job: InstallJob, says: string): NewNotification | null;
}

/** The photos a job needs: the new units' plates and places, and the old unit's when there was one. */
export function requiredPhotos(
  products: readonly InstallProduct[],
  record: CommissioningRecord,
): InstallPhotoKind[] {
  const outdoor = products.some((product) => product.outdoor);
  return [
    ...(record.oldSystem.kind === 'none' ? [] : (['old-plate', 'old-unusable'] as const)),
    'indoor-plate',
    ...(outdoor ? (['outdoor-plate'] as const) : []),
    'indoor-installed',
    ...(outdoor ? (['outdoor-installed'] as const) : []),
  ];
}

/**
 * What is wrong with a record for this job, by field (`units.0.indoorSerial`, `photos`): units in
 * the job's order, each serial in its model's format, the outdoor serial where the model has one,
 * and every photo the schemes ask for.
 */
export function recordErrors(
  job: InstallJob,
  record: CommissioningRecord,
  photos: readonly NewInstallPhoto[],
  products: ReadonlyMap<string, InstallProduct>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (record.units.length !== job.units.length) errors.units = 'Commission every unit on the job';
  const used: InstallProduct[] = [];
  record.units.forEach((unit, index) => {
    const product = products.get(unit.productSlug);
    if (!product || job.units[index]?.productSlug !== unit.productSlug) {
      errors[`units.${index}.productSlug`] = 'Commission the product the job books';
      return;
    }
    used.push(product);
    if (!serialMatches(unit.indoorSerial, product.indoor))
      errors[`units.${index}.indoorSerial`] =
        `This serial is not in the ${product.modelNumber}’s format, e.g. ${product.indoor.example}`;
    if (product.outdoor && !unit.outdoorSerial)
      errors[`units.${index}.outdoorSerial`] = 'Enter the outdoor unit’s serial number';
    else if (product.outdoor && unit.outdoorSerial && !serialMatches(unit.outdoorSerial, product.outdoor))
      errors[`units.${index}.outdoorSerial`] =
        `This serial is not in the outdoor unit’s format, e.g. ${product.outdoor.example}`;
  });
  const taken = new Set(photos.map((photo) => photo.kind));
  const missing = requiredPhotos(used, record).filter((kind) => !taken.has(kind));
  if (missing.length > 0)
    errors.photos = `Take these photos: ${missing.map((kind) => installPhotoLabels[kind]).join(', ')}`;
  return errors;
}

/** The record's results outside the installation manual, unit by unit. */
export function jobFlags(
  record: CommissioningRecord,
  products: ReadonlyMap<string, InstallProduct>,
): JobFlag[] {
  return record.units.flatMap((unit, index) => {
    const product = products.get(unit.productSlug);
    if (!product) return [];
    return commissioningFlags({
      refrigerant: product.refrigerant,
      pipeRunM: unit.pipeRunM,
      pipeLengthMaxM: product.pipeLengthMaxM,
      charge: product.charge,
      chargeAddedGrams: unit.chargeAddedGrams,
      vacuumMicrons: unit.vacuumMicrons,
      vacuumHeldMinutes: unit.vacuumHeldMinutes,
      nitrogenKpa: unit.nitrogenKpa,
      nitrogenHeldMinutes: unit.nitrogenHeldMinutes,
    }).map((flag) => ({ unit: index, ...flag }));
  });
}

const serialsOf = (record: CommissioningRecord) =>
  record.units.flatMap((unit) => [
    { serial: unit.indoorSerial, unit: 'indoor' as const },
    ...(unit.outdoorSerial ? [{ serial: unit.outdoorSerial, unit: 'outdoor' as const }] : []),
  ]);

/** Stores a job's commissioning once, with its serials, photos and mails. */
export async function commission(
  context: InstallContext,
  reference: string,
  sent: Commissioning,
  mails: CommissionMails,
): Promise<CommissionResult> {
  return context.db.transaction().execute(async (trx): Promise<CommissionResult> => {
    const job = await lockedJob(context, trx, reference);
    if (!job) return { ok: false, reason: 'not-found' };
    // Sent again (the phone lost the answer, a second tap): the first sending's answer.
    const stored = await trx
      .selectFrom('install_jobs')
      .select('commission_key')
      .where('id', '=', job.id)
      .executeTakeFirst();
    if (stored?.commission_key === sent.key) return { ok: true, job, duplicate: true };
    if (job.status !== 'booked') return { ok: false, reason: 'already-commissioned' };
    const errors = recordErrors(job, sent.record, sent.photos, context.products);
    if (Object.keys(errors).length > 0) return { ok: false, reason: 'invalid', errors };
    const timestamp = context.clock().toISOString();
    const serials = serialsOf(sent.record);
    const taken = await serialTakenElsewhere(
      trx,
      job,
      serials.map((entry) => entry.serial),
    );
    if (taken) {
      const notice = mails.staff(
        job,
        `Serial ${taken} was sent for job ${job.reference} but is already registered or commissioned on another system.`,
      );
      if (notice) await queueNotification(trx, job.leadId, notice, timestamp);
      // Kept for staff's conflicts list: the refusal stores nothing else (the transaction commits).
      await trx
        .insertInto('install_conflicts')
        .values({ job_id: job.id, serial: taken, created_at: timestamp })
        .execute();
      return { ok: false, reason: 'serial-taken', serial: taken };
    }
    await trx
      .insertInto('install_serials')
      .values(serials.map((entry) => ({ ...entry, job_id: job.id })))
      .execute();
    if (sent.photos.length > 0)
      await trx
        .insertInto('install_photos')
        .values(
          sent.photos.map((photo) => ({
            job_id: job.id,
            kind: photo.kind,
            media_type: photo.mediaType,
            byte_size: photo.content.byteLength,
            sha256: createHash('sha256').update(photo.content).digest('hex'),
            content: photo.content,
            taken_at: photo.takenAt,
            latitude: photo.latitude,
            longitude: photo.longitude,
            created_at: timestamp,
          })),
        )
        .execute();
    const flags = jobFlags(sent.record, context.products);
    await trx
      .updateTable('install_jobs')
      .set({
        status: 'commissioned',
        record: JSON.stringify(sent.record),
        flags: JSON.stringify(flags),
        commission_key: sent.key,
        commissioned_at: timestamp,
        updated_at: timestamp,
      })
      .where('id', '=', job.id)
      .execute();
    const done: InstallJob = {
      ...job,
      status: 'commissioned',
      record: sent.record,
      flags,
      commissionedAt: timestamp,
    };
    const ownerMail = mails.owner(done);
    if (ownerMail) await queueNotification(trx, job.leadId, ownerMail, timestamp);
    if (flags.length > 0) {
      const notice = mails.staff(done, flags.map((flag) => flag.says).join('\n'));
      if (notice) await queueNotification(trx, job.leadId, notice, timestamp);
    }
    return { ok: true, job: done, duplicate: false };
  });
}

/**
 * The first of `serials` commissioned on another job, or registered by anyone but this job's owner
 * (a registration the owner made themselves is joined when they confirm).
 */
async function serialTakenElsewhere(
  trx: Transaction<Database>,
  job: InstallJob,
  serials: readonly string[],
): Promise<string | undefined> {
  const commissioned = await trx
    .selectFrom('install_serials')
    .select('serial')
    .where('serial', 'in', [...serials])
    .where('job_id', '!=', job.id)
    .executeTakeFirst();
  if (commissioned) return commissioned.serial;
  const registered = await trx
    .selectFrom('warranty_serials as s')
    .innerJoin('leads as l', 'l.id', 's.lead_id')
    .select(['s.serial', 'l.email'])
    .where('s.serial', 'in', [...serials])
    .execute();
  const owner = job.owner.email.toLowerCase();
  return registered.find((row) => !owner || (row.email ?? '').toLowerCase() !== owner)?.serial;
}
