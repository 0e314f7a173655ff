import { claimEndpoint } from '#server/portal/claim-endpoint.ts';
import { paymentRunCreate, paymentRunList } from '#server/portal/claim-handlers.ts';

export const prerender = false;

/** GET: the latest payment runs (staff). */
export const GET = claimEndpoint((input) => paymentRunList(input));

/**
 * POST /api/portal/claims/payment-runs (staff): a payment run, the bank's ABA file of the claims
 * fully approved and not paid yet, which it marks paid (so a GET, which must change nothing, lists).
 */
export const POST = claimEndpoint((input) => paymentRunCreate(input));
