/**
 * Which public pages two builds disagree on: the prerendered HTML of each page (`client/…/x.html`,
 * the build's `format: 'file'`) compared file by file. Every build writes its own id into its pages
 * (`<meta name="build-id">`) and into a script chunk, whose hash then changes the name of every
 * script that imports it, and with it each island's hydration id (`uid`). Styles and scripts are
 * code, and a preview or publish changes content only (the same commit's code with other content
 * files), yet the same code builds to differently ordered styles under another NODE_ENV (a test
 * build against a publish run by a test server). So the id, script and stylesheet hashes, island
 * ids and inline `<style>` blocks are left out first. A content change reaches a page through its
 * markup (text, island props, pictures, whose names are content hashes; a component it adds brings
 * its own markup), so what is left differs only when what a visitor sees (or a search engine reads)
 * differs. Pages named for a changed file (the product edited) come first in the list. Used by the preview (its
 * build against the served one) and by publishing (the new build against the one it replaces).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageChanges } from '../../lib/editor/publish-status.ts';
import { isPrivatePagePath } from '../../lib/private-pages.ts';
import { readBuildInfo } from '../build-info.ts';

/** Error pages are not addresses anyone links to. */
const NOT_PAGES = new Set(['/404', '/500']);

/** The public path a prerendered file is served at (`products/x.html` → `/products/x`, `index.html` → `/`). */
export function pagePathOf(relativeFile: string): string {
  const withoutExtension = relativeFile
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '');
  if (withoutExtension === 'index') return '/';
  return `/${withoutExtension.replace(/\/index$/, '')}`;
}

/** Every public page of a build's client folder: its path and its file. */
export async function builtPages(clientDir: string): Promise<Map<string, string>> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true }).catch(() => []);
  const pages = new Map<string, string>();
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const pagePath = pagePathOf(path.relative(clientDir, file));
    if (NOT_PAGES.has(pagePath) || isPrivatePagePath(pagePath)) continue;
    pages.set(pagePath, file);
  }
  return pages;
}

/**
 * A page's markup without what differs from build to build of the same content: the build's id,
 * the hashes in script and stylesheet names, island ids, inline styles.
 */
export function comparableHtml(html: string, buildId: string): string {
  return html
    .replaceAll(buildId, '')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, '')
    .replace(/(\/_astro\/[\w.-]+?)\.[\w-]{8}\.(js|css)\b/g, '$1.$2')
    .replace(/<astro-island uid="[^"]*"/g, '<astro-island');
}

const comparable = async (file: string, buildId: string) =>
  comparableHtml(await readFile(file, 'utf8'), buildId);

/** Home first, then the rest in address order. */
const byAddress = (a: string, b: string) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b));

/**
 * The order the desk lists pages in: first those named for a changed content file (the product
 * `…/edge-3-5kw.yaml` is the page `…/edge-3-5kw`), then the rest by address.
 */
export function orderPages(pagePaths: readonly string[], files: readonly string[] = []): string[] {
  const named = new Set(files.map((file) => path.posix.basename(file).replace(/\.[a-z]+$/i, '')));
  const isNamed = (pagePath: string) => named.has(pagePath.split('/').at(-1) ?? '');
  return [...pagePaths].sort((a, b) => Number(isNamed(b)) - Number(isNamed(a)) || byAddress(a, b));
}

/**
 * The pages `after` (a build folder holding `client/` and `build.json`) changes compared with
 * `before`: changed or new pages, and pages it no longer has. `files` are the content files changed,
 * to list their own pages first.
 */
export async function comparePages(
  beforeDir: string,
  afterDir: string,
  files: readonly string[] = [],
): Promise<PageChanges> {
  const beforeId = readBuildInfo(path.join(beforeDir, 'build.json')).buildId;
  const afterId = readBuildInfo(path.join(afterDir, 'build.json')).buildId;
  const [before, after] = await Promise.all([
    builtPages(path.join(beforeDir, 'client')),
    builtPages(path.join(afterDir, 'client')),
  ]);
  const changed: string[] = [];
  for (const [pagePath, file] of after) {
    const old = before.get(pagePath);
    if (!old || (await comparable(old, beforeId)) !== (await comparable(file, afterId))) {
      changed.push(pagePath);
    }
  }
  const removed = [...before.keys()].filter((pagePath) => !after.has(pagePath));
  return { changed: orderPages(changed, files), removed: removed.sort(byAddress) };
}
