/**
 * The portal API's warranty review (staff only): the registrations to review, one registration with
 * the owner's answers and serials, its proof of purchase, and the decision (approve, ask for
 * information, decline with a reason), which mails the owner through the outbox. The proof is served
 * only here, to a verified staff token, as its own image or PDF type (a HEIC photo as a download),
 * with nosniff and a sandbox policy, so an upload can never run as a page of this site.
 */
import { z } from 'zod';
import { shiftDate } from '../../lib/lead-forms/dates.ts';
import type { WarrantyDetailResponse, WarrantyListResponse, WarrantySummary } from '../../lib/portal-api.ts';
import { warrantyReviewStatuses } from '../../lib/value-lists.ts';
import { clock } from '../clock.ts';
import type { WarrantyStatus } from '../db/types.ts';
import { leadForms } from '../forms/index.ts';
import { json, problem } from '../http/problem.ts';
import { hasControlCharacters, looksLikeMarkup } from '../leads/fields.ts';
import { payloadAnswers } from '../leads/notifications.ts';
import type { OutboxWorker } from '../leads/outbox.ts';
import { leadReferenceSchema } from '../leads/schema.ts';
import { recordMailHomeLink } from '../my-home/mail.ts';
import type { HomeContext } from '../my-home/sessions.ts';
import { reviewLinkExpiry } from '../review/owner-link.ts';
import type { RoutingRepository } from '../routing/repository.ts';
import { downloadName } from '../uploads/file-kind.ts';
import { certificatePath } from '../warranty/certificate-path.ts';
import { warrantyUpdateMail } from '../warranty/mail.ts';
import type { RegistrationRecord } from '../warranty/records.ts';
import type { WarrantyRepository } from '../warranty/repository.ts';
import { actorOf, badRequest, denied, type PortalRequest, parseBody } from './handlers.ts';

export interface WarrantyPortalRequest extends PortalRequest {
  warranty: WarrantyRepository;
  outbox: Pick<OutboxWorker, 'kick'>;
  routing: RoutingRepository;
  /** A product's name by slug. */
  productName(slug: string): string | undefined;
  /** A product's longest cover (whole system, compressor or a component), years. */
  coverYears(slug: string): number | undefined;
  siteUrl: string;
  /** Signs the My home link an approval's mail carries. */
  home: Pick<HomeContext, 'clock' | 'links'>;
}

const note = z
  .string()
  .trim()
  .min(5, 'Say what is needed, or why, in a sentence')
  .max(1000, 'Use 1000 characters or fewer')
  .refine((value) => !hasControlCharacters(value, true), 'Use plain text')
  .refine((value) => !looksLikeMarkup(value), 'Remove anything that looks like HTML');

/** A decision: a request for information and a decline each need their words to the owner. */
export const warrantyDecisionSchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('approved') }),
  z.strictObject({ status: z.literal('info-needed'), note }),
  z.strictObject({ status: z.literal('declined'), note }),
]);

/** What a registration's proof of purchase is saved as, less its extension. */
const proofName = (reference: string) => `proof-${reference}`;

const notFound = () => problem(404, 'Not found', 'No warranty registration has that reference.');

/** What the browser may show inline; anything else (HEIC) is a download. */
const inlineTypes = new Set(['image/jpeg', 'image/png', 'application/pdf']);

/**
 * An uploaded document as staff receive it: its own image or PDF type (HEIC as a download), named
 * `{name}.{ext}` by the type its content was recognised as (the uploader's own file name stays out
 * of the header; `name` is ours, letters, digits and hyphens), nosniff, a sandbox policy, never cached.
 */
export function documentResponse(file: { mediaType: string; bytes: Uint8Array }, name: string): Response {
  const inline = inlineTypes.has(file.mediaType);
  // A copy: PostgreSQL hands back a Buffer that may be a view into a larger shared pool.
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': inline ? file.mediaType : 'application/octet-stream',
      'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${downloadName(name, file.mediaType)}"`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
      'Cache-Control': 'no-store, private',
    },
  });
}

