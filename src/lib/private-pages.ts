/**
 * Pages that no third-party script (Tag Manager, the chat) may run on: the portal, which shows
 * leads' personal details, and the content editor (`/editor`, where editors log in and publish, and
 * the editing app under `/keystatic`), which holds a session that can change the site. The server
 * gives them a policy without those origins; the client does not load them there. Beyond these
 * paths, every page that shows a person's data declares it (BaseLayout's `personal`), which puts
 * PERSONAL_PAGE_ATTRIBUTE on its `<html>`: the client judges a page by that too.
 */

/** The attribute on `<html>` of a page declared personal (BaseLayout's `personal` prop). */
export const PERSONAL_PAGE_ATTRIBUTE = 'data-personal';

/**
 * The attribute on `<html>` of a page rendered on demand (per request, not at build): the server
 * gives such a page `Cross-Origin-Opener-Policy`, as it does the private paths, and only a public
 * page the build rendered goes without it (src/server/http/security-headers.ts).
 */
export const ON_DEMAND_PAGE_ATTRIBUTE = 'data-on-demand';

/**
 * True for a document served with its own opener policy: rendered on demand, or a private page.
 * Judged on the document as loaded: a client navigation swaps the attributes, not the headers.
 */
export function isIsolatedDocument(document: Document, pathname: string): boolean {
  const root = document.documentElement;
  return (
    root.hasAttribute(ON_DEMAND_PAGE_ATTRIBUTE) ||
    root.hasAttribute(PERSONAL_PAGE_ATTRIBUTE) ||
    isPrivatePagePath(pathname)
  );
}

/** True for a document whose page declared itself personal. */
export function isPersonalDocument(document: Document): boolean {
  return document.documentElement.hasAttribute(PERSONAL_PAGE_ATTRIBUTE);
}

const PRIVATE_PAGE = /^\/(portal|editor|keystatic)(\/|$)/;

/**
 * True for a private page's path, percent-encoded or not (`/%65ditor` is served as `/editor`, so it
 * is judged like it). A path that cannot be decoded is treated as private: nothing is lost by
 * keeping scripts off a page that does not exist.
 */
export function isPrivatePagePath(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return PRIVATE_PAGE.test(path.replace(/\/{2,}/g, '/'));
}
