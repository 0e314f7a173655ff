import { claimEndpoint } from '#server/portal/claim-endpoint.ts';
import { paymentRunDownload } from '#server/portal/claim-handlers.ts';

export const prerender = false;

/** GET /api/portal/claims/payment-runs/PR-… (staff): a payment run's file again, while it is kept. */
export const GET = claimEndpoint((input, id) => paymentRunDownload(input, id));
