/**
 * `<cirrus-search>`, the header's search. On every page, and all a visitor gets until they open
 * search: it swaps the server-rendered link to /search for a button that opens the dialog (also
 * Ctrl+K or ⌘K), closes it on Escape or a click on the backdrop, and on first open imports the
 * search panel, which loads the index. Until then the dialog's server-rendered form already works:
 * it submits to /search.
 */
type Mount = typeof import('./mount');

const loadPanel = (): Promise<Mount> => import('./mount');

class SearchElement extends HTMLElement {
  private unmount?: () => void;
  private loading = false;

  connectedCallback() {
    const link = this.querySelector<HTMLElement>('[data-search-link]');
    const button = this.button;
    const dialog = this.dialog;
    // Without modal dialogs the link to the search page stays.
    if (!link || !button || !dialog || typeof dialog.showModal !== 'function') return;
    link.hidden = true;
    button.hidden = false;
    button.addEventListener('click', this.open);
    dialog.addEventListener('keydown', this.onDialogKey);
    dialog.addEventListener('click', this.onDialogClick);
    dialog.addEventListener('close', this.onClose);
    document.addEventListener('keydown', this.onShortcut);
  }

  disconnectedCallback() {
    document.removeEventListener('keydown', this.onShortcut);
    this.unmount?.();
    this.unmount = undefined;
  }

  private get button() {
    return this.querySelector<HTMLButtonElement>('[data-search-open]');
  }

  private get dialog() {
    return this.querySelector<HTMLDialogElement>('[data-search-dialog]');
  }

  open = () => {
    const dialog = this.dialog;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    dialog.querySelector<HTMLInputElement>('input[name="q"]')?.focus();
    const container = dialog.querySelector<HTMLElement>('[data-search-panel]');
    if (this.unmount || this.loading || !container) return;
    this.loading = true;
    loadPanel()
      .then(({ mountSearchPanel }) => {
        this.unmount = mountSearchPanel(container, {
          variant: 'dialog',
          // As rendered: the element itself imports nothing it does not need.
          idPrefix: container.dataset.searchPanel ?? '',
          headingLevel: 3,
          onNavigate: () => dialog.close(),
        });
      })
      // The server-rendered form stays and still submits to /search.
      .catch(() => {})
      .finally(() => {
        this.loading = false;
      });
  };

  private onShortcut = (event: KeyboardEvent) => {
    if (
      (event.ctrlKey || event.metaKey) &&
      !event.altKey &&
      !event.shiftKey &&
      event.key.toLowerCase() === 'k'
    ) {
      event.preventDefault();
      this.open();
    }
  };

  /** One Escape closes, even with text in the box (a search box would clear itself first). */
  private onDialogKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    this.dialog?.close();
  };

  /** A click on the backdrop lands on the dialog itself: its content fills the box. */
  private onDialogClick = (event: MouseEvent) => {
    if (event.target === this.dialog) this.dialog?.close();
  };

  /** The browser returns focus to where it was; when that was nowhere, it goes to the button. */
  private onClose = () => {
    if (!document.activeElement || document.activeElement === document.body) this.button?.focus();
  };
}

if (!customElements.get('cirrus-search')) customElements.define('cirrus-search', SearchElement);
