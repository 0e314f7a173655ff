/**
 * `<cirrus-error-summary>`: moves focus to a form's error summary when it appears. A full page load
 * does that through `autofocus`; a client-side navigation (the form posted through Astro's router)
 * inserts the new page without applying `autofocus`, and this element's connectedCallback does it.
 */
class ErrorSummaryElement extends HTMLElement {
  connectedCallback() {
    const summary = this.querySelector<HTMLElement>('[data-error-summary]');
    if (summary && document.activeElement !== summary) summary.focus();
  }
}

if (!customElements.get('cirrus-error-summary'))
  customElements.define('cirrus-error-summary', ErrorSummaryElement);
