/**
 * The messages pages and the service worker exchange, and the names the worker gives its caches
 * and queue. Imported by both sides (src/client/service-worker.ts and ./extension.ts).
 */

/** Page → worker: answer `{ buildId }` (through the message's port). */
export const GET_VERSION = 'cirrus:get-version';
/** Page → worker: send the queued form posts now (the page saw it is online); answers `{ sent, pending }`. */
export const REPLAY_FORMS = 'cirrus:replay-forms';
/** Worker → pages: a queued form post reached the server. */
export const FORM_SENT = 'cirrus:form-sent';
/** Worker → pages: the server refused a queued form post (4xx); the visitor has to fill the form in again. */
export const FORM_REFUSED = 'cirrus:form-refused';

export interface VersionReply {
  buildId: string;
}

export interface ReplayReply {
  /** Posts this replay got the server's final answer to (stored, or refused with a 4xx). */
  sent: number;
  /** Posts still waiting (the connection dropped again, or the server was busy). */
  pending: number;
  /**
   * Deliveries of the last few minutes. A page that was still loading when the worker broadcast
   * them (its listener not yet attached) learns of them here; `id` lets it show each only once.
   */
  recent: FormDelivery[];
}

/** A delivery report broadcast to every open page of the site. */
export interface FormDelivery {
  type: typeof FORM_SENT | typeof FORM_REFUSED;
  /** Path the form was posted to, e.g. `/get-a-quote`. */
  form: string;
  /** Where the server sent the visitor after a successful post (the thank-you page), same origin. */
  location: string | null;
  /** HTTP status of the server's final answer. */
  status: number;
  /** Unique per delivery, so a page that hears of it twice (broadcast and replay reply) shows it once. */
  id: string;
}

/** Prefix of the caches that belong to one build; the build id completes the name. */
export const RUNTIME_CACHE_PREFIX = 'cirrus-rt-';
export const runtimeCacheName = (
  kind: 'pages' | 'data' | 'images' | 'search' | 'forms' | 'tools' | 'catalogue',
  buildId: string,
) => `${RUNTIME_CACHE_PREFIX}${kind}-${buildId}`;

/** IndexedDB queue of form posts made offline; the name outlives deploys so nothing queued is lost. */
export const FORM_QUEUE_NAME = 'cirrus-forms';

/** Where the worker sends a visitor whose form post it queued. */
export const QUEUED_PAGE = '/offline?queued=1';

/**
 * DOM event (on `document`, cancelable, detail: FormDelivery) a page receives when the worker
 * reports a delivery. A part of the page that shows the news itself (the offline page) cancels it,
 * and the site-wide notice stays hidden.
 */
export const FORM_DELIVERY_EVENT = 'cirrus:form-delivery';

/**
 * Page → worker: store the whole catalogue (./catalogue.ts); progress comes back on the message's
 * port. The message carries `at` (KeepCatalogueMessage): the page's clock names the day it was saved.
 */
export const KEEP_CATALOGUE = 'cirrus:keep-catalogue';
/** Page → worker: answer CatalogueState (is a catalogue kept for this build, since when). */
export const CATALOGUE_STATE = 'cirrus:catalogue-state';
/** Page → worker: delete the kept catalogue; answers CatalogueState once it is gone. */
export const REMOVE_CATALOGUE = 'cirrus:remove-catalogue';

export interface KeepCatalogueMessage {
  type: typeof KEEP_CATALOGUE;
  /** When the visitor asked, in ms since the epoch, by the page's clock. */
  at: number;
}

/** A complete copy of the catalogue on this device. */
export interface CatalogueSaved {
  /** When it was saved (ISO 8601, UTC); shown as the Australian date. */
  savedAt: string;
  /** Documents and pictures stored. */
  total: number;
  /** Bytes they take. */
  bytes: number;
}

/** Worker → page, answering CATALOGUE_STATE or REMOVE_CATALOGUE: null when none is kept. */
export interface CatalogueState {
  saved: CatalogueSaved | null;
}
/** Where the build lists what "keep the catalogue" stores (src/integrations/offline-catalogue.ts). */
export const CATALOGUE_MANIFEST_URL = '/offline-catalogue.json';

/** One document of the catalogue, stored gzipped by the worker. */
export interface CatalogueEntry {
  /** Address a visitor or the router requests, e.g. `/products/ducted-air-conditioners`. */
  url: string;
  /** Content-Type of the unpacked document. */
  type: string;
  /** Bytes it takes stored (the size of the build's gzip copy). */
  bytes: number;
}

export interface CatalogueManifest {
  entries: CatalogueEntry[];
  /** Bytes stored for the whole catalogue. */
  bytes: number;
}

/** Worker → page, on the port of a KEEP_CATALOGUE message. */
export type CatalogueProgress =
  | { state: 'progress'; done: number; total: number; bytes: number }
  | ({ state: 'done' } & CatalogueSaved)
  | { state: 'failed'; done: number; total: number };
