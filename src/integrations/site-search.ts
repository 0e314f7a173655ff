/**
 * Build integration: the site search index, written when the build is done.
 *
 * 1. Pagefind (its Node API, over the platform binary npm installs with it) reads every built page
 *    marked for search: `data-pagefind-body` on `<main>`, with the page's kind as the `kind` filter
 *    (BaseLayout's `searchKind`). Header, footer and navigation are outside that element; lists
 *    that only point at other results (product cards, category links, FAQ highlights) carry
 *    `data-pagefind-ignore`.
 * 2. Adds what has no built HTML, from the page-data documents (src/lib/search-records.ts): each
 *    FAQ as its own result, and the pages rendered on demand for their forms.
 * 3. Writes to `/pagefind/` only what the search island loads: `pagefind.js`, its worker and wasm,
 *    the entry and meta files, and the index, filter and fragment chunks (not Pagefind's own UI).
 *
 * Comes before `buildInfo` in astro.config.ts, which writes brotli and gzip copies of the text files
 * among these (the chunks are gzipped by Pagefind itself). The service worker does not precache
 * the index: it loads only when a visitor opens search (see src/service-worker/routes.ts).
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { close, createIndex, type PagefindIndex } from 'pagefind';
import { pageDataUrl } from '../lib/page-data';
import { faqRecords, onDemandToolPages, pageRecord, pageUrl, type SearchRecord } from '../lib/search-records';
import { isSearchKind, type SearchKind, searchKinds } from '../lib/site-search';
import { listedFormPages } from '../server/forms/index.ts';

/** The folder in the build that holds the index; the search island imports `pagefind.js` from it. */
export const SEARCH_INDEX_DIR = 'pagefind';
const LANGUAGE = 'en';

/** Pagefind's ready-made interfaces and the catch-all language's wasm: never loaded here. */
const UNUSED_FILE =
  /^(?:pagefind-(?:ui|modular-ui|component-ui|highlight)\.(?:js|css)|wasm\.unknown\.pagefind)$/;

const MARKED_KIND = /data-pagefind-filter="kind:([a-z]+)"/;

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== SEARCH_INDEX_DIR) yield* htmlFiles(path);
    } else if (entry.name.endsWith('.html')) yield path;
  }
}

function check(action: string, errors: readonly string[]) {
  if (errors.length > 0) throw new Error(`site search: ${action} failed: ${errors.join('; ')}`);
}

async function readPageData(clientDir: string, path: string): Promise<unknown> {
  const file = join(clientDir, pageDataUrl(path));
  const document = JSON.parse(await readFile(file, 'utf8')) as { data?: unknown };
  return document.data;
}

async function addRecord(index: PagefindIndex, record: SearchRecord) {
  const { errors } = await index.addCustomRecord({
    url: record.url,
    content: record.content,
    language: LANGUAGE,
    meta: { title: record.title, ...(record.context ? { context: record.context } : {}) },
    filters: { kind: [record.kind] },
  });
  check(`indexing ${record.url}`, errors);
}

interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

/** Indexes the build in `clientDir` (the folder with the pages) and writes `clientDir/pagefind/`. */
export async function writeSearchIndex(clientDir: string, logger: Logger) {
  const outDir = join(clientDir, SEARCH_INDEX_DIR);
  await rm(outDir, { recursive: true, force: true });
  const counts = Object.fromEntries(searchKinds.map((kind) => [kind, 0])) as Record<SearchKind, number>;
  const { index, errors } = await createIndex({ forceLanguage: LANGUAGE });
  check('starting Pagefind', errors);
  if (!index) throw new Error('site search: Pagefind returned no index');
  try {
    for await (const file of htmlFiles(clientDir)) {
      const content = await readFile(file, 'utf8');
      if (!content.includes('data-pagefind-body')) continue;
      const url = pageUrl(relative(clientDir, file));
      const kind = MARKED_KIND.exec(content)?.[1];
      if (!isSearchKind(kind)) {
        logger.warn(`${url} is marked for search without a known kind (BaseLayout's searchKind): left out`);
        continue;
      }
      check(`indexing ${url}`, (await index.addHTMLFile({ url, content })).errors);
      counts[kind] += 1;
    }
    const records = [
      ...faqRecords(await readPageData(clientDir, '/faqs')),
      ...(await Promise.all(
        [...listedFormPages.map((page) => page.path), ...onDemandToolPages].map(async (path) =>
          pageRecord(path, await readPageData(clientDir, path)),
        ),
      )),
    ];
    for (const record of records) {
      if (!record) continue;
      await addRecord(index, record);
      counts[record.kind] += 1;
    }

    const written = await index.getFiles();
    check('writing the index', written.errors);
    let bytes = 0;
    for (const file of written.files) {
      if (UNUSED_FILE.test(file.path)) continue;
      const target = join(outDir, file.path);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, file.content);
      bytes += file.content.length;
    }
    const summary = searchKinds.map((kind) => `${counts[kind]} ${kind}`).join(', ');
    logger.info(`search index: ${summary}; ${Math.round(bytes / 1024)} KB in /${SEARCH_INDEX_DIR}/`);
    for (const kind of searchKinds)
      if (counts[kind] === 0) logger.warn(`search index has no ${kind} results`);
  } finally {
    await close();
  }
}

export function siteSearch(): AstroIntegration {
  return {
    name: 'cirrus:site-search',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        await writeSearchIndex(fileURLToPath(dir), logger);
      },
    },
  };
}
