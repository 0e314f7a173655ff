/**
 * Hero pictures as the build ships them: the home page, the Edge range, the products index, every
 * category listing and the sizing tool open with a picture beside the heading that has alt text, an
 * AVIF source, width and height, loads at once with high priority and is preloaded by the page's
 * head; the home page's ten category tiles each show a picture of their own; and every file those
 * pictures name was built (a missing one would be a 404). A listing, whose hero shows from a tablet
 * up, preloads its first card's picture for a phone instead, and loads it at once with high priority.
 * Reads the build in dist (`npm run build` first).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { functionCategorySlugSchema, typeCategorySlugSchema } from '../../src/schemas/common.ts';
import { attribute, picturesIn, srcsetUrls } from '../support/picture-html.ts';
import { builtClientDir, builtPages } from '../support/site-pages.ts';

const pages = new Map(builtPages().map((page) => [page.name.replace(/(\/index)?\.html$/, ''), page.html]));
const categorySlugs = [...typeCategorySlugSchema.options, ...functionCategorySlugSchema.options];
const heroPaths = [
  'index',
  'edge',
  'products',
  'your-perfect-climate',
  ...categorySlugs.map((slug) => `products/${slug}`),
];

const decode = (value: string) => value.replace(/&amp;/g, '&');

/** The hero band: the first `<header>` inside `<main>`. */
const heroOf = (html: string) => html.match(/<main\b[\s\S]*?(<header\b[\s\S]*?<\/header>)/)?.[1] ?? '';

/** The home page's category grid: the list of category cards (each links its listing). */
const categoryGrid = () =>
  pages.get('index')?.match(/<ul[^>]*data-pagefind-ignore[^>]*>[\s\S]*?<\/ul>/)?.[0] ?? '';

/** The head's image preloads, in order. */
const imagePreloads = (html: string) =>
  [...html.matchAll(/<link\b[^>]*rel="preload"[^>]*as="image"[^>]*>/g)].map(([tag]) => tag);
const isListing = (path: string) => path === 'products' || path.startsWith('products/');

const builtFile = (url: string) =>
  existsSync(join(builtClientDir, decodeURIComponent(new URL(url, 'https://x').pathname)));

describe('hero pictures', () => {
  it.each(heroPaths)('%s opens with a described, preloaded AVIF/WebP hero picture', (path) => {
    const html = pages.get(path);
    expect(html, `${path} is built`).toBeDefined();
    const [hero, ...others] = picturesIn(heroOf(html ?? ''));
    expect(hero, 'a picture in the hero').toBeDefined();
    expect(others).toEqual([]);
    const img = hero?.img ?? '';
    expect(attribute(img, 'alt')?.length ?? 0).toBeGreaterThanOrEqual(20);
    expect(Number(attribute(img, 'width'))).toBeGreaterThan(0);
    expect(Number(attribute(img, 'height'))).toBeGreaterThan(0);
    expect(attribute(img, 'loading')).toBe('eager');
    expect(attribute(img, 'fetchpriority')).toBe('high');
    const avif = hero?.sources.find((source) => source.type === 'image/avif');
    expect(avif?.srcset).toBeTruthy();
    // The head preloads the same AVIF sizes, at high priority (a listing's first card's for a phone too).
    const preloads = imagePreloads(html ?? '');
    expect(preloads).toHaveLength(isListing(path) ? 2 : 1);
    expect(attribute(preloads[0] ?? '', 'imagesrcset')).toBe(avif?.srcset);
    expect(attribute(preloads[0] ?? '', 'fetchpriority')).toBe('high');
    // Several sizes, so a phone does not fetch the desktop one.
    expect(srcsetUrls(avif?.srcset).length).toBeGreaterThanOrEqual(3);
  });

  it.each(heroPaths.filter(isListing))(
    '%s preloads its first card’s picture for a phone, where its hero is left out, and loads it at once',
    (path) => {
      const html = pages.get(path) ?? '';
      const [, phone = ''] = imagePreloads(html);
      expect(attribute(phone, 'media')).toBe('not all and (min-width: 40rem)');
      expect(attribute(imagePreloads(html)[0] ?? '', 'media')).toBe('(min-width: 40rem)');
      // The grid's cards, from the list's opening tag on (each card holds lists of its own).
      const grid = html.slice(html.search(/<ul[^>]*aria-label="Products"/));
      const [first, second] = picturesIn(grid);
      const avif = first?.sources.find((source) => source.type === 'image/avif');
      expect(attribute(phone, 'imagesrcset')).toBe(avif?.srcset);
      expect(attribute(phone, 'imagesizes')).toBeTruthy();
      expect(attribute(phone, 'fetchpriority')).toBe('high');
      expect(attribute(first?.img ?? '', 'loading')).toBe('eager');
      expect(attribute(first?.img ?? '', 'fetchpriority')).toBe('high');
      // The cards after it wait until they are near.
      expect(attribute(second?.img ?? '', 'loading')).toBe('lazy');
    },
  );

  it('gives each of the home page’s category tiles a picture of its own', () => {
    const pictures = picturesIn(categoryGrid());
    expect(pictures).toHaveLength(categorySlugs.length);
    const files = new Set(pictures.map((picture) => attribute(picture.img, 'src')));
    expect(files.size).toBe(categorySlugs.length);
    for (const picture of pictures) {
      expect(attribute(picture.img, 'alt')?.length ?? 0).toBeGreaterThanOrEqual(20);
      expect(attribute(picture.img, 'loading')).toBe('lazy');
      expect(picture.sources.map((source) => source.type)).toContain('image/avif');
    }
  });

  it('shows a different picture in every hero and every category tile', () => {
    // One source picture at one layout gives one file; every built hero and tile names its own.
    const heroes = heroPaths.map((path) => {
      const [hero] = picturesIn(heroOf(pages.get(path) ?? ''));
      return [path, attribute(hero?.img ?? '', 'src')] as const;
    });
    const tiles = picturesIn(categoryGrid()).map(
      (picture, index) => [`tile ${index + 1}`, attribute(picture.img, 'src')] as const,
    );
    const shared = [...Map.groupBy([...heroes, ...tiles], ([, src]) => src).values()]
      .filter((group) => group.length > 1)
      .map((group) => group.map(([name]) => name));
    expect(shared).toEqual([]);
  });

  it('names only files the build made (no 404)', () => {
    const missing: string[] = [];
    for (const path of heroPaths) {
      for (const picture of picturesIn(pages.get(path) ?? '')) {
        const urls = [
          attribute(picture.img, 'src') ?? '',
          ...srcsetUrls(attribute(picture.img, 'srcset')),
          // The empty image a phone shows in place of a hero it leaves out is in the page itself.
          ...picture.sources
            .filter((source) => !source.srcset?.startsWith('data:'))
            .flatMap((source) => srcsetUrls(source.srcset)),
        ];
        for (const url of urls.map(decode)) if (!builtFile(url)) missing.push(`${path}: ${url}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
