/**
 * Long listings as the build ships them: a listing of more products than LISTING_FIRST_CARDS lists
 * its first ones, in the listing's order, and links to its page of every product, which lists them
 * all, starts the link's fragment at the first product the listing left out, and stays out of
 * search engines and the sitemap. A shorter listing lists every product and has no such page.
 * Reads the build in dist (`npm run build` first).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LISTING_FIRST_CARDS, listingCards } from '../../src/lib/product-filter.ts';
import { builtClientDir } from '../support/site-pages.ts';

/** Every listing's path and its cards, from its page-data document. */
const listings = ['products', ...readdirNames(join(builtClientDir, 'page-data/products'))].map((name) => {
  const path = `/${name}`;
  const document = JSON.parse(
    readFileSync(join(builtClientDir, 'page-data', name, 'page-data.json'), 'utf8'),
  );
  return { path, cards: listingCards(document.data) ?? [] };
});

/** `products/{category}` for every category folder with a page-data document. */
function readdirNames(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'page-data.json')))
    .map((entry) => `products/${entry.name}`);
}

const htmlOf = (path: string) => readFileSync(join(builtClientDir, `${path.slice(1)}.html`), 'utf8');

/** The product pages the page's cards link to (a card's heading is its link), in order. */
const listedPaths = (html: string) =>
  [...html.matchAll(/<h3[^>]*>\s*<a[^>]*href="(\/products\/[^"]+)"/g)].map((match) => match[1] ?? '');

describe('long listings', () => {
  it('every listing has cards, and some are longer than a page holds', () => {
    expect(listings.length).toBeGreaterThan(10);
    for (const { path, cards } of listings) expect(cards.length, path).toBeGreaterThan(0);
    expect(listings.filter(({ cards }) => cards.length > LISTING_FIRST_CARDS).length).toBeGreaterThan(0);
  });

  it.each(listings)('$path lists its first products and links to the rest', ({ path, cards }) => {
    const html = htmlOf(path);
    const allPage = join(builtClientDir, `${path.slice(1)}/all.html`);
    const first = cards.slice(0, LISTING_FIRST_CARDS).map((card) => card.path);
    expect(listedPaths(html)).toEqual(first);
    if (cards.length <= LISTING_FIRST_CARDS) {
      expect(html).not.toContain(`href="${path}/all`);
      expect(existsSync(allPage), `${path}/all`).toBe(false);
      return;
    }
    expect(html).toContain(`href="${path}/all#more"`);
    expect(html).toContain(`Show all ${cards.length} products`);

    const all = readFileSync(allPage, 'utf8');
    expect(listedPaths(all)).toEqual(cards.map((card) => card.path));
    expect(all).toMatch(/<meta name="robots" content="noindex/);
    // The fragment lands on the first product the listing left out.
    const more = /<li[^>]*id="more"[^>]*>[\s\S]*?<h3[^>]*>\s*<a[^>]*href="([^"]+)"/.exec(all)?.[1];
    expect(more).toBe(cards[LISTING_FIRST_CARDS]?.path);
    expect(all).not.toContain('Show all');
  });

  it('leaves the pages of every product out of the sitemap', () => {
    const sitemap = readFileSync(join(builtClientDir, 'sitemap-0.xml'), 'utf8');
    expect(sitemap).toContain('/products/cooling</loc>');
    expect(sitemap).not.toMatch(/\/all<\/loc>/);
  });
});
