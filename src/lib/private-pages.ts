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