function summary(input: WarrantyPortalRequest, record: RegistrationRecord): WarrantySummary {
  const dealer = record.dealerId ? input.routing.dealer(record.dealerId) : undefined;
  return {
    reference: record.reference,
    status: record.status,
    owner: typeof record.payload.name === 'string' ? record.payload.name : null,
    model: record.model,
    product: input.productName(record.productSlug) ?? record.model,
    postcode: record.postcode,
    dealer: dealer ? { id: dealer.id, name: dealer.name } : null,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

async function registrationOf(input: WarrantyPortalRequest, reference: string | undefined) {
  const parsed = leadReferenceSchema.safeParse(reference);
  return parsed.success ? input.warranty.findByReference(parsed.data) : undefined;
}

/** GET /api/portal/warranty?status=received: registrations, newest first. */
export async function warrantyList(input: WarrantyPortalRequest): Promise<Response> {
  const refused = denied(input.principal, 'warranty:review');
  if (refused) return refused;
  const status = input.url.searchParams.get('status');
  if (status !== null && !(warrantyReviewStatuses as readonly string[]).includes(status)) {
    return badRequest('The filter is not valid.', [
      { path: 'status', message: `Use one of ${warrantyReviewStatuses.join(', ')}` },
    ]);
  }
  const records = await input.warranty.list((status ?? undefined) as WarrantyStatus | undefined);
  return json({
    registrations: records.map((record) => summary(input, record)),
  } satisfies WarrantyListResponse);
}

async function detailJson(input: WarrantyPortalRequest, record: RegistrationRecord): Promise<Response> {
  const [serials, file] = await Promise.all([
    input.warranty.serialsOf(record.leadId),
    input.warranty.fileMetaOf(record.leadId),
  ]);
  const body: WarrantyDetailResponse = {
    ...summary(input, record),
    note: record.statusNote,
    answers: Object.keys(record.payload).length
      ? payloadAnswers(leadForms.warranty.copy, record.payload, input.productName)
      : [],
    serials: { indoor: serials.indoor ?? null, outdoor: serials.outdoor ?? null },
    proof: file
      ? {
          ...file,
          url: `/api/portal/warranty/${record.reference}/proof`,
          downloadName: downloadName(proofName(record.reference), file.mediaType),
        }
      : null,
    certificateUrl:
      record.status === 'approved' && record.certificateToken
        ? certificatePath(record.certificateToken)
        : null,
  };
  return json(body);
}

/** GET /api/portal/warranty/CC-XXXXXX */
export async function warrantyDetail(input: WarrantyPortalRequest, reference: string | undefined) {
  const refused = denied(input.principal, 'warranty:review');
  if (refused) return refused;
  const record = await registrationOf(input, reference);
  return record ? detailJson(input, record) : notFound();
}

/** GET /api/portal/warranty/CC-XXXXXX/proof: the uploaded file, as itself, never as a page. */
export async function warrantyProof(input: WarrantyPortalRequest, reference: string | undefined) {
  const refused = denied(input.principal, 'warranty:review');
  if (refused) return refused;
  const record = await registrationOf(input, reference);
  const file = record ? await input.warranty.fileOf(record.leadId) : undefined;
  if (!record || !file) return notFound();
  return documentResponse(file, proofName(record.reference));
}

/** The owner's token for the link in a registration's mail (src/server/review/owner-link.ts). */
async function ownerToken(input: WarrantyPortalRequest, reference: string): Promise<string> {
  const links = await input.warranty.ownerLinks();
  return links.issue(reference, 0, reviewLinkExpiry(clock.now()));
}

/** POST /api/portal/warranty/CC-XXXXXX/decision `{ status, note? }`: decides and mails the owner. */
export async function warrantyDecision(input: WarrantyPortalRequest, reference: string | undefined) {
  const refused = denied(input.principal, 'warranty:review');
  if (refused) return refused;
  const existing = await registrationOf(input, reference);
  if (!existing) return notFound();
  const parsed = await parseBody(input.request, warrantyDecisionSchema, 'The decision');
  if (!parsed.ok) return parsed.response;
  const product = input.productName(existing.productSlug) ?? existing.model;
  const token = await ownerToken(input, existing.reference);
  const home = await recordMailHomeLink(input.home, input.siteUrl);
  const updated = await input.warranty.decide(
    existing.reference,
    parsed.value,
    actorOf(input.principal),
    (record) => warrantyUpdateMail(record, product, input.siteUrl, token, home),
    // The cover ends its longest period after installation (retention counts from then).
    (record) => {
      const years = input.coverYears(record.productSlug);
      const installed = record.payload.installationDate;
      return years && typeof installed === 'string'
        ? new Date(`${shiftDate(installed, { years })}T00:00:00Z`).toISOString()
        : undefined;
    },
  );
  if (!updated) return notFound();
  input.outbox.kick();
  return detailJson(input, updated);
}

/** Staff's record of why serials were released: who showed they own the system, and how. */
export const warrantyReleaseSchema = z.strictObject({
  note: note.refine((value) => value.length >= 10, 'Say who showed they own the system, and how'),
});

/** What the registration's maker reads when its serials are released to their owner. */
export const releasedReason =
  'Another person has shown us they own the system with these serial numbers, so this registration was withdrawn.';

/**
 * POST /api/portal/warranty/CC-XXXXXX/release `{ note }`: a squatted serial. Frees the
 * registration's serial numbers so their owner can register them, declines it (mailing its maker
 * the reason above) and keeps staff's note on the lead. 409 when they were already released.
 */
export async function warrantyRelease(input: WarrantyPortalRequest, reference: string | undefined) {
  const refused = denied(input.principal, 'warranty:review');
  if (refused) return refused;
  const existing = await registrationOf(input, reference);
  if (!existing) return notFound();
  const parsed = await parseBody(input.request, warrantyReleaseSchema, 'The release');
  if (!parsed.ok) return parsed.response;
  const product = input.productName(existing.productSlug) ?? existing.model;
  const token = await ownerToken(input, existing.reference);
  const outcome = await input.warranty.releaseSerials(
    existing.reference,
    releasedReason,
    parsed.value.note,
    actorOf(input.principal),
    (record) => warrantyUpdateMail(record, product, input.siteUrl, token),
  );
  if (!outcome) return notFound();
  if (outcome.released.length === 0) {
    return problem(409, 'Conflict', 'This registration’s serial numbers were already released.');
  }
  input.outbox.kick();
  return detailJson(input, outcome.record);
}
