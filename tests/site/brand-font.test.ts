/**
 * The brand font as the build ships it: every page preloads exactly one font file, the Latin WOFF2
 * of the variable font, at most 40 KB; the stylesheet the page links declares it with
 * `font-display: swap` (text shows in the fallback, never invisible) and the body text uses it.
 * Reads the build in dist (`npm run build` first).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtClientDir, builtPages } from '../support/site-pages.ts';

const pages = builtPages();
const home = pages.find((page) => page.name === 'index.html');

const fontPreloads = (html: string) =>
  [...html.matchAll(/<link\b[^>]*\brel="preload"[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\bas="font"/.test(tag));

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];

/** The CSS the page links, concatenated. */
const linkedCss = (html: string) =>
  [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)]
    .map(([, href]) => readFileSync(join(builtClientDir, href ?? ''), 'utf8'))
    .join('\n');

describe('brand font', () => {
  it('is preloaded once on every page: the Latin variable WOFF2, at most 40 KB', () => {
    expect(home, 'the home page is built').toBeDefined();
    const files = new Set<string>();
    for (const page of pages) {
      const preloads = fontPreloads(page.html);
      // A redirect stub or an error page without the layout has no head to speak of.
      if (!page.html.includes('name="build-id"')) continue;
      expect(preloads, page.name).toHaveLength(1);
      const [tag = ''] = preloads;
      expect(attribute(tag, 'type'), page.name).toBe('font/woff2');
      // A font preload without CORS mode is fetched twice.
      expect(attribute(tag, 'crossorigin'), page.name).toBe('anonymous');
      files.add(attribute(tag, 'href') ?? '');
    }
    expect([...files]).toHaveLength(1);
    const [href = ''] = [...files];
    expect(href).toMatch(/^\/_astro\/manrope-latin-wght-normal\.[\w-]+\.woff2$/);
    const { size } = statSync(join(builtClientDir, href));
    expect(size).toBeLessThanOrEqual(40 * 1024);
  });

  it('is declared with font-display: swap for the preloaded file and set on the body text', () => {
    const html = home?.html ?? '';
    const [tag = ''] = fontPreloads(html);
    const href = attribute(tag, 'href') ?? '';
    const css = linkedCss(html);
    const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => body ?? '');
    const brand = faces.find((face) => face.includes(href));
    expect(brand, 'an @font-face whose src is the preloaded file').toBeDefined();
    expect(brand).toMatch(/font-display:\s*swap/);
    const family = brand?.match(/font-family:\s*("?)([^;"]+)\1/)?.[2];
    expect(family).toBe('Manrope Variable');
    // The sans token leads with the brand font, and the body uses the token.
    expect(css).toMatch(/--cc-font-sans:\s*"?Manrope Variable"?\s*,/);
    expect(css).toMatch(/body\s*\{[^}]*font-family:\s*var\(--cc-font-sans\)/);
  });
});
