/**
 * Spec §8's identity errors, each mapped to a plain message for the visitor and a way to try
 * again. Pure: the SDK's error objects are reduced to an AuthFailure first (`toAuthFailure`).
 */
import type { AuthFailure } from './store';

export interface AuthErrorView {
  /** The catalogue entry this message belongs to. */
  code: AuthErrorCode;
  title: string;
  message: string;
  /** The identity provider's own description, when it sent one. */
  detail?: string;
  /** Label of the retry action. */
  retryLabel: string;
}

/** The catalogue (spec §8): two defaults, the provider's own error, and the known identity errors. */
export const authErrorCodes = [
  'login_failed',
  'token_failed',
  'provider_error',
  'login_required',
  'consent_required',
  'interaction_required',
  'account_selection_required',
  'access_denied',
  'mfa_required',
  'timeout',
  'cancelled',
  'missing_refresh_token',
  'popup_open',
] as const;

export type AuthErrorCode = (typeof authErrorCodes)[number];

type Entry = Pick<AuthErrorView, 'title' | 'message' | 'retryLabel'> & {
  /** Whether a description that came with the code is the provider's (shown) or the SDK's (not). */
  fromProvider: boolean;
};

const catalogue: Record<Exclude<AuthErrorCode, 'provider_error'>, Entry> = {
  login_failed: {
    title: 'We couldn’t log you in',
    message: 'Something went wrong while logging you in. Please try again.',
    retryLabel: 'Try again',
    fromProvider: false,
  },
  token_failed: {
    title: 'We couldn’t confirm your sign-in',
    message: 'Your sign-in could not be checked just now, so the portal could not load your data.',
    retryLabel: 'Log in again',
    fromProvider: false,
  },
  login_required: {
    title: 'Please log in',
    message: 'Your session has ended. Log in again to continue.',
    retryLabel: 'Log in',
    fromProvider: true,
  },
  consent_required: {
    title: 'Permission needed',
    message: 'The portal needs your permission to use your account. Log in again to give it.',
    retryLabel: 'Log in again',
    fromProvider: true,
  },
  interaction_required: {
    title: 'One more step to log in',
    message: 'The sign-in service needs you to finish a step on its page. Log in again to continue.',
    retryLabel: 'Log in again',
    fromProvider: true,
  },
  account_selection_required: {
    title: 'Choose an account',
    message: 'More than one account could be used. Log in again and choose the one for the partner portal.',
    retryLabel: 'Choose an account',
    fromProvider: true,
  },
  access_denied: {
    title: 'Access denied',
    message:
      'The sign-in was cancelled, or this account may not use the partner portal. If you think it should, ask your Cirrus Climate contact.',
    retryLabel: 'Try again',
    fromProvider: true,
  },
  mfa_required: {
    title: 'Extra verification needed',
    message: 'Your account needs a second verification step. Log in again to complete it.',
    retryLabel: 'Log in again',
    fromProvider: true,
  },
  timeout: {
    title: 'The sign-in took too long',
    message: 'The sign-in service did not answer in time. Check your connection and try again.',
    retryLabel: 'Try again',
    fromProvider: false,
  },
  cancelled: {
    title: 'Sign-in window closed',
    message: 'The sign-in window was closed before you finished. Try again when you are ready.',
    retryLabel: 'Try again',
    fromProvider: false,
  },
  missing_refresh_token: {
    title: 'Please log in again',
    message: 'Your saved sign-in has run out. Log in again to continue.',
    retryLabel: 'Log in again',
    fromProvider: false,
  },
  popup_open: {
    title: 'The sign-in window was blocked',
    message: 'Your browser blocked the sign-in window. Allow pop-ups for this site, or log in on this page.',
    retryLabel: 'Log in on this page',
    fromProvider: false,
  },
};

function isCatalogued(code: string): code is Exclude<AuthErrorCode, 'provider_error'> {
  return Object.hasOwn(catalogue, code) && code !== 'login_failed' && code !== 'token_failed';
}

/** Reduces whatever the SDK threw to an AuthFailure. */
export function toAuthFailure(
  error: unknown,
  during: AuthFailure['during'],
  flow: AuthFailure['flow'],
  returnTo?: string,
): AuthFailure {
  const record = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const code = typeof record.error === 'string' && record.error ? record.error : 'unknown';
  const raw = typeof record.error_description === 'string' ? record.error_description.trim() : '';
  const description = raw && raw !== code ? raw.slice(0, 300) : undefined;
  return { code, description, during, flow, ...(returnTo ? { returnTo } : {}) };
}

/** The message a visitor sees for a failure. */
export function describeAuthError(failure: AuthFailure): AuthErrorView {
  if (isCatalogued(failure.code)) {
    const { fromProvider, ...entry } = catalogue[failure.code];
    return {
      code: failure.code,
      ...entry,
      ...(fromProvider && failure.description ? { detail: failure.description } : {}),
    };
  }
  // Spec §8: the provider's error and description, used when present.
  if (failure.code !== 'unknown' && failure.description) {
    return {
      code: 'provider_error',
      title: 'The sign-in service reported a problem',
      message: failure.description,
      detail: `Error code: ${failure.code}`,
      retryLabel: 'Try again',
    };
  }
  // Spec §8: otherwise the default login message, or the token retrieval failure.
  const fallback = failure.during === 'token' ? 'token_failed' : 'login_failed';
  const { fromProvider: _ignored, ...entry } = catalogue[fallback];
  return { code: fallback, ...entry };
}
