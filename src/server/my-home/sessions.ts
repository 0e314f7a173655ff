/**
 * Getting into My home without a password: an owner asks for a sign-in link by the address they
 * gave us; the link is mailed (single use, 30 minutes) and, once used, gives a session on that
 * device for 30 days. The link carries a random nonce, stored, and its signature with the site's
 * key for owners' homes (src/server/review/owner-link.ts, kind `home`): an altered link fails the
 * signature before the database is asked, a used or expired one fails the row. A session's cookie
 * is a random value; only its SHA-256 is stored, so a copy of the database signs nobody in.
 * Plain functions over an explicit context (the database, the clock, the key).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { HOME_SESSION_DAYS, HOME_SIGN_IN_LINK_MINUTES } from '../../config/retention.ts';
import type { Database } from '../db/types.ts';
import type { NewNotification } from '../leads/store/records.ts';
import { queueNotification } from '../leads/store/status-change.ts';
import type { OwnerLinks } from '../review/owner-link.ts';
import { ownedBy } from './ownership.ts';

export interface HomeContext {
  db: Kysely<Database>;
  /** Now, as every expiry reads it (the server's clock). */
  clock: () => Date;
  /** The key sign-in links are signed with (made on first use, shared by every process). */
  links(): Promise<OwnerLinks>;
}

const MINUTE_MS = 60_000;
/** A sign-in link works this long: long enough to switch to the mail app, short as a credential. */
export const SIGN_IN_LINK_MINUTES = HOME_SIGN_IN_LINK_MINUTES;
/** A session lasts this long on its device, then the owner asks for a new link. */
export const SESSION_DAYS = HOME_SESSION_DAYS;

/** The lead kinds whose address opens a home: the owner gave it with a unit. */
const OWNER_LEAD_TYPES = ['warranty', 'claim', 'service'] as const;

/** An address as stored and compared: trimmed, lower case. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const signed = (nonce: string) => `home-sign-in:${nonce}`;

/**
 * Whether anything of ours carries this address: a warranty registration, a claim, a service
 * request, or a quote or installer request with an installation job.
 */
