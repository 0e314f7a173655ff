/**
 * The steps every lead form's post goes through (form-handler.ts runs them in order): admit, read
 * the body, check limits, check the fields, validate; then store (with the lead's routing) and
 * answer (form-store.ts). Each
 * step either hands the next one what it found or ends the request with an outcome; what differs
 * between forms comes from the form's module (src/server/forms/, through ./form-module.ts).
 */

import { MAX_UPLOAD_FILE_BYTES } from '../../config/env.ts';
import {
  type FieldErrors,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  type LeadFormView,
} from '../../lib/lead-forms/form-view.ts';
import { decisionsMade } from '../../lib/privacy/automated-decisions.ts';
import { clientRateKey } from '../http/rate-limit.ts';
import type { Logger } from '../log.ts';
import {
  type AdmittedUpload,
  admitUpload,
  busy,
  chargeUpload,
  dailyLimitMessage,
  rateLimitedMessage,
  type UploadRefusal,
} from '../uploads/admission.ts';
import {
  discardUploads,
  isMultipart,
  type MultipartResult,
  NO_FILE_SLOT,
  readMultipart,
  type UploadedFile,
} from '../uploads/multipart.ts';
import { type FormBodyResult, readFormBody, unknownFields } from './form-body.ts';
import type { LeadFormContext } from './form-context.ts';
import type { LeadLookups } from './form-kit.ts';
import { formSchema, type LeadForm, thankYouLocation } from './form-module.ts';
import { type LeadFormOutcome, newKey, page } from './form-outcome.ts';
import { scopedIdempotencyKey } from './idempotency.ts';
import { newLeadReference } from './reference.ts';
import { idempotencyKeySchema } from './schema.ts';

/** Discarding a filled honeypot, a repeated post and a file that is not what it claims: the privacy policy names it. */
export const automatedDecisions = decisionsMade('spam-refusal');

/** One post being answered: its form, the request's context and the look-ups its schema uses. */
export interface Post {
  form: LeadForm;
  context: LeadFormContext;
  lookups: LeadLookups;
  logger: Logger;
}

/** A step that ends the request. */
type Ended = { outcome: LeadFormOutcome };

/** Longest text field of a multipart form, bytes (the longest field allows 2,000 characters). */
const MAX_MULTIPART_FIELD_BYTES = 16 * 1024;
const MAX_MULTIPART_FIELDS = 40;

const tooLargeFile = `That file is larger than ${MAX_UPLOAD_FILE_BYTES / 1024 / 1024} MB: take a smaller photo, or save the invoice as a PDF`;

function refused(
  post: Post,
  refusal: UploadRefusal,
  view: LeadFormView,
  headers: Record<string, string> = {},
) {
  post.logger.warn('upload refused', { status: refusal.status, reason: refusal.reason });
  return page(
    refusal.status,
    { ...view, formError: refusal.message },
    { 'Retry-After': String(refusal.retryAfterSeconds), ...headers },
  );
}

/** A post's admission: what it holds until answered, and the file slot its file takes. */
export interface Admitted {
  outcome?: LeadFormOutcome;
  release?: () => void;
  takeSlot?: () => boolean;
  /** The admitted upload's bytes, charged as they arrive, and how its read is stopped. */
  upload?: Pick<AdmittedUpload, 'received' | 'onStop' | 'charged'>;
  /** Why its read was stopped from outside, if it was. */
  stoppedBy?: UploadRefusal;
}

/**
 * 1. Admit: a form that takes a file decides before reading a byte of it, and holds the client's
 * place till answered; its file takes a slot when it starts (readBody).
 */
export async function admit(post: Post, emptyView: () => LeadFormView): Promise<Admitted> {
  if (!post.form.copy.upload) return {};
  const { services, client } = post.context;
  const admitted = await admitUpload(services.uploads, services.rateLimiter, post.form.type, client.address);
  // Closed rather than drained: the body stays unread.
  if (!admitted.ok) return { outcome: refused(post, admitted.refusal, emptyView(), { Connection: 'close' }) };
  return { release: admitted.release, takeSlot: admitted.takeSlot, upload: admitted };
}

/** The post's fields and files, read, with what the later steps need of them. */
export interface ReadPost {
  values: Record<string, string>;
  names: readonly string[];
  files: ReadonlyMap<string, UploadedFile>;
  /** The form's own fields, as posted. */
  fields: Record<string, string>;
  key: ReturnType<typeof idempotencyKeySchema.safeParse>;
  /** The form again with these errors, the values kept (never a secret one) and a usable key. */
  view(errors: FieldErrors, formError?: string): LeadFormView;
}

export type ReadBody = ReadPost | Ended;

type BodyResult =
  | (Extract<FormBodyResult, { ok: true }> & { files: ReadonlyMap<string, UploadedFile> })
  | Extract<MultipartResult, { ok: false }>
  | (Extract<FormBodyResult, { ok: false }> & { values?: Record<string, string> });

