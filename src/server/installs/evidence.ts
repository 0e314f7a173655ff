/**
 * The rebate evidence pack's archive, for the accredited certificate provider: the original photos
 * as the phone sent them and a manifest naming each file with its kind, when and where it was taken
 * and its SHA-256, so the provider can show no photo was swapped or edited after the job. For the
 * job's dealer and staff only (the caller checks); built on request, never stored.
 */
import { createHash } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import type { InstallContext } from './context.ts';
import { type InstallPhotoKind, installPhotoLabels } from './records.ts';

export interface PhotoEntry {
  file: string;
  kind: InstallPhotoKind;
  label: string;
  takenAt: string;
  latitude: number | null;
  longitude: number | null;
  sha256: string;
  bytes: number;
}

const extensionOf: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/heic': 'heic',
  'image/webp': 'webp',
};

/** The job's photos in the order taken, with their content. */
export async function jobPhotos(context: InstallContext, jobId: number) {
  return context.db
    .selectFrom('install_photos')
    .select([
      'id',
      'kind',
      'media_type',
      'byte_size',
      'sha256',
      'content',
      'taken_at',
      'latitude',
      'longitude',
    ])
    .where('job_id', '=', jobId)
    .orderBy('taken_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/**
 * The archive: `manifest.json` (the job, and every photo's file, kind, time, place and SHA-256) and
 * the photos under `photos/`, each named by its order and kind.
 */
export async function evidenceArchive(
  context: InstallContext,
  job: { id: number; reference: string },
): Promise<{ zip: Uint8Array; manifest: { job: string; photos: PhotoEntry[] } }> {
  const photos = await jobPhotos(context, job.id);
  const files: Record<string, Uint8Array> = {};
  const entries: PhotoEntry[] = photos.map((photo, index) => {
    const kind = photo.kind as InstallPhotoKind;
    const file = `photos/${String(index + 1).padStart(2, '0')}-${kind}.${extensionOf[photo.media_type] ?? 'bin'}`;
    const content = new Uint8Array(photo.content);
    files[file] = content;
    return {
      file,
      kind,
      label: installPhotoLabels[kind] ?? kind,
      takenAt: photo.taken_at,
      latitude: photo.latitude,
      longitude: photo.longitude,
      // Worked out again from what is sent, not copied from the row: the manifest vouches for the file.
      sha256: createHash('sha256').update(content).digest('hex'),
      bytes: content.byteLength,
    };
  });
  const manifest = { job: job.reference, photos: entries };
  files['manifest.json'] = strToU8(`${JSON.stringify(manifest, null, 2)}\n`);
  // Photos are already compressed: stored, not deflated again.
  return { zip: zipSync(files, { level: 0 }), manifest };
}
