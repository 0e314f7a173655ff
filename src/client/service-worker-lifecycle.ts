/**
 * The service worker, seen from the page (loaded by ./service-worker.ts after the load event).
 *
 * - Registers /sw.js with workbox-window.
 * - Follows the lifecycle (installing → installed → activated, or redundant) and shows it on
 *   `<html data-sw-state>` and `window.__cirrusServiceWorker` (state and a short log).
 * - A new version waits. The page asks its build id: when it is this page's own build (the page
 *   came from the network already) it is applied at once, without a reload. Otherwise a notice
 *   offers "Reload", and the next client navigation applies it anyway; either way the page moves
 *   to the new version with one full load (reloadOnce), never looping.
 * - Any other page of the site open in another tab reloads once when the new version takes over,
 *   unless its visitor is typing in a form: then it gets the notice instead.
 * - Asks the worker to send queued form posts whenever the page loads online or comes back online,
 *   and reports their delivery.
 */
import type { TransitionBeforePreparationEvent } from 'astro:transitions/client';
import { messageSW, Workbox } from 'workbox-window';
import {
  FORM_DELIVERY_EVENT,
  FORM_REFUSED,
  FORM_SENT,
  type FormDelivery,
  GET_VERSION,
  REPLAY_FORMS,
  type ReplayReply,
  type VersionReply,
} from '../service-worker/messages';
import { mayReloadFor, reloadOnce } from './reload-guard';
import { hideNotice, installSiteNotice, showNotice } from './site-notice';

export const SERVICE_WORKER_URL = '/sw.js';
/** How long applying an update may take before the page carries on without it. */
const APPLY_TIMEOUT_MS = 3_000;
const REPLY_TIMEOUT_MS = 2_000;
const UPDATE_NOTICE = 'sw-update';
const DELIVERY_NOTICE = 'form-delivery';

export type ServiceWorkerLifecycle =
  | 'registering'
  | 'parsed'
  | 'installing'
  | 'installed'
  | 'activating'
  | 'activated'
  | 'redundant'
  | 'error';

export interface ServiceWorkerReport {
  /** State of the newest worker of the registration. */
  state: ServiceWorkerLifecycle;
  /** `waiting`: a new version is installed and waits for this page to apply it. */
  update: 'none' | 'waiting' | 'applying';
  /** What happened, in order (ms since the page started). */
  log: { event: string; at: number; detail?: string }[];
}

declare global {
  interface Window {
    /** For tests and support: the worker's state as this page saw it. */
    __cirrusServiceWorker?: ServiceWorkerReport;
  }
}

const report: ServiceWorkerReport = { state: 'registering', update: 'none', log: [] };

function record(event: string, detail?: string) {
  report.log.push({ event, at: Math.round(performance.now()), ...(detail ? { detail } : {}) });
}

function showReport() {
  document.documentElement.dataset.swState = report.state;
  document.documentElement.dataset.swUpdate = report.update;
}

function setState(state: ServiceWorkerLifecycle, detail?: string) {
  report.state = state;
  record(state, detail);
  showReport();
}

function setUpdate(update: ServiceWorkerReport['update']) {
  report.update = update;
  showReport();
}

const pageBuildId = () => document.querySelector('meta[name="build-id"]')?.getAttribute('content') ?? null;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  return Promise.race([promise, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);
}

/** A new version, installed and waiting. */
interface PendingUpdate {
  worker: ServiceWorker;
  buildId: string | null;
}

let workbox: Workbox | null = null;
let pending: PendingUpdate | null = null;
/** Whether a worker controlled this page before the current controller change. */
let controlled = Boolean(navigator.serviceWorker?.controller);
/** Where to go once the new version controls the page (a client navigation's target). */
let target: string | null = null;
/** Whether this page asked for the new version (rather than another tab). */
let requestedHere = false;
let reloading = false;
let formInProgress = false;
const controllerChangeWaiters = new Set<() => void>();

function waitForControllerChange(ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      controllerChangeWaiters.delete(done);
      resolve(true);
    };
    const timer = setTimeout(() => {
      controllerChangeWaiters.delete(done);
      resolve(false);
    }, ms);
    controllerChangeWaiters.add(done);
  });
}

