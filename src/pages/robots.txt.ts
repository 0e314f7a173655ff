import { buildConfig } from 'virtual:cirrus/build';
import type { APIRoute } from 'astro';

/** Crawlers may read everything public; the portal and form confirmations are not for indexes. */
export const GET: APIRoute = () =>
  new Response(
    [
      'User-agent: *',
      'Disallow: /portal',
      'Disallow: /thank-you',
      'Disallow: /api/',
      '',
      `Sitemap: ${new URL('/sitemap-index.xml', buildConfig.siteUrl).href}`,
      '',
    ].join('\n'),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );
