/**
 * The review form's controller (/reviews/write): the invitation's signed link opens it (nothing else
 * does: the link is the proof the writer is the job's owner), a post stores the review once and
 * spends the invitation. The same path for every rating. Works without JavaScript (a multipart post,
 * photos through the upload limits: a file slot, the client's daily allowance); never cached.
 */
import { z } from 'zod';
import { MAX_UPLOAD_FILE_BYTES } from '#config/env.ts';
import {
  jobLabel,
  REVIEW_PHOTOS_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  type ReviewFormView,
} from '#lib/dealer-page.ts';
import { timeZoneByState } from '#lib/opening-hours.ts';
import { clock } from '../clock.ts';
import type { FormRoute } from '../forms/form-page.ts';
import { multiLine } from '../leads/fields.ts';
import type { Services } from '../services.ts';
import { admitUpload } from '../uploads/admission.ts';
import { documentKindOf, documentKinds } from '../uploads/file-kind.ts';
import {
  discardUploads,
  isMultipart,
  NO_FILE_SLOT,
  readMultipart,
  uploadBytes,
} from '../uploads/multipart.ts';
import { forgetDealerPage } from './page.ts';
import type { Invitation, NewReview } from './reviews.ts';
import { reviewsOf } from './site.ts';

const linkSchema = z.strictObject({
  invitation: z.string().regex(/^[1-9]\d{0,9}$/),
  token: z.string().max(40),
});

const reviewSchema = z.object({
  rating: z.coerce
    .number('Choose from one to five stars')
    .int('Choose from one to five stars')
    .min(1, 'Choose from one to five stars')
    .max(5, 'Choose from one to five stars'),
  body: multiLine('Tell other owners how the job went', REVIEW_TEXT_MAX).refine(
    (value) => value.length >= REVIEW_TEXT_MIN,
    `Tell other owners a little more: at least ${REVIEW_TEXT_MIN} characters`,
  ),
});

export const photoFields = Array.from({ length: REVIEW_PHOTOS_MAX }, (_, index) => `photo${index + 1}`);

export interface ReviewFormRoute {
  status: 200 | 400 | 403 | 408 | 410 | 413 | 415 | 429 | 503;
  view: ReviewFormView;
}

const monthOf = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone }).format(new Date(iso));

function formView(services: Services, invitation: Invitation, token: string): ReviewFormView {
  const dealer = services.routing.dealer(invitation.dealerId);
  const zone = timeZoneByState[dealer?.address.state ?? 'NSW'];
  return {
    state: invitation.usedAt ? 'used' : 'form',
    invitation: String(invitation.id),
    token,
    dealer: { id: invitation.dealerId, name: dealer?.name ?? 'Your dealer' },
    job: jobLabel(invitation.jobKind, monthOf(invitation.jobDoneAt, zone)),
  };
}

/** The photos posted, each recognised by its bytes (JPEG, PNG or HEIC), or the errors by field. */
async function readPhotos(
  files: ReadonlyMap<string, { path: string; size: number; tooLarge: boolean }>,
): Promise<{ photos: NewReview['photos']; errors: Record<string, string> }> {
  const photos: { mediaType: string; content: Uint8Array }[] = [];
  const errors: Record<string, string> = {};
  for (const field of photoFields) {
    const file = files.get(field);
    if (!file || file.size === 0) continue;
    if (file.tooLarge) {
      errors[field] =
        `That photo is larger than ${MAX_UPLOAD_FILE_BYTES / 1024 / 1024} MB: choose a smaller one`;
      continue;
    }
    const content = new Uint8Array(await uploadBytes(file));
    const kind = await documentKindOf(content);
    if (!kind || kind === 'pdf') {
      errors[field] = 'Choose a photo (JPEG, PNG or HEIC)';
      continue;
    }
    photos.push({ mediaType: documentKinds[kind], content });
  }
  return { photos, errors };
}

async function readPost(astro: FormRoute, services: Services) {
  if (!isMultipart(astro.request))
    return { ok: false as const, status: 415 as const, message: 'Send the review from its page.' };
  const address = astro.locals.client?.address ?? '';
  const admitted = await admitUpload(services.uploads, services.rateLimiter, 'review', address);
  if (!admitted.ok)
    return { ok: false as const, status: admitted.refusal.status, message: admitted.refusal.message };
  try {
    const read = await readMultipart(astro.request, {
      fileFields: new Set(photoFields),
      maxFileBytes: MAX_UPLOAD_FILE_BYTES,
      maxFieldBytes: REVIEW_TEXT_MAX * 4,
      maxFields: 8,
      tempDir: services.uploads.tempDir,
      takeSlot: admitted.takeSlot,
      onStop: (stop) => admitted.onStop(stop),
    });
    if (!read.ok) {
      const message =
        read.reason === NO_FILE_SLOT
          ? 'Many photos are arriving just now: send again in half a minute.'
          : read.reason;
      return { ok: false as const, status: read.status, message, values: read.values };
    }
    try {
      const { photos, errors } = await readPhotos(read.files);
      return { ok: true as const, values: read.values, photos, errors };
    } finally {
      await discardUploads(read.files.values());
    }
  } finally {
    admitted.release();
  }
}

export async function reviewFormRoute(astro: FormRoute): Promise<ReviewFormRoute> {
  const { services } = astro.locals;
  if (!services) throw new Error('The review form needs the site server (npm start)');
  astro.response.headers.set('Cache-Control', 'no-store, private');
  const { repository, invitations } = reviewsOf(services);
  const query = Object.fromEntries(astro.url.searchParams);
  const link = linkSchema.safeParse({ invitation: query.invitation, token: query.token });
  const invalid: ReviewFormRoute = { status: 403, view: { state: 'invalid', invitation: '', token: '' } };
  if (!link.success) return invalid;
  const links = await invitations.links();
  if (!links.verify(link.data.invitation, 0, link.data.token, clock.now())) return invalid;
  const invitation = await repository.invitation(Number(link.data.invitation));
  if (!invitation) return invalid;
  const view = formView(services, invitation, link.data.token);
  if (view.state === 'used') return { status: 410, view };
  if (astro.request.method !== 'POST') return { status: 200, view };

  const post = await readPost(astro, services);
  if (!post.ok) {
    const values = { rating: post.values?.rating, body: post.values?.body };
    return { status: post.status, view: { ...view, values, errors: { form: post.message } } };
  }
  const values = { rating: post.values.rating, body: post.values.body };
  const parsed = reviewSchema.safeParse(post.values);
  const errors: Record<string, string> = { ...post.errors };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  }
  if (!parsed.success || Object.keys(errors).length > 0)
    return { status: 400, view: { ...view, values, errors } };
  const stored = await repository.submit(invitation.id, { ...parsed.data, photos: post.photos });
  if (!stored.ok) return { status: 410, view: { ...view, state: 'used' } };
  forgetDealerPage(services, invitation.dealerId);
  return { status: 200, view: { ...view, state: 'done' } };
}
