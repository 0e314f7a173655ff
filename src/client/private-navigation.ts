/**
 * A client-side navigation into a private page (the portal, the editor) or a page declared
 * personal (src/lib/private-pages.ts) becomes a full load when the document at hand could not
 * hold it safely:
 * - Tag Manager or the chat runs on it: a client navigation keeps the page's scripts alive, and
 *   they would read the new page.
 * - It is a public page the build rendered, served without `Cross-Origin-Opener-Policy` (the server
 *   gives that header to every page rendered on demand and to the private paths:
 *   src/server/http/security-headers.ts). Swapped into such a document, a person's page would stay
 *   reachable from a window that opened the site.
 * From a document that has the policy (a form, a status check, My home), the router swaps as usual.
 *
 * Private paths are known before anything is fetched; a personal page is known by the document
 * fetched for it, which is then never swapped in: the router loads its address afresh (after a
 * form's redirect, the address it was sent to).
 */
import { isIsolatedDocument, isPersonalDocument, isPrivatePagePath } from '../lib/private-pages';

/** The parts of Astro's preparation event used here (astro:transitions/client's TransitionBeforePreparationEvent). */
type Preparation = Event & { to: URL; newDocument?: Document; loader: () => Promise<void> };

const thirdPartiesLoaded = () =>
  Boolean(document.getElementById('gtm-container') || document.getElementById('chat-messenger'));

export function installPrivateNavigation() {
  // Read once, as the document was served: the router swaps `<html>`'s attributes, not the headers.
  const isolated = isIsolatedDocument(document, location.pathname);
  document.addEventListener('astro:before-preparation', (event) => {
    const preparation = event as Preparation;
    if (isolated && !thirdPartiesLoaded()) return;
    if (isPrivatePagePath(preparation.to.pathname)) {
      event.preventDefault();
      window.location.assign(preparation.to.href);
      return;
    }
    const load = preparation.loader;
    preparation.loader = async () => {
      await load();
      // Prevented after loading, the router sets location.href to the page's address itself.
      if (preparation.newDocument && isPersonalDocument(preparation.newDocument)) event.preventDefault();
    };
  });
}
