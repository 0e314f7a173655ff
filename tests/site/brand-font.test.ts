/**
 * The brand font as the build ships it. Every page names one font file, the Latin WOFF2 of the
 * variable font (at most 40 KB), to its start script (src/client/start.ts), which declares it and
 * gives the page's text to it (`data-brand-font`): after the first paint on the first page of a
 * visit, before it under the service worker. Nothing fetches the font before the first paint of a
 * first visit: no preload, no @font-face for it in any stylesheet a page links or inlines, and the
 * body text in the fallback faces, declared per weight, until the start script says. A browser
 * that runs no script has both from the page's noscript. The browser side (swapped in without
 * moving anything on a first visit, from the cache after) is e2e/start-scripts.spec.ts. Reads the
 * build in dist (`npm run build` first).
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

/** The styles a page has for a browser that runs no script only. */
const noScriptCss = (html: string) =>
  [...html.matchAll(/<noscript>([\s\S]*?)<\/noscript>/g)].map(([, inner]) => inner ?? '').join('\n');

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

  it('is not fetched before the first paint: no page preloads it or declares it in CSS, and the text is in the fallback until the start script says', () => {
    for (const page of pages) {
      expect(fontPreloads(page.html), page.name).toEqual([]);
      const brandFaces = fontFaces(pageCss(withScripts(page.html))).filter((face) =>
        /Manrope Variable/.test(face),
      );
      expect(brandFaces, page.name).toEqual([]);
    }
    const css = pageCss(withScripts(home?.html ?? ''));
    expect(css).toMatch(/--cc-font-fallback:\s*"?Manrope fallback"?\s*,/);
    expect(css).toMatch(/body\s*\{[^}]*font-family:\s*var\(--cc-font-fallback\)/);
    // The brand font where the start script has given it: the whole page, or a block of it.
    expect(css).toMatch(/--cc-font-sans:\s*"?Manrope Variable"?\s*,\s*var\(--cc-font-fallback\)/);
    expect(css).toMatch(
      /html\[data-brand-font\] body\s*,\s*\[data-brand-font\]\s*\{[^}]*font-family:\s*var\(--cc-font-sans\)/,
    );
  });

  it('is declared and set on the body for a browser that runs no script, in the page’s noscript', () => {
    for (const page of pages) {
      const [href] = startScriptFonts(page.html);
      const faces = fontFaces(noScriptCss(page.html));
      expect(faces, page.name).toHaveLength(1);
      expect(faces[0], page.name).toMatch(/font-family:\s*"Manrope Variable"/);
      expect(faces[0], page.name).toMatch(/font-display:\s*swap/);
      expect(faces[0], page.name).toContain(`url(${href})`);
      expect(noScriptCss(page.html), page.name).toMatch(
        /html body\s*\{\s*font-family:\s*var\(--cc-font-sans\)/,
      );
    }
  });

  it('has metric-matched fallback faces for each weight the site uses', () => {
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
  });
});
