/**
 * The technician's checklist as it arrives: a multipart post (the record's fields, named as in
 * src/lib/installs/checklist-fields.ts, and a photo per kind) to the signed link's address, read with
 * the forms' streaming reader (src/server/uploads/multipart.ts) in a file slot of the uploads'
 * limits, each photo recognised by its content. The link is checked from the address before a byte
 * of the body is read: an altered one is refused with nothing of the job. The same reading serves
 * the phone's island (/api/installs/commission, JSON) and the page's last step without JavaScript.
 */
import { z } from 'zod';
import { MAX_UPLOAD_FILE_BYTES } from '../../config/env.ts';
import {
  type ChecklistPhotoKind,
  checklistFieldNames,
  checklistPhotoKinds,
  latitudeField,
  longitudeField,
  photoField,
  recordInput,
  takenAtField,
} from '../../lib/installs/checklist-fields.ts';
import type { Services } from '../services.ts';
import { admitUpload } from '../uploads/admission.ts';
import { documentKindOf, documentKinds } from '../uploads/file-kind.ts';
import {
  discardUploads,
  isMultipart,
  NO_FILE_SLOT,
  readMultipart,
  type UploadedFile,
  uploadBytes,
  uploadHead,
} from '../uploads/multipart.ts';
import { verifyJobLink } from './job-links.ts';
import type { InstallJob } from './records.ts';
import { type CommissioningRecord, commissioningRecordSchema, type NewInstallPhoto } from './records.ts';
import type { InstallRepository } from './repository.ts';

/** Longest text field: a description or a licence is short; a page's worth is refused whole. */
const MAX_FIELD_BYTES = 2 * 1024;
/** The checklist's fields for the largest job (8 systems), with room for the step's buttons. */
const MAX_FIELDS = checklistFieldNames(8).length + 8;

export const linkSchema = z.strictObject({
  job: z.string().regex(/^CJ-[A-Z0-9]{6}$/),
  token: z.string().min(1).max(40),
});

/** The job a technician's link opens, or null (altered, expired, another purpose, no such job). */
export async function jobOfLink(
  installs: InstallRepository,
  query: URLSearchParams,
): Promise<{ job: InstallJob; token: string } | null> {
  const link = linkSchema.safeParse({ job: query.get('job') ?? '', token: query.get('token') ?? '' });
  if (!link.success) return null;
  if (!(await verifyJobLink(installs, 'technician', link.data.job, link.data.token))) return null;
  const job = await installs.jobByReference(link.data.job);
  return job ? { job, token: link.data.token } : null;
}

export type ChecklistBody =
  | {
      ok: true;
      values: Record<string, string>;
      files: ReadonlyMap<string, UploadedFile>;
      done(): Promise<void>;
    }
  | { ok: false; status: 400 | 408 | 413 | 415 | 429 | 503; message: string; values: Record<string, string> };

/** Reads a checklist post: its fields, and its photos into temporary files (`done` removes them). */
export async function readChecklistBody(
  request: Request,
  services: Services,
  address: string,
): Promise<ChecklistBody> {
  if (!isMultipart(request))
    return { ok: false, status: 415, message: 'Send the checklist as multipart/form-data.', values: {} };
  // The signed link is the gate (checked before this): no form rate limit (a technician posts each
  // step), but a file slot and the client's hold like any upload.
  const signedLinkGate = {
    hit: async () => ({ allowed: true, remaining: 1, retryAfterSeconds: 0 }),
    peek: async () => ({ allowed: true, remaining: 1, retryAfterSeconds: 0 }),
    enabled: false,
  };
  const admitted = await admitUpload(services.uploads, signedLinkGate, 'install-checklist', address);
  if (!admitted.ok)
    return { ok: false, status: admitted.refusal.status, message: admitted.refusal.message, values: {} };
  const read = await readMultipart(request, {
    fileFields: new Set(checklistPhotoKinds.map(photoField)),
    maxFileBytes: MAX_UPLOAD_FILE_BYTES,
    maxFieldBytes: MAX_FIELD_BYTES,
    maxFields: MAX_FIELDS,
    tempDir: services.uploads.tempDir,
    takeSlot: admitted.takeSlot,
    onStop: (stop) => admitted.onStop(stop),
  }).catch((error: unknown) => {
    admitted.release();
    throw error;
  });
  if (!read.ok) {
    admitted.release();
    const message =
      read.reason === NO_FILE_SLOT
        ? 'Many photos are arriving just now: send again in half a minute.'
        : read.reason;
    return { ok: false, status: read.status, message, values: read.values };
  }
  return {
    ok: true,
    values: read.values,
    files: read.files,
    done: async () => {
      admitted.release();
      await discardUploads(read.files.values());
    },
  };
}

