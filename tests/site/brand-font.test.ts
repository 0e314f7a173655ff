/**
 * The brand font as the build ships it. Every page names one font file, the Latin WOFF2 of the
 * variable font (at most 40 KB), to its start script (src/client/start.ts), which declares it:
 * after the first paint on the first page of a visit, before it under the service worker. Nothing
 * fetches the font before the first paint of a first visit: no preload, and no @font-face for it in
 * any stylesheet a page links or inlines. The fallback faces the text paints in meanwhile are
 * declared per weight, and the body text uses the brand font first, then the fallback. The browser
 * side (swapped in without moving anything on a first visit, from the cache after) is
 * e2e/start-scripts.spec.ts. Reads the build in dist (`npm run build` first).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtClientDir, builtPages } from '../support/site-pages.ts';

const pages = builtPages().filter((page) => page.html.includes('name="build-id"'));
const home = pages.find((page) => page.name === 'index.html');

/** The start script's font: its `data-brand-font` attribute. */
const startScriptFonts = (html: string) =>
  [...html.matchAll(/<script\b[^>]*\bdata-brand-font="([^"]+)"[^>]*>/g)].map(([, href]) => href ?? '');

const fontPreloads = (html: string) =>
  [...html.matchAll(/<link\b[^>]*\brel="preload"[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\bas="font"/.test(tag));

/** The page less its `<noscript>` blocks: what a browser that runs scripts parses. */
const withScripts = (html: string) => html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');

/** The `@font-face` rules a page declares for a browser that runs no script. */
const noScriptFaces = (html: string) =>
  [...html.matchAll(/<noscript>([\s\S]*?)<\/noscript>/g)].flatMap(([, inner]) => fontFaces(inner ?? ''));

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
  it('is named once to every page’s start script: the Latin variable WOFF2, at most 40 KB', () => {
    expect(home, 'the home page is built').toBeDefined();
    const files = new Set<string>();
    for (const page of pages) {
      const fonts = startScriptFonts(page.html);
      expect(fonts, page.name).toHaveLength(1);
      files.add(fonts[0] ?? '');
    }
    expect([...files]).toHaveLength(1);
    const [href = ''] = [...files];
    expect(href).toMatch(/^\/_astro\/manrope-latin-wght-normal\.[\w-]+\.woff2$/);
    const { size } = statSync(join(builtClientDir, href));
    expect(size).toBeLessThanOrEqual(40 * 1024);
  });

  it('is not fetched before the first paint: no page preloads it or declares it in CSS', () => {
    for (const page of pages) {
      expect(fontPreloads(page.html), page.name).toEqual([]);
      const brandFaces = fontFaces(pageCss(withScripts(page.html))).filter((face) =>
        /Manrope Variable/.test(face),
      );
      expect(brandFaces, page.name).toEqual([]);
    }
  });

  it('is declared for a browser that runs no script, in the page’s noscript, naming the same file', () => {
    for (const page of pages) {
      const [href] = startScriptFonts(page.html);
      const faces = noScriptFaces(page.html);
      expect(faces, page.name).toHaveLength(1);
      expect(faces[0], page.name).toMatch(/font-family:\s*"Manrope Variable"/);
      expect(faces[0], page.name).toMatch(/font-display:\s*swap/);
      expect(faces[0], page.name).toContain(`url(${href})`);
    }
  });

  it('is set on the body text, with metric-matched fallback faces for each weight the site uses', () => {
    const css = pageCss(home?.html ?? '');
    const fallbacks = fontFaces(css).filter((face) => /font-family:\s*"?Manrope fallback"?/.test(face));
    // Regular from Arial; medium and bold from Arial Bold, each stretched by its own size-adjust.
    for (const weight of ['1 500', '501 650', '651 1000']) {
      const faces = fallbacks.filter((face) => new RegExp(`font-weight:\\s*${weight}(;|$)`).test(face));
      expect(faces.length, weight).toBeGreaterThan(1);
      for (const face of faces) expect(face, weight).toMatch(/size-adjust:\s*\d+(\.\d+)?%/);
      expect(
        faces.some((face) => /unicode-range:\s*U\+20(;|$)/i.test(face)),
        weight,
      ).toBe(true);
    }
    expect(css).toMatch(/--cc-font-sans:\s*"?Manrope Variable"?\s*,\s*"?Manrope fallback"?\s*,/);
    expect(css).toMatch(/body\s*\{[^}]*font-family:\s*var\(--cc-font-sans\)/);
  });
});
