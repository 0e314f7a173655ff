/**
 * `<picture>` elements read from a built page's HTML: their sources and `<img>`, an attribute of a
 * tag, and a `srcset`'s candidates. Used by the site tests that check pictures as the build ships them.
 */

/** An attribute of an HTML tag, with `&amp;` decoded (case-insensitive, as `srcSet` is written). */
export const attribute = (tag: string, name: string) =>
  tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1]?.replace(/&amp;/g, '&');

/** Each candidate of a `srcset`: its URL and its width descriptor (NaN when it has none). */
export const srcsetCandidates = (srcset = '') =>
  srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter(([url]) => Boolean(url))
    .map(([url = '', width = '']) => ({ url, width: Number.parseInt(width, 10) }));

/** The URLs of a `srcset`. */
export const srcsetUrls = (srcset = '') => srcsetCandidates(srcset).map(({ url }) => url);

export interface PictureTags {
  sources: { type?: string; srcset?: string }[];
  img: string;
}

/** Every `<picture>` in `html`, in order. */
export const picturesIn = (html: string): PictureTags[] =>
  [...html.matchAll(/<picture[^>]*>([\s\S]*?)<\/picture>/g)].map(([, inner = '']) => ({
    sources: [...inner.matchAll(/<source[^>]*>/g)].map(([tag]) => ({
      type: attribute(tag, 'type'),
      srcset: attribute(tag, 'srcset'),
    })),
    img: inner.match(/<img[^>]*>/)?.[0] ?? '',
  }));
