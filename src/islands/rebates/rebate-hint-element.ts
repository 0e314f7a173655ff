/**
 * `<cirrus-rebate-hint>` on a product page: once the visitor has given a postcode (to the planner, the
 * dealer locator or the sizing tool; src/islands/postcode/store.ts), says which schemes this product
 * may qualify for there ("may qualify for … in NSW") and links to the planner with the product and the
 * postcode filled in. The schemes come from the page (the rules reduced at build to where the product
 * may qualify, src/lib/rebates/outlook.ts); the postcode never leaves the browser. Without a postcode
 * (or without JavaScript) the server's link to the planner stays as it is.
 */
import { australianDateOf } from '../../lib/australian-dates.ts';
import {
  mayQualifyAt,
  mayQualifyLine,
  type OutlookEntry,
  plannerHref,
} from '../../lib/rebates/may-qualify.ts';
import { $visitorPostcode } from '../postcode/store.ts';

/** What the page's data block holds. */
export interface RebateHintData {
  product: string;
  outlook: OutlookEntry[];
}

class RebateHintElement extends HTMLElement {
  #unsubscribe?: () => void;

  connectedCallback() {
    const raw = this.querySelector(':scope > script[type="application/json"]')?.textContent;
    const line = this.querySelector<HTMLElement>(':scope > [data-hint]');
    if (!raw || !line) return;
    const data = JSON.parse(raw) as RebateHintData;
    this.#unsubscribe = $visitorPostcode.subscribe((postcode) => {
      if (postcode) this.#show(line, data, postcode);
    });
  }

  disconnectedCallback() {
    this.#unsubscribe?.();
  }

  #show(line: HTMLElement, data: RebateHintData, postcode: string) {
    const found = mayQualifyLine(mayQualifyAt(data.outlook, postcode, australianDateOf(new Date())));
    const text = document.createElement('span');
    text.textContent = found
      ? `With postcode ${postcode}, this system ${found}. `
      : `With postcode ${postcode}, we found no scheme this system may qualify for. `;
    const link = document.createElement('a');
    link.href = plannerHref(data.product, postcode);
    link.textContent = found
      ? `Check your rebates and running costs for ${postcode}`
      : `See the running costs for ${postcode}`;
    line.replaceChildren(text, link);
  }
}

if (!customElements.get('cirrus-rebate-hint')) customElements.define('cirrus-rebate-hint', RebateHintElement);
