/** Spec §3/§4: the login state and its transitions. */
import { describe, expect, it } from 'vitest';
import {
  type AuthFailure,
  type AuthState,
  authReducer,
  initialAuthState,
} from '../../src/islands/auth/store';

const user = { sub: 'auth0|demo-staff', name: 'Sam Taylor', updated_at: 1 };
const failure: AuthFailure = { code: 'timeout', during: 'login', flow: 'silent' };

describe('auth store transitions', () => {
  it('starts loading, logged out, without an error', () => {
    expect(initialAuthState).toEqual({
      isAuthenticated: false,
      user: undefined,
      isLoading: true,
      error: undefined,
    });
  });

  it('sets loading when a popup login starts', () => {
    const idle: AuthState = { ...initialAuthState, isLoading: false };
    expect(authReducer(idle, { type: 'LOGIN_POPUP_STARTED' }).isLoading).toBe(true);
  });

  it.each(['INITIALISED', 'LOGIN_POPUP_COMPLETE', 'HANDLE_REDIRECT_COMPLETE'] as const)(
    '%s: authenticated when a user exists, loading stopped, error cleared',
    (type) => {
      const withError: AuthState = { ...initialAuthState, error: failure };
      expect(authReducer(withError, { type, user })).toEqual({
        isAuthenticated: true,
        user,
        isLoading: false,
        error: undefined,
      });
      expect(authReducer(withError, { type, user: undefined })).toEqual({
        isAuthenticated: false,
        user: undefined,
        isLoading: false,
        error: undefined,
      });
    },
  );

  it('clears the user on logout', () => {
    const signedIn: AuthState = { isAuthenticated: true, user, isLoading: false, error: undefined };
    expect(authReducer(signedIn, { type: 'LOGOUT' })).toEqual({
      ...signedIn,
      isAuthenticated: false,
      user: undefined,
    });
  });

  it('stops loading and stores the error', () => {
    const next = authReducer(initialAuthState, { type: 'ERROR', error: failure });
    expect(next.isLoading).toBe(false);
    expect(next.error).toEqual(failure);
    expect(next.isAuthenticated).toBe(false);
  });

  it('keeps the state object when a token refresh brings the same profile', () => {
    const signedIn: AuthState = { isAuthenticated: true, user, isLoading: false, error: undefined };
    expect(authReducer(signedIn, { type: 'GET_ACCESS_TOKEN_COMPLETE', user: { ...user } })).toBe(signedIn);
    const updated = { ...user, updated_at: 2, name: 'Sam T.' };
    expect(authReducer(signedIn, { type: 'GET_ACCESS_TOKEN_COMPLETE', user: updated }).user).toEqual(updated);
  });
});
