/**
 * The part of the service worker Workbox's generateSW cannot write: loaded by sw.js through
 * `importScripts` before Workbox's routes (bundled by src/integrations/service-worker.ts).
 *
 * - Form posts made offline are queued (workbox-background-sync) and the visitor is sent to
 *   /offline?queued=1. The queue is replayed by a Background Sync event where the API exists, when
 *   the worker starts where it does not, and whenever a page reports it is online. Each entry is
 *   taken off the queue before it is sent, so it is delivered once; the form's idempotency key
 *   makes a repeat after a lost answer harmless.
 * - The lead forms' pages are kept without their per-visit key, so a form opened before the
 *   connection dropped opens again offline (./form-pages.ts); the queued forms' pages are kept at
 *   install too, so they open offline though never opened online.
 * - The rebate planner's bare page is kept (never a copy with the visitor's answers in its
 *   address), so it answers offline from the rules it carries (./tool-pages.ts).
 * - "Keep the catalogue offline" stores every catalogue document for this build (./catalogue.ts);
 *   Workbox's page routes fall back to it through the `cirrusCatalogue` global.
 * - On activate, the runtime caches of other builds are deleted: nothing cached outlives a deploy.
 * - Pages ask for the worker's build id (update notice) and for a replay (see ./messages.ts).
 */
import { Queue } from 'workbox-background-sync';
import { CacheExpiration } from 'workbox-expiration';
import { catalogueState, fromCatalogue, keepCatalogue, removeCatalogue } from './catalogue';
import { formPage, keepFormPage } from './form-pages';
import {
  CATALOGUE_STATE,
  FORM_QUEUE_NAME,
  FORM_REFUSED,
  FORM_SENT,
  type FormDelivery,
  GET_VERSION,
  KEEP_CATALOGUE,
  type KeepCatalogueMessage,
  QUEUED_PAGE,
  REMOVE_CATALOGUE,
  REPLAY_FORMS,
  type ReplayReply,
  RUNTIME_CACHE_PREFIX,
  runtimeCacheName,
  type VersionReply,
} from './messages';
import { isLeadFormPage, isQueuedFormPost, type OfflineFormPaths } from './routes';
import { isToolPage, KEPT_TOOL_PAGES, keepToolPage, toolPage } from './tool-pages';

/** Replaced at bundling with the id from dist/build.json. */
declare const __CIRRUS_BUILD_ID__: string;
const BUILD_ID = __CIRRUS_BUILD_ID__;
/** What the forms allow offline, from their modules (src/server/forms), set by the worker's build. */
declare const __CIRRUS_OFFLINE_FORMS__: OfflineFormPaths;
const OFFLINE_FORMS = __CIRRUS_OFFLINE_FORMS__;

/** Queued posts older than this are dropped unsent (minutes; Workbox's unit). */
const MAX_QUEUE_MINUTES = 7 * 24 * 60;

