/**
 * Keeps the browser's install offer (`beforeinstallprompt`, Chromium browsers) for the app page's
 * Install button (src/islands/offline/install-app.ts). The browser makes the offer once per full
 * page load, usually on the first page a visitor opens; the client router then swaps pages without
 * another load, so the app page, reached by a link, would never hear of it. The offer is not
 * cancelled here: the browser's own install prompt stays as it is on every other page.
 */

/** The event's own members (not in TypeScript's DOM library). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    /** The latest install offer of this page load, until it is used or the app is installed. */
    cirrusInstallPrompt?: InstallPromptEvent | null;
  }
}

export function installPromptCapture() {
  window.addEventListener('beforeinstallprompt', (event) => {
    window.cirrusInstallPrompt = event as InstallPromptEvent;
  });
  window.addEventListener('appinstalled', () => {
    window.cirrusInstallPrompt = null;
  });
}
