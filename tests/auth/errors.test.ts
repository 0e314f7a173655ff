/** Spec §8: every identity error gets a plain message and a retry. */
import { describe, expect, it } from 'vitest';
import { authErrorCodes, describeAuthError, toAuthFailure } from '../../src/islands/auth/errors';
import type { AuthFailure } from '../../src/islands/auth/store';

const failure = (code: string, extra: Partial<AuthFailure> = {}): AuthFailure => ({
  code,
  during: 'login',
  flow: 'redirect',
  ...extra,
});

describe('identity error messages', () => {
  it.each([
    ['login_required', 'Please log in'],
    ['consent_required', 'Permission needed'],
    ['interaction_required', 'One more step to log in'],
    ['account_selection_required', 'Choose an account'],
    ['access_denied', 'Access denied'],
    ['mfa_required', 'Extra verification needed'],
    ['timeout', 'The sign-in took too long'],
    ['cancelled', 'Sign-in window closed'],
    ['missing_refresh_token', 'Please log in again'],
    ['popup_open', 'The sign-in window was blocked'],
  ])('%s has its own message and a retry', (code, title) => {
    const view = describeAuthError(failure(code));
    expect(view.code).toBe(code);
    expect(view.title).toBe(title);
    expect(view.message.length).toBeGreaterThan(20);
    expect(view.retryLabel).toMatch(/\S/);
  });

  it('falls back to the default login message', () => {
    const view = describeAuthError(failure('unknown'));
    expect(view.code).toBe('login_failed');
    expect(view.title).toBe('We couldn’t log you in');
    expect(describeAuthError(failure('server_error')).code).toBe('login_failed');
  });

  it('says the token retrieval failed when getting an access token failed', () => {
    const view = describeAuthError(failure('unknown', { during: 'token', flow: 'silent' }));
    expect(view.code).toBe('token_failed');
    expect(view.title).toBe('We couldn’t confirm your sign-in');
  });

  it('uses the provider’s error and description when present', () => {
    const view = describeAuthError(failure('invalid_request', { description: 'no organization named "x"' }));
    expect(view).toMatchObject({
      code: 'provider_error',
      message: 'no organization named "x"',
      detail: 'Error code: invalid_request',
    });
  });

  it('adds the provider’s description to a known provider error, but not the SDK’s own words', () => {
    expect(
      describeAuthError(failure('access_denied', { description: 'The sign-in was cancelled.' })).detail,
    ).toBe('The sign-in was cancelled.');
    expect(describeAuthError(failure('cancelled', { description: 'Popup closed' })).detail).toBeUndefined();
  });

  it('covers the whole catalogue', () => {
    const described = new Set(
      authErrorCodes.map((code) =>
        code === 'provider_error'
          ? describeAuthError(failure('x', { description: 'y' })).code
          : code === 'token_failed'
            ? describeAuthError(failure('unknown', { during: 'token' })).code
            : describeAuthError(failure(code)).code,
      ),
    );
    expect([...described].sort()).toEqual([...authErrorCodes].sort());
  });
});

describe('toAuthFailure', () => {
  it('reads the SDK’s error and description', () => {
    expect(
      toAuthFailure(
        { error: 'mfa_required', error_description: 'Multifactor authentication required' },
        'login',
        'popup',
      ),
    ).toEqual({
      code: 'mfa_required',
      description: 'Multifactor authentication required',
      during: 'login',
      flow: 'popup',
    });
  });

  it('drops a description that only repeats the code, and keeps where to return', () => {
    expect(
      toAuthFailure(
        { error: 'login_required', error_description: 'login_required' },
        'login',
        'redirect',
        '/portal',
      ),
    ).toEqual({
      code: 'login_required',
      description: undefined,
      during: 'login',
      flow: 'redirect',
      returnTo: '/portal',
    });
  });

  it('turns anything else into an unknown failure', () => {
    expect(toAuthFailure(new TypeError('Failed to fetch'), 'token', 'silent').code).toBe('unknown');
    expect(toAuthFailure(undefined, 'login', 'silent').code).toBe('unknown');
  });
});
