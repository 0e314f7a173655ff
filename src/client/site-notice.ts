/**
 * One small notice at the bottom of the window, announced politely (`role="status"`): "A new
 * version of the site is ready — Reload", "Your saved request has been sent". Built with DOM calls
 * so pages without islands load no UI library for it. Its action is a real button, reachable by
 * keyboard; focus is never moved to it. A client navigation keeps the notice on screen.
 */
import styles from './site-notice.module.css';

export interface Notice {
  /** Identifies the notice, so its owner can hide it again. */
  id: string;
  message: string;
  /** A button beside the message. */
  action?: { label: string; onSelect: () => void };
  /** A link beside the message. */
  link?: { label: string; href: string };
}

let region: HTMLElement | null = null;
let current: Notice | null = null;

/** The live region exists before its content changes, so screen readers announce the change. */
function liveRegion(): HTMLElement {
  if (region?.isConnected) return region;
  region = document.createElement('div');
  region.className = styles.region ?? '';
  region.setAttribute('role', 'status');
  document.body.append(region);
  return region;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string | undefined, text: string) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.textContent = text;
  return node;
}

function render(notice: Notice) {
  const container = liveRegion();
  const box = element('div', styles.notice, '');
  box.dataset.notice = notice.id;
  box.append(element('p', styles.message, notice.message));
  if (notice.link) {
    const link = element('a', styles.link, notice.link.label);
    link.href = notice.link.href;
    box.append(link);
  }
  if (notice.action) {
    const { onSelect, label } = notice.action;
    const button = element('button', styles.action, label);
    button.type = 'button';
    button.addEventListener('click', onSelect);
    box.append(button);
  }
  const dismiss = element('button', styles.dismiss, 'Dismiss');
  dismiss.type = 'button';
  dismiss.addEventListener('click', () => hideNotice(notice.id));
  box.append(dismiss);
  // Next frame: the (possibly new) empty region is in the page before the text arrives.
  requestAnimationFrame(() => container.replaceChildren(box));
}

export function showNotice(notice: Notice) {
  current = notice;
  render(notice);
}

export function hideNotice(id: string) {
  if (current?.id !== id) return;
  current = null;
  region?.replaceChildren();
}

export function installSiteNotice() {
  // The router swaps the whole body: put a notice that is still current back.
  document.addEventListener('astro:after-swap', () => {
    if (current) render(current);
  });
}
