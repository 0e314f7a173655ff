/**
 * Mail a person can leave, without signing in (Spam Act 2003; RFC 8058 one-click unsubscribe, which
 * the big mailbox providers require of bulk senders). The API every non-transactional mail uses:
 *
 * - `unsubscribeHeaders(ctx, email, topic)`: the mail's `List-Unsubscribe` (the signed one-click
 *   URL) and `List-Unsubscribe-Post: List-Unsubscribe=One-Click` headers;
 * - `preferencesLink(ctx, email)`: the signed preferences page, for the mail's footer;
 * - `outboxFields(ctx, email, topic)`: both for an outbox row (`topic`, `headers`), so the outbox
 *   sends the headers and an unsubscribe withdraws the topic's mail still waiting;
 * - `isOptedOut(db, email, topic)`: ask before queueing a mail of the topic;
 * - `setOptOut(ctx, email, topic, optedOut, source, where)`: record a choice (time and source), at
 *   once, and the consent it gives or withdraws (with the page and the policy's version);
 * - `verifyMailToken(ctx, email, token)`: whether a link's signature is the address's.
 *
 * A link is signed, not stored: the site key of kind `mail` (src/server/review/owner-link.ts) over
 * the lower-cased address and an expiry a year out (longer than the yearly reminders' gap, and far
 * past the Spam Act's 30 days). One token serves the page and every topic of that address.
 */
import type { Kysely } from 'kysely';
import { mailTopicConsentText, oneClickText, stopAllText } from '../../lib/privacy/consent.ts';
import type { Database } from '../db/types.ts';
import { recordConsents } from '../privacy/consent.ts';
import type { OwnerLinks } from '../review/owner-link.ts';
import { MAIL_TOPICS, type MailTopic } from './topics.ts';

export interface MailPreferencesContext {
  db: Kysely<Database>;
  /** Now (the server's clock). */
  clock: () => Date;
  /** The site key of kind `mail`: `cachedOwnerLinks(db, now, 'mail')`. */
  links(): Promise<OwnerLinks>;
  /** SITE_URL: links are absolute. */
  siteUrl: string;
}

/** How a choice was made: the mail's one-click POST, the preferences page, or My home signed in. */
export type OptOutSource = 'one-click' | 'preferences' | 'my-home';

/** A mail's link works this long from the mail. */
export const MAIL_LINK_DAYS = 365;
/** Where the preferences page and the one-click endpoint live (personal: never cached or indexed). */
export const PREFERENCES_PATH = '/my-home/preferences';
export const ONE_CLICK_PATH = '/my-home/unsubscribe';

const DAY_MS = 86_400_000;
const normal = (email: string) => email.trim().toLowerCase();
const signed = (email: string) => `mail-preferences:${normal(email)}`;

/** The address as a link carries it (base64url: no `+` or `@` to escape). */
export const encodeAddress = (email: string) => Buffer.from(normal(email)).toString('base64url');
export function decodeAddress(value: string | null | undefined): string | null {
  if (!value || !/^[A-Za-z0-9_-]{1,400}$/.test(value)) return null;
  const email = Buffer.from(value, 'base64url').toString('utf8');
  return /^[^\s@]+@[^\s@]+$/.test(email) && email.length <= 254 ? email : null;
}

/** A token for `email`'s preferences, valid for MAIL_LINK_DAYS from now. */
async function tokenFor(context: MailPreferencesContext, email: string): Promise<string> {
  const expires = new Date(context.clock().getTime() + MAIL_LINK_DAYS * DAY_MS);
  return (await context.links()).issue(signed(email), 0, expires);
}

/** Whether `token` is a genuine, unexpired token of `email`'s. */
export async function verifyMailToken(
  context: MailPreferencesContext,
  email: string,
  token: string | null | undefined,
): Promise<boolean> {
  return (await context.links()).verify(signed(email), 0, token ?? undefined, context.clock());
}

/** The signed preferences page of `email`, absolute (the mail's footer link). */
export async function preferencesLink(context: MailPreferencesContext, email: string): Promise<string> {
  const url = new URL(PREFERENCES_PATH, context.siteUrl);
  url.searchParams.set('a', encodeAddress(email));
  url.searchParams.set('token', await tokenFor(context, email));
  return url.href;
}

