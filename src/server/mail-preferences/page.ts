/**
 * The two ways a person leaves mail without signing in (issue 57's "Consent and unsubscribe"):
 * - `/my-home/unsubscribe?a=&topic=&token=` (`oneClickRoute`): RFC 8058's one-click POST, sent by
 *   the mailbox provider from the mail's `List-Unsubscribe` header. No cookie, no form token: the
 *   URL's signature is the proof, and the choice takes effect at once. A GET (a person opening the
 *   URL) changes nothing and goes to the preferences page: mail scanners open links.
 * - `/my-home/preferences?a=&token=` (`preferencesRoute`): every topic with a checkbox, saved by a
 *   plain form post (no JavaScript needed), or "Stop all these emails".
 * An altered or expired link: 403 and a page saying so. Every answer is personal: `private,
 * no-store`, never indexed; the paths are under /my-home, which the sitemap and the service worker
 * leave out.
 */
import type { MailPreferencesView } from '#lib/my-home/view.ts';
import { oneClickText } from '#lib/privacy/consent.ts';
import type { FormRoute } from '../forms/form-page.ts';
import { readFormBody } from '../leads/form-body.ts';
import type { Services } from '../services.ts';
import {
  decodeAddress,
  type MailPreferencesContext,
  optedOutTopics,
  PREFERENCES_PATH,
  setOptOut,
  verifyMailToken,
} from './preferences.ts';
import { isMailTopic, MAIL_TOPICS, mailTopics } from './topics.ts';

const personal = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

/** The address of a genuine link's `a` and `token`, or null. */
async function linkAddress(
  context: MailPreferencesContext,
  a: string | null | undefined,
  token: string | null | undefined,
): Promise<string | null> {
  const email = decodeAddress(a);
  return email && (await verifyMailToken(context, email, token)) ? email : null;
}

function servicesOf(locals: App.Locals): Services {
  if (!locals.services) throw new Error('Mail preferences need the site server (npm start)');
  return locals.services;
}

/**
 * RFC 8058's one-click unsubscribe (POST), or the preferences page for a person who opened the URL
 * (GET). `policyVersion`: the privacy policy's version in force, which the withdrawal's consent
 * record names (the page reads it from the policy's content: privacyPolicyVersion).
 */
export async function oneClickRoute(
  context: { request: Request; url: URL; locals: App.Locals },
  policyVersion: string,
): Promise<Response> {
  const services = servicesOf(context.locals);
  const params = context.url.searchParams;
  const email = await linkAddress(services.mail, params.get('a'), params.get('token'));
  const text = (status: number, body: string) =>
    new Response(body, { status, headers: { ...personal, 'Content-Type': 'text/plain; charset=utf-8' } });
  if (!email) return text(403, 'This unsubscribe link is not valid or has expired.');
  if (context.request.method !== 'POST') {
    const target = new URL(PREFERENCES_PATH, context.url);
    target.searchParams.set('a', params.get('a') ?? '');
    target.searchParams.set('token', params.get('token') ?? '');
    return new Response(null, {
      status: 303,
      headers: { ...personal, Location: `${target.pathname}${target.search}` },
    });
  }
  const topic = params.get('topic');
  if (!isMailTopic(topic)) return text(400, 'This unsubscribe link names no mail we send.');
  const where = { page: context.url.pathname, policyVersion };
  await setOptOut(services.mail, email, topic, true, 'one-click', where);
  services.logger.info('mail topic left by one-click unsubscribe', { topic });
  return text(200, oneClickText(MAIL_TOPICS[topic]));
}

/**
 * The preferences page: the link's topics and their state, or the choices posted and saved (each
 * change a consent record naming `policyVersion`, the privacy policy's version in force).
 */
export async function preferencesRoute(
  astro: Pick<FormRoute, 'request' | 'url' | 'locals' | 'response'>,
  policyVersion: string,
): Promise<{ status: number; view: MailPreferencesView }> {
  const services = servicesOf(astro.locals);
  for (const [name, value] of Object.entries(personal)) astro.response.headers.set(name, value);
  let values: Record<string, string | undefined> = Object.fromEntries(astro.url.searchParams);
  let chosen: Set<string> | null = null;
  if (astro.request.method === 'POST') {
    const body = await readFormBody(astro.request, services.settings.formBodyLimitBytes);
    if (!body.ok) return { status: body.status, view: { state: 'refused' } };
    values = body.values;
    // A checkbox list: readFormBody keeps one value per name, so each topic is its own field.
    chosen = new Set(mailTopics.filter((topic) => values[`topic-${topic}`] === 'on'));
  }
  const email = await linkAddress(services.mail, values.a, values.token);
  if (!email) return { status: 403, view: { state: 'refused' } };
  let saved: 'saved' | 'all-off' | undefined;
  if (chosen) {
    const allOff = values.action === 'all-off';
    const where = { page: PREFERENCES_PATH, policyVersion, stopAll: allOff };
    for (const topic of mailTopics)
      await setOptOut(services.mail, email, topic, allOff || !chosen.has(topic), 'preferences', where);
    saved = allOff ? 'all-off' : 'saved';
  }
  const left = await optedOutTopics(services.db.db, email);
  return {
    status: 200,
    view: {
      state: 'choose',
      email,
      a: values.a ?? '',
      token: values.token ?? '',
      topics: mailTopics.map((topic) => ({ topic, ...MAIL_TOPICS[topic], subscribed: !left.has(topic) })),
      ...(saved ? { saved } : {}),
    },
  };
}
