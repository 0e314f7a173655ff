/**
 * Wraps a warranty review handler as an Astro endpoint: the portal's authentication and services
 * (portalEndpoint), plus the warranty repository, the outbox, the catalogue's product names and
 * SITE_URL (the owner's mail links the certificate): the same shape as the claims' wrapper.
 */
import type { APIRoute } from 'astro';
import { getProducts } from '../../lib/server-only/catalogue.ts';
import { problem } from '../http/problem.ts';
import { portalEndpoint } from './endpoint.ts';
import type { WarrantyPortalRequest } from './warranty-handlers.ts';

let productFacts: Promise<ReadonlyMap<string, { name: string; coverYears: number }>> | undefined;

export function warrantyEndpoint(
  handler: (input: WarrantyPortalRequest, reference: string | undefined) => Promise<Response>,
): APIRoute {
  return portalEndpoint(async (input, context) => {
    const services = context.locals.services;
    if (!services) return problem(503, 'Service unavailable', 'The warranty store is not available.');
    productFacts ??= getProducts().then(
      (products) =>
        new Map(
          products.map((item) => [
            item.slug,
            {
              name: item.name,
              // The longest cover: whole system, compressor or a named component.
              coverYears: Math.max(
                item.warranty.years,
                item.warranty.compressorYears ?? 0,
                ...(item.warranty.componentCover ?? []).map((part) => part.years),
              ),
            },
          ]),
        ),
    );
    const facts = await productFacts;
    return handler(
      {
        ...input,
        warranty: services.warranty,
        outbox: services.outbox,
        productName: (slug) => facts.get(slug)?.name,
        coverYears: (slug) => facts.get(slug)?.coverYears,
        siteUrl: services.settings.siteUrl,
        home: services.home,
      },
      context.params.reference,
    );
  });
}
