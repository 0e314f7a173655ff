/**
 * The built site search index (`<DIST_DIR>/client/pagefind`, `npm run build` first; `npm test`
 * does), searched by Pagefind's own browser script run here in Node with `fetch` reading the
 * build, through the same `searchPagefind` the island calls: every product, category, FAQ and page
 * is in it and nothing private is, the searches the issue names find what they should, and the
 * service worker does not precache any of it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env';
import {
  type HitLimits,
  type Pagefind,
  pagefindOptions,
  type SearchKind,
  type SearchOutcome,
  searchKinds,
  searchPagefind,
} from '../../src/lib/site-search.ts';
import { faqGroups, products } from '../catalogue/load-catalogue.ts';
import { loadFolder } from '../content/load-content.ts';
import { projectRoot } from '../support/site-process.ts';

const clientDir = join(projectRoot, loadEnv().DIST_DIR, 'client');
const indexDir = join(clientDir, 'pagefind');
const LIMITS: HitLimits = { product: 5, category: 3, faq: 4, page: 3 };

let pagefind: Pagefind;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  if (!existsSync(join(indexDir, 'pagefind.js'))) {
    throw new Error(`no search index in ${indexDir}: run \`npm run build\` first`);
  }
  // Pagefind fetches its files from /pagefind/…: answer from the build folder.
  globalThis.fetch = (async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://site.test/');
    const path = join(indexDir, decodeURIComponent(url.pathname).replace(/^\/pagefind\//, ''));
    try {
      return new Response(await readFile(path));
    } catch {
      return new Response('', { status: 404 });
    }
  }) as typeof fetch;
  pagefind = (await import(/* @vite-ignore */ pathToFileURL(join(indexDir, 'pagefind.js')).href)) as Pagefind;
  await pagefind.options({ ...pagefindOptions, basePath: '/pagefind/', noWorker: true });
  await pagefind.init();
});

afterAll(() => {
  globalThis.fetch = realFetch;
});

/** Every URL indexed as `kind` (a filter-only search). */
async function urlsOf(kind: SearchKind): Promise<string[]> {
  const search = pagefind.search as unknown as (
    term: null,
    options: { filters: Record<string, string> },
  ) => ReturnType<Pagefind['search']>;
  const results = (await search(null, { filters: { kind } }))?.results ?? [];
  return Promise.all(results.map(async (result) => (await result.data()).url));
}

const search = (query: string): Promise<SearchOutcome> => searchPagefind(pagefind, query, LIMITS);
const groupOf = (outcome: SearchOutcome, kind: SearchKind) =>
  outcome.groups.find((group) => group.kind === kind);

