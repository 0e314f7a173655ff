/**
 * The brand font as the build ships it. Every page declares one face for it in its head, the Latin
 * WOFF2 of the variable font (at most 40 KB), and no text uses that face until the start script
 * (src/client/start.ts) gives the page the font (`data-brand-font`): after the first paint on the
 * first page of a visit, before it under the service worker. A face no text uses is not fetched, so
 * nothing fetches the font before the first paint of a first visit: no preload, and the body text
 * in the fallback faces, declared per weight. A browser that runs no script has the body set in
 * the brand font by the page's noscript. The browser side (swapped in without moving anything on a
 * first visit, from the cache after) is e2e/start-scripts.spec.ts. Reads the build in dist
 * (`npm run build` first).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtClientDir, builtPages } from '../support/site-pages.ts';

const pages = builtPages().filter((page) => page.html.includes('name="build-id"'));
const home = pages.find((page) => page.name === 'index.html');

/** The brand font's faces a page declares (with scripts), and the file each names. */
const brandFaces = (html: string) =>
  fontFaces(pageCss(withScripts(html))).filter((face) => /font-family:\s*"Manrope Variable"/.test(face));
const faceFile = (face: string) => /src:\s*url\(([^)]+)\)/.exec(face)?.[1] ?? '';

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
  it('is declared once on every page: the Latin variable WOFF2, at most 40 KB', () => {
    expect(home, 'the home page is built').toBeDefined();
    const files = new Set<string>();
    for (const page of pages) {
      const faces = brandFaces(page.html);
      expect(faces, page.name).toHaveLength(1);
      // On a page the service worker controls, text waits briefly for the precached file.
      expect(faces[0], page.name).toMatch(/font-display:\s*fallback/);
      files.add(faceFile(faces[0] ?? ''));
    }
    expect([...files]).toHaveLength(1);
    const [href = ''] = [...files];
    expect(href).toMatch(/^\/_astro\/manrope-latin-wght-normal\.[\w-]+\.woff2$/);
    const { size } = statSync(join(builtClientDir, href));
    expect(size).toBeLessThanOrEqual(40 * 1024);
  });

  it('is not fetched before the first paint: no page preloads it, and its text is in the fallback until the start script says', () => {
    const css = pageCss(withScripts(home?.html ?? ''));
    for (const page of pages) expect(fontPreloads(page.html), page.name).toEqual([]);
    expect(css).toMatch(/--cc-font-fallback:\s*"?Manrope fallback"?\s*,/);
    expect(css).toMatch(/body\s*\{[^}]*font-family:\s*var\(--cc-font-fallback\)/);
    // The brand font where the start script has given it: the whole page, or a block of it.
    expect(css).toMatch(/--cc-font-sans:\s*"?Manrope Variable"?\s*,\s*var\(--cc-font-fallback\)/);
    expect(css).toMatch(
      /html\[data-brand-font\] body\s*,\s*\[data-brand-font\]\s*\{[^}]*font-family:\s*var\(--cc-font-sans\)/,
    );
  });

  it('is set on the body for a browser that runs no script, in the page’s noscript', () => {
    for (const page of pages) {
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
