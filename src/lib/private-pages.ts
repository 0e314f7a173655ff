/**
 * Pages that no third-party script (Tag Manager, the chat) may run on: the portal, which shows
 * leads' personal details, and the content editor (`/editor`, where editors log in and publish, and
 * the editing app under `/keystatic`), which holds a session that can change the site. The server
 * gives them a policy without those origins; the client does not load them there.
 */
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
