/**
 * `<cirrus-install-app>`: the app page's Install button. Shown only while the browser offers to
 * install the site (`beforeinstallprompt`, kept since the page load by src/client/install-prompt.ts,
 * or fired while this page is open); pressed, it opens the browser's own install dialog. In the
 * installed app (display-mode standalone, or an iPhone's home-screen app) it says so instead.
 */
import type { InstallPromptEvent } from '../../client/install-prompt';

const installed = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

class InstallAppElement extends HTMLElement {
  #button = () => this.querySelector<HTMLButtonElement>('[data-install-start]');
  #say = (text: string) => {
    const status = this.querySelector('[data-install-status]');
    if (status) status.textContent = text;
  };

  connectedCallback() {
    window.addEventListener('beforeinstallprompt', this.#offered);
    window.addEventListener('appinstalled', this.#installed);
    this.#button()?.addEventListener('click', this.#install);
    if (installed()) this.#say('You’re using the Cirrus Climate app.');
    else this.#offer(window.cirrusInstallPrompt ?? null);
  }

  disconnectedCallback() {
    window.removeEventListener('beforeinstallprompt', this.#offered);
    window.removeEventListener('appinstalled', this.#installed);
    this.#button()?.removeEventListener('click', this.#install);
  }

  #offer(event: InstallPromptEvent | null) {
    const button = this.#button();
    if (button) button.hidden = event === null || installed();
  }

  #offered = (event: Event) => {
    // This page shows its own button: the browser's mini info-bar would offer the same thing twice.
    event.preventDefault();
    window.cirrusInstallPrompt = event as InstallPromptEvent;
    this.#offer(window.cirrusInstallPrompt);
  };

  #installed = () => {
    this.#offer(null);
    this.#say('Installed: open Cirrus Climate from your home screen or app list.');
  };

  #install = async () => {
    const offer = window.cirrusInstallPrompt;
    if (!offer) return;
    // An offer can be used once.
    window.cirrusInstallPrompt = null;
    this.#offer(null);
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    this.#say(
      outcome === 'accepted'
        ? 'Installing: Cirrus Climate will open from its own icon.'
        : 'Not installed. You can install it later from your browser’s menu.',
    );
  };
}

if (!customElements.get('cirrus-install-app')) customElements.define('cirrus-install-app', InstallAppElement);
