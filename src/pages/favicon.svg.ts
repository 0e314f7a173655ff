import type { APIRoute } from 'astro';
import { brandMarkSvg } from '../lib/server-only/pwa/render-icons';

export const prerender = true;

/** The SVG favicon: the brand mark (components/layout/Logo), rendered at build so it never drifts from it. */
export const GET: APIRoute = () =>
  new Response(brandMarkSvg(), { headers: { 'Content-Type': 'image/svg+xml' } });
