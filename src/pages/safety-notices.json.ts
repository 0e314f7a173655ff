/**
 * The safety notices as this build publishes them (public, as any product safety notice is), with
 * the names of the products they cover: the server's mailing job reads them from the served build's
 * files, so publishing a notice in the editor (which rebuilds and swaps the build) is what sends it
 * (src/server/my-home/safety-notices.ts).
 */
import type { APIRoute } from 'astro';
import { getProducts, getSafetyNotices } from '../lib/server-only/catalogue';

export const prerender = true;

export const GET: APIRoute = async () => {
  const notices = await getSafetyNotices();
  const covered = new Set(notices.flatMap((notice) => notice.products));
  const productNames = Object.fromEntries(
    (await getProducts())
      .filter((product) => covered.has(product.slug))
      .map((product) => [product.slug, product.name]),
  );
  return new Response(JSON.stringify({ notices, productNames }), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
