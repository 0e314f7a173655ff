import type { APIRoute } from 'astro';
import { loadEnv } from '#config/env.ts';
import { identityConfig, publicAuthConfig } from '#server/auth/identity-config.ts';

export const prerender = false;

/**
 * The browser's login settings, answered at run time: the development provider's port is only
 * known once it listens (a free port in tests), so it cannot be baked into the static pages. Only
 * the SDK loads this, never an anonymous visitor's page.
 */
export const GET: APIRoute = ({ locals }) => {
  const config = locals.identity ?? identityConfig(loadEnv());
  return new Response(JSON.stringify(publicAuthConfig(config)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
};
