/**
 * `<cirrus-search-page>`, the search page's panel (/search). The panel is rendered at build, and
 * its form already submits to /search; when the browser is idle this imports the live panel,
 * which reads `?q=` from the address bar and loads the index.
 */
/** Runs `task` when the browser is idle, or after `timeout` ms at the latest. */
function whenIdle(task: () => void, timeout = 2000) {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout });
  else setTimeout(task, 200);
}

class SearchPageElement extends HTMLElement {
  private unmount?: () => void;

  connectedCallback() {
    whenIdle(() => {
      const container = this.querySelector<HTMLElement>('[data-search-panel]');
      if (!this.isConnected || !container || this.unmount) return;
      import('./mount')
        .then(({ mountSearchPanel }) => {
          if (!this.isConnected || this.unmount) return;
          this.unmount = mountSearchPanel(container, {
            variant: 'page',
            idPrefix: container.dataset.searchPanel ?? '',
            headingLevel: 2,
          });
        })
        // The server-rendered form stays and still submits.
        .catch(() => {});
    });
  }

  disconnectedCallback() {
    this.unmount?.();
    this.unmount = undefined;
  }
}

if (!customElements.get('cirrus-search-page')) customElements.define('cirrus-search-page', SearchPageElement);
