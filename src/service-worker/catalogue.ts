/**
 * "Keep the catalogue offline", worker side. On a page's request it stores every document the build
 * lists in /offline-catalogue.json (products, categories, FAQs, their page data, the tools' data,
 * the products' card pictures) in this build's catalogue cache, documents gzipped, reporting progress after each. When
 * the network and the page caches have no answer for one of those addresses, the Workbox routes ask
 * `fromCatalogue` (through `catalogueFallback` in ./routes.ts), which unpacks the stored copy, and
 * answers the fault code lookup as the server would: a redirect to the code's kept page (or, for a
 * code it does not know, to its family's page, which lists every code).
 */
import {
  FAULT_CODE_LOOKUP_PATH,
  FAULT_CODES_PATH,
  faultCodeAnswerHref,
  faultCodePath,
  faultFamilyPath,
  readFaultCodeLookup,
} from '../lib/fault-codes';
import {
  CATALOGUE_MANIFEST_URL,
  type CatalogueManifest,
  type CatalogueProgress,
  type CatalogueSaved,
  type CatalogueState,
} from './messages';

/** Downloads at once: enough to keep the connection busy, few enough for a phone on 3G. */
const PARALLEL = 4;

/**
 * Key of the record a complete copy leaves in the catalogue cache (CatalogueSaved): an address the
 * site never serves, so no route answers it. A copy interrupted half-way has none: its documents
 * still help offline, but the app page does not call it saved.
 */
const SAVED_RECORD = '/offline-catalogue/saved';

export async function keepCatalogue(
  cacheName: string,
  origin: string,
  savedAt: Date,
  report: (progress: CatalogueProgress) => void,
): Promise<void> {
  let manifest: CatalogueManifest;
  try {
    manifest = (await (
      await fetch(CATALOGUE_MANIFEST_URL, { cache: 'no-cache' })
    ).json()) as CatalogueManifest;
  } catch (error) {
    report({ state: 'failed', done: 0, total: 0 });
    throw error;
  }
  const cache = await caches.open(cacheName);
  const total = manifest.entries.length;
  let done = 0;
  let bytes = 0;
  const queue = [...manifest.entries];
  try {
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let entry = queue.shift(); entry; entry = queue.shift()) {
          const response = await fetch(entry.url, { cache: 'no-cache' });
          if (!response.ok || !response.body) throw new Error(`${entry.url} answered ${response.status}`);
          // Pictures are compressed already; documents are stored gzipped.
          const picture = entry.type.startsWith('image/');
          const body = await new Response(
            picture ? response.body : response.body.pipeThrough(new CompressionStream('gzip')),
          ).arrayBuffer();
          const headers: Record<string, string> = picture
            ? { 'Content-Type': entry.type }
            : { 'Content-Type': entry.type, 'X-Catalogue-Encoding': 'gzip' };
          await cache.put(new URL(entry.url, origin).href, new Response(body, { headers }));
          done += 1;
          bytes += body.byteLength;
          report({ state: 'progress', done, total, bytes });
        }
      }),
    );
  } catch (error) {
    report({ state: 'failed', done, total });
    throw error;
  }
  const saved: CatalogueSaved = { savedAt: savedAt.toISOString(), total, bytes };
  // Not `Response.json`: Safari before 17 (older iPads) lacks it.
  await cache.put(
    new URL(SAVED_RECORD, origin).href,
    new Response(JSON.stringify(saved), { headers: { 'Content-Type': 'application/json' } }),
  );
  report({ state: 'done', ...saved });
}

/** Whether a complete copy is kept in this build's catalogue cache, and since when. */
export async function catalogueState(cacheName: string, origin: string): Promise<CatalogueState> {
  if (!(await caches.has(cacheName))) return { saved: null };
  const record = await (await caches.open(cacheName)).match(new URL(SAVED_RECORD, origin).href);
  return { saved: record ? ((await record.json()) as CatalogueSaved) : null };
}

/** Deletes the kept catalogue, record and all: offline, only pages seen since are there. */
export async function removeCatalogue(cacheName: string): Promise<CatalogueState> {
  await caches.delete(cacheName);
  return { saved: null };
}

/** Where the fault code lookup leads offline, if the catalogue holds the pages it needs. */
async function faultCodeLookupAnswer(cache: Cache, url: URL): Promise<Response | undefined> {
  const lookup = readFaultCodeLookup(url.searchParams);
  const kept = async (path: string) => (await cache.match(new URL(path, url.origin).href)) !== undefined;
  const to = (path: string) => Response.redirect(new URL(path, url.origin).href, 303);
  if (lookup.ok && (await kept(faultCodePath(lookup.family, lookup.code))))
    return to(faultCodeAnswerHref(lookup));
  if (lookup.family && (await kept(faultFamilyPath(lookup.family))))
    return to(faultFamilyPath(lookup.family));
  return (await kept(FAULT_CODES_PATH)) ? to(FAULT_CODES_PATH) : undefined;
}

/** The stored copy of a catalogue address, unpacked; undefined when it was not kept. */
export async function fromCatalogue(cacheName: string, request: Request): Promise<Response | undefined> {
  if (request.method !== 'GET') return undefined;
  const url = new URL(request.url);
  const cache = await caches.open(cacheName);
  if (url.pathname === FAULT_CODE_LOOKUP_PATH) return faultCodeLookupAnswer(cache, url);
  url.search = '';
  const kept = await cache.match(url.href);
  if (!kept?.body) return undefined;
  const body =
    kept.headers.get('X-Catalogue-Encoding') === 'gzip'
      ? kept.body.pipeThrough(new DecompressionStream('gzip'))
      : kept.body;
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': kept.headers.get('Content-Type') ?? '' },
  });
}
