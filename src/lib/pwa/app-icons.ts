/**
 * The installed app's icons, all drawn from one source: the brand mark (`Logo`, in the site's
 * colours), rendered to PNG with sharp at build time.
 *
 * - `any` icons are the mark itself (a rounded square; the corners stay transparent).
 * - `maskable` icons fill the whole square with the theme colour and shrink the mark to 80 %, so
 *   the drawing stays inside the safe zone (the centre circle, 40 % of the size in radius) whatever
 *   shape the platform cuts out. The Apple touch icon uses the same full-bleed drawing (iOS rounds
 *   the corners itself and shows transparency as black).
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { Logo } from '../../components/layout/Logo.tsx';
import { site } from '../../config/site.ts';

export interface AppIcon {
  /** File name under /icons/, without `.png`. */
  name: string;
  /** Width and height in px. */
  size: number;
  /** `maskable`: full-bleed background with safe-zone padding. */
  purpose: 'any' | 'maskable';
}

export const appIcons = [
  { name: 'icon-192', size: 192, purpose: 'any' },
  { name: 'icon-512', size: 512, purpose: 'any' },
  { name: 'maskable-192', size: 192, purpose: 'maskable' },
  { name: 'maskable-512', size: 512, purpose: 'maskable' },
] as const satisfies readonly AppIcon[];

export const appleTouchIcon = {
  name: 'apple-touch-icon',
  size: 180,
  purpose: 'maskable',
} as const satisfies AppIcon;

/** The PNG favicon for browsers without SVG favicons (the SVG one is /favicon.svg). */
export const faviconPng = { name: 'favicon-32', size: 32, purpose: 'any' } as const satisfies AppIcon;

/** Every PNG icon the build renders. */
export const allIcons = [...appIcons, appleTouchIcon, faviconPng] as const;

/** Share of a maskable icon the mark covers (the rest is safe-zone padding). */
export const MASKABLE_MARK_SCALE = 0.8;

export const iconPath = (icon: AppIcon) => `/icons/${icon.name}.png`;

/** The icon as SVG source: the Logo, alone or centred on a full-bleed theme-colour square. */
export function appIconSvg(icon: AppIcon): string {
  const { size } = icon;
  if (icon.purpose === 'any') return renderToStaticMarkup(createElement(Logo, { height: size }));
  const mark = Math.round(size * MASKABLE_MARK_SCALE);
  const offset = (size - mark) / 2;
  return renderToStaticMarkup(
    createElement(
      'svg',
      { viewBox: `0 0 ${size} ${size}`, width: size, height: size },
      createElement('rect', { width: size, height: size, fill: site.colours.theme }),
      createElement(
        'g',
        { transform: `translate(${offset} ${offset})` },
        createElement(Logo, { height: mark }),
      ),
    ),
  );
}

/** SVG markup as a file: React leaves out the namespace a file needs to be read as SVG. */
const asSvgFile = (markup: string) => markup.replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg"');

/** The brand mark alone as an SVG file (the favicon, the spec sheet's header). */
export const brandMarkSvg = (size = 48): string =>
  asSvgFile(renderToStaticMarkup(createElement(Logo, { height: size })));

/** The icon as a PNG of exactly `size` × `size` px. */
export async function renderAppIcon(icon: AppIcon): Promise<Buffer> {
  const svg = asSvgFile(appIconSvg(icon));
  return sharp(Buffer.from(svg)).resize(icon.size, icon.size).png({ compressionLevel: 9 }).toBuffer();
}
