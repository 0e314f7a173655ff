/**
 * Owners' links: a token only the owner's mailbox holds, which opens their own record (a service
 * request, a warranty registration, a cashback claim) on its status page without the postcode
 * typed, and lets a service request's owner choose, change or give up a visit time without typing
 * their email address. It is signed, not stored: HMAC-SHA256 over the record's kind, its
 * reference, the version of its links and an expiry, with a key per kind kept in the database
 * (`site_keys`, made once and shared by every server process on it), so any process checks a link
 * any other one mailed, and a token for one kind never opens a record of another.
 *
 * Reference and postcode alone only show a record's status: every agent a service request was
 * offered to has seen both, so neither may move the owner's booking. Reassigning a request to
 * another agent raises its version (`service_requests.owner_link_version`): every link mailed before
 * stops working, so the removed agent cannot use one the owner forwarded, and the owner's next mail
 * carries a link of the new version. Registrations and claims have no version (always 0): nobody
 * but the owner is ever shown their reference.
 *
 * How long a link lasts (a link is a bearer credential sitting in a mailbox, so it should not open
 * the record for ever; once it has expired the lookup form still finds the record):
 * - a service request's: a week past the last visit window it offers, at least 14 days (booking
 *   and changing happen around the visit);
 * - a warranty registration's and a claim's: 90 days, the span of their review (a claim is checked
 *   within 10 business days and paid within 30 days of approval; a registration waiting for more
 *   information is usually settled in weeks), after which the owner has the mail itself.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';

/** The kinds of record an owner's link opens; each has its own key and its own signed prefix. */
export type OwnerLinkKind = 'service' | 'warranty' | 'claim';

/**
 * Every kind of signed link: the owners' status links, and an installation job's (the technician's
 * checklist and the owner's confirmation, told apart by the reference they sign: src/server/installs/site.ts),
 * an owner's sign-in link to My home (src/server/my-home/sessions.ts), a person's mail preferences
 * and one-click unsubscribe link (src/server/mail-preferences), and an owner's invitation to review
 * a dealer (src/server/dealers/invitations.ts), a privacy request's confirmation and export
 * download links (src/server/privacy).
 */
export type SignedLinkKind =
  | OwnerLinkKind
  | 'install'
  | 'home'
  | 'mail'
  | 'review'
  | 'privacy'
  | 'privacy-export';

/** Each kind's key in `site_keys` (the service request's name is the one its links always had). */
const KEY_NAMES: Readonly<Record<SignedLinkKind, string>> = {
  service: 'service-owner-link',
  warranty: 'warranty-owner-link',
  claim: 'claim-owner-link',
  install: 'install-job-link',
  home: 'owner-home-link',
  mail: 'mail-preferences-link',
  review: 'review-invitation-link',
  privacy: 'privacy-request-link',
  'privacy-export': 'privacy-export-link',
};

/** A token: the expiry (epoch seconds, base 36), a dot, and 22 characters of signature (128 bits). */
const TOKEN = /^([0-9a-z]{1,10})\.([A-Za-z0-9_-]{22})$/;
const DAY_MS = 86_400_000;
/** A service request's link lasts a week past the last window it offers, and at least this long. */
export const OWNER_LINK_MIN_DAYS = 14;
/** A warranty registration's or a claim's link lasts this long from its mail. */
export const REVIEW_LINK_DAYS = 90;

export interface OwnerLinks {
  /** A token for this record's owner at this version of its links, valid until `expiresAt`. */
  issue(reference: string, version: number, expiresAt: Date): string;
  /** Whether `token` is this record's at its current `version`, genuine and not yet expired at `now`. */
  verify(reference: string, version: number, token: string | undefined, now: Date): boolean;
}

/** When a service request's link mailed with these windows stops working. */
export function ownerLinkExpiry(windowEnds: readonly string[], now: Date): Date {
  const lastEnd = Math.max(now.getTime(), ...windowEnds.map((end) => Date.parse(end)));
  return new Date(Math.max(lastEnd + 7 * DAY_MS, now.getTime() + OWNER_LINK_MIN_DAYS * DAY_MS));
}

/** When a warranty registration's or a claim's link mailed at `now` stops working. */
export function reviewLinkExpiry(now: Date): Date {
  return new Date(now.getTime() + REVIEW_LINK_DAYS * DAY_MS);
}

/** When the link in a record's first mail (its confirmation) stops working. */
export function firstLinkExpiry(kind: OwnerLinkKind, now: Date): Date {
  return kind === 'service' ? ownerLinkExpiry([], now) : reviewLinkExpiry(now);
}

/** What is signed: the kind, the reference, the version and the expiry. */
function message(kind: SignedLinkKind, reference: string, version: number, expires: string): string {
  // Version 0 signs no version, as service links did before versions: links already mailed keep working.
  return version === 0
    ? `${kind}-owner:${reference}:${expires}`
    : `${kind}-owner:${reference}:v${version}:${expires}`;
}

export function ownerLinks(key: Buffer, kind: SignedLinkKind): OwnerLinks {
  const sign = (reference: string, version: number, expires: string) =>
    createHmac('sha256', key)
      .update(message(kind, reference, version, expires))
      .digest('base64url')
      .slice(0, 22);
  return {
    issue(reference, version, expiresAt) {
      const expires = Math.floor(expiresAt.getTime() / 1000).toString(36);
      return `${expires}.${sign(reference, version, expires)}`;
    },
    verify(reference, version, token, now) {
      const match = TOKEN.exec(token ?? '');
      if (!match?.[1] || !match[2]) return false;
      if (Number.parseInt(match[1], 36) * 1000 <= now.getTime()) return false;
      const expected = Buffer.from(sign(reference, version, match[1]));
      const given = Buffer.from(match[2]);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/**
 * The links of this database for one kind: its key, made on first use. Two processes starting
 * together may both try to make it; the insert that loses is ignored and both read the one stored.
 */
export async function loadOwnerLinks(
  db: Kysely<Database>,
  now: string,
  kind: SignedLinkKind,
): Promise<OwnerLinks> {
  const name = KEY_NAMES[kind];
  await db
    .insertInto('site_keys')
    .values({ name, secret: randomBytes(32).toString('base64url'), created_at: now })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('site_keys')
    .select('secret')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return ownerLinks(Buffer.from(row.secret, 'base64url'), kind);
}

/**
 * One kind's links for a context: loaded on first use and kept (a failed load, such as the database
 * being away, is tried again next time).
 */
export function cachedOwnerLinks(
  db: Kysely<Database>,
  now: () => string,
  kind: SignedLinkKind,
): () => Promise<OwnerLinks> {
  let links: Promise<OwnerLinks> | undefined;
  return () => {
    links ??= loadOwnerLinks(db, now(), kind).catch((error: unknown) => {
      links = undefined;
      throw error;
    });
    return links;
  };
}