/**
 * The post's fields, and its files when the form takes one: a form with a file is read as multipart
 * while it streams (the file to a temporary file), every other form by the urlencoded reader.
 */
async function readBody(post: Post, request: Request, admitted: Admitted): Promise<BodyResult> {
  const upload = post.form.copy.upload;
  const { services } = post.context;
  if (upload && isMultipart(request)) {
    return readMultipart(request, {
      fileFields: new Set([upload.name]),
      maxFileBytes: MAX_UPLOAD_FILE_BYTES,
      maxFieldBytes: MAX_MULTIPART_FIELD_BYTES,
      maxFields: MAX_MULTIPART_FIELDS,
      tempDir: services.uploads.tempDir,
      takeSlot: admitted.takeSlot,
      ...(admitted.upload
        ? {
            received: admitted.upload.received,
            onStop: (stop) =>
              admitted.upload?.onStop((refusal) => {
                admitted.stoppedBy = refusal;
                post.logger.warn('upload stopped', { status: refusal.status, reason: refusal.reason });
                stop(refusal);
              }),
          }
        : {}),
    });
  }
  if (upload) {
    // Not read at all: its body streams (up to the upload limit), and no other encoding carries a file.
    return { ok: false, status: 415, reason: 'The form must be sent as multipart/form-data, with its file.' };
  }
  const body = await readFormBody(request, services.settings.formBodyLimitBytes);
  return body.ok ? { ...body, files: new Map() } : body;
}

/** What a refused read answers with besides its page: a post not read to its end is closed. */
function refusedReadHeaders(status: number, stoppedBy?: UploadRefusal): Record<string, string> {
  if (status === 503 || status === 429)
    return {
      Connection: 'close',
      'Retry-After': String(stoppedBy?.retryAfterSeconds ?? busy().retryAfterSeconds),
    };
  return status === 408 || status === 413 ? { Connection: 'close' } : {};
}

/**
 * 2. Read the body: refused (415, 413, 408 too slow, 503 no file slot or the slot taken for a newer
 * upload, 400) with what was read kept, or the post's fields and files.
 */
export async function readPost(post: Post, request: Request, admitted: Admitted = {}): Promise<ReadBody> {
  const { form, logger } = post;
  const read = await readBody(post, request, admitted);
  const body: BodyResult =
    !read.ok && read.status === 503 && read.reason === NO_FILE_SLOT
      ? { ...read, reason: busy().message }
      : read;
  const fieldNames = Object.keys(formSchema(form, post.lookups).shape);
  if (!body.ok) {
    logger.info('lead form refused', { status: body.status, reason: body.reason });
    // A multipart post cut off past its limit keeps the fields read before the file.
    const kept: Record<string, string> = {};
    for (const name of fieldNames) {
      const value = body.values?.[name];
      if (value !== undefined) kept[name] = value;
    }
    const upload = form.copy.upload;
    const keptKey = idempotencyKeySchema.safeParse(body.values?.[IDEMPOTENCY_FIELD]);
    const view: LeadFormView = {
      values: kept,
      errors: upload && body.status === 413 ? { [upload.name]: tooLargeFile } : {},
      formError: body.reason,
      idempotencyKey: keptKey.success ? keptKey.data : newKey(),
    };
    return { outcome: page(body.status, view, refusedReadHeaders(body.status, admitted.stoppedBy)) };
  }
  const fields: Record<string, string> = {};
  for (const name of fieldNames) {
    const value = body.values[name];
    if (value !== undefined) fields[name] = value;
  }
  const key = idempotencyKeySchema.safeParse(body.values[IDEMPOTENCY_FIELD] ?? '');
  // Secret fields (bank details) are never written back into the page.
  const fieldUi = form.copy.fields as Readonly<Record<string, { secret?: boolean }>>;
  const shown = Object.fromEntries(Object.entries(fields).filter(([name]) => !fieldUi[name]?.secret));
  return {
    values: body.values,
    names: body.names,
    files: body.files,
    fields,
    key,
    view: (errors, formError) => ({
      values: shown,
      errors,
      formError,
      idempotencyKey: key.success ? key.data : newKey(),
    }),
  };
}

/**
 * 3. Check limits: the form's rate limit (a form with a file spent it when admitted), or what the
 * file brought against the upload allowances.
 */
