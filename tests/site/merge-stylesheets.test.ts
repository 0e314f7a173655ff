/**
 * A page's stylesheets that only some pages link, merged where two or more stand in a row
 * (src/lib/html/merge-stylesheets.ts): the rewrite itself, and the build in dist (`npm run build`
 * first), where no prerendered page has a run left to merge, the pages held to the LCP budget wait for
 * two stylesheets at most, and every product page links one shared file with its gallery's styles.
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
const siteWide = new Set(['/_astro/layout.css']);
const merge = (html: string) =>
  replaceRuns(html, stylesheetRuns(html, siteWide), (run) => `/_astro/merged(${runCss(run, read)})`);

describe('stylesheetRuns', () => {
  it('merges two stylesheets in a row with the inline block between them, in order, and leaves the site-wide one', () => {
    const html = page(
      `${link('/_astro/tray.css')}<style>._notice_c3{gap:0}</style>${link('/_astro/product.css')}<style>._hero_d4{color:red}</style>${link('/_astro/layout.css')}`,
    );
    expect(merge(html)).toBe(
      page(
        `${link('/_astro/merged(._tray_a1{position:fixed}\n._notice_c3{gap:0}\n._gallery_b2{display:grid})')}<style>._hero_d4{color:red}</style>${link('/_astro/layout.css')}`,
      ),
    );
  });

  it('leaves one stylesheet alone, and never merges across the site-wide one or other elements', () => {
    const one = page(`${link('/_astro/tray.css')}<style>p{margin:0}</style>${link('/_astro/layout.css')}`);
    expect(merge(one)).toBe(one);
    const across = page(
      `${link('/_astro/tray.css')}${link('/_astro/layout.css')}${link('/_astro/product.css')}`,
    );
    expect(merge(across)).toBe(across);
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

  it('leaves no page two stylesheets in a row it could merge, and no page held to the LCP budget waiting for more than two', () => {
    const siteWideSheets = new Set(
      linkedStylesheets(pages.find(({ name }) => name === 'index.html')?.html ?? ''),
    );
    const everywhere = new Set(
      [...siteWideSheets].filter((href) => pages.every(({ html }) => linkedStylesheets(html).includes(href))),
    );
    expect(everywhere.size).toBeGreaterThan(0);
    expect(
      pages.filter(({ html }) => stylesheetRuns(html, everywhere).length > 0).map(({ name }) => name),
    ).toEqual([]);
    // The home page, the listings and the product pages (docs/performance.md's LCP budget).
    const budgeted = pages.filter(
      ({ name }) => name === 'index.html' || /^products(\/[a-z0-9-]+){0,2}\.html$/.test(name),
    );
    expect(budgeted.length).toBeGreaterThan(60);
    const over = budgeted
      .map(({ name, html }) => ({ name, sheets: linkedStylesheets(html) }))
      .filter(({ sheets }) => sheets.length > 2);
    expect(over).toEqual([]);
  });

  it('gives every product page one merged file beside the layout’s, holding its gallery’s styles', () => {
    const products = pages.filter(
      ({ name }) => /^products\/[a-z-]+\/[a-z0-9-]+\.html$/.test(name) && !name.endsWith('/all.html'),
    );
    expect(products.length).toBeGreaterThan(50);
    const merged = new Set(
      products.flatMap(({ html }) =>
        linkedStylesheets(html).filter((href) => href.includes('/page-styles.')),
      ),
    );
    // Every product page links the same one, so a visitor's second product page downloads none.
    expect(merged.size).toBe(1);
    const [href = ''] = merged;
    expect(css(href)).toMatch(/\._strip_[\w-]+\{[^}]*scroll-snap-type:x mandatory/);
    for (const { name, html } of products) expect(linkedStylesheets(html), name).toContain(href);
  });
});