/** Tells the waiting worker to take over; resolves true once it controls the page. */
function applyUpdate(destination: string | null): Promise<boolean> {
  if (!pending || !workbox) return Promise.resolve(false);
  target = destination;
  requestedHere = true;
  setUpdate('applying');
  record('apply-update', pending.buildId ?? undefined);
  workbox.messageSkipWaiting();
  return waitForControllerChange(APPLY_TIMEOUT_MS);
}

/**
 * Moves this tab to the new version: a full navigation to a client navigation's target, or a
 * reload of this page (a real reload: the browser revalidates the page instead of reusing the
 * copy it holds for a minute). Once per version, so never a loop.
 */
function moveToNewVersion(buildId: string | null | undefined, destination: string | null) {
  const reason = `sw-update:${buildId ?? 'unknown'}`;
  if (destination) {
    reloading = reloadOnce(reason, destination);
  } else if (mayReloadFor(reason)) {
    reloading = true;
    location.reload();
  }
}

function offerReload() {
  showNotice({
    id: UPDATE_NOTICE,
    message: 'A new version of the site is ready.',
    action: {
      label: 'Reload',
      onSelect: () => {
        // Applying now, or already applied by another tab: either way one reload.
        const buildId = pending?.buildId;
        void applyUpdate(null).then((changed) => {
          if (!changed && !reloading) moveToNewVersion(buildId, null);
        });
      },
    },
  });
}

async function onWaiting(worker: ServiceWorker) {
  if (pending?.worker === worker) return;
  const reply = await withTimeout(
    messageSW(worker, { type: GET_VERSION }) as Promise<VersionReply>,
    REPLY_TIMEOUT_MS,
  );
  pending = { worker, buildId: reply?.buildId ?? null };
  setUpdate('waiting');
  record('waiting', pending.buildId ?? undefined);
  if (pending.buildId && pending.buildId === pageBuildId()) {
    // This page already is that version (it came from the network): switch without a reload.
    void applyUpdate(null);
    return;
  }
  offerReload();
}

function onControllerChange() {
  const wasControlled = controlled;
  controlled = true;
  const update = pending;
  pending = null;
  setUpdate('none');
  hideNotice(UPDATE_NOTICE);
  record('controlling', update?.buildId ?? undefined);
  for (const waiter of [...controllerChangeWaiters]) waiter();
  if (!wasControlled) return; // the first install took control: same version as the page
  if (update?.buildId && update.buildId === pageBuildId()) return; // the page is that version
  if (!requestedHere && formInProgress) {
    // Another tab applied it while the visitor is typing here: never throw their input away.
    offerReload();
    return;
  }
  moveToNewVersion(update?.buildId, target);
}

const tracked = new WeakSet<ServiceWorker>();

function track(worker: ServiceWorker | null, registration: ServiceWorkerRegistration) {
  if (!worker || tracked.has(worker)) return; // `updatefound` may repeat what register() reported
  tracked.add(worker);
  const check = () => {
    setState(worker.state);
    if (worker.state === 'installed' && registration.waiting === worker && registration.active) {
      void onWaiting(worker);
    }
  };
  worker.addEventListener('statechange', check);
  check();
}

/** Further tries after a replay that left posts queued: 2, 4, 8, 16 and 32 s later. */
const REPLAY_RETRIES = 5;
let replayRetry: ReturnType<typeof setTimeout> | undefined;

/**
 * Asks the worker to send form posts queued while offline. When posts stay queued (the connection
 * came back a moment after the browser said so, or the server was busy), it asks again with a
 * growing pause while this page is open and online, so a visitor watching "sending it now" is not
 * left waiting for their next page.
 */
function replayQueuedForms(attempt = 0) {
  clearTimeout(replayRetry);
  const controller = navigator.serviceWorker.controller;
  if (!controller || !navigator.onLine) return;
  void withTimeout(messageSW(controller, { type: REPLAY_FORMS }) as Promise<ReplayReply>, 30_000).then(
    (reply) => {
      if (!reply) return;
      record('replay', `sent ${reply.sent}, pending ${reply.pending}`);
      // Deliveries broadcast before this page listened (it was still loading) are reported here.
      for (const delivery of reply.recent ?? []) reportDelivery(delivery);
      if (reply.pending > 0 && attempt < REPLAY_RETRIES) {
        replayRetry = setTimeout(() => replayQueuedForms(attempt + 1), 2_000 * 2 ** attempt);
      }
    },
  );
}

