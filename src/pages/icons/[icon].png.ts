import type { APIRoute, GetStaticPaths } from 'astro';
import { type AppIcon, appIcons, appleTouchIcon, renderAppIcon } from '../../lib/pwa/app-icons';

export const prerender = true;

export const getStaticPaths = (() =>
  [...appIcons, appleTouchIcon].map((icon) => ({
    params: { icon: icon.name },
    props: { icon },
  }))) satisfies GetStaticPaths;

/** The app icons (manifest and Apple touch icon), rendered from the brand mark at build. */
export const GET: APIRoute<{ icon: AppIcon }> = async ({ props }) =>
  new Response(new Uint8Array(await renderAppIcon(props.icon)), { headers: { 'Content-Type': 'image/png' } });
