/**
 * The portal API's promotion claims (staff only): the claims to check, one claim with its answers,
 * serials and invoice, the decision (validate, then approve; or reject with a reason), each mailed to
 * the claimant through the outbox, and the approved claims as a payment run (the bank's ABA file):
 * the one place the bank details leave the database in full, kept by its id for a while. Every
 * payout (above PAYOUT_SECOND_APPROVAL_ABOVE_AUD, a server setting: 0 by default) needs two
 * approvals from two different staff members.
 */
import { z } from 'zod';
import { australianToday } from '../../lib/lead-forms/dates.ts';
import type {
  ClaimDetailResponse,
  ClaimListResponse,
  ClaimSummary,
  PaymentRunListResponse,
} from '../../lib/portal-api.ts';
import { claimReviewStatuses } from '../../lib/value-lists.ts';
import { clock } from '../clock.ts';
import type { ClaimStatus } from '../db/types.ts';
import { leadForms } from '../forms/index.ts';
import { json, problem } from '../http/problem.ts';
import { hasControlCharacters, looksLikeMarkup } from '../leads/fields.ts';
import { payloadAnswers } from '../leads/notifications.ts';
import type { OutboxWorker } from '../leads/outbox.ts';
import { leadReferenceSchema } from '../leads/schema.ts';
import { abaFile } from '../promotions/aba.ts';
import { claimUpdateMail } from '../promotions/mail.ts';
import type { PaymentRun } from '../promotions/payment-runs.ts';
import type { ClaimRecord } from '../promotions/records.ts';
import type { ClaimRepository } from '../promotions/repository.ts';
import { reviewLinkExpiry } from '../review/owner-link.ts';
import type { PayoutSettings } from '../services.ts';
import { downloadName } from '../uploads/file-kind.ts';
import { actorOf, badRequest, denied, type PortalRequest, parseBody } from './handlers.ts';
import { documentResponse } from './warranty-handlers.ts';

/** What a claim's invoice is saved as, less its extension. */
const invoiceName = (reference: string) => `invoice-${reference}`;

export interface ClaimPortalRequest extends PortalRequest {
  claims: ClaimRepository;
  outbox: Pick<OutboxWorker, 'kick'>;
  /** A promotion's title by slug. */
  promotionTitle(slug: string): string | undefined;
  /** Dual control, the payment runs' keeping time and the paying account (server settings). */
  payouts: PayoutSettings;
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
  const { secondApprovalAboveAud } = input.payouts;
  // The claimant's token for the link in the mail (src/server/review/owner-link.ts).
  const links = await input.claims.ownerLinks();
  const token = links.issue(existing.reference, 0, reviewLinkExpiry(clock.now()));
  const updated = await input.claims.decide(
    existing.reference,
    parsed.value,
    { name: actorOf(input.principal), sub: input.principal.sub },
    (record) => claimUpdateMail(record, title, input.siteUrl, token),
    { secondApprovalAboveAud },
  );
  if (updated === undefined) return notFound();
  if (updated === 'same-approver') {
    return problem(
      403,
      'Forbidden',
      `You gave this claim its first approval. ${
        secondApprovalAboveAud === 0 ? 'Every payout' : `A payout above $${secondApprovalAboveAud}`
      } needs a second approval from another staff member.`,
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

const paymentRunNotFound = (keepDays: number) =>
  problem(404, 'Not found', `No payment run has that ID, or it is more than ${keepDays} days old.`);

/** A payment run's file as a download: the bank's ABA file, named by the run. */
function paymentRunResponse(run: PaymentRun, status = 200): Response {
  return new Response(run.file, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=us-ascii',
      'Content-Disposition': `attachment; filename="cirrus-payment-run-${run.id}.aba"`,
      'Cache-Control': 'no-store, private',
      Location: `/api/portal/claims/payment-runs/${run.id}`,
      'X-Payment-Run': run.id,
    },
  });
}

/**
 * POST /api/portal/claims/payment-runs: a payment run. Its file is the bank's ABA file of the claims
 * fully approved and not paid in a run yet (BSB, account number as text with its leading zeros,
 * amount, account name, the reference the payee's statement shows), which it marks paid in this run:
 * each claim's bank details leave the database in one run, a claim is never paid twice, and the run
 * is kept (sealed) for PAYMENT_RUN_RETENTION_DAYS, downloadable again by its id (`Location`). 409
 * when no claim waits; 503 when production has not named its paying account. A POST, because it
 * changes what the next run holds.
 */
export async function paymentRunCreate(input: ClaimPortalRequest): Promise<Response> {
  const refused = denied(input.principal, 'claims:review');
  if (refused) return refused;
  const { originator, keepDays } = input.payouts;
  if ('missing' in originator) {
    return problem(
      503,
      'Payment file not configured',
      `Set ${originator.missing.join(', ')} (the paying account) before making a payment run.`,
    );
  }
  const day = australianToday(clock.now());
  const run = await input.claims.createPaymentRun(
    actorOf(input.principal),
    (payments) =>
      abaFile(
        originator,
        payments.map((payment) => ({
          bsb: payment.bsb,
          accountNumber: payment.accountNumber,
          accountName: payment.accountName,
          amountCents: Math.round(payment.amountAud * 100),
          // What the payee's statement shows (an ABA lodgement reference holds 18 characters).
          lodgementReference: `Cirrus ${payment.reference}`,
        })),
        day,
      ),
    keepDays,
  );
  if (!run) return problem(409, 'Conflict', 'No approved claim is waiting for payment.');
  return paymentRunResponse(run, 201);
}

/** GET /api/portal/claims/payment-runs: the latest runs (no bank details), newest first. */
export async function paymentRunList(input: ClaimPortalRequest): Promise<Response> {
  const refused = denied(input.principal, 'claims:review');
  if (refused) return refused;
  return json({
    runs: await input.claims.paymentRuns(),
    keepDays: input.payouts.keepDays,
  } satisfies PaymentRunListResponse);
}

/** GET /api/portal/claims/payment-runs/PR-…: a run's file again, while it is kept. */
export async function paymentRunDownload(
  input: ClaimPortalRequest,
  id: string | undefined,
): Promise<Response> {
  const refused = denied(input.principal, 'claims:review');
  if (refused) return refused;
  const run = id && /^PR-\d{8}-[0-9A-F]{10}$/.test(id) ? await input.claims.paymentRun(id) : undefined;
  return run ? paymentRunResponse(run) : paymentRunNotFound(input.payouts.keepDays);
}
