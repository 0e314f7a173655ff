import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useState } from 'react';
import { AuthErrorPanel } from '../../components/auth/AuthErrorPanel';
import styles from '../../components/auth/AuthPanel.module.css';
import { NoAccess } from '../../components/auth/NoAccess';
import { useAsyncEffect } from '../use-async-effect';
import {
  authSettings,
  currentPath,
  idTokenClaims,
  loginWithRedirect,
  logout,
  retryLogin,
  startAuth,
} from './session';
import { $auth, type AuthState } from './store';

/** A check over the ID token's claims; the claim namespace comes from the login settings. */
export type ClaimCheck = (claims: Record<string, unknown>, settings: { claimNamespace: string }) => boolean;

export interface RequireAuthProps {
  children: ReactNode;
  /** The page's heading, shown while sign-in is checked (the server's HTML too) and above its messages. */
  heading: string;
  /** Optional claim check (spec §6); failing it shows a "no access" page instead of the children. */
  claimCheck?: ClaimCheck;
  /** Who the page is for, named on the "no access" page. */
  audience?: string;
  /** The page's frame drawn while sign-in and access are checked (placeholders, no data). */
  skeleton?: ReactNode;
}

/**
 * The protected-page wrapper (spec §6): renders its children only for a logged-in user who passes
 * the optional claim check. Anyone else is sent to the login page with the current path to come
 * back to; a login or token failure shows its message with a retry.
 */
export function RequireAuth({
  children,
  heading,
  claimCheck,
  audience = 'other portal users',
  skeleton,
}: RequireAuthProps) {
  // Hydrate with the state the server rendered; the live state follows at once.
  const state = useStore($auth, { ssr: 'initial' });
  const [allowed, setAllowed] = useState<boolean | undefined>(claimCheck ? undefined : true);

  useEffect(() => {
    void startAuth();
  }, []);

  useEffect(() => {
    if (!state.isLoading && !state.error && !state.isAuthenticated) void loginWithRedirect(currentPath());
  }, [state.isLoading, state.error, state.isAuthenticated]);

  useAsyncEffect(
    (isCurrent) => {
      if (!claimCheck || !state.isAuthenticated) return;
      Promise.all([idTokenClaims(), authSettings()])
        .then(([claims, settings]) => {
          if (isCurrent()) setAllowed(Boolean(claims) && claimCheck(claims ?? {}, settings));
        })
        .catch(() => isCurrent() && setAllowed(false));
    },
    [claimCheck, state.isAuthenticated],
  );

  if (allowed && state.isAuthenticated && !state.isLoading && !state.error) return <>{children}</>;
  // Every other state, the server-rendered one included, keeps the page's h1 above its message.
  return (
    <>
      <h1>{heading}</h1>
      <AccessStatus state={state} allowed={allowed} audience={audience} />
      {checking(state, allowed) ? skeleton : null}
    </>
  );
}

/** Still finding out whether to show the page (rather than refusing or sending to the login). */
const checking = (state: AuthState, allowed: boolean | undefined) =>
  !state.error && (state.isLoading || (state.isAuthenticated && allowed === undefined));

function AccessStatus({
  state,
  allowed,
  audience,
}: {
  state: AuthState;
  allowed: boolean | undefined;
  audience: string;
}) {
  if (state.error && !state.isLoading) {
    const failure = state.error;
    return <AuthErrorPanel failure={failure} onRetry={() => retryLogin(failure)} />;
  }
  if (state.isLoading) return <p className={styles.status}>Checking your sign-in…</p>;
  if (!state.isAuthenticated) return <p className={styles.status}>Taking you to the sign-in page…</p>;
  if (allowed === undefined) return <p className={styles.status}>Checking your access…</p>;
  return (
    <NoAccess
      userName={state.user?.name ?? state.user?.email ?? 'this account'}
      audience={audience}
      onLogout={() => void logout()}
    />
  );
}
