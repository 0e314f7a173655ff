/**
 * `<cirrus-keep-catalogue>`: the offline help page's "Keep the catalogue offline". Says how much the
 * catalogue takes before anything starts (from /offline-catalogue.json), then asks the service
 * worker to store it and shows its progress (src/service-worker/catalogue.ts). A plain custom
 * element: the page carries no React for it.
 */
import {
  CATALOGUE_MANIFEST_URL,
  type CatalogueManifest,
  type CatalogueProgress,
  KEEP_CATALOGUE,
} from '../../service-worker/messages';

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

class KeepCatalogueElement extends HTMLElement {
  #button = () => this.querySelector<HTMLButtonElement>('[data-catalogue-start]');
  #size = () => this.querySelector<HTMLElement>('[data-catalogue-size]');
  #progress = () => this.querySelector<HTMLProgressElement>('[data-catalogue-progress]');
  #status = () => this.querySelector<HTMLElement>('[data-catalogue-status]');

  connectedCallback() {
    this.#button()?.addEventListener('click', this.#start);
    void this.#describe();
  }

  disconnectedCallback() {
    this.#button()?.removeEventListener('click', this.#start);
  }

  async #describe() {
    const size = this.#size();
    if (!('serviceWorker' in navigator)) {
      if (size) size.textContent = 'This browser cannot keep pages for offline use.';
      return;
    }
    try {
      const response = await fetch(CATALOGUE_MANIFEST_URL, { cache: 'no-cache' });
      const manifest = (await response.json()) as CatalogueManifest;
      if (size)
        size.textContent = `Stores ${manifest.entries.length} pages and data files: about ${megabytes(manifest.bytes)} on this device.`;
      const button = this.#button();
      if (button) button.disabled = false;
    } catch {
      if (size) size.textContent = 'Connect to the internet to keep the catalogue on this device.';
    }
  }

  #start = async () => {
    const button = this.#button();
    const progress = this.#progress();
    const status = this.#status();
    if (!button || !progress || !status) return;
    const registration = await navigator.serviceWorker.ready;
    if (!registration.active) return;
    button.disabled = true;
    progress.hidden = false;
    status.textContent = 'Storing the catalogue…';
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<CatalogueProgress>) => {
      const report = event.data;
      if (report.state === 'progress') {
        progress.value = report.done / report.total;
        status.textContent = `Stored ${report.done} of ${report.total} (${megabytes(report.bytes)})`;
      } else if (report.state === 'done') {
        progress.value = 1;
        status.textContent = `The catalogue is on this device: ${report.total} pages and data files, ${megabytes(report.bytes)}. Product pages now open without a connection.`;
        button.disabled = false;
      } else {
        status.textContent = `The connection dropped after ${report.done} of ${report.total}. Try again when you’re back online.`;
        button.disabled = false;
      }
    };
    registration.active.postMessage({ type: KEEP_CATALOGUE }, [channel.port2]);
  };
}

if (!customElements.get('cirrus-keep-catalogue'))
  customElements.define('cirrus-keep-catalogue', KeepCatalogueElement);