/** The signed one-click URL that stops `topic` for `email` (RFC 8058: POSTed by the mailbox provider). */
export async function oneClickLink(
  context: MailPreferencesContext,
  email: string,
  topic: MailTopic,
): Promise<string> {
  const url = new URL(ONE_CLICK_PATH, context.siteUrl);
  url.searchParams.set('a', encodeAddress(email));
  url.searchParams.set('topic', topic);
  url.searchParams.set('token', await tokenFor(context, email));
  return url.href;
}

/** The headers of a mail of `topic` to `email`: RFC 2369's `List-Unsubscribe` and RFC 8058's one-click. */
export async function unsubscribeHeaders(
  context: MailPreferencesContext,
  email: string,
  topic: MailTopic,
): Promise<Record<'List-Unsubscribe' | 'List-Unsubscribe-Post', string>> {
  return {
    'List-Unsubscribe': `<${await oneClickLink(context, email, topic)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** An outbox row's `topic` and `headers` for a mail of `topic` to `email`. */
export async function outboxFields(
  context: MailPreferencesContext,
  email: string,
  topic: MailTopic,
): Promise<{ topic: MailTopic; headers: string }> {
  return { topic, headers: JSON.stringify(await unsubscribeHeaders(context, email, topic)) };
}

/** Whether `email` left `topic`. */
export async function isOptedOut(db: Kysely<Database>, email: string, topic: MailTopic): Promise<boolean> {
  const row = await db
    .selectFrom('mail_preferences')
    .select('opted_out')
    .where('email', '=', normal(email))
    .where('topic', '=', topic)
    .executeTakeFirst();
  return row?.opted_out === 1;
}

/** The topics `email` left. */
export async function optedOutTopics(db: Kysely<Database>, email: string): Promise<Set<MailTopic>> {
  const rows = await db
    .selectFrom('mail_preferences')
    .select('topic')
    .where('email', '=', normal(email))
    .where('opted_out', '=', 1)
    .execute();
  return new Set(rows.map((row) => row.topic as MailTopic));
}

/** Where a choice was made, for its consent record: the page's path and the privacy policy's version in force. */
export interface ChoicePage {
  page: string;
  policyVersion: string;
  /** Made by the page's stop-all button, not by the topic's checkbox. */
  stopAll?: boolean;
}

/** The words the person saw for a choice made by `source` (src/lib/privacy/consent.ts: the pages render them). */
function choiceText(topic: MailTopic, optedOut: boolean, source: OptOutSource, where: ChoicePage): string {
  if (source === 'one-click') return oneClickText(MAIL_TOPICS[topic]);
  if (where.stopAll) return stopAllText(MAIL_TOPICS[topic]);
  return mailTopicConsentText(MAIL_TOPICS[topic], !optedOut);
}

/**
 * Records `email`'s choice for `topic`, with the time and how it was made, and takes effect at once:
 * leaving a topic withdraws its mail to the address still waiting in the outbox. A choice that
 * changes what was stored (or is the first) is also a consent given or withdrawn: recorded with the
 * words shown, the policy's version and the page (src/server/privacy/consent.ts), in the same
 * transaction. Saving the same choice again records nothing.
 */
export async function setOptOut(
  context: MailPreferencesContext,
  email: string,
  topic: MailTopic,
  optedOut: boolean,
  source: OptOutSource,
  where: ChoicePage,
): Promise<void> {
  const now = context.clock().toISOString();
  const address = normal(email);
  const values = { opted_out: optedOut ? 1 : 0, source, updated_at: now };
  await context.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('mail_preferences')
      .select('opted_out')
      .where('email', '=', address)
      .where('topic', '=', topic)
      .executeTakeFirst();
    await trx
      .insertInto('mail_preferences')
      .values({ email: address, topic, ...values })
      .onConflict((conflict) => conflict.columns(['email', 'topic']).doUpdateSet(values))
      .execute();
    if (before?.opted_out !== values.opted_out) {
      const { page, policyVersion } = where;
      const text = choiceText(topic, optedOut, source, where);
      const consent = { kind: 'mail-topic', subject: topic, given: !optedOut, text, email: address } as const;
      await recordConsents(trx, [{ ...consent, page, policyVersion }], now);
    }
    if (!optedOut) return;
    await trx
      .updateTable('notification_outbox')
      .set({ status: 'failed', last_error: `Withdrawn: the recipient left ${topic} (${source})` })
      .where('topic', '=', topic)
      .where('status', '=', 'pending')
      .where((eb) => eb(eb.fn('lower', ['recipient']), '=', address))
      .execute();
  });
}
