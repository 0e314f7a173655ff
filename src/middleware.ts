/**
 * Astro middleware, run for every page (at build for prerendered pages, per request for on-demand
 * ones): HTML documents get the island runtime's style moved into `<head>`
 * (src/lib/html/island-styles.ts) and their module scripts deferred until the first screen has
 * painted (src/lib/html/deferred-scripts.ts). Other responses pass through untouched.
 */
import { defineMiddleware } from 'astro:middleware';
import { deferModuleScripts } from './lib/html/deferred-scripts.ts';
import { moveIslandStylesToHead } from './lib/html/island-styles.ts';

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html') || !response.body) return response;
  const html = deferModuleScripts(moveIslandStylesToHead(await response.text()));
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
});
