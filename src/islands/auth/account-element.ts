/**
 * `<cirrus-account>`, the header's account slot. On every page, and all an anonymous visitor gets:
 * the server-rendered "Log in" link stays as it is unless the SDK's session hint cookie, a login
 * answer in the URL or a portal page says login may matter. Only then, or when "Log in" is
 * clicked, the account menu (and with it the SDK) is downloaded.
 */
import { hasAuthParams, hasSessionHint, isPortalPath } from './hint';
import { popupFeatures } from './popup';

type MenuModule = typeof import('./account-menu');

const loadMenu = (): Promise<MenuModule> => import('./account-menu');

class AccountElement extends HTMLElement {
  /** Set by the menu: stops its store subscription when a client navigation swaps the header. */
  cleanup?: () => void;

  connectedCallback() {
    this.querySelector('[data-login]')?.addEventListener('click', this.onLogin);
    const { pathname, search } = window.location;
    if (
      hasSessionHint(document.cookie, this.dataset.clientId ?? '') ||
      hasAuthParams(search) ||
      isPortalPath(pathname)
    ) {
      void loadMenu().then((menu) => menu.connect(this));
    }
  }

  disconnectedCallback() {
    this.cleanup?.();
    this.cleanup = undefined;
  }

  /** Plain clicks log in in a popup, opened now so the browser allows it; other clicks follow the link. */
  private onLogin = (event: Event) => {
    const click = event as MouseEvent;
    if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return;
    event.preventDefault();
    const popup = window.open('', 'auth0:authorize:popup', popupFeatures(window));
    void loadMenu().then((menu) => {
      menu.connect(this);
      return menu.popupLogin(popup);
    });
  };
}

if (!customElements.get('cirrus-account')) customElements.define('cirrus-account', AccountElement);

export type { AccountElement };