// The DOM library is the project's; these are the few worker-scope types this file needs.
interface WorkerEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerFetchEvent extends WorkerEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerMessageEvent extends WorkerEvent {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
}
interface WorkerScope {
  readonly location: { readonly origin: string };
  readonly clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<{ postMessage(message: unknown): void }[]>;
  };
  addEventListener(type: 'install' | 'activate', listener: (event: WorkerEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: WorkerFetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;

// Read by `catalogueFallback` (./routes.ts), which Workbox copies into sw.js without its imports.
(
  self as unknown as { cirrusCatalogue: (request: Request) => Promise<Response | undefined> }
).cirrusCatalogue = (request) => fromCatalogue(runtimeCacheName('catalogue', BUILD_ID), request);

// ── Runtime caches of other builds ────────────────────────────────────────────────────────────

async function deleteCachesOfOtherBuilds() {
  const current = new Set(
    (['pages', 'data', 'images', 'search', 'forms', 'tools', 'catalogue'] as const).map((kind) =>
      runtimeCacheName(kind, BUILD_ID),
    ),
  );
  for (const name of await caches.keys()) {
    if (!name.startsWith(RUNTIME_CACHE_PREFIX) || current.has(name)) continue;
    await caches.delete(name);
    // The expiration plugin's bookkeeping (IndexedDB) for that cache goes with it.
    await new CacheExpiration(name, { maxEntries: 1 }).delete();
  }
}

worker.addEventListener('activate', (event) => event.waitUntil(deleteCachesOfOtherBuilds()));

// ── Form posts made offline ───────────────────────────────────────────────────────────────────

/** Deliveries kept for pages that ask after the broadcast (see ReplayReply.recent). */
const RECENT_DELIVERY_MS = 5 * 60_000;
const recentDeliveries: { at: number; delivery: FormDelivery }[] = [];

function remember(delivery: FormDelivery) {
  const now = Date.now();
  recentDeliveries.push({ at: now, delivery });
  while (recentDeliveries.length && (recentDeliveries[0]?.at ?? now) < now - RECENT_DELIVERY_MS)
    recentDeliveries.shift();
}

async function broadcast(message: FormDelivery) {
  const pages = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
}

/** Statuses worth another attempt later; any other answer is final. */
const retryable = (status: number) => status === 408 || status === 429 || status >= 500;

/**
 * Sends the queued posts in order. A network failure or a busy server puts the entry back and
 * throws, so a Background Sync event is retried by the browser.
 */
async function deliverQueued(queue: Queue): Promise<number> {
  let sent = 0;
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    const form = new URL(entry.request.url).pathname;
    let response: Response;
    try {
      // Follow the server's 303 so the thank-you address (with the lead's reference) is known.
      response = await fetch(new Request(entry.request.clone(), { redirect: 'follow' }));
    } catch (error) {
      await queue.unshiftRequest(entry);
      throw error;
    }
    if (retryable(response.status)) {
      await queue.unshiftRequest(entry);
      throw new Error(`The server answered ${response.status}; the post stays queued.`);
    }
    const landed = response.redirected ? new URL(response.url) : null;
    sent += 1;
    const delivery: FormDelivery = {
      type: response.ok ? FORM_SENT : FORM_REFUSED,
      form,
      location: landed && landed.origin === worker.location.origin ? landed.pathname + landed.search : null,
      status: response.status,
      id: crypto.randomUUID(),
    };
    remember(delivery);
    await broadcast(delivery);
  }
  return sent;
}

let delivering: Promise<number> | null = null;

/** One delivery at a time: a sync event and a page's request share the run in progress. */
function deliverOnce(queue: Queue): Promise<number> {
  delivering ??= deliverQueued(queue).finally(() => {
    delivering = null;
  });
  return delivering;
}

const formQueue = new Queue(FORM_QUEUE_NAME, {
  maxRetentionTime: MAX_QUEUE_MINUTES,
  // Called by Background Sync events and, where that API is missing, when the worker starts.
  onSync: async ({ queue }) => {
    await deliverOnce(queue);
  },
});

async function postOrQueue(request: Request): Promise<Response> {
  const copy = request.clone(); // the body, kept before fetch reads it
  try {
    return await fetch(request);
  } catch {
    await formQueue.pushRequest({ request: copy });
    return Response.redirect(new URL(QUEUED_PAGE, worker.location.origin).href, 303);
  }
}

/**
 * The page that redirect leads to: the precached offline page, issued as a new response. A cached
 * response keeps its own address (`/offline`), and a `fetch` that followed the redirect (the client
 * router's) would report that one: the page would lose its `?queued=1`.
 */
async function queuedPage(request: Request): Promise<Response> {
  return (await offlinePage()) ?? fetch(request);
}

/** The precached offline page, as a new response (see queuedPage). */
async function offlinePage(): Promise<Response | undefined> {
  const offline = await caches.match(new URL('/offline', worker.location.origin).href, {
    ignoreSearch: true,
  });
  if (!offline) return undefined;
  const { status, statusText, headers } = offline;
  return new Response(offline.body, { status, statusText, headers });
}

/**
 * The queued forms' pages are kept at install, as if opened once: a visitor who never opened the
 * quote form can still fill it in offline, and the post waits in the queue above. Rendered on
 * demand, they are not files Workbox can precache. A page that cannot be fetched now is kept the
 * first time it is opened instead: the install never fails for it.
 */
const FORMS_KEPT_AT_INSTALL = OFFLINE_FORMS.queuedPosts;

worker.addEventListener('install', (event) =>
  event.waitUntil(
    Promise.all([
      ...FORMS_KEPT_AT_INSTALL.map((path) =>
        keepFormPage(runtimeCacheName('forms', BUILD_ID), new URL(path, worker.location.origin).href).catch(
          () => undefined,
        ),
      ),
      // The tool pages (the rebate planner) too, so they answer offline on the visit after the first.
      ...KEPT_TOOL_PAGES.map((path) =>
        keepToolPage(runtimeCacheName('tools', BUILD_ID), new URL(path, worker.location.origin).href).catch(
          () => undefined,
        ),
      ),
    ]),
  ),
);

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const origin = worker.location.origin;
  if (isQueuedFormPost(request, origin, OFFLINE_FORMS)) {
    event.stopImmediatePropagation(); // ours alone: Workbox's router has nothing to add
    event.respondWith(postOrQueue(request));
  } else if (request.method === 'GET' && request.url === new URL(QUEUED_PAGE, origin).href) {
    event.stopImmediatePropagation();
    event.respondWith(queuedPage(request));
  } else if (isToolPage(request, origin)) {
    event.stopImmediatePropagation();
    event.respondWith(
      toolPage(
        runtimeCacheName('tools', BUILD_ID),
        request,
        (promise) => event.waitUntil(promise),
        offlinePage,
      ),
    );
  } else if (isLeadFormPage(request, origin, OFFLINE_FORMS)) {
    event.stopImmediatePropagation();
    event.respondWith(
      formPage(
        runtimeCacheName('forms', BUILD_ID),
        request,
        (promise) => event.waitUntil(promise),
        offlinePage,
      ),
    );
  }
});

