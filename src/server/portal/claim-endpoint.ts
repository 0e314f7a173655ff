/**
 * Wraps a promotion claim handler as an Astro endpoint: the portal's authentication and services
 * (portalEndpoint), plus the claims repository (with the invoices), the outbox, the promotions'
 * titles, the payout settings (dual control, payment runs), and SITE_URL (the claimant's mail links the status page).
 */
import type { APIRoute } from 'astro';
import { problem } from '../http/problem.ts';
import { serverPromotions } from '../promotions/source.ts';
import type { ClaimPortalRequest } from './claim-handlers.ts';
import { portalEndpoint } from './endpoint.ts';

let promotions: Promise<ReadonlyMap<string, { title: string }>> | undefined;

export function claimEndpoint(
  handler: (input: ClaimPortalRequest, reference: string | undefined) => Promise<Response>,
): APIRoute {
  return portalEndpoint(async (input, context) => {
    const services = context.locals.services;
    if (!services) return problem(503, 'Service unavailable', 'The claims store is not available.');
    promotions ??= serverPromotions().then(
      (list) => new Map(list.map((item) => [item.slug, { title: item.title }])),
    );
    const bySlug = await promotions;
    return handler(
      {
        ...input,
        claims: services.claims,
        outbox: services.outbox,
        promotionTitle: (slug) => bySlug.get(slug)?.title,
        payouts: services.settings.payouts,
        siteUrl: services.settings.siteUrl,
      },
      context.params.reference ?? context.params.id,
    );
  });
}
