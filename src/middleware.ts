/**
 * Astro middleware, run for every page (at build for prerendered pages, per request for on-demand
 * ones): HTML documents get the island runtime's style moved into `<head>`
 * (src/lib/html/island-styles.ts). Other responses pass through untouched.
 */
import { defineMiddleware } from 'astro:middleware';
import { moveIslandStylesToHead } from './lib/html/island-styles.ts';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html') || !response.body) return response;
  const html = moveIslandStylesToHead(await response.text());
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
});
