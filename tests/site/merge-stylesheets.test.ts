/**
 * A page's stylesheets, merged where two or more stand in a row (src/lib/html/merge-stylesheets.ts):
 * the rewrite itself, and the build in dist (`npm run build` first), where no prerendered page has a
 * run left to merge, the pages held to the LCP budget wait for one stylesheet, and every product
 * page links one shared file with its gallery's styles and the layout's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  linkedStylesheets,
  replaceRuns,
  runCss,
  stylesheetRuns,
} from '../../src/lib/html/merge-stylesheets.ts';
import { builtClientDir, builtPages } from '../support/site-pages.ts';

const sheets: Record<string, string> = {
  '/_astro/tray.css': '._tray_a1{position:fixed}',
  '/_astro/product.css': '._gallery_b2{display:grid}',
  '/_astro/layout.css': 'body{margin:0}',
};
const read = (href: string) => sheets[href] ?? '';
const link = (href: string) => `<link rel="stylesheet" href="${href}">`;
const page = (head: string) => `<!doctype html><html><head>${head}</head><body><p>Hi</p></body></html>`;
const merge = (html: string) =>
  replaceRuns(html, stylesheetRuns(html), (run) => `/_astro/merged(${runCss(run, read)})`);

describe('stylesheetRuns', () => {
  it('merges the stylesheets in a row, the layout’s too, with the inline blocks between them, in order', () => {
    const html = page(
      `${link('/_astro/tray.css')}<style>._notice_c3{gap:0}</style>${link('/_astro/product.css')}<style>._hero_d4{color:red}</style>${link('/_astro/layout.css')}<style>._tail_e5{margin:0}</style>`,
    );
    expect(merge(html)).toBe(
      page(
        `${link('/_astro/merged(._tray_a1{position:fixed}\n._notice_c3{gap:0}\n._gallery_b2{display:grid}\n._hero_d4{color:red}\nbody{margin:0})')}<style>._tail_e5{margin:0}</style>`,
      ),
    );
  });

  it('leaves one stylesheet alone, and never merges across other elements', () => {
    const one = page(`<style>p{margin:0}</style>${link('/_astro/layout.css')}<style>p{padding:0}</style>`);
    expect(merge(one)).toBe(one);
    const script = page(
      `${link('/_astro/tray.css')}<script src="/a.js"></script>${link('/_astro/product.css')}`,
    );
    expect(merge(script)).toBe(script);
  });

  it('leaves print stylesheets and other sites’ files alone', () => {
    const html = page(
      `<link rel="stylesheet" media="print" href="/_astro/tray.css">${link('/_astro/product.css')}${link('https://fonts.example/a.css')}`,
    );
    expect(merge(html)).toBe(html);
  });
});

describe('the build (dist)', () => {
  const pages = builtPages();
  const clientDir = builtClientDir;
  const css = (href: string) => readFileSync(join(clientDir, href), 'utf8');

  it('leaves no page two stylesheets in a row it could merge, and every page held to the LCP budget waiting for one', () => {
    expect(pages.filter(({ html }) => stylesheetRuns(html).length > 0).map(({ name }) => name)).toEqual([]);
    // The home page, the listings and the product pages (docs/performance.md's LCP budget).
    const budgeted = pages.filter(
      ({ name }) => name === 'index.html' || /^products(\/[a-z0-9-]+){0,2}\.html$/.test(name),
    );
    expect(budgeted.length).toBeGreaterThan(60);
    const notOne = budgeted
      .map(({ name, html }) => ({ name, sheets: linkedStylesheets(html) }))
      .filter(({ sheets }) => sheets.length !== 1);
    expect(notOne).toEqual([]);
  });

  it('gives every product page one merged file, holding its gallery’s styles and the layout’s', () => {
    const products = pages.filter(
      ({ name }) => /^products\/[a-z-]+\/[a-z0-9-]+\.html$/.test(name) && !name.endsWith('/all.html'),
    );
    expect(products.length).toBeGreaterThan(50);
    const linked = new Set(products.flatMap(({ html }) => linkedStylesheets(html)));
    // Every product page links the same one, so a visitor's second product page downloads none.
    expect([...linked]).toEqual([expect.stringMatching(/^\/_astro\/page-styles\.[\w-]+\.css$/)]);
    const [href = ''] = linked;
    expect(css(href)).toMatch(/\._strip_[\w-]+\{[^}]*scroll-snap-type:x mandatory/);
    // The layout’s stylesheet, whole: the one the pages that need nothing more link alone.
    const alone = new Set(
      pages.map(({ html }) => linkedStylesheets(html)).flatMap((hrefs) => (hrefs.length === 1 ? hrefs : [])),
    );
    const layoutHref = [...alone].find((href) => href.includes('/BaseLayout.')) ?? '';
    expect(layoutHref).not.toBe('');
    expect(css(href)).toContain(css(layoutHref).trim());
  });
});
