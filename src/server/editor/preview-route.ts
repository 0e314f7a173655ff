/**
 * `/editor/preview/…`: the saved content's pages as they will look, to editors only. The page is
 * rendered on request by the preview renderer (preview-renderer.ts, Astro's development server on a
 * loopback port), so it follows each save. The gate (gate.ts) has already refused anyone without an
 * editor session before this runs; this route checks again rather than trust the order of the routes.
 *
 * A page is served as rendered, with these changes: its scripts are removed (the preview shows the
 * page a visitor first sees, markup and styles, which is all content can change; the development
 * server's scripts are its own tooling), a banner says it is a preview of unpublished changes (with
 * the ways back to the editor and to the live page), links to other public pages stay inside the
 * preview, and it is noindex. Its policy allows no script at all. Besides pages, only the pictures
 * (resized on request by `/_image`, unpublished ones included) and the brand font are passed on;
 * nothing else of the development server (its sources, its file access) is reachable. Each request
 * to the renderer carries its per-start secret (preview-fence.ts), which nothing else has. An
 * on-demand page the renderer makes from content alone (`/rebates`) is shown like any other; one
 * that needs the live site's data (a form) says plainly that it cannot be previewed. The
 * checkout's absolute path never reaches the editor's browser (pictures name `/@checkout/…`, put
 * back on the way in; the development server's source annotations are dropped), and the links to
 * the live site are always paths on it. Never cached anywhere (`private, no-store`; the service
 * worker keeps nothing under /editor).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { PREVIEW_PREFIX } from '../../lib/editor/publish-status.ts';
import { isPrivatePagePath } from '../../lib/private-pages.ts';
import type { RouteHandler } from '../http/site-server.ts';
import { onDemandPages } from './pages-reached.ts';
import type { PreviewTarget } from './preview-renderer.ts';
import type { EditorSession } from './session.ts';

const PRIVATE = 'private, no-store';

/**
 * The preview page's policy: no script of any kind; the development server inlines every
 * stylesheet, so inline styles are allowed (markup comes from the site's components, as on the
 * public pages).
 */
export const PREVIEW_CSP =
  "default-src 'none'; script-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The policy of the preview's pictures and fonts: nothing in them runs. */
export const PREVIEW_ASSET_CSP = "default-src 'none'; sandbox";

/** How long a page may take to render (the first page after a start compiles for a while). */
const RENDER_TIMEOUT_MS = 60_000;

export interface PreviewRouteOptions {
  /** Where the preview renderer listens now (the publisher's), if it has started. */
  publisher: { previewTarget(): PreviewTarget | undefined };
  sessions: WeakMap<IncomingMessage, EditorSession>;
  /** The checkout the renderer runs in (its absolute path is kept out of the pages). */
  checkoutDir?: string;
  /** Told of each request passed to the renderer (its idle time starts again). */
  touch?: () => void;
}

/** What a picture's address names instead of `/@fs` and the checkout's absolute path. */
const CHECKOUT_ALIAS = '/@checkout/';

/**
 * A path on the site for `livePath`, whatever it holds: one that a browser would read as another
 * host (`//x`, `///x`, `/\\x`, a tab or newline between the slashes) or that is not a path at all
 * becomes the home page.
 */
