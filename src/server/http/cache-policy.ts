/**
 * Cache-Control for files served from the build. Hashed assets never change, so they are cached
 * for a year; HTML and page data for a minute (so a prefetched page is reused by the navigation
 * that follows) and then revalidated by ETag; the service worker script is never cached, so a new
 * deploy reaches visitors on their next navigation. The search index's hashed chunks are immutable,
 * its fixed-name files revalidated.
 */
export const cacheControl = {
  immutable: 'public, max-age=31536000, immutable',
  document: 'public, max-age=60, must-revalidate',
  noCache: 'no-cache',
  noStore: 'no-store',
  default: 'public, max-age=3600',
} as const;

export function cacheControlForPath(pathname: string): string {
  if (pathname.startsWith('/_astro/') || pathname.startsWith('/page-data/sq/')) return cacheControl.immutable;
  if (pathname === '/sw.js') return cacheControl.noCache;
  // Workbox's runtime and the worker's extension carry a content hash in their names.
  if (/^\/(workbox|sw-extension)-[\w-]+\.js$/.test(pathname)) return cacheControl.immutable;
  // The search index: chunks named by content hash are immutable; Pagefind's script, worker, wasm
  // and entry file keep their names from build to build, so they are revalidated on each use.
  if (pathname.startsWith('/pagefind/')) {
    return /\.pf_(?:index|fragment|filter|meta)$/.test(pathname)
      ? cacheControl.immutable
      : cacheControl.noCache;
  }
  if (pathname.endsWith('.html') || pathname.endsWith('.json') || !/\.[a-z0-9]+$/i.test(pathname)) {
    return cacheControl.document;
  }
  return cacheControl.default;
}
