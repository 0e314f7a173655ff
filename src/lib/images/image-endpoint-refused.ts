/** Stands in for Astro's `/_image` in a built site (src/integrations/image-endpoint.ts): nothing is made on request. */
import type { APIRoute } from 'astro';

export const prerender = false;

export const ALL: APIRoute = () =>
  new Response('Not found: images are made when the site is built.', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