export async function checkLimits(
  post: Post,
  body: ReadPost,
  admitted: Admitted = {},
): Promise<LeadFormOutcome | undefined> {
  const { services, client } = post.context;
  if (post.form.copy.upload) {
    const uploaded = [...body.files.values()].reduce((total, file) => total + file.size, 0);
    const refusal = await chargeUpload(services.uploads, client.address, uploaded, admitted.upload);
    return refusal ? refused(post, refusal, body.view({})) : undefined;
  }
  const key = `${post.form.type}:${clientRateKey(client.address)}`;
  const limit = await services.rateLimiter.hit(key);
  const perDay = post.form.postsPerClientPerDay;
  if (limit.allowed && perDay !== undefined) {
    const daily = await services.dailyFormLimiter(post.form.type, perDay).hit(key);
    if (daily.allowed) return undefined;
    post.logger.warn('lead form daily limit', { retryAfter: daily.retryAfterSeconds });
    return page(429, body.view({}, dailyLimitMessage(perDay, daily.retryAfterSeconds)), {
      'Retry-After': String(daily.retryAfterSeconds),
    });
  }
  if (limit.allowed) return undefined;
  post.logger.warn('lead form rate limited', { retryAfter: limit.retryAfterSeconds });
  return page(429, body.view({}, rateLimitedMessage(limit.retryAfterSeconds)), {
    'Retry-After': String(limit.retryAfterSeconds),
  });
}

const acceptedByType = new Map<string, ReadonlySet<string>>();

/** Every field name a post of this form may carry: the schema's, the honeypot, the key and the file. */
function acceptedFields(form: LeadForm, lookups: LeadLookups): ReadonlySet<string> {
  let accepted = acceptedByType.get(form.type);
  if (!accepted) {
    const upload = form.copy.upload?.name;
    accepted = new Set<string>([
      ...Object.keys(formSchema(form, lookups).shape),
      HONEYPOT_FIELD,
      IDEMPOTENCY_FIELD,
      ...(upload ? [upload] : []),
    ]);
    acceptedByType.set(form.type, accepted);
  }
  return accepted;
}

/** 4. Check the fields: none unknown, the honeypot empty, the idempotency key well formed. */
export function checkFields(post: Post, body: ReadPost): LeadFormOutcome | undefined {
  const unknown = unknownFields(body.names, acceptedFields(post.form, post.lookups));
  if (unknown.length > 0) {
    post.logger.info('lead form refused: unknown fields', {
      fields: unknown.slice(0, 10).map((f) => f.slice(0, 40)),
    });
    return page(
      400,
      body.view({}, 'The form contained fields we don’t recognise. Please use the form on this page.'),
    );
  }
  if (body.values[HONEYPOT_FIELD]) {
    // A bot: thank it like a person, store nothing.
    post.logger.info('lead form honeypot filled: discarded');
    return { kind: 'redirect', location: thankYouLocation(post.form, newLeadReference()) };
  }
  if (!body.key.success) {
    return page(400, body.view({}, 'This form had expired. Please check your details and send it again.'));
  }
  return undefined;
}

function firstErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** A valid submission: its payload as posted, as stored and mailed, and the file the intake accepted. */
export interface ValidPost {
  payload: Record<string, unknown>;
  /** What the schema gave (for a claim without the bank details): the lead's payload. */
  stored: Record<string, unknown>;
  accepted: unknown;
  /** The post's idempotency key, and as stored (scoped to the form and the content). */
  submissionKey: string;
  scopedKey: string;
}

/** 5. Validate: the schema and the form's file; every problem beside its field. */
export async function validate(post: Post, body: ReadPost): Promise<ValidPost | Ended> {
  const { form, context } = post;
  const parsed = formSchema(form, post.lookups).safeParse(body.fields);
  const fileCheck = context.intake ? await context.intake.checkFiles(body.files) : { errors: {} };
  if (!parsed.success || Object.keys(fileCheck.errors).length > 0) {
    const errors: Record<string, string> = parsed.success ? {} : { ...firstErrors(parsed.error.issues) };
    Object.assign(errors, fileCheck.errors);
    const upload = form.copy.upload;
    const sent = upload ? body.files.get(upload.name) : undefined;
    const fileChecked = upload && sent && !errors[upload.name] ? sent.fileName : undefined;
    if (upload && fileChecked !== undefined) {
      // A browser never fills a file input in again: say so, and why, where the file was.
      errors[upload.name] =
        `${fileChecked || 'Your file'} was fine, but a browser empties the file field when a form comes back with a problem: choose it again when you send the form (we keep nothing until then)`;
    }
    post.logger.info('lead form invalid', { fields: Object.keys(errors) });
    const view = body.view(errors);
    return { outcome: page(400, fileChecked === undefined ? view : { ...view, fileChecked }) };
  }
  const payload = parsed.data as Record<string, unknown>;
  return {
    payload,
    // What is stored and mailed: for a claim, the bank details stay out of the lead (intake.ts).
    stored: (context.intake?.storedPayload?.(payload) ?? parsed.data) as Record<string, unknown>,
    accepted: 'accepted' in fileCheck ? fileCheck.accepted : undefined,
    submissionKey: body.key.success ? body.key.data : '',
    scopedKey: scopedIdempotencyKey(form.type, body.key.success ? body.key.data : ''),
  };
}

/** After the answer: the upload slot freed and the post's temporary files removed. */
export async function releasePost(
  admitted: { release?: () => void },
  body: ReadBody | undefined,
): Promise<void> {
  admitted.release?.();
  if (body && !('outcome' in body)) await discardUploads(body.files.values());
}
