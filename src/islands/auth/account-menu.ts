/**
 * The account menu behind `<cirrus-account>` (loaded only when login matters): shows "Log in" or
 * the user's name with "Log out", and explains a failed login with a retry, following the shared
 * store. The markup is the server-rendered AccountSlot; this only toggles it and fills in text
 * (as text, never HTML).
 */
import { describeAuthError } from './errors';
import { isPortalPath } from './hint';
import { loginWithPopup, logout, retryLogin, startAuth } from './session';
import { $auth, type AuthFailure } from './store';

interface AccountHost extends HTMLElement {
  cleanup?: () => void;
}

export function connect(host: AccountHost): void {
  void startAuth();
  if (host.cleanup) return;
  const find = (name: string) => host.querySelector<HTMLElement>(`[data-${name}]`);
  const login = find('login');
  const account = find('account');
  const name = find('name');
  const problem = find('problem');
  let failure: AuthFailure | undefined;
  let dismissed: AuthFailure | undefined;

  const onLogout = () => void logout();
  const onRetry = () => {
    if (failure) retryLogin(failure);
  };
  const onDismiss = () => {
    dismissed = failure;
    if (problem) problem.hidden = true;
  };
  const listeners: [HTMLElement | null, () => void][] = [
    [find('logout'), onLogout],
    [find('retry'), onRetry],
    [find('dismiss'), onDismiss],
  ];
  for (const [element, listener] of listeners) element?.addEventListener('click', listener);

  const unsubscribe = $auth.subscribe((state) => {
    const signedIn = state.isAuthenticated && Boolean(state.user);
    if (state.isLoading) host.setAttribute('aria-busy', 'true');
    else host.removeAttribute('aria-busy');
    if (login) login.hidden = signedIn;
    if (account) account.hidden = !signedIn;
    if (name) name.textContent = state.user?.name ?? state.user?.email ?? 'your account';
    // Portal pages explain failures in the page itself.
    failure = state.error;
    const show =
      Boolean(failure) && !state.isLoading && failure !== dismissed && !isPortalPath(location.pathname);
    if (problem) problem.hidden = !show;
    if (show && failure) {
      const view = describeAuthError(failure);
      const title = find('problem-title');
      const message = find('problem-message');
      const retry = find('retry');
      if (title) title.textContent = view.title;
      if (message) message.textContent = view.detail ? `${view.message} (${view.detail})` : view.message;
      if (retry) retry.textContent = view.retryLabel;
      problem?.setAttribute('data-auth-error', view.code);
    }
  });
  host.cleanup = () => {
    unsubscribe();
    for (const [element, listener] of listeners) element?.removeEventListener('click', listener);
  };
}

export function popupLogin(popup: Window | null): Promise<void> {
  return loginWithPopup(popup);
}
