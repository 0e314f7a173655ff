/**
 * Page data: a JSON document per page (spec §7 "GET page-data/{page}/page-data.json") holding the
 * page's structured content, generated at build from the same collections as its HTML. This
 * module is the document's schema and the URL rules; both the build and browser readers use it.
 */
// Valibot, not zod: the browser readers (the product filter, FAQ search and sizing islands) ship
// this schema, and valibot's functions tree-shake to the few hundred bytes a page uses, where
// zod/mini's shared core is 14 KB compressed (docs/decisions: "A tiny validator in the browser").
import * as v from 'valibot';

const sitePath = v.pipe(v.string(), v.startsWith('/'));

export const pageDataSchema = v.object({
  /** Path of the page, e.g. `/products/ducted-air-conditioners`. */
  path: sitePath,
  /** For parametrised routes, the route pattern with `:param` / `*` segments. */
  matchPath: v.optional(sitePath),
  /** Which template rendered the page (`home`, `products-listing`, `product`, …). */
  template: v.pipe(v.string(), v.minLength(1)),
  /** Build that produced the document; compare with `/page-data/app-data.json`. */
  buildId: v.pipe(v.string(), v.minLength(1)),
  /** Shared documents (`/page-data/sq/d/{hash}.json`) this page uses. */
  staticQueryHashes: v.array(v.string()),
  /** The page's structured content. */
  data: v.unknown(),
});

export type PageData = v.InferOutput<typeof pageDataSchema>;

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
    const parsed = v.safeParse(pageDataSchema, JSON.parse(await response.text()));
    return parsed.success ? parsed.output : null;
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
