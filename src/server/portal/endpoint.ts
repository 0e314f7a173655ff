/**
 * Wraps a portal handler as an Astro endpoint: every request is authenticated first (a verified
 * bearer access token, see verify-token.ts), then handed the leads and routing repositories from the services
 * container the server puts in `Astro.locals`.
 */
import type { APIContext, APIRoute } from 'astro';
import { loadEnv } from '../../config/env.ts';
import { identityConfig } from '../auth/identity-config.ts';
import { authenticate } from '../auth/verify-token.ts';
import { problem } from '../http/problem.ts';
import type { PortalRequest } from './handlers.ts';
import { catalogueLookup } from './products.ts';

type Handler = (input: PortalRequest, context: APIContext) => Promise<Response>;

export function portalEndpoint(handler: Handler): APIRoute {
  return async (context) => {
    // `astro dev` has no server-provided locals: fall back to the environment.
    const identity = context.locals.identity ?? identityConfig(loadEnv());
    const auth = await authenticate(context.request, identity);
    if (!auth.ok) return auth.response;
    const services = context.locals.services;
    if (!services) return problem(503, 'Service unavailable', 'The leads store is not available.');
    const { leads, routing, postcodes } = services;
    const products = await catalogueLookup();
    return handler(
      {
        request: context.request,
        url: context.url,
        principal: auth.principal,
        leads,
        routing,
        postcodes,
        products,
      },
      context,
    );
  };
}
