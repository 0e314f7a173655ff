/**
 * Drawing the installed app's icons (listed in src/lib/pwa/app-icons.ts) and the SVG favicon, all
 * from one source: the brand mark (`Logo`, in the site's colours), rendered with React's server
 * renderer and turned into PNG with sharp at build time. Node-only, hence server-only.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { Logo } from '#components/layout/Logo.tsx';
import { site } from '#config/site.ts';
import { type AppIcon, MASKABLE_MARK_SCALE } from '../../pwa/app-icons.ts';

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
