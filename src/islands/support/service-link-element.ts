/**
 * `<cirrus-service-link>`: a fault code's page is one static page per code, shared by every model of
 * its family; the lookup sends the owner there with `?model=…`. This element adds that model to the
 * service request link inside it, so the form opens with both filled in. Without JavaScript the link
 * still carries the code.
 */
const MODEL = /^[A-Z0-9][A-Z0-9-]{2,30}$/i;

class ServiceLinkElement extends HTMLElement {
  connectedCallback() {
    const model = new URLSearchParams(window.location.search).get('model');
    const link = this.querySelector('a');
    if (!link || !model || !MODEL.test(model)) return;
    const url = new URL(link.href, window.location.href);
    url.searchParams.delete('code');
    const code = new URL(link.href, window.location.href).searchParams.get('code') ?? '';
    url.searchParams.set('model', model);
    url.searchParams.set('code', code);
    link.href = `${url.pathname}${url.search}`;
  }
}

if (!customElements.get('cirrus-service-link'))
  customElements.define('cirrus-service-link', ServiceLinkElement);
