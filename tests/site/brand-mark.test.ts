/**
 * The brand mark as the build ships it: the manifest's icons, the Apple touch icon and the PNG
 * favicon exist as PNG files of exactly the sizes declared for them, one of the manifest's icons is
 * maskable, and the SVG favicon is the same drawing as the mark in the header. Reads the build in
 * dist (`npm run build` first).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { builtClientDir, builtPages } from '../support/site-pages.ts';

const built = (path: string) => readFileSync(join(builtClientDir, path));
const home = builtPages().find((page) => page.name === 'index.html')?.html ?? '';

const iconLinks = (html: string) =>
  [...html.matchAll(/<link\b[^>]*\brel="(icon|apple-touch-icon)"[^>]*>/g)].map(([tag, rel]) => ({
    rel,
    href: tag.match(/\bhref="([^"]+)"/)?.[1] ?? '',
    sizes: tag.match(/\bsizes="([^"]+)"/)?.[1],
  }));

/** The width × height of a built PNG, read from the file itself. */
async function pngSize(path: string): Promise<string> {
  const { format, width, height } = await sharp(built(path)).metadata();
  expect(format, path).toBe('png');
  return `${width}x${height}`;
}

describe('app icons and favicons', () => {
  it('gives every manifest icon a PNG of its declared size, one of them maskable', async () => {
    const manifest = JSON.parse(built('manifest.webmanifest').toString('utf8')) as {
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      expect(await pngSize(icon.src), icon.src).toBe(icon.sizes);
    }
  });

  it('links a 32 px PNG favicon, the SVG favicon and a 180 px Apple touch icon that exist', async () => {
    const links = iconLinks(home);
    const png = links.find((link) => link.rel === 'icon' && link.href.endsWith('.png'));
    expect(png?.sizes).toBe('32x32');
    expect(await pngSize(png?.href ?? '')).toBe('32x32');
    const touch = links.find((link) => link.rel === 'apple-touch-icon');
    expect(await pngSize(touch?.href ?? '')).toBe('180x180');
    const svg = links.find((link) => link.rel === 'icon' && link.href.endsWith('.svg'));
    expect(svg?.href).toBe('/favicon.svg');
  });

  it('draws the SVG favicon with the same mark as the header', () => {
    const favicon = built('favicon.svg').toString('utf8');
    const paths = (svg: string) => [...svg.matchAll(/<(?:path|circle)\b[^>]*>/g)].map(([tag]) => tag);
    const headerMark = home.match(/<header\b[\s\S]*?(<svg\b[^>]*data-brand-mark[\s\S]*?<\/svg>)/)?.[1] ?? '';
    expect(headerMark, 'the header shows the mark').not.toBe('');
    expect(favicon).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(paths(favicon)).toEqual(paths(headerMark));
    expect(paths(favicon).length).toBeGreaterThan(0);
  });
});
