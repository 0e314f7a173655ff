/**
 * The owner's booking link: a token only the owner's mailbox holds, which lets them choose, change
 * or give up a visit time without typing their email address. It is signed, not stored: HMAC-SHA256
 * over the request's reference, the version of its links and an expiry, with a key kept in the database (`site_keys`, made once
 * and shared by every server process on it), so any process checks a link any other one mailed.
 *
 * Reference and postcode alone only show a request's status: every agent the request was offered
 * to has seen both, so neither may move the owner's booking. Reassigning the request to another
 * agent raises its version (`service_requests.owner_link_version`): every link mailed before stops
 * working, so the removed agent cannot use one the owner forwarded, and the owner's next mail
 * carries a link of the new version.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';

const KEY_NAME = 'service-owner-link';
/** A token: the expiry (epoch seconds, base 36), a dot, and 22 characters of signature (128 bits). */
const TOKEN = /^([0-9a-z]{1,10})\.([A-Za-z0-9_-]{22})$/;
const DAY_MS = 86_400_000;
/** A link lasts a week past the last window it offers, and at least this long. */
export const OWNER_LINK_MIN_DAYS = 14;

export interface OwnerLinks {
  /** A token for this request's owner at this version of its links, valid until `expiresAt`. */
  issue(reference: string, version: number, expiresAt: Date): string;
  /** Whether `token` is this request's at its current `version`, genuine and not yet expired at `now`. */
  verify(reference: string, version: number, token: string | undefined, now: Date): boolean;
}

/** When a link mailed with these windows stops working. */
export function ownerLinkExpiry(windowEnds: readonly string[], now: Date): Date {
  const lastEnd = Math.max(now.getTime(), ...windowEnds.map((end) => Date.parse(end)));
  return new Date(Math.max(lastEnd + 7 * DAY_MS, now.getTime() + OWNER_LINK_MIN_DAYS * DAY_MS));
}

export function ownerLinks(key: Buffer): OwnerLinks {
  // Version 0 signs as links did before versions, so links already mailed keep working.
  const sign = (reference: string, version: number, expires: string) =>
    createHmac('sha256', key)
      .update(
        version === 0
          ? `service-owner:${reference}:${expires}`
          : `service-owner:${reference}:v${version}:${expires}`,
      )
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
 * The links of this database: its key, made on first use. Two processes starting together may both
 * try to make it; the insert that loses is ignored and both read the one stored.
 */
export async function loadOwnerLinks(db: Kysely<Database>, now: string): Promise<OwnerLinks> {
  await db
    .insertInto('site_keys')
    .values({ name: KEY_NAME, secret: randomBytes(32).toString('base64url'), created_at: now })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('site_keys')
    .select('secret')
    .where('name', '=', KEY_NAME)
    .executeTakeFirstOrThrow();
  return ownerLinks(Buffer.from(row.secret, 'base64url'));
}
