/**
 * The one login state every island shares (spec §3: isAuthenticated, user, isLoading, error) and its
 * transitions (spec §4), as a pure reducer over a nanostores atom.
 */
import { atom } from 'nanostores';

/** The logged-in user: the ID token's profile claims (spec §3: a standard profile with `updated_at`). */
export interface AuthUser {
  sub?: string;
  name?: string;
  given_name?: string;
  nickname?: string;
  email?: string;
  updated_at?: string | number;
  [claim: string]: unknown;
}

/** A login or token failure, reduced to what the error messages need (see errors.ts). */
export interface AuthFailure {
  /** The provider's or SDK's error code (`login_required`, `timeout`, …), or `unknown`. */
  code: string;
  /** The provider's description, when it gave one. */
  description?: string;
  /** Whether it happened while logging in or while getting an access token. */
  during: 'login' | 'token';
  /** Which flow to offer again. */
  flow: 'redirect' | 'popup' | 'silent';
  /** Where a retried redirect login should come back to. */
  returnTo?: string;
}

export interface AuthState {
  isAuthenticated: boolean;
  user: AuthUser | undefined;
  isLoading: boolean;
  error: AuthFailure | undefined;
}

export type AuthAction =
  | { type: 'LOGIN_POPUP_STARTED' }
  | { type: 'LOGIN_POPUP_COMPLETE' | 'INITIALISED' | 'HANDLE_REDIRECT_COMPLETE'; user: AuthUser | undefined }
  | { type: 'GET_ACCESS_TOKEN_COMPLETE'; user: AuthUser | undefined }
  | { type: 'LOGOUT' }
  | { type: 'ERROR'; error: AuthFailure };

/** Spec §4: isLoading starts true. */
export const initialAuthState: AuthState = {
  isAuthenticated: false,
  user: undefined,
  isLoading: true,
  error: undefined,
};

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    // Starting a popup login sets loading.
    case 'LOGIN_POPUP_STARTED':
      return { ...state, isLoading: true };
    // Completing login or initialisation: authenticated when a user exists; the error is cleared.
    case 'LOGIN_POPUP_COMPLETE':
    case 'INITIALISED':
    case 'HANDLE_REDIRECT_COMPLETE':
      return {
        ...state,
        isAuthenticated: Boolean(action.user),
        user: action.user,
        isLoading: false,
        error: undefined,
      };
    // A fresh token may carry an updated profile.
    case 'GET_ACCESS_TOKEN_COMPLETE':
      if (state.user?.updated_at === action.user?.updated_at && state.user?.sub === action.user?.sub) {
        return state;
      }
      return { ...state, isAuthenticated: Boolean(action.user), user: action.user };
    // Logout clears the user.
    case 'LOGOUT':
      return { ...state, isAuthenticated: false, user: undefined };
    // An error stops loading and stores the error.
    case 'ERROR':
      return { ...state, isLoading: false, error: action.error };
  }
}

export const $auth = atom<AuthState>(initialAuthState);

export function dispatch(action: AuthAction): void {
  $auth.set(authReducer($auth.get(), action));
}
