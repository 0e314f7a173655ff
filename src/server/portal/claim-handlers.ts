/**
 * The portal API's promotion claims (staff only): the claims to check, one claim with its answers,
 * serials and invoice, the decision (validate, then approve; or reject with a reason), each mailed to
 * the claimant through the outbox, and the approved claims as a CSV for payment: the one place the
 * bank details leave the database in full. A payout above its promotion's `secondApprovalAboveAud`
 * needs two approvals from two different staff members.
 */
import { z } from 'zod';
import type { ClaimDetailResponse, ClaimListResponse, ClaimSummary } from '../../lib/portal-api.ts';
import { claimReviewStatuses } from '../../lib/value-lists.ts';
import { clock } from '../clock.ts';
import type { ClaimStatus } from '../db/types.ts';
import { leadForms } from '../forms/index.ts';
import { json, problem } from '../http/problem.ts';
import { hasControlCharacters, looksLikeMarkup } from '../leads/fields.ts';
import { payloadAnswers } from '../leads/notifications.ts';
import type { OutboxWorker } from '../leads/outbox.ts';
import { leadReferenceSchema } from '../leads/schema.ts';
import { claimUpdateMail } from '../promotions/mail.ts';
import type { ClaimRecord, ClaimRepository } from '../promotions/repository.ts';
import { downloadName } from '../uploads/file-kind.ts';
import { csvRow } from './csv.ts';
import { actorOf, badRequest, denied, type PortalRequest, parseBody } from './handlers.ts';
import { documentResponse } from './warranty-handlers.ts';

/** What a claim's invoice is saved as, less its extension. */
const invoiceName = (reference: string) => `invoice-${reference}`;

export interface ClaimPortalRequest extends PortalRequest {
  claims: ClaimRepository;
  outbox: Pick<OutboxWorker, 'kick'>;
  /** A promotion's title by slug. */
  promotionTitle(slug: string): string | undefined;
  /** A promotion's threshold by slug: claims paying more need a second approver (content-set). */
  secondApprovalAbove(slug: string): number | undefined;
  /** SITE_URL: the claimant's mail links are absolute. */
  siteUrl: string;
}

export const claimDecisionSchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('validated') }),
  z.strictObject({ status: z.literal('approved') }),
  z.strictObject({
    status: z.literal('rejected'),
    note: z
      .string()
      .trim()
      .min(5, 'Say why, in a sentence the claimant will read')
      .max(1000, 'Use 1000 characters or fewer')
      .refine((value) => !hasControlCharacters(value, true), 'Use plain text')
      .refine((value) => !looksLikeMarkup(value), 'Remove anything that looks like HTML'),
  }),
]);

const notFound = () => problem(404, 'Not found', 'No claim has that ID.');

function summary(input: ClaimPortalRequest, record: ClaimRecord): ClaimSummary {
  return {
    reference: record.reference,
    status: record.status,
    promotion: { slug: record.promotion, title: input.promotionTitle(record.promotion) ?? record.promotion },
    claimant: typeof record.payload.name === 'string' ? record.payload.name : null,
    amountAud: record.amountAud,
    accountEnding: record.accountEnding,
    postcode: record.postcode,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    firstApprovedBy: record.firstApprovedBy,
  };
}

async function claimOf(input: ClaimPortalRequest, reference: string | undefined) {
  const parsed = leadReferenceSchema.safeParse(reference);
  return parsed.success ? input.claims.findByReference(parsed.data) : undefined;
}

/** GET /api/portal/claims?status=received */
export async function claimList(input: ClaimPortalRequest): Promise<Response> {
  const refused = denied(input.principal, 'claims:review');
  if (refused) return refused;
  const status = input.url.searchParams.get('status');
  if (status !== null && !(claimReviewStatuses as readonly string[]).includes(status)) {
    return badRequest('The filter is not valid.', [
      { path: 'status', message: `Use one of ${claimReviewStatuses.join(', ')}` },
    ]);
  }
  const records = await input.claims.list((status ?? undefined) as ClaimStatus | undefined);
  return json({ claims: records.map((record) => summary(input, record)) } satisfies ClaimListResponse);
}

