import type { APIRoute } from 'astro';
import { webAppManifest } from '../lib/pwa/web-app-manifest';

export const prerender = true;

/** The web app manifest, generated from the site configuration at build. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(webAppManifest(), null, 2), {
    headers: { 'Content-Type': 'application/manifest+json' },
  });