// ── Messages from pages ───────────────────────────────────────────────────────────────────────

async function replayForPage(): Promise<ReplayReply> {
  let sent = 0;
  try {
    sent = await deliverOnce(formQueue);
  } catch {
    // Still offline or the server is busy: the entry is back in the queue for the next try.
  }
  const since = Date.now() - RECENT_DELIVERY_MS;
  const recent = recentDeliveries.filter((entry) => entry.at >= since).map((entry) => entry.delivery);
  return { sent, pending: await formQueue.size(), recent };
}

worker.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  const reply = event.ports[0];
  if (type === GET_VERSION) {
    reply?.postMessage({ buildId: BUILD_ID } satisfies VersionReply);
  } else if (type === REPLAY_FORMS) {
    event.waitUntil(replayForPage().then((result) => reply?.postMessage(result)));
  } else if (type === KEEP_CATALOGUE) {
    const at = (event.data as Partial<KeepCatalogueMessage>).at;
    event.waitUntil(
      keepCatalogue(
        runtimeCacheName('catalogue', BUILD_ID),
        worker.location.origin,
        new Date(typeof at === 'number' && Number.isFinite(at) ? at : Date.now()),
        (progress) => reply?.postMessage(progress),
      ).catch(() => undefined), // reported to the page as `failed`
    );
  } else if (type === CATALOGUE_STATE) {
    event.waitUntil(
      catalogueState(runtimeCacheName('catalogue', BUILD_ID), worker.location.origin).then((state) =>
        reply?.postMessage(state),
      ),
    );
  } else if (type === REMOVE_CATALOGUE) {
    event.waitUntil(
      removeCatalogue(runtimeCacheName('catalogue', BUILD_ID)).then((state) => reply?.postMessage(state)),
    );
  }
});