async function detailJson(input: ClaimPortalRequest, record: ClaimRecord): Promise<Response> {
  const [serials, file] = await Promise.all([
    input.claims.serialsOf(record.leadId),
    input.claims.fileMetaOf(record.leadId),
  ]);
  const body: ClaimDetailResponse = {
    ...summary(input, record),
    note: record.statusNote,
    // The stored answers carry the account's last digits only (see promotions/intake.ts).
    answers: Object.keys(record.payload).length ? payloadAnswers(leadForms.claim.copy, record.payload) : [],
    serials,
    invoice: file
      ? {
          ...file,
          url: `/api/portal/claims/${record.reference}/invoice`,
          downloadName: downloadName(invoiceName(record.reference), file.mediaType),
        }
      : null,
  };
  return json(body);
}

/** GET /api/portal/claims/CC-XXXXXX */
export async function claimDetail(input: ClaimPortalRequest, reference: string | undefined) {
  const refused = denied(input.principal, 'claims:review');
  if (refused) return refused;
  const record = await claimOf(input, reference);
  return record ? detailJson(input, record) : notFound();
}

/** GET /api/portal/claims/CC-XXXXXX/invoice: the uploaded invoice, as itself, never as a page. */
export async function claimInvoice(input: ClaimPortalRequest, reference: string | undefined) {
  const refused = denied(input.principal, 'claims:review');
  if (refused) return refused;
  const record = await claimOf(input, reference);
  const file = record ? await input.claims.fileOf(record.leadId) : undefined;
  if (!record || !file) return notFound();
  return documentResponse(file, invoiceName(record.reference));
}

/** POST /api/portal/claims/CC-XXXXXX/decision `{ status, note? }` */
export async function claimDecision(input: ClaimPortalRequest, reference: string | undefined) {
  const refused = denied(input.principal, 'claims:review');
  if (refused) return refused;
  const existing = await claimOf(input, reference);
  if (!existing) return notFound();
  const parsed = await parseBody(input.request, claimDecisionSchema, 'The decision');
  if (!parsed.ok) return parsed.response;
  const title = input.promotionTitle(existing.promotion) ?? existing.promotion;
  // A promotion no longer offered (its file removed) keeps its claims payable, by two people.
  const secondApprovalAboveAud = input.secondApprovalAbove(existing.promotion) ?? 0;
  const updated = await input.claims.decide(
    existing.reference,
    parsed.value,
    { name: actorOf(input.principal), sub: input.principal.sub },
    (record) => claimUpdateMail(record, title, input.siteUrl),
    { secondApprovalAboveAud },
  );
  if (updated === undefined) return notFound();
  if (updated === 'same-approver') {
    return problem(
      403,
      'Forbidden',
      `You gave this claim its first approval. A payout above $${secondApprovalAboveAud} needs a second approval from another staff member.`,
    );
  }
  if (updated === 'conflict') {
    return problem(
      409,
      'Conflict',
      existing.status === 'received'
        ? 'Validate the claim (invoice and serials checked) before approving it for payment.'
        : `This claim is already ${existing.status}.`,
    );
  }
  input.outbox.kick();
  return detailJson(input, updated);
}

/**
 * POST /api/portal/claims/approved.csv: the payment file. It holds what the payment run needs (claim
 * ID, payee, BSB, account number, amount, the reference the payee's statement shows) for the claims
 * fully approved and not in a payment file yet, and marks them exported: each claim's bank details
 * leave the database once, a claim is never paid twice by two runs, and a file that goes astray
 * holds one run's claims only. A POST, because it changes what the next export holds.
 */
export async function approvedClaimsCsv(input: ClaimPortalRequest): Promise<Response> {
  const refused = denied(input.principal, 'claims:review');
  if (refused) return refused;
  const rows = await input.claims.exportForPayment(actorOf(input.principal));
  const header = ['Claim ID', 'Payee name', 'BSB', 'Account number', 'Amount (AUD)', 'Reference'];
  const body = [
    csvRow(header),
    ...rows.map((row) =>
      csvRow([
        row.reference,
        row.accountName,
        `${row.bsb.slice(0, 3)}-${row.bsb.slice(3)}`,
        row.accountNumber,
        row.amountAud.toFixed(2),
        // What the payee's bank statement shows (an ABA lodgement reference holds 18 characters).
        `Cirrus ${row.reference}`,
      ]),
    ),
  ].join('');
  const day = clock.now().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="cirrus-payment-run-${day}.csv"`,
      'Cache-Control': 'no-store, private',
    },
  });
}