export function sitePath(livePath: string): string {
  const base = 'https://site.invalid';
  let url: URL;
  try {
    url = new URL(livePath, base);
  } catch {
    return '/';
  }
  if (url.origin !== base || !livePath.startsWith('/')) return '/';
  // `/.//x` parses to the path `//x`: still one slash first.
  return `/${url.pathname.replace(/^\/+/, '')}${url.search}`;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

/** The banner on every preview page; its styles are its own (a page's CSS modules cannot reach it). */
function banner(livePath: string): string {
  const live = escapeHtml(sitePath(livePath));
  return `<style>.cc-preview-banner{position:sticky;top:0;z-index:1000;display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;align-items:center;padding:.75rem 1rem;background:#fff4cc;border-block-end:3px solid #8a5a00;color:#1b1f21;font:500 1rem/1.4 system-ui,sans-serif}.cc-preview-banner p{margin:0}.cc-preview-banner a{color:#004a60;font-weight:700}.cc-preview-banner a:focus-visible{outline:3px solid #004a60;outline-offset:2px}</style><aside class="cc-preview-banner" aria-label="Preview"><p><strong>Preview of unpublished changes.</strong> Visitors still see the live page until you publish.</p><p><a href="/editor">Back to the content editor</a></p><p><a href="${live}">See the live page</a></p></aside>`;
}

/** Files of the development server a preview page needs: resized pictures and the brand font. */
const isPreviewAsset = (livePath: string) =>
  livePath === '/_image' || /^\/node_modules\/@fontsource(-variable)?\/[\w.@/-]+\.woff2$/.test(livePath);

/** A public page's address (not a file, not an API, not behind login): links to it stay in the preview. */
const isPublicPagePath = (pagePath: string) =>
  !/\.[a-z0-9]+$/i.test(pagePath) && !/^\/(api|_|@)/.test(pagePath) && !isPrivatePagePath(pagePath);

/**
 * The preview page's HTML for an editor: no scripts (structured data stays: it is content), the
 * brand font from the preview, noindex, the banner first in the body, and links to public pages
 * pointed into the preview.
 *
 * The live site gives its text the brand font from its start script (src/client/start.ts), and
 * for a visitor without scripts in a `<noscript>` style (StartScripts.astro). The preview removes
 * the script, and the editor's browser runs scripts, so it reads `<noscript>` as text: the page
 * would show the fallback face only. The preview is the page as a visitor without scripts sees it,
 * so a `<noscript>` style is put in the head as a plain style (the font then loads under
 * PREVIEW_CSP's `font-src 'self'`, through the preview's own font route).
 */
export function previewHtml(html: string, livePath: string, checkoutDir?: string): string {
  return (
    withoutCheckoutPaths(html, checkoutDir)
      .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/gi, '')
      .replace(/<noscript>\s*(<style\b[^>]*>[^<]*<\/style>)\s*<\/noscript>/gi, '$1')
      .replace(/(url\(|href=")\/node_modules\/@fontsource/g, `$1${PREVIEW_PREFIX}/node_modules/@fontsource`)
      .replace(/<head([^>]*)>/i, '<head$1><meta name="robots" content="noindex, nofollow">')
      .replace(
        /<a\b([^>]*?)\shref="(\/[^"#?]*)([^"]*)"/gi,
        (link, before: string, target: string, rest: string) =>
          isPublicPagePath(target) && !target.startsWith(`${PREVIEW_PREFIX}/`)
            ? `<a${before} href="${PREVIEW_PREFIX}${target === '/' ? '' : target}${rest}"`
            : link,
      )
      // After the links: the banner's own link goes to the live page.
      .replace(/<body([^>]*)>/i, (body) => `${body}${banner(livePath)}`)
  );
}

/**
 * The page without the checkout's absolute path: the development server's source annotations and
 * style ids go, source maps go, pictures name CHECKOUT_ALIAS (both as written and URL-encoded).
 */
function withoutCheckoutPaths(html: string, checkoutDir: string | undefined): string {
  let page = html
    .replace(/\s(data-vite-dev-id|data-astro-source-file|data-astro-source-loc)="[^"]*"/g, '')
    .replace(/\/\*# sourceMappingURL=[^*]*\*\//g, '');
  if (checkoutDir) {
    const dir = checkoutDir.replace(/\/+$/, '');
    page = page
      .replaceAll(`/@fs${dir}/`, CHECKOUT_ALIAS)
      .replaceAll(encodeURIComponent(`/@fs${dir}/`), encodeURIComponent(CHECKOUT_ALIAS))
      .replaceAll(`${dir}/`, '/')
      .replaceAll(encodeURIComponent(`${dir}/`), '%2F');
  }
  return page;
}

/** A picture's query as the renderer needs it: CHECKOUT_ALIAS back to the checkout's path. */
function checkoutQuery(query: string, checkoutDir: string | undefined): string {
  if (!checkoutDir) return query;
  const dir = checkoutDir.replace(/\/+$/, '');
  return query
    .replaceAll(encodeURIComponent(CHECKOUT_ALIAS), encodeURIComponent(`/@fs${dir}/`))
    .replaceAll(CHECKOUT_ALIAS, `/@fs${dir}/`);
}

function sendPage(res: ServerResponse, status: number, html: string) {
  res.statusCode = status;
  res.setHeader('Cache-Control', PRIVATE);
  res.setHeader('X-Robots-Tag', 'noindex');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Security-Policy', PREVIEW_CSP);
  res.end(html);
  return true;
}

/** A plain page for what the preview cannot show, with the ways out. */
function notice(title: string, body: string): string {
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)} · Cirrus Climate</title></head><body style="font:1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem"><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/editor">Back to the content editor</a></p></main></body></html>`;
}

const NOT_A_PAGE = (livePath: string) => {
  const live = sitePath(livePath);
  return notice(
    'Not in the preview',
    `<p>The preview shows the site's public pages made from the saved content. This address is not one of them.</p><p><a href="${escapeHtml(live)}">Open ${escapeHtml(live)} on the live site</a></p>`,
  );
};

/** A page made when a visitor asks for it (onDemandPages): a form, the rebate planner, warranty. */
const isOnDemandPage = (livePath: string) => onDemandPages.includes(livePath);

/**
 * What an on-demand page the renderer could not make says: a form page (a quote, a claim) needs the
 * live site's data and services, which the preview never holds (preview-child.ts).
 */
const NOT_PREVIEWABLE = (livePath: string) => {
  const live = sitePath(livePath);
  return notice(
    'This page cannot be previewed',
    `<p>${escapeHtml(live)} is made when a visitor opens it, from the live site's data as well as the content (a form, for one, needs the site's database), and the preview holds none of that data. Its changes show on the live page once you publish.</p><p><a href="${escapeHtml(live)}">Open ${escapeHtml(live)} on the live site</a></p>`,
  );
};

export function previewRoute(options: PreviewRouteOptions): RouteHandler {
  return async (req, res) => {
    const [pathname = '/', query] = (req.url ?? '/').split('?');
    const method = req.method ?? 'GET';
    if (pathname !== PREVIEW_PREFIX && !pathname.startsWith(`${PREVIEW_PREFIX}/`)) return false;
    if (!options.sessions.get(req)) {
      res.statusCode = 401;
      res.setHeader('Cache-Control', PRIVATE);
      res.end();
      return true;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      res.setHeader('Cache-Control', PRIVATE);
      res.end();
      return true;
    }
    let livePath: string;
    try {
      livePath = decodeURIComponent(pathname.slice(PREVIEW_PREFIX.length)) || '/';
    } catch {
      return sendPage(res, 400, notice('Not a page address', '<p>This address cannot be read.</p>'));
    }
    const renderer = options.publisher.previewTarget();
    if (!renderer) {
      return sendPage(
        res,
        404,
        notice(
          'No preview is open',
          '<p>Open one with “Preview changes” in the content editor. A publish ends the preview: the live site then shows the changes.</p>',
        ),
      );
    }
    const asset = isPreviewAsset(livePath);
    // Dot segments and encoded slashes never reach the renderer: it gets the path as the editor's browser would send it.
    if ((!asset && !isPublicPagePath(livePath)) || /(^|\/)\.\.?(\/|$)|\\/.test(livePath)) {
      return sendPage(res, 404, NOT_A_PAGE(livePath));
    }
    const target = `${renderer.origin}${PREVIEW_PREFIX}${livePath === '/' ? '/' : encodeURI(livePath)}${asset && query ? `?${checkoutQuery(query, options.checkoutDir)}` : ''}`;
    options.touch?.();
    let response: Response;
    try {
      response = await fetch(target, {
        headers: renderer.headers,
        redirect: 'manual',
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      });
    } catch (error) {
      return sendPage(
        res,
        502,
        notice(
          'The preview did not answer',
          `<p>The page could not be made in time (${escapeHtml(error instanceof Error ? error.message : String(error))}). Reload to try again; if it keeps failing, open “Preview changes” again.</p>`,
        ),
      );
    }
    if (asset) {
      res.statusCode = response.status;
      res.setHeader('Cache-Control', PRIVATE);
      res.setHeader('Content-Type', response.headers.get('content-type') ?? 'application/octet-stream');
      // The preview's own policy for its pictures and fonts: nothing in them runs or is sniffed.
      res.setHeader('Content-Security-Policy', PREVIEW_ASSET_CSP);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (method === 'HEAD' || !response.body) {
        res.end();
        return true;
      }
      Readable.fromWeb(response.body as WebReadableStream<Uint8Array>).pipe(res);
      return true;
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      res.statusCode = response.status;
      res.setHeader('Cache-Control', PRIVATE);
      res.setHeader(
        'Location',
        location.startsWith('/') &&
          isPublicPagePath(location.split(/[?#]/)[0] ?? '') &&
          !location.startsWith(PREVIEW_PREFIX)
          ? `${PREVIEW_PREFIX}${location}`
          : location,
      );
      res.end();
      return true;
    }
    const isHtml = (response.headers.get('content-type') ?? '').startsWith('text/html');
    if (response.status === 404 || !isHtml) {
      await response.body?.cancel();
      return sendPage(res, 404, NOT_A_PAGE(livePath));
    }
    if (response.status >= 500 && isOnDemandPage(livePath)) {
      await response.body?.cancel();
      return sendPage(res, 200, method === 'HEAD' ? '' : NOT_PREVIEWABLE(livePath));
    }
    if (!response.ok) {
      await response.body?.cancel();
      return sendPage(
        res,
        502,
        notice(
          'This page could not be made from the saved content',
          '<p>The saved content may not fit this page yet (a list left empty, a picture missing). Check the entry in the editor, save, and reload; the publish would fail the same way.</p>',
        ),
      );
    }
    const html = previewHtml(await response.text(), livePath, options.checkoutDir);
    return sendPage(res, 200, method === 'HEAD' ? '' : html);
  };
}
