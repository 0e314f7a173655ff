/**
 * A page's inline `<style>` blocks without the rules a stylesheet it links later already has
 * (src/lib/html/duplicate-styles.ts): the rewrite itself, and the build in dist (`npm run build`
 * first), where no page carries a rule twice and the header search's styles reach every page once.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dropDuplicateInlineRules, topLevelRules } from '../../src/lib/html/duplicate-styles.ts';
import { builtClientDir, builtPages } from '../support/site-pages.ts';

const sheets: Record<string, string> = {
  '/_astro/layout.css':
    '._hit_a1{padding:4px}@media (min-width:40rem){._hit_a1{padding:8px}}._bar_b2{color:red}',
  '/_astro/print.css': '._notice_c3{display:none}',
};
const read = (href: string) => sheets[href];
const page = (head: string) => `<!doctype html><html><head>${head}</head><body><p>Hi</p></body></html>`;

describe('dropDuplicateInlineRules', () => {
  it('drops the inline rules a later stylesheet has, keeps the rest, and removes a block left empty', () => {
    const html = page(
      '<style>._hit_a1{padding:4px}._own_d4{margin:0}@media (min-width:40rem){._hit_a1{padding:8px}}</style>' +
        '<style>._bar_b2{color:red}</style><link rel="stylesheet" href="/_astro/layout.css">',
    );
    expect(dropDuplicateInlineRules(html, read)).toBe(
      page('<style>._own_d4{margin:0}</style><link rel="stylesheet" href="/_astro/layout.css">'),
    );
  });

  it('keeps a rule whose copy is linked before it (the inline one wins there), or only for print', () => {
    const before = page(
      '<link rel="stylesheet" href="/_astro/layout.css"><style>._bar_b2{color:red}</style>',
    );
    expect(dropDuplicateInlineRules(before, read)).toBe(before);
    const print = page(
      '<style>._notice_c3{display:none}</style><link rel="stylesheet" media="print" href="/_astro/print.css">',
    );
    expect(dropDuplicateInlineRules(print, read)).toBe(print);
  });

  it('leaves a page alone when its stylesheet cannot be read', () => {
    const html = page('<style>._hit_a1{padding:4px}</style><link rel="stylesheet" href="/_astro/gone.css">');
    expect(dropDuplicateInlineRules(html, read)).toBe(html);
  });

  it('splits rules at their own braces, not at braces in strings or comments', () => {
    expect(topLevelRules(`a{content:'}'}/* { */b{c:d}@media print{e{f:g}}@layer x,y;`)).toEqual([
      `a{content:'}'}`,
      '/* { */b{c:d}',
      '@media print{e{f:g}}',
      '@layer x,y;',
    ]);
  });
});

describe('the built pages', () => {
  const pages = builtPages().filter((built) => built.html.includes('name="build-id"'));

  it('carry no inline rule that a stylesheet linked after it also has', () => {
    expect(pages.length).toBeGreaterThan(100);
    const twice: string[] = [];
    for (const built of pages) {
      const later = new Set<string>();
      const tags = [
        ...built.html.matchAll(/<style>([\s\S]*?)<\/style>|<link\b[^>]*\brel="stylesheet"[^>]*>/g),
      ];
      for (const [tag, css] of tags.reverse()) {
        if (css === undefined) {
          const href = /\shref="([^"]+)"/.exec(tag)?.[1] ?? '';
          for (const rule of topLevelRules(readFileSync(join(builtClientDir, href), 'utf8'))) later.add(rule);
        } else {
          twice.push(
            ...topLevelRules(css)
              .filter((rule) => later.has(rule))
              .map((rule) => `${built.name}: ${rule}`),
          );
        }
      }
    }
    expect(twice.slice(0, 5)).toEqual([]);
  });

  it('style the header search’s results once, from the layout’s stylesheet', () => {
    const home = pages.find((built) => built.name === 'index.html');
    const hitRule = /\._hit_\w+\{/g;
    expect(home?.html.match(hitRule) ?? []).toEqual([]);
    const linked = [...(home?.html ?? '').matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)]
      .map(([, href]) => readFileSync(join(builtClientDir, href ?? ''), 'utf8'))
      .join('');
    expect(linked).toMatch(hitRule);
  });
});
