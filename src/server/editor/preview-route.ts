/**
 * `/editor/preview/…`: the preview build's pages (publish.ts `preview`), to editors only. The gate
 * (gate.ts) has already refused anyone without an editor session before this runs; this route
 * checks again rather than trust the order of the routes. A page is served as the preview built it,
 * with three changes: a banner saying it is a preview of unpublished changes (with the way back to
 * the editor and to the live page), links to other pages of the preview kept inside the preview,
 * and noindex. Never cached anywhere (`private, no-store`; the service worker keeps nothing under
 * /editor). Only prerendered pages are in the preview: a page rendered on request (a form's answer,
 * the comparison) is shown live, and the preview says so.
 *
 * Files the preview's pages load from `/_astro/` are the live site's as long as the content did not
 * change them (their names are content hashes); a file only the preview has (a new picture) is
 * served from the preview, to an editor session only, so unpublished pictures stay private.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { PREVIEW_PREFIX } from '../../lib/editor/publish-status.ts';
import type { RouteHandler } from '../http/site-server.ts';
import { builtPages } from './page-changes.ts';
import type { Publisher } from './publish.ts';
import type { EditorSession, SessionCookies } from './session.ts';

const PRIVATE = 'private, no-store';

export interface PreviewRouteOptions {
  publisher: Pick<Publisher, 'previewDir'>;
  sessions: WeakMap<IncomingMessage, EditorSession>;
  cookies: Pick<SessionCookies, 'read'>;
  /** The served build's client folder (a publish swaps it). */
  liveClientDir(): string;
  /** The Content-Security-Policy for pages of a build folder (its own inline-script hashes). */
  cspFor(buildDir: string): string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

/** The banner on every preview page; its styles are its own (a page's CSS modules cannot reach it). */
function banner(livePath: string): string {
  const live = escapeHtml(livePath);
  return `<style>.cc-preview-banner{position:sticky;top:0;z-index:1000;display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;align-items:center;padding:.75rem 1rem;background:#fff4cc;border-block-end:3px solid #8a5a00;color:#1b1f21;font:500 1rem/1.4 system-ui,sans-serif}.cc-preview-banner p{margin:0}.cc-preview-banner a{color:#004a60;font-weight:700}.cc-preview-banner a:focus-visible{outline:3px solid #004a60;outline-offset:2px}</style><aside class="cc-preview-banner" aria-label="Preview"><p><strong>Preview of unpublished changes.</strong> Visitors still see the live page until you publish.</p><p><a href="/editor" data-astro-reload>Back to the content editor</a></p><p><a href="${live}" data-astro-reload>See the live page</a></p></aside>`;
}

/**
 * The preview page's HTML for an editor: noindex, the banner first in the body, and links to pages
 * the preview has pointed into the preview (full loads: the client router would treat the
 * preview's build id as a new deploy).
 */
export function previewHtml(html: string, livePath: string, previewPages: ReadonlySet<string>): string {
  return html
    .replace(/<head([^>]*)>/i, '<head$1><meta name="robots" content="noindex, nofollow">')
    .replace(/<body([^>]*)>/i, (body) => `${body}${banner(livePath)}`)
    .replace(
      /<a\b([^>]*?)\shref="(\/[^"#?]*)([^"]*)"/gi,
      (link, before: string, target: string, rest: string) =>
        previewPages.has(target)
          ? `<a${before} href="${PREVIEW_PREFIX}${target === '/' ? '' : target}${rest}" data-astro-reload`
          : link,
    );
}

/** A preview build's prerendered page for a public path, when it has one. */
export function previewFile(clientDir: string, pagePath: string): string | undefined {
  const relative = pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`;
  const file = path.resolve(clientDir, relative);
  if (!file.startsWith(`${clientDir}${path.sep}`) || !existsSync(file)) return undefined;
  return file;
}

/** Public paths of the preview's pages, remembered for the current preview folder (they never change). */
const pagesOf = new Map<string, Set<string>>();
async function previewPaths(clientDir: string): Promise<Set<string>> {
  const known = pagesOf.get(clientDir);
  if (known) return known;
  const pages = new Set((await builtPages(clientDir)).keys());
  pagesOf.clear();
  pagesOf.set(clientDir, pages);
  return pages;
}

function sendPage(res: ServerResponse, status: number, html: string, csp?: string) {
  res.statusCode = status;
  res.setHeader('Cache-Control', PRIVATE);
  res.setHeader('X-Robots-Tag', 'noindex');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (csp) res.setHeader('Content-Security-Policy', csp);
  res.end(html);
  return true;
}

/** A plain page for what the preview cannot show, with the ways out. */
function notice(title: string, body: string): string {
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)} · Cirrus Climate</title></head><body style="font:1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem"><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/editor">Back to the content editor</a></p></main></body></html>`;
}

export function previewRoute(options: PreviewRouteOptions): RouteHandler {
  const assetsOf = new Map<string, ReturnType<typeof sirv>>();
  return async (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    const method = req.method ?? 'GET';

    // A file only the preview has, for the editor's preview page.
    if (pathname.startsWith('/_astro/') && (method === 'GET' || method === 'HEAD')) {
      const dir = options.publisher.previewDir();
      if (!dir || !options.cookies.read(req)) return false;
      const clientDir = path.join(dir, 'client');
      let relative: string;
      try {
        relative = decodeURIComponent(pathname).slice(1);
      } catch {
        return false;
      }
      const own = path.resolve(clientDir, relative);
      if (!own.startsWith(`${clientDir}${path.sep}`) || !existsSync(own)) return false;
      if (existsSync(path.join(options.liveClientDir(), relative))) return false;
      let files = assetsOf.get(clientDir);
      if (!files) {
        assetsOf.clear();
        files = sirv(clientDir, {
          dotfiles: false,
          setHeaders: (response) => response.setHeader('Cache-Control', PRIVATE),
        });
        assetsOf.set(clientDir, files);
      }
      const served = files;
      return new Promise<boolean>((resolve) => {
        served(req, res, () => resolve(false));
        res.once('finish', () => resolve(true));
      });
    }

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
    const dir = options.publisher.previewDir();
    if (!dir) {
      return sendPage(
        res,
        404,
        notice(
          'No preview is ready',
          '<p>Build one with “Preview changes” in the content editor. A publish replaces the preview: the live site then shows the changes.</p>',
        ),
      );
    }
    const clientDir = path.join(dir, 'client');
    const file = previewFile(clientDir, livePath);
    const pages = await previewPaths(clientDir);
    if (!file || !pages.has(livePath)) {
      return sendPage(
        res,
        404,
        notice(
          'Not in the preview',
          `<p>The preview holds the pages built from the content. This address is not one of them: it may be a page made when it is asked for (a form, the comparison, search), which shows the live content, or no page at all.</p><p><a href="${escapeHtml(livePath)}">Open ${escapeHtml(livePath)} on the live site</a></p>`,
        ),
      );
    }
    const html = previewHtml(await readFile(file, 'utf8'), livePath, pages);
    return sendPage(res, 200, method === 'HEAD' ? '' : html, options.cspFor(dir));
  };
}
