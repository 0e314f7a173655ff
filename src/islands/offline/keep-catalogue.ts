/**
 * `<cirrus-keep-catalogue>`: the app page's "Keep the catalogue offline". Says how much the
 * catalogue takes before anything starts (from /offline-catalogue.json) and whether a copy is kept
 * already ("Saved on 26 November · Update · Remove", the day in Australian time); asks the service
 * worker to store it, showing its progress, or to delete it (src/service-worker/catalogue.ts). A
 * plain custom element: the page carries no React for it.
 */
import { australianDateOf, dayAndMonth } from '../../lib/australian-dates';
import {
  CATALOGUE_MANIFEST_URL,
  CATALOGUE_STATE,
  type CatalogueManifest,
  type CatalogueProgress,
  type CatalogueSaved,
  type CatalogueState,
  KEEP_CATALOGUE,
  type KeepCatalogueMessage,
  REMOVE_CATALOGUE,
} from '../../service-worker/messages';

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** One question to a worker, its answer on a port of its own. */
function ask<T>(worker: ServiceWorker, message: { type: string }): Promise<T> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<T>) => resolve(event.data);
    worker.postMessage(message, [channel.port2]);
  });
}

/** When the kept copy was saved, the day as it was in eastern Australia: "Saved on 26 November". */
const savedOn = (saved: CatalogueSaved) => `Saved on ${dayAndMonth(australianDateOf(saved.savedAt))}`;

class KeepCatalogueElement extends HTMLElement {
  /** The build's list was read when the page opened: the site is reachable to store from. */
  #canStore = false;
  #part = <T extends HTMLElement>(name: string) => this.querySelector<T>(`[data-catalogue-${name}]`);

  connectedCallback() {
    this.#part('start')?.addEventListener('click', this.#keep);
    this.#part('update')?.addEventListener('click', this.#keep);
    this.#part('remove')?.addEventListener('click', this.#remove);
    void this.#describe();
  }

  disconnectedCallback() {
    this.#part('start')?.removeEventListener('click', this.#keep);
    this.#part('update')?.removeEventListener('click', this.#keep);
    this.#part('remove')?.removeEventListener('click', this.#remove);
  }

  #say(name: 'size' | 'status', text: string) {
    const line = this.#part(name);
    if (line) line.textContent = text;
  }

  /**
   * Shows the saved line (with its day) or the first button, never both. Storing needs the site
   * (`canStore`: its list was read); removing works offline too.
   */
  #show(saved: CatalogueSaved | null, canStore = this.#canStore) {
    this.#canStore = canStore;
    const line = this.#part('saved');
    const start = this.#part<HTMLButtonElement>('start');
    const update = this.#part<HTMLButtonElement>('update');
    const remove = this.#part<HTMLButtonElement>('remove');
    const day = this.#part('saved-on');
    if (line) line.hidden = saved === null;
    if (start) {
      start.hidden = saved !== null;
      start.disabled = !canStore;
    }
    if (update) update.disabled = !canStore;
    if (remove) remove.disabled = false;
    if (day && saved) day.textContent = savedOn(saved);
  }

  #busy() {
    for (const name of ['start', 'update', 'remove']) {
      const button = this.#part<HTMLButtonElement>(name);
      if (button) button.disabled = true;
    }
  }

  /** The catalogue's size from the build's list, or null when the site cannot be reached. */
  async #manifest(): Promise<CatalogueManifest | null> {
    try {
      const response = await fetch(CATALOGUE_MANIFEST_URL, { cache: 'no-cache' });
      return (await response.json()) as CatalogueManifest;
    } catch {
      return null;
    }
  }

  /** What the worker keeps. Only a worker that has run before can hold a copy: a first visit does not wait for one. */
  async #state(): Promise<CatalogueState> {
    const worker = (await navigator.serviceWorker.getRegistration())?.active;
    return worker ? ask<CatalogueState>(worker, { type: CATALOGUE_STATE }) : { saved: null };
  }

  async #describe() {
    if (!('serviceWorker' in navigator)) {
      this.#say('size', 'This browser cannot keep pages for offline use.');
      return;
    }
    const [manifest, state] = await Promise.all([this.#manifest(), this.#state()]);
    this.#say(
      'size',
      manifest
        ? `Stores ${manifest.entries.length} pages and data files: about ${megabytes(manifest.bytes)} on this device.`
        : state.saved
          ? 'Connect to the internet to update the catalogue on this device.'
          : 'Connect to the internet to keep the catalogue on this device.',
    );
    this.#show(state.saved, manifest !== null);
  }

  #keep = async () => {
    const progress = this.#part<HTMLProgressElement>('progress');
    if (!progress) return;
    this.#busy();
    const worker = (await navigator.serviceWorker.ready).active;
    if (!worker) return;
    progress.hidden = false;
    progress.value = 0;
    this.#say('status', 'Storing the catalogue…');
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<CatalogueProgress>) => {
      const report = event.data;
      if (report.state === 'progress') {
        progress.value = report.done / report.total;
        this.#say('status', `Stored ${report.done} of ${report.total} (${megabytes(report.bytes)})`);
      } else if (report.state === 'done') {
        progress.value = 1;
        this.#say(
          'status',
          `The catalogue is on this device: ${report.total} pages and data files, ${megabytes(report.bytes)}. Product pages now open without a connection.`,
        );
        this.#show(report);
      } else {
        this.#say(
          'status',
          report.total > 0
            ? `The connection dropped after ${report.done} of ${report.total}. Try again when you’re back online.`
            : 'We couldn’t reach the site. Try again when you’re back online.',
        );
        progress.hidden = true;
        // A copy saved earlier is still whole until a new one completes.
        void this.#state().then((state) => this.#show(state.saved));
      }
    };
    const message: KeepCatalogueMessage = { type: KEEP_CATALOGUE, at: Date.now() };
    worker.postMessage(message, [channel.port2]);
  };

  #remove = async () => {
    const worker = (await navigator.serviceWorker.ready).active;
    if (!worker) return;
    this.#busy();
    const state = await ask<CatalogueState>(worker, { type: REMOVE_CATALOGUE });
    const progress = this.#part<HTMLProgressElement>('progress');
    if (progress) progress.hidden = true;
    this.#show(state.saved);
    this.#say(
      'status',
      'The catalogue is no longer on this device. Pages you open are still kept as you go.',
    );
    this.#part<HTMLButtonElement>('start')?.focus();
  };
}

if (!customElements.get('cirrus-keep-catalogue'))
  customElements.define('cirrus-keep-catalogue', KeepCatalogueElement);
