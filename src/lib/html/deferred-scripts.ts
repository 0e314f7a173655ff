/**
 * A page's own module scripts start after its first screen has painted, not before: each script tag
 * Astro writes for a bundled `<script>` (`<script type="module" src="/_astro/…">`) becomes an inert
 * data block naming the same file, which the layout's start script (src/components/layout/
 * StartScripts.astro) imports once the page has loaded and the browser is idle, or at the
 * visitor's first tap or key, whichever comes first.
 *
 * Why: on a phone's first visit every script requested before the largest picture paints competes
 * with that picture and the document for the connection (the layout's eight scripts cost about
 * 250 ms of LCP on a slow 4G link), and none of them draws anything in the first screen: they
 * enhance markup that is already there (the search button, the compare toggles, the account slot,
 * the client router). Islands are not touched: each keeps its own hydration directive.
 *
 * Used by src/middleware.ts on every page, prerendered or on demand, so both kinds behave alike.
 * The type is not a JavaScript type, so the browser neither fetches nor runs the block, and the
 * client router's script runner skips it too (it runs only classic and module scripts).
 */

/** The data block's type: a valid MIME type that is not JavaScript (HTML's rule for data blocks). */
export const DEFERRED_SCRIPT_TYPE = 'application/x-cirrus-module';

/** A bundled module script as Astro writes it: only the site's own built files. */
const MODULE_SCRIPT = /<script type="module" src="(\/_astro\/[\w.-]+\.js)"><\/script>/g;

/**
 * Only a page with the start script: another document (the content editor's app) keeps its module
 * scripts as they are, as nothing would ever import them.
 */
export function deferModuleScripts(html: string): string {
  if (!html.includes(`data-module-type="${DEFERRED_SCRIPT_TYPE}"`)) return html;
  return html.replace(
    MODULE_SCRIPT,
    (_tag, src: string) => `<script type="${DEFERRED_SCRIPT_TYPE}" data-src="${src}"></script>`,
  );
}
