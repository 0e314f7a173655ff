/**
 * The pictures of the pages rendered on demand, made while the site is built (a built site makes no
 * image on request): /promotions, each promotion's page and /warranty read this document from the
 * served build's files (src/lib/server-only/images/on-demand-pictures.ts).
 */
import type { APIRoute } from 'astro';
import { makeOnDemandPictures } from '../lib/server-only/images/on-demand-pictures';

export const prerender = true;

export const GET: APIRoute = async () =>
  new Response(JSON.stringify(await makeOnDemandPictures()), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
