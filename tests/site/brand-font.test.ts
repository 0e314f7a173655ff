/**
 * The brand font as the build ships it. Every page preloads one font file, the Latin WOFF2 of the
 * variable font (at most 40 KB), and declares it in its head with `font-display: swap`
 * (components/layout/BrandFont.astro), so the first page of a visit shows it. The fallback face the
 * text paints in until it arrives is declared, and the body text uses the brand font first, then
 * the fallback. The browser side (applied on a first visit, from the cache after) is
 * e2e/start-scripts.spec.ts. Reads the build in dist (`npm run build` first).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtClientDir, builtPages } from '../support/site-pages.ts';

const pages = builtPages().filter((page) => page.html.includes('name="build-id"'));
const home = pages.find((page) => page.name === 'index.html');

const fontPreloads = (html: string) =>
  [...html.matchAll(/<link\b[^>]*\brel="preload"[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\bas="font"/.test(tag));

/** Every style the page has: the stylesheets it links and its inline `<style>` blocks. */
const pageCss = (html: string) =>
  [
    ...[...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)].map(([, href]) =>
      readFileSync(join(builtClientDir, href ?? ''), 'utf8'),
    ),
    ...[...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css ?? ''),
  ].join('\n');

const fontFaces = (css: string) =>
  [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => body ?? '');

describe('brand font', () => {
  it('is preloaded once by every page: the Latin variable WOFF2, at most 40 KB, fetched as a font', () => {
    expect(home, 'the home page is built').toBeDefined();
    const files = new Set<string>();
    for (const page of pages) {
      const preloads = fontPreloads(page.html);
      expect(preloads, page.name).toHaveLength(1);
      const [tag = ''] = preloads;
      // Without crossorigin the preload is fetched in a mode the font request does not reuse.
      expect(tag, page.name).toMatch(/\bcrossorigin\b/);
      expect(tag, page.name).toMatch(/\btype="font\/woff2"/);
      files.add(/\bhref="([^"]+)"/.exec(tag)?.[1] ?? '');
    }
    expect([...files]).toHaveLength(1);
    const [href = ''] = [...files];
    expect(href).toMatch(/^\/_astro\/manrope-latin-wght-normal\.[\w-]+\.woff2$/);
    const { size } = statSync(join(builtClientDir, href));
    expect(size).toBeLessThanOrEqual(40 * 1024);
  });

  it('is declared by every page with font-display: swap, for the file it preloads', () => {
    for (const page of pages) {
      const preloaded = /\bhref="([^"]+\.woff2)"/.exec(fontPreloads(page.html)[0] ?? '')?.[1];
      const brandFaces = fontFaces(pageCss(page.html)).filter((face) => /Manrope Variable/.test(face));
      expect(brandFaces, page.name).toHaveLength(1);
      expect(brandFaces[0], page.name).toMatch(/font-display:\s*swap/);
      expect(brandFaces[0], page.name).toMatch(/font-weight:\s*200 800/);
      expect(brandFaces[0], page.name).toContain(`url(${preloaded})`);
    }
  });

  it('is set on the body text, with a metric-matched fallback declared for the first paint', () => {
    const css = pageCss(home?.html ?? '');
    const fallback = fontFaces(css).find((face) => /font-family:\s*"?Manrope fallback"?/.test(face));
    expect(fallback, 'the fallback face').toBeDefined();
    expect(fallback).toMatch(/size-adjust:\s*106%/);
    expect(css).toMatch(/--cc-font-sans:\s*"?Manrope Variable"?\s*,\s*"?Manrope fallback"?\s*,/);
    expect(css).toMatch(/body\s*\{[^}]*font-family:\s*var\(--cc-font-sans\)/);
  });
});
