/**
 * The brand font as the build ships it. Every page names one font file, the Latin WOFF2 of the
 * variable font (at most 40 KB), to its start script (src/client/start.ts). That script declares it
 * with `display: swap` once the first screen has painted. Nothing fetches the font before that:
 * no preload, and no @font-face in any stylesheet a page links or inlines. The fallback face the
 * text paints in meanwhile is declared, and the body text uses the brand font first, then the
 * fallback. The browser side (not applied under a painted first page, used from the next) is
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

/** The start script's font: its `data-brand-font` attribute. */
const startScriptFonts = (html: string) =>
  [...html.matchAll(/<script\b[^>]*\bdata-brand-font="([^"]+)"[^>]*>/g)].map(([, href]) => href ?? '');

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
      const brandFaces = fontFaces(pageCss(page.html)).filter((face) => /Manrope Variable/.test(face));
      expect(brandFaces, page.name).toEqual([]);
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
