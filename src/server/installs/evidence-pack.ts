/**
 * What the evidence pack's PDF is drawn from besides the job: its photos (scaled down for the page:
 * the originals, with their SHA-256, are in the evidence archive) and the rebate plan the owner sent
 * from /send-your-plan, when there is one to link.
 *
 * The plan is a lead of its own (type `plan`), not tied to the quote the job installs: it is linked
 * by the owner's email address, and only a plan routed to the job's own dealer (a plan another dealer
 * received is that dealer's lead, never shown here), not erased, sent before the job was booked. The
 * latest such plan is the one the pack shows.
 */
import sharp from 'sharp';
import type { InstallContext } from './context.ts';
import { jobPhotos } from './evidence.ts';
import type { InstallJob, InstallPhotoKind } from './records.ts';

/** A photo as the pack draws it: a JPEG at most 640 px on its longer side, or null when unreadable. */
export interface PackPhoto {
  kind: InstallPhotoKind;
  takenAt: string;
  latitude: number | null;
  longitude: number | null;
  sha256: string;
  jpeg: Buffer | null;
}

/** The linked rebate plan: its lead, the day it was sent, and the plan's lines as the server made them. */
export interface PackPlan {
  reference: string;
  sentAt: string;
  lines: string[];
}

const PHOTO_EDGE = 640;

/** A photo's bytes as a small JPEG (HEIC and WebP included, as sharp reads them); null when unreadable. */
async function scaledDown(content: Uint8Array): Promise<Buffer | null> {
  try {
    return await sharp(content)
      .rotate()
      .resize(PHOTO_EDGE, PHOTO_EDGE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 70 })
      .toBuffer();
  } catch {
    return null;
  }
}

/** The job's photos in the order taken, scaled down for the page. */
export async function packPhotos(context: InstallContext, jobId: number): Promise<PackPhoto[]> {
  const photos = await jobPhotos(context, jobId);
  return Promise.all(
    photos.map(async (photo) => ({
      kind: photo.kind as InstallPhotoKind,
      takenAt: photo.taken_at,
      latitude: photo.latitude,
      longitude: photo.longitude,
      sha256: photo.sha256,
      jpeg: await scaledDown(new Uint8Array(photo.content)),
    })),
  );
}

/** The rebate plan the job's owner sent to the job's dealer before the booking, if any. */
export async function linkedPlan(context: InstallContext, job: InstallJob): Promise<PackPlan | undefined> {
  const email = job.owner.email.trim().toLowerCase();
  if (!email) return undefined;
  const rows = await context.db
    .selectFrom('leads')
    .select(['reference', 'email', 'payload', 'created_at'])
    .where('type', '=', 'plan')
    .where('dealer_id', '=', job.dealerId)
    .where('erased_at', 'is', null)
    .where('created_at', '<=', job.createdAt)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  // Compared here, not in SQL: the address is stored as typed, and lower() differs between the dialects' collations.
  const row = rows.find((lead) => (lead.email ?? '').trim().toLowerCase() === email);
  if (!row) return undefined;
  const plan = (JSON.parse(row.payload) as { plan?: unknown }).plan;
  const lines = typeof plan === 'string' ? plan.split('\n').filter((line) => line.trim() !== '') : [];
  return lines.length > 0 ? { reference: row.reference, sentAt: row.created_at, lines } : undefined;
}
