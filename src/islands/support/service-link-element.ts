/**
 * `<cirrus-service-link>`: a fault code's page is one static page per code, shared by every model of
 * its family; the lookup sends the owner there with `?model=…`. This element adds that model to the
 * service request links inside it, so the form opens with both filled in. Without JavaScript the
 * links still carry the code.
 */
const MODEL = /^[A-Z0-9][A-Z0-9-]{2,30}$/i;

/** The service request link with the model first, then the code it already carried. */
function withModel(link: HTMLAnchorElement, model: string) {
  const url = new URL(link.href, window.location.href);
  const code = url.searchParams.get('code') ?? '';
  url.searchParams.delete('code');
  url.searchParams.set('model', model);
  url.searchParams.set('code', code);
  link.href = `${url.pathname}${url.search}`;
}

class ServiceLinkElement extends HTMLElement {
  connectedCallback() {
    const model = new URLSearchParams(window.location.search).get('model');
    if (!model || !MODEL.test(model)) return;
    for (const link of this.querySelectorAll('a')) withModel(link, model);
  }
}

if (!customElements.get('cirrus-service-link'))
  customElements.define('cirrus-service-link', ServiceLinkElement);