describe('what the index holds', () => {
  it('every product, under its page', async () => {
    const urls = await urlsOf('product');
    expect(urls).toHaveLength(products.length);
    for (const product of products)
      expect(urls).toContain(`/products/${product.typeCategory}/${product.slug}`);
  });

  it('every category listing and the products index', async () => {
    const urls = await urlsOf('category');
    const categories = loadFolder('categories').map(({ name }) => `/products/${name}`);
    expect(urls.sort()).toEqual(['/products', ...categories].sort());
  });

  it('every FAQ on its own, linked to its question', async () => {
    const urls = await urlsOf('faq');
    expect(urls).toHaveLength(faqGroups.flatMap((group) => group.questions).length);
    expect(urls.every((url) => /^\/faqs#faq-[a-z-]+-\d+$/.test(url))).toBe(true);
  });

  it('the content pages, those rendered on demand for their forms included, and nothing private', async () => {
    const urls = await urlsOf('page');
    for (const path of [
      '/warranty',
      '/contact-us',
      '/get-a-quote',
      '/request-an-installer',
      '/why-cirrus',
      '/faqs',
    ]) {
      expect(urls).toContain(path);
    }
    const everything = (await Promise.all(searchKinds.map(urlsOf))).flat();
    for (const path of [
      '/',
      '/search',
      '/offline',
      '/404',
      '/500',
      '/portal',
      '/thank-you',
      '/warranty/register',
    ]) {
      expect(everything).not.toContain(path);
    }
    expect(everything.some((url) => url.endsWith('.html') || url.startsWith('/portal'))).toBe(false);
  });

  it('only the files the search island loads, none precached by the service worker', () => {
    const files = readdirSync(indexDir);
    expect(files).toEqual(
      expect.arrayContaining(['pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json']),
    );
    expect(files.some((file) => /^pagefind-(?:ui|component-ui|modular-ui|highlight)\./.test(file))).toBe(
      false,
    );
    const precached = [
      ...readFileSync(join(clientDir, 'sw.js'), 'utf8').matchAll(/\{url:"([^"]+)",revision:/g),
    ];
    expect(precached.length).toBeGreaterThan(10);
    expect(precached.filter(([, url]) => url?.includes('pagefind'))).toEqual([]);
  });
});

describe('searches', () => {
  it('“ducted”: the ducted category and ducted products first', async () => {
    const outcome = await search('ducted');
    expect(outcome.approximate).toBe(false);
    expect(
      outcome.groups
        .slice(0, 2)
        .map((group) => group.kind)
        .sort(),
    ).toEqual(['category', 'product']);
    expect(groupOf(outcome, 'category')?.hits[0]?.url).toBe('/products/ducted-air-conditioners');
    const ducted = groupOf(outcome, 'product')?.hits ?? [];
    expect(ducted).toHaveLength(LIMITS.product);
    for (const hit of ducted) expect(hit.title).toMatch(/ducted/i);
  });

  it('“warranty”: the warranty page and the warranty FAQs', async () => {
    const outcome = await search('warranty');
    expect(groupOf(outcome, 'page')?.hits[0]?.url).toBe('/warranty');
    const faqs = groupOf(outcome, 'faq')?.hits.map((hit) => hit.title) ?? [];
    expect(faqs).toContain('How long is the warranty?');
    // Products mention their warranty too, but rank behind the page and the answers about it.
    expect(outcome.groups.at(-1)?.kind).toBe('product');
  });

  it('“quiet bedroom”: quiet systems for bedrooms', async () => {
    const outcome = await search('quiet bedroom');
    const quiet = groupOf(outcome, 'product')?.hits ?? [];
    expect(quiet.length).toBeGreaterThanOrEqual(3);
    for (const hit of quiet.slice(0, 3)) {
      expect(
        hit.excerpt
          .filter((part) => part.marked)
          .map((part) => part.text.toLowerCase())
          .join(' '),
      ).toMatch(/quiet|bedroom/);
    }
  });

  it('a model number finds its product', async () => {
    const outcome = await search('CCE-D160R');
    // The product first; pages that name the model (its fault codes) after it.
    expect(outcome.groups[0]?.kind).toBe('product');
    expect(outcome.groups[0]?.hits[0]?.url).toBe(
      '/products/ducted-air-conditioners/edge-16-0kw-ducted-reverse-cycle-system',
    );
  });

  it('a typo finds close matches, marked as such', async () => {
    const outcome = await search('warrenty');
    expect(outcome.approximate).toBe(true);
    expect(groupOf(outcome, 'page')?.hits.map((hit) => hit.url)).toContain('/warranty');
  });

  it('words the site does not use, and markup, find nothing', async () => {
    for (const query of ['dehumidifier', 'xylophone', '<script>alert(1)</script>']) {
      expect((await search(query)).groups, query).toEqual([]);
    }
  });

  it('excerpts are text with the matches marked', async () => {
    const outcome = await search('evaporative');
    for (const group of outcome.groups) {
      expect(
        group.hits[0]?.excerpt.some((part) => part.marked),
        group.kind,
      ).toBe(true);
      for (const hit of group.hits) {
        expect(hit.excerpt.map((part) => part.text).join('')).not.toMatch(/<\/?mark|&amp;|&lt;/);
      }
    }
  });
});