export async function isKnownOwner(context: HomeContext, email: string): Promise<boolean> {
  const row = await context.db
    .selectFrom('leads as l')
    .leftJoin('install_jobs as j', 'j.lead_id', 'l.id')
    .select('l.id')
    .where(ownedBy(normalEmail(email)))
    .where('l.erased_at', 'is', null)
    .where((eb) => eb.or([eb('l.type', 'in', OWNER_LEAD_TYPES), eb('j.id', 'is not', null)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A new sign-in link's query: its nonce and signature. */
export interface SignInLink {
  link: string;
  token: string;
}

/**
 * A sign-in link whose row is not written yet: signed now (the signature covers the nonce and the
 * expiry, not the address), stored by `store` with the recipient of the mail that carries it, in
 * the transaction that queues that mail, so a link is never mailed without its row or the reverse.
 */
export interface PendingSignIn {
  link: SignInLink;
  store(trx: Transaction<Database>, email: string): Promise<void>;
}

/** Signs a new sign-in link that works until `expires`. */
export async function prepareSignIn(
  context: Pick<HomeContext, 'clock' | 'links'>,
  expires: Date,
): Promise<PendingSignIn> {
  const nonce = randomBytes(32).toString('base64url');
  const token = (await context.links()).issue(signed(nonce), 0, expires);
  return {
    link: { link: nonce, token },
    async store(trx, email) {
      await trx
        .insertInto('owner_sign_ins')
        .values({
          nonce,
          email: normalEmail(email),
          expires_at: expires.toISOString(),
          used_at: null,
          created_at: context.clock().toISOString(),
        })
        .execute();
    },
  };
}

/**
 * Issues a sign-in link for `email` and queues its mail (composed by `mail` from the link), in one
 * transaction. The caller decides whether the address is known: this always issues.
 */
export async function issueSignIn(
  context: HomeContext,
  email: string,
  mail: (link: SignInLink) => NewNotification,
): Promise<void> {
  const now = context.clock();
  const pending = await prepareSignIn(context, new Date(now.getTime() + SIGN_IN_LINK_MINUTES * MINUTE_MS));
  const notification = mail(pending.link);
  await context.db.transaction().execute(async (trx) => {
    await pending.store(trx, email);
    await queueNotification(trx, null, notification, now.toISOString());
  });
}

/** What a sign-in link is, before it is used. */
export type LinkState = 'valid' | 'invalid' | 'used' | 'expired';

/** Checks a link without using it (the page that asks the owner to press "Sign in"). */
export async function signInLinkState(context: HomeContext, link: SignInLink): Promise<LinkState> {
  const now = context.clock();
  const genuine = (await context.links()).verify(signed(link.link), 0, link.token, now);
  const row = await context.db
    .selectFrom('owner_sign_ins')
    .select(['used_at', 'expires_at'])
    .where('nonce', '=', link.link)
    .executeTakeFirst();
  if (!row) return genuine ? 'expired' : 'invalid';
  if (row.used_at) return 'used';
  // The signature fails once the link is past its time too: the row tells the two apart.
  if (Date.parse(row.expires_at) <= now.getTime()) return 'expired';
  return genuine ? 'valid' : 'invalid';
}

/**
 * The address a used or expired link was mailed to, to fill in the form asking for a fresh one:
 * only for a link whose signature is ours (checked as at the epoch, so an expired one passes), so
 * a guessed or altered link learns nothing. Null once retention has deleted the row.
 */
export async function refusedLinkEmail(context: HomeContext, link: SignInLink): Promise<string | null> {
  const everGenuine = (await context.links()).verify(signed(link.link), 0, link.token, new Date(0));
  if (!everGenuine) return null;
  const row = await context.db
    .selectFrom('owner_sign_ins')
    .select('email')
    .where('nonce', '=', link.link)
    .executeTakeFirst();
  return row?.email ?? null;
}

/** The cookie value of a new session and when it ends. */
export interface NewSession {
  token: string;
  expiresAt: Date;
}

/**
 * Uses a sign-in link: marks it used (the update only matches an unused, unexpired row, so two
 * presses of one link make one session) and starts a session for its address.
 */
export async function redeemSignIn(
  context: HomeContext,
  link: SignInLink,
): Promise<{ ok: true; session: NewSession } | { ok: false; state: Exclude<LinkState, 'valid'> }> {
  const state = await signInLinkState(context, link);
  if (state !== 'valid') return { ok: false, state };
  const now = context.clock();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 24 * 60 * MINUTE_MS);
  const used = await context.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('owner_sign_ins')
      .set({ used_at: now.toISOString() })
      .where('nonce', '=', link.link)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .returning('email')
      .executeTakeFirst();
    if (!row) return false;
    await trx
      .insertInto('owner_sessions')
      .values({
        token_hash: hashOf(token),
        email: row.email,
        expires_at: expiresAt.toISOString(),
        created_at: now.toISOString(),
      })
      .execute();
    return true;
  });
  return used ? { ok: true, session: { token, expiresAt } } : { ok: false, state: 'used' };
}

/** The owner's address of a session cookie's value, while the session lasts. */
export async function sessionEmail(context: HomeContext, token: string | undefined): Promise<string | null> {
  if (!token || token.length > 64) return null;
  const row = await context.db
    .selectFrom('owner_sessions')
    .select('email')
    .where('token_hash', '=', hashOf(token))
    .where('expires_at', '>', context.clock().toISOString())
    .executeTakeFirst();
  return row?.email ?? null;
}

/** Ends this device's session. */
export async function endSession(context: HomeContext, token: string): Promise<void> {
  await context.db.deleteFrom('owner_sessions').where('token_hash', '=', hashOf(token)).execute();
}

/** "Sign out everywhere": ends every session of the owner of this one. Returns how many ended. */
export async function endEverySession(context: HomeContext, email: string): Promise<number> {
  const result = await context.db
    .deleteFrom('owner_sessions')
    .where('email', '=', normalEmail(email))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Retention: deletes expired sessions, sign-in links past their time (used or not), and the sent
 * sign-in mails older than a day (they name the address and hold a dead link). Returns rows deleted.
 */
export async function deleteExpiredHomeAccess(context: HomeContext): Promise<number> {
  const now = context.clock();
  const cutoff = now.toISOString();
  const dayAgo = new Date(now.getTime() - 24 * 60 * MINUTE_MS).toISOString();
  const results = await Promise.all([
    context.db.deleteFrom('owner_sessions').where('expires_at', '<=', cutoff).executeTakeFirst(),
    context.db.deleteFrom('owner_sign_ins').where('expires_at', '<=', cutoff).executeTakeFirst(),
    context.db
      .deleteFrom('notification_outbox')
      .where('kind', '=', 'home-sign-in')
      .where('status', 'in', ['sent', 'failed'])
      .where('created_at', '<=', dayAgo)
      .executeTakeFirst(),
  ]);
  return results.reduce((sum, result) => sum + Number(result.numDeletedRows), 0);
}
