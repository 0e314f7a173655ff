/**
 * `<cirrus-compare-toggle>` and `<cirrus-compare-tray>`: the "Compare" toggles on product cards and
 * product pages, and the sticky bar that lists the chosen products. Plain custom elements over the
 * compare store (no React), so listing and product pages pay about 2 KB for them; they upgrade
 * server-rendered markup (src/components/compare) wherever it appears, including cards the listing
 * island renders and pages the client router swaps in.
 */
import { compareHref } from '../../lib/compare';
import { $compare, $compareNotice, clearCompared, removeCompared, toggleCompared } from './store';

class CompareToggleElement extends HTMLElement {
  #unbind?: () => void;

  connectedCallback() {
    const button = this.querySelector('button');
    const { slug, name, path } = this.dataset;
    if (!button || !slug || !name || !path) return;
    button.addEventListener('click', this.#onClick);
    this.#unbind = $compare.subscribe((items) => {
      button.setAttribute('aria-pressed', String(items.some((item) => item.slug === slug)));
    });
  }

  disconnectedCallback() {
    this.querySelector('button')?.removeEventListener('click', this.#onClick);
    this.#unbind?.();
  }

  #onClick = () => {
    const { slug, name, path } = this.dataset;
    if (slug && name && path) toggleCompared({ slug, name, path });
  };
}

/** A list item: the product's link and its remove button. */
function trayItem(item: { slug: string; name: string; path: string }): HTMLLIElement {
  const li = document.createElement('li');
  const link = document.createElement('a');
  link.href = item.path;
  link.textContent = item.name;
  const remove = document.createElement('button');
  remove.type = 'button';
  remove.dataset.remove = item.slug;
  const hidden = document.createElement('span');
  hidden.className = 'visually-hidden';
  hidden.textContent = ` ${item.name}`;
  remove.append('Remove', hidden);
  li.append(link, remove);
  return li;
}

class CompareTrayElement extends HTMLElement {
  #unbind: (() => void)[] = [];

  connectedCallback() {
    const panel = this.querySelector<HTMLElement>('[data-panel]');
    const list = this.querySelector('[data-list]');
    const link = this.querySelector<HTMLAnchorElement>('[data-link]');
    const notice = this.querySelector<HTMLElement>('[data-notice]');
    if (!panel || !list || !link || !notice) return;
    this.addEventListener('click', this.#onClick);
    this.#unbind = [
      $compare.subscribe((items) => {
        const hadFocus = panel.contains(document.activeElement);
        panel.hidden = items.length === 0;
        link.href = compareHref(items.map((item) => item.slug));
        link.textContent = `Compare (${items.length})`;
        const wanted = items.map((item) => item.slug).join(',');
        if (list.getAttribute('data-slugs') !== wanted) {
          list.replaceChildren(...items.map(trayItem));
          list.setAttribute('data-slugs', wanted);
        }
        // The focused remove button went with its item, or the bar closed: keep the keyboard's place.
        if (hadFocus && (items.length === 0 || !panel.contains(document.activeElement))) {
          if (items.length > 0) list.querySelector('button')?.focus();
          else document.getElementById('main')?.focus({ preventScroll: true });
        }
      }),
      // Only changes made while this page is open (not the last page's message).
      $compareNotice.listen((message) => {
        notice.textContent = message?.text ?? '';
        notice.toggleAttribute('data-refused', message?.refused === true);
      }),
    ];
  }

  disconnectedCallback() {
    this.removeEventListener('click', this.#onClick);
    for (const unbind of this.#unbind) unbind();
    this.#unbind = [];
  }

  #onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest('button') : null;
    if (!target) return;
    if (target.dataset.remove) removeCompared(target.dataset.remove);
    else if (target.hasAttribute('data-clear')) clearCompared();
  };
}

if (!customElements.get('cirrus-compare-toggle'))
  customElements.define('cirrus-compare-toggle', CompareToggleElement);
if (!customElements.get('cirrus-compare-tray'))
  customElements.define('cirrus-compare-tray', CompareTrayElement);