/** Zod's issues by the field they belong to (`units.0.indoorSerial`), the first of each. */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'record';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The record from the posted fields, or its errors by field. */
export function parseRecord(
  values: Record<string, string>,
  units: number,
):
  | { record: CommissioningRecord; errors: Record<string, never> }
  | { record?: undefined; errors: Record<string, string> } {
  const parsed = commissioningRecordSchema.safeParse(recordInput(values, units));
  return parsed.success ? { record: parsed.data, errors: {} } : { errors: issuesByField(parsed.error) };
}

const takenAtSchema = z.iso.datetime({ offset: true });
const coordinate = (limit: number) => z.coerce.number().min(-limit).max(limit);

/**
 * The photos posted, each recognised by its bytes (JPEG, PNG or HEIC: never by its name), with the
 * time and place the phone read when it was taken (a post without them, the page without
 * JavaScript, is taken when it arrives, with no place).
 */
export async function readPhotos(
  files: ReadonlyMap<string, UploadedFile>,
  values: Record<string, string>,
  now: Date,
): Promise<{ photos: NewInstallPhoto[]; errors: Record<string, string> }> {
  const photos: NewInstallPhoto[] = [];
  const errors: Record<string, string> = {};
  for (const kind of checklistPhotoKinds) {
    const file = files.get(photoField(kind));
    if (!file) continue;
    const field = photoField(kind);
    if (file.tooLarge) {
      errors[field] =
        `That photo is larger than ${MAX_UPLOAD_FILE_BYTES / 1024 / 1024} MB: take it again at a lower size`;
      continue;
    }
    const documentKind = await documentKindOf(await uploadHead(file));
    if (!documentKind || documentKind === 'pdf') {
      errors[field] =
        'That file isn’t a photo (JPEG, PNG or HEIC), whatever its name says: take the photo again';
      continue;
    }
    const place = photoPlace(values, kind);
    if (!place.ok) {
      errors[field] = 'The photo’s location could not be read: take the photo again';
      continue;
    }
    const sentTakenAt = values[takenAtField(kind)];
    const takenAt = sentTakenAt === undefined ? now.toISOString() : takenAtSchema.safeParse(sentTakenAt);
    if (
      typeof takenAt !== 'string' &&
      (!takenAt.success || Date.parse(takenAt.data) > now.getTime() + 10 * 60_000)
    ) {
      errors[field] = 'The time the photo was taken could not be read: take the photo again';
      continue;
    }
    photos.push({
      kind,
      mediaType: documentKinds[documentKind],
      content: new Uint8Array(await uploadBytes(file)),
      takenAt: typeof takenAt === 'string' ? takenAt : new Date(takenAt.data).toISOString(),
      latitude: place.latitude,
      longitude: place.longitude,
    });
  }
  return { photos, errors };
}

/** Where the phone was when the photo was taken: both coordinates or neither. */
function photoPlace(values: Record<string, string>, kind: ChecklistPhotoKind) {
  const latitude = values[latitudeField(kind)];
  const longitude = values[longitudeField(kind)];
  if (latitude === undefined && longitude === undefined)
    return { ok: true as const, latitude: null, longitude: null };
  const lat = coordinate(90).safeParse(latitude);
  const lng = coordinate(180).safeParse(longitude);
  if (!lat.success || !lng.success) return { ok: false as const };
  return { ok: true as const, latitude: lat.data, longitude: lng.data };
}
