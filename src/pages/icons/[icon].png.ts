import type { APIRoute, GetStaticPaths } from 'astro';
import { type AppIcon, allIcons } from '../../lib/pwa/app-icons';
import { renderAppIcon } from '../../lib/server-only/pwa/render-icons';

export const prerender = true;

export const getStaticPaths = (() =>
  allIcons.map((icon) => ({
    params: { icon: icon.name },
    props: { icon },
  }))) satisfies GetStaticPaths;

/** The app icons (manifest, Apple touch icon, PNG favicon), rendered from the brand mark at build. */
export const GET: APIRoute<{ icon: AppIcon }> = async ({ props }) =>
  new Response(new Uint8Array(await renderAppIcon(props.icon)), { headers: { 'Content-Type': 'image/png' } });
