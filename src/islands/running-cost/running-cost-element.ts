/**
 * `<cirrus-running-cost>`: hydrates the server-rendered running-cost estimate
 * (RunningCostEstimate.astro) once it is within a screen of the viewport. React and the estimate
 * load then, not with the page, as the Astro island's `client:visible` did; pages the client
 * router swaps in are upgraded the same way.
 */
import type { RunningCostProps } from './RunningCost.tsx';

/** Start loading a little before the section scrolls in, so it is ready when seen. */
const AHEAD = '200px';

class RunningCostElement extends HTMLElement {
  #observer?: IntersectionObserver;

  connectedCallback() {
    this.#observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        this.#observer?.disconnect();
        void this.#hydrate();
      },
      { rootMargin: AHEAD },
    );
    this.#observer.observe(this);
  }

  disconnectedCallback() {
    this.#observer?.disconnect();
  }

  async #hydrate() {
    const root = this.querySelector<HTMLElement>(':scope > [data-root]');
    const data = this.querySelector(':scope > script[type="application/json"]')?.textContent;
    if (!root || !data) return;
    const props = JSON.parse(data) as RunningCostProps;
    const [{ createElement }, { hydrateRoot }, { RunningCost, RUNNING_COST_ID_PREFIX }] = await Promise.all([
      import('react'),
      import('react-dom/client'),
      import('./RunningCost.tsx'),
    ]);
    if (!this.isConnected) return;
    hydrateRoot(root, createElement(RunningCost, props), { identifierPrefix: RUNNING_COST_ID_PREFIX });
  }
}

if (!customElements.get('cirrus-running-cost'))
  customElements.define('cirrus-running-cost', RunningCostElement);
