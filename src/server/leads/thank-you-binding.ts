/**
 * The thank-you page's detail (which dealer has the request, its phone, by when it will call) is
 * for the browser that sent the form, not for whoever types a reference into `/thank-you?ref=`.
 *
 * The form's redirect sets a short-lived HttpOnly cookie with the form and the submission's
 * idempotency key: a random key the server put in that visitor's form, which only that browser
 * has. The page finds the lead by that key (stored as its scoped digest, idempotency.ts), never by
 * the reference in the address, and shows the detail only when the two are the same lead. A guessed
 * reference therefore looks nothing up; requests naming a reference that is not the browser's own
 * are also counted per client (the form rate limit) and refused with 429 past it. No secret has to
 * be shared between instances: the database already holds what the cookie proves.
 */
import { clientRateKey } from '../http/rate-limit.ts';
import type { Services } from '../services.ts';
import { scopedIdempotencyKey } from './idempotency.ts';
import { idempotencyKeySchema, type LeadType, leadTypeSchema } from './schema.ts';

/** Sent only to the thank-you page. */
const COOKIE = 'cc-submitted';
const PATH = '/thank-you';
/** Long enough to read the page and come back to it; the visitor's mail carries the rest. */
const MAX_AGE_SECONDS = 30 * 60;

/** The parts of `Astro.cookies` used here. */
export interface CookieJar {
  get(name: string): { value: string } | undefined;
  set(
    name: string,
    value: string,
    options: { path: string; maxAge: number; httpOnly: boolean; sameSite: 'lax'; secure: boolean },
  ): void;
}

/** On the form's redirect: binds the thank-you page to this browser's submission. */
export function bindSubmission(cookies: CookieJar, type: LeadType, submissionKey: string, https: boolean) {
  cookies.set(COOKIE, `${type}.${submissionKey}`, {
    path: PATH,
    maxAge: MAX_AGE_SECONDS,
    httpOnly: true,
    // Sent on the redirect after the post and on reloads; never with another site's subrequests.
    sameSite: 'lax',
    secure: https,
  });
}

/** The stored (scoped) idempotency key of the submission this browser holds, if any. */
function boundKey(cookies: Pick<CookieJar, 'get'>): string | undefined {
  const [type, key] = (cookies.get(COOKIE)?.value ?? '').split('.', 2);
  const parsedType = leadTypeSchema.safeParse(type).data;
  const parsedKey = idempotencyKeySchema.safeParse(key).data;
  return parsedType && parsedKey ? scopedIdempotencyKey(parsedType, parsedKey) : undefined;
}

export type ThankYouAccess =
  /** The browser that sent this lead: the page may show where it went. */
  | { kind: 'own' }
  /** Anyone else: the generic page. */
  | { kind: 'other' }
  /** Too many references that were not this client's own: the generic page, with 429. */
  | { kind: 'throttled'; retryAfterSeconds: number };

/** Whether the visitor asking for `reference`'s thank-you page is the one who sent it. */
export async function thankYouAccess(
  services: Pick<Services, 'leads' | 'rateLimiter'>,
  reference: string,
  cookies: Pick<CookieJar, 'get'>,
  clientAddress: string,
): Promise<ThankYouAccess> {
  const key = boundKey(cookies);
  const own = key ? await services.leads.findByIdempotencyKey(key) : undefined;
  if (own?.reference === reference) return { kind: 'own' };
  const limit = await services.rateLimiter.hit(`thank-you:${clientRateKey(clientAddress)}`);
  return limit.allowed
    ? { kind: 'other' }
    : { kind: 'throttled', retryAfterSeconds: limit.retryAfterSeconds };
}
