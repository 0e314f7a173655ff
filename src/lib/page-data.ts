/**
 * Page data: a JSON document per page (spec §7 "GET page-data/{page}/page-data.json") holding the
 * page's structured content, generated at build from the same collections as its HTML. This
 * module is the document's schema and the URL rules; both the build and browser readers use it.
 */
// zod/mini: the browser readers (the product filter and FAQ search islands) ship this schema, and
// the mini build is a fraction of the size of the chained API.
import * as z from 'zod/mini';

export const pageDataSchema = z.object({
  /** Path of the page, e.g. `/products/ducted-air-conditioners`. */
  path: z.string().check(z.startsWith('/')),
  /** For parametrised routes, the route pattern with `:param` / `*` segments. */
  matchPath: z.optional(z.string().check(z.startsWith('/'))),
  /** Which template rendered the page (`home`, `products-listing`, `product`, …). */
  template: z.string().check(z.minLength(1)),
  /** Build that produced the document; compare with `/page-data/app-data.json`. */
  buildId: z.string().check(z.minLength(1)),
  /** Shared documents (`/page-data/sq/d/{hash}.json`) this page uses. */
  staticQueryHashes: z.array(z.string()),
  /** The page's structured content. */
  data: z.unknown(),
});

export type PageData = z.infer<typeof pageDataSchema>;

/** `/` → `index`; `/products/ducted` → `products/ducted`. */
export function pageDataKey(path: string) {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index' : trimmed;
}

export function pageDataUrl(path: string) {
  return `/page-data/${pageDataKey(path)}/page-data.json`;
}

export function staticQueryUrl(hash: string) {
  return `/page-data/sq/d/${hash}.json`;
}

/**
 * Reads a page-data document in the browser. A missing document, a network failure, or a body
 * that is not valid JSON of the right shape all count as not found (null).
 */
export async function fetchPageData(path: string, init?: RequestInit): Promise<PageData | null> {
  try {
    const response = await fetch(pageDataUrl(path), init);
    if (!response.ok) return null;
    const parsed = pageDataSchema.safeParse(JSON.parse(await response.text()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Reads a static query document; not found (null) on any failure, as above. */
export async function fetchStaticQuery<T>(hash: string, init?: RequestInit): Promise<T | null> {
  try {
    const response = await fetch(staticQueryUrl(hash), init);
    if (!response.ok) return null;
    return JSON.parse(await response.text()) as T;
  } catch {
    return null;
  }
}
