/**
 * The pages a set of unpublished content files reaches, for the preview's list, without building
 * anything: the preview renders pages on request (preview-renderer.ts), so there is no second build
 * to compare with. Read from the served build:
 * - each file's own page: the page named like the entry (`…/edge-3-5kw.yaml` and its pictures in
 *   `…/edge-3-5kw/images/…` are the page `…/edge-3-5kw`; `home` is `/`), or for a collection without
 *   a page per entry, the page that shows the collection (an FAQ group: `/faqs`);
 * - for a product or a promotion, every page that links to its page (the listings, related
 *   products, the home page's featured products, a promotion's eligible products): a card there shows
 *   its name, summary and picture. Categories and site pages are linked from the navigation of every
 *   page, so following their links would list the whole site; their own page is listed.
 * Pages made on demand (forms, `/rebates`, `/warranty`: onDemandPages) count as pages too: a form's
 * copy reaches its form page, a rebate rule `/rebates`. The publish lists exactly what changed by
 * comparing builds (page-changes.ts); this is the list an editor needs to check before that.
 */
import { readFile } from 'node:fs/promises';
import type { PageChanges } from '../../lib/editor/publish-status.ts';
import { onDemandToolPages } from '../../lib/search-records.ts';
import { formPagePaths } from '../forms/index.ts';

/** Pages made on demand: every form's page and the tools' (`/rebates`, the status checks). */
export const onDemandPages: readonly string[] = [...formPagePaths, ...onDemandToolPages];

import { builtPages, orderPages } from './page-changes.ts';

/** Collections whose entries have no page of their own, and the page that shows them. */
const SHOWN_ON: Readonly<Record<string, string>> = {
  faqs: '/faqs',
  dealers: '/where-to-buy',
  rebates: '/rebates',
  'rebate-settings': '/rebates',
  'rebate-tables': '/rebates',
  warranty: '/warranty',
};

/** Collections whose entries appear as cards on the pages linking to them. */
const LINKED_AS_CARDS = new Set(['products', 'promotions']);

const CONTENT = 'src/content/';

/** The collection of a content file and the names it may be shown under (the entry's and its folders'). */
function entryOf(file: string): { collection: string; names: string[] } {
  const parts = file.replace(CONTENT, '').split('/');
  const collection = parts[0] ?? '';
  const names = parts.slice(1).map((part) => part.replace(/\.[a-z]+$/i, ''));
  return { collection, names: names.map((name) => (name === 'home' ? '' : name)) };
}

/** Each served page's file and the site paths it links to, remembered for one build folder. */
interface SiteIndex {
  pages: Map<string, string>;
  links: Map<string, Set<string>>;
}
let index: { clientDir: string; site: Promise<SiteIndex> } | undefined;

async function siteIndex(clientDir: string): Promise<SiteIndex> {
  if (index?.clientDir === clientDir) return index.site;
  const site = (async () => {
    const pages = await builtPages(clientDir);
    // Made when asked for (forms, the rebate planner, warranty): not in the build's files, still
    // pages an entry reaches. Their links are not read (they link to what the prerendered pages do).
    for (const pagePath of onDemandPages) pages.set(pagePath, '');
    const links = new Map<string, Set<string>>();
    await Promise.all(
      [...pages].map(async ([pagePath, file]) => {
        const html = file ? await readFile(file, 'utf8') : '';
        const targets = new Set<string>();
        for (const match of html.matchAll(/<a\b[^>]*?\shref="(\/[^"#?]*)/gi)) {
          if (match[1]) targets.add(match[1]);
        }
        links.set(pagePath, targets);
      }),
    );
    return { pages, links };
  })();
  index = { clientDir, site };
  return site;
}

/** The pages of the served build (`clientDir`) that `files` (changed content files) reach, own pages first. */
export async function pagesReachedBy(clientDir: string, files: readonly string[]): Promise<PageChanges> {
  const { pages, links } = await siteIndex(clientDir);
  const reached = new Set<string>();
  const byLastSegment = new Map<string, string[]>();
  for (const pagePath of pages.keys()) {
    const last = pagePath === '/' ? '' : (pagePath.split('/').at(-1) ?? '');
    byLastSegment.set(last, [...(byLastSegment.get(last) ?? []), pagePath]);
  }
  for (const file of files) {
    const { collection, names } = entryOf(file);
    const own = names.flatMap((name) => byLastSegment.get(name) ?? []);
    const shownOn = SHOWN_ON[collection];
    if (own.length === 0 && shownOn && pages.has(shownOn)) own.push(shownOn);
    for (const pagePath of own) {
      reached.add(pagePath);
      if (!LINKED_AS_CARDS.has(collection)) continue;
      for (const [linking, targets] of links) if (targets.has(pagePath)) reached.add(linking);
    }
  }
  return { changed: orderPages([...reached], files), removed: [] };
}