/**
 * Deliveries already shown in this browser, by id: a broadcast and a replay reply may both carry
 * one, and a page opened a minute later must not announce it again.
 */
const SHOWN_DELIVERIES_KEY = 'cc:shown-deliveries';

function alreadyShown(id: string): boolean {
  let shown: string[] = [];
  try {
    shown = JSON.parse(localStorage.getItem(SHOWN_DELIVERIES_KEY) ?? '[]') as string[];
  } catch {
    shown = [];
  }
  if (shown.includes(id)) return true;
  try {
    localStorage.setItem(SHOWN_DELIVERIES_KEY, JSON.stringify([...shown, id].slice(-20)));
  } catch {
    // Storage unavailable: the page may show a delivery twice, never lose one.
  }
  return false;
}

function onWorkerMessage(event: MessageEvent) {
  reportDelivery(event.data as Partial<FormDelivery> | null);
}

function reportDelivery(data: Partial<FormDelivery> | null) {
  if (data?.type !== FORM_SENT && data?.type !== FORM_REFUSED) return;
  if (data.id && alreadyShown(data.id)) return;
  record(data.type, data.form);
  const delivery = new CustomEvent<FormDelivery>(FORM_DELIVERY_EVENT, {
    detail: data as FormDelivery,
    cancelable: true,
  });
  if (!document.dispatchEvent(delivery)) return; // the page shows it itself
  showNotice(
    data.type === FORM_SENT
      ? {
          id: DELIVERY_NOTICE,
          message: 'You’re back online: the request saved on this device has been sent.',
          ...(data.location ? { link: { label: 'See the confirmation', href: data.location } } : {}),
        }
      : {
          id: DELIVERY_NOTICE,
          message: 'We couldn’t send the request saved on this device. Please fill in the form again.',
          link: { label: 'Open the form', href: data.form ?? '/contact-us' },
        },
  );
}

function applyOnNextNavigation(event: Event) {
  const preparation = event as TransitionBeforePreparationEvent;
  if (!pending || preparation.formData) return;
  // Wraps the page loader (src/client/page-loader.ts, installed before this module).
  const load = preparation.loader;
  preparation.loader = async () => {
    if ((await applyUpdate(preparation.to.href)) && reloading) {
      return new Promise<void>(() => {}); // the full navigation replaces this page
    }
    // Not applied in time: the client navigation goes ahead on the old version. The target stays
    // until the swap, so a takeover that comes later still lands on the page the visitor chose
    // (a full navigation to it) rather than reloading the page they are leaving.
    return load();
  };
}

/** Once the new page is in the document, a late takeover reloads it: it is the target now. */
function forgetTarget() {
  target = null;
}

async function register() {
  workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  const registration = await workbox.register({ immediate: true }); // loaded after the load event
  if (!registration) return setState('error', 'registration failed');
  record('registered', controlled ? 'controlled' : 'first visit');
  const newest = registration.installing ?? registration.waiting ?? registration.active;
  const previous = registration.active;
  if (previous && previous !== newest) {
    previous.addEventListener('statechange', () => record(`previous-${previous.state}`));
  }
  track(newest, registration);
  registration.addEventListener('updatefound', () => track(registration.installing, registration));
  replayQueuedForms();
}

export function installServiceWorker() {
  window.__cirrusServiceWorker = report;
  showReport();
  installSiteNotice();
  navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);
  navigator.serviceWorker.addEventListener('message', onWorkerMessage);
  navigator.serviceWorker.startMessages();
  window.addEventListener('online', () => replayQueuedForms());
  document.addEventListener('astro:before-preparation', applyOnNextNavigation);
  document.addEventListener('astro:after-swap', showReport); // the swap replaces <html>'s attributes
  document.addEventListener('astro:after-swap', forgetTarget);
  document.addEventListener('astro:page-load', () => {
    formInProgress = false;
  });
  document.addEventListener('input', (event) => {
    if ((event.target as Element | null)?.closest?.('form')) formInProgress = true;
  });
  register().catch((error: unknown) => setState('error', String(error)));
}
