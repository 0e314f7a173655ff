/**
 * My home's page controller (/my-home), server-rendered, no island: plain forms post back to it.
 * - no session: the owner types their address and is mailed a sign-in link; the answer is the same
 *   whether or not we know the address (rate-limited per address, silently, and per client, said);
 * - the link (GET) shows one "Sign in" button; pressing it (POST) uses the link once and starts the
 *   session. A GET never uses it: mail scanners that open links would spend it before the owner;
 * - a session: the owner's units (./units.ts); "Sign out" ends this device's session, "Sign out
 *   everywhere" every session of the address.
 * Every answer is personal: `private, no-store`, never indexed.
 */
import { z } from 'zod';
import { serviceModelNumber } from '#lib/model-numbers.ts';
import { homeNoticesOf } from '#lib/my-home/home-notices.ts';
import type { MyHomeView } from '#lib/my-home/view.ts';
import { getProducts, getSafetyNotices, getWarrantyTerms } from '#lib/server-only/catalogue.ts';
import { type OnDemandPictures, onDemandPictures } from '#lib/server-only/images/on-demand-pictures.ts';
import type { FormRoute } from '../forms/form-page.ts';
import { clientRateKey } from '../http/rate-limit.ts';
import { readFormBody } from '../leads/form-body.ts';
import { PREFERENCES_PATH, preferencesLink } from '../mail-preferences/preferences.ts';
import type { Services } from '../services.ts';
import { type CareAction, type CareKind, type CareUnit, careOf, changeCare } from './care.ts';
import { type HistoryContext, type HistoryReader, historyOf, visitFileOf } from './history.ts';
import { homeSignInMail } from './mail.ts';
import { movesOf, ownerMove } from './moves.ts';
import {
  endEverySession,
  endSession,
  isKnownOwner,
  issueSignIn,
  normalEmail,
  redeemSignIn,
  refusedLinkEmail,
  SESSION_DAYS,
  type SignInLink,
  sessionEmail,
  signInLinkState,
} from './sessions.ts';
import { type HomeProduct, homeOf } from './units.ts';

export const MY_HOME_PATH = '/my-home';

export interface MyHomeRoute {
  status: number;
  view: MyHomeView;
  /** Where to send the browser instead of rendering (after signing in). */
  redirect?: string;
}

/** The address typed, as the request form checks it. */
const emailSchema = z
  .string({ error: 'Enter the email address you gave us' })
  .trim()
  .min(1, 'Enter the email address you gave us')
  .max(254, 'That email address is too long')
  .pipe(z.email('Enter an email address like name@example.com'));

const linkSchema = z.strictObject({
  link: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  token: z.string().max(40),
});

const refusedStatus = { invalid: 403, used: 410, expired: 410 } as const;

/** The session cookie's name: `__Host-` on https binds it to this origin and path /. */
const cookieName = (https: boolean) => (https ? '__Host-cirrus-home' : 'cirrus-home');

const linkOf = (values: Record<string, string | undefined>): SignInLink | null => {
  const parsed = linkSchema.safeParse({ link: values.link, token: values.token });
  return parsed.success ? parsed.data : null;
};

/** A link that does not sign in: why, and the form for a fresh one (its address filled in when genuine). */
async function refusedLink(
  services: Services,
  link: SignInLink | null,
  reason: keyof typeof refusedStatus,
): Promise<MyHomeRoute> {
  const email = link && reason !== 'invalid' ? await refusedLinkEmail(services.home, link) : null;
  return {
    status: refusedStatus[reason],
    view: { state: 'link-refused', reason, ...(email ? { email } : {}) },
  };
}

/** What the history reads, from the services. */
export function historyContext(services: Services): HistoryContext {
  return {
    db: services.db.db,
    clock: services.home.clock,
    siteUrl: services.settings.siteUrl,
    fallbackTo: services.settings.notifyTo,
    serviceLinks: services.service.ownerLinks,
    claimLinks: services.claims.ownerLinks,
    dealer: (id) => services.routing.dealer(id),
  };
}

/**
 * The owner's units, with the catalogue's products and terms from the build, and their history
 * (`reader` staff: the links carry none of the owner's tokens).
 */
export async function homeView(
  services: Services,
  email: string,
  pictures: OnDemandPictures['products'],
  reader: HistoryReader = 'owner',
): Promise<Extract<MyHomeView, { state: 'home' }>> {
  const [products, terms, notices] = await Promise.all([
    getProducts(),
    getWarrantyTerms(),
    getSafetyNotices(),
  ]);
  const bySlug = new Map<string, HomeProduct>(
    products.map((product) => {
      const mounting = 'mounting' in product ? (product.mounting as string | undefined) : undefined;
      const { slug, name, productType, range } = product;
      const modelNumber = serviceModelNumber(product);
      return [slug, { slug, name, modelNumber, productType, range, ...(mounting ? { mounting } : {}) }];
    }),
  );
  const addresses = await homeOf(
    {
      db: services.db.db,
      clock: services.home.clock,
      products: bySlug,
      terms,
      dealerName: (id) => services.routing.dealer(id)?.name,
      pictures,
    },
    email,
  );
  const history = await historyOf(historyContext(services), email, reader);
  const home = {
    state: 'home' as const,
    email,
    addresses,
    history,
    notices: homeNoticesOf(notices, addresses, services.clock.today()),
  };
  if (reader !== 'owner') return { ...home, moves: { sales: [], tenantLinks: [] } };
  const moves = await movesOf(services, email);
  const units = addresses.flatMap((address) => address.units);
  const care = await careOf(
    services.mail,
    email,
    units.flatMap((unit): CareUnit[] =>
      unit.productType
        ? [
            {
              ...unit,
              name: `${unit.name} (${unit.model})`,
              productType: unit.productType,
              installed: unit.installedDate,
            },
          ]
        : [],
    ),
  );
  for (const unit of units) unit.care = care.get(unit.key) ?? [];
  // The page's link is a site path: the same page, whatever origin the owner came in by.
  const link = new URL(await preferencesLink(services.mail, email));
  return { ...home, moves, preferencesUrl: `${PREFERENCES_PATH}${link.search}` };
}

/** What a care form asks, from its fields; null when they make no sense. */
function careActionOf(
  values: Record<string, string | undefined>,
): { kind: CareKind; change: CareAction } | null {
  const kind = values.kind === 'filter' || values.kind === 'service' ? values.kind : null;
  if (!kind) return null;
  switch (values.action) {
    case 'care-done':
      return { kind, change: { action: 'done' } };
    case 'care-move':
      return { kind, change: { action: 'move', date: (values.date ?? '').trim() } };
    case 'care-off':
      return { kind, change: { action: 'off' } };
    case 'care-on':
      return { kind, change: { action: 'on' } };
    default:
      return null;
  }
}

/** What the page says once a care change is saved (`?saved=` after the redirect). */
const careSavedText: Readonly<Record<string, string>> = {
  'care-done': 'Marked done. Your next reminder has moved.',
  'care-move': 'Reminder moved.',
  'care-off': 'Reminder turned off. We will not email you about it.',
  'care-on': 'Reminder turned on.',
};

/** A care form of the signed-in owner's: saved and back to the unit, or the page with the reason. */
async function postCare(
  astro: HomeRequest,
  services: Services,
  token: string | undefined,
  values: Record<string, string | undefined>,
): Promise<MyHomeRoute> {
  const email = await sessionEmail(services.home, token);
  if (!email)
    return {
      status: 401,
      view: { state: 'request', email: '', error: 'Sign in again to change your reminders.' },
    };
  const unit = (values.unit ?? '').slice(0, 60);
  const asked = careActionOf(values);
  const refused = asked
    ? await changeCare(services.mail, email, unit, asked.kind, asked.change)
    : { status: 400 as const, message: 'Choose what to do with the reminder.' };
  if (!refused)
    return {
      status: 303,
      view: { state: 'request', email: '' },
      redirect: `${MY_HOME_PATH}?saved=${values.action}#care-${unit}`,
    };
  const view = await homeView(services, email, (await onDemandPictures(astro.locals)).products);
  return {
    status: refused.status,
    view: { ...view, careError: { unit, kind: asked?.kind ?? 'filter', message: refused.message } },
  };
}

/** Asking for a link: the same answer for a known address, an unknown one and a limited one. */
async function requestLink(
  astro: HomeRequest,
  services: Services,
  values: Record<string, string | undefined>,
): Promise<MyHomeRoute> {
  const email = emailSchema.safeParse(values.email ?? '');
  if (!email.success)
    return {
      status: 400,
      view: { state: 'request', email: values.email ?? '', error: email.error.issues[0]?.message },
    };
  const address = astro.locals.client?.address ?? astro.clientAddress ?? '';
  const client = await services.signInLimits.client.hit(clientRateKey(address));
  if (!client.allowed) {
    astro.response.headers.set('Retry-After', String(client.retryAfterSeconds));
    return {
      status: 429,
      view: { state: 'limited', retryMinutes: Math.ceil(client.retryAfterSeconds / 60) },
    };
  }
  const owner = normalEmail(email.data);
  // Past the address's limit, nothing more is mailed, and the page still says nothing different.
  const recipient = await services.signInLimits.recipient.hit(owner);
  if (recipient.allowed && (await isKnownOwner(services.home, owner))) {
    await issueSignIn(services.home, owner, (link) => homeSignInMail(services.settings.siteUrl, owner, link));
    services.outbox.kick();
  }
  return { status: 200, view: { state: 'sent', email: email.data } };
}

/** Selling the house or a tenant link (./moves.ts), posted by the signed-in owner; null for other actions. */
async function movePosted(
  astro: HomeRequest,
  services: Services,
  token: string | undefined,
  values: Record<string, string | undefined>,
): Promise<MyHomeRoute | null> {
  if (!['sell', 'cancel-sale', 'tenant-link', 'revoke-tenant'].includes(values.action ?? '')) return null;
  const email = await sessionEmail(services.home, token);
  if (!email)
    return { status: 401, view: { state: 'request', email: '', error: 'Sign in again to do that' } };
  const moved = await ownerMove(services, email, values);
  if (!moved) return null;
  const view = await homeView(services, email, (await onDemandPictures(astro.locals)).products);
  return {
    status: moved.status,
    view: { ...view, moves: { ...view.moves, outcome: moved.outcome, buyerError: moved.buyerError } },
  };
}

/** A posted step. */
async function post(astro: HomeRequest, services: Services, token: string | undefined): Promise<MyHomeRoute> {
  const body = await readFormBody(astro.request, services.settings.formBodyLimitBytes);
  if (!body.ok) return { status: body.status, view: { state: 'request', email: '', error: body.reason } };
  const values = body.values;
  const https = services.settings.https;
  const clear = () => astro.cookies.delete(cookieName(https), { path: '/' });
  const moved = await movePosted(astro, services, token, values);
  if (moved) return moved;
  switch (values.action) {
    case 'request':
      return requestLink(astro, services, values);
    case 'care-done':
    case 'care-move':
    case 'care-off':
    case 'care-on':
      return postCare(astro, services, token, values);
    case 'sign-in': {
      const link = linkOf(values);
      const used = link
        ? await redeemSignIn(services.home, link)
        : { ok: false as const, state: 'invalid' as const };
      if (!used.ok) return refusedLink(services, link, used.state);
      astro.cookies.set(cookieName(https), used.session.token, {
        path: '/',
        maxAge: SESSION_DAYS * 86_400,
        httpOnly: true,
        sameSite: 'lax',
        secure: https,
      });
      return { status: 303, view: { state: 'request', email: '' }, redirect: MY_HOME_PATH };
    }
    case 'sign-out':
      if (token) await endSession(services.home, token);
      clear();
      return { status: 200, view: { state: 'signed-out', everywhere: false } };
    case 'sign-out-everywhere': {
      const email = await sessionEmail(services.home, token);
      if (email) await endEverySession(services.home, email);
      clear();
      return { status: 200, view: { state: 'signed-out', everywhere: true } };
    }
    default:
      return { status: 400, view: { state: 'request', email: '', error: 'Choose what to do' } };
  }
}

/** The signed-in owner's booked visit on their request `ref` as a calendar file (404 otherwise). */
export async function visitFileRoute(
  astro: Pick<HomeRequest, 'locals' | 'url' | 'cookies'>,
): Promise<Response> {
  const { services } = astro.locals;
  if (!services) throw new Error('My home needs the site server (npm start)');
  const personal = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
  const email = await sessionEmail(
    services.home,
    astro.cookies.get(cookieName(services.settings.https))?.value,
  );
  if (!email)
    return new Response('Sign in to My home to download your visit.', { status: 401, headers: personal });
  const reference = astro.url.searchParams.get('ref') ?? '';
  const file = await visitFileOf(historyContext(services), email, reference);
  if (!file) return new Response('No visit is booked on that request.', { status: 404, headers: personal });
  return new Response(file, {
    headers: {
      ...personal,
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="service-visit-${reference.toLowerCase()}.ics"`,
    },
  });
}

export async function myHomeRoute(astro: HomeRequest): Promise<MyHomeRoute> {
  const { services } = astro.locals;
  if (!services) throw new Error('My home needs the site server (npm start)');
  astro.response.headers.set('Cache-Control', 'private, no-store');
  astro.response.headers.set('X-Robots-Tag', 'noindex');
  const token = astro.cookies.get(cookieName(services.settings.https))?.value;
  if (astro.request.method === 'POST') return post(astro, services, token);
  const params = Object.fromEntries(astro.url.searchParams);
  if (params.link !== undefined || params.token !== undefined) {
    const link = linkOf(params);
    const state = link ? await signInLinkState(services.home, link) : 'invalid';
    return link && state === 'valid'
      ? { status: 200, view: { state: 'confirm', link: link.link, token: link.token } }
      : refusedLink(services, link, state === 'valid' ? 'invalid' : state);
  }
  const email = await sessionEmail(services.home, token);
  if (!email) return { status: 200, view: { state: 'request', email: '' } };
  const view = await homeView(services, email, (await onDemandPictures(astro.locals)).products);
  const saved = Object.hasOwn(careSavedText, params.saved ?? '')
    ? careSavedText[params.saved ?? '']
    : undefined;
  return { status: 200, view: saved ? { ...view, careSaved: saved } : view };
}

/** The parts of `Astro` the page hands over. */
export type HomeRequest = Omit<FormRoute, 'cookies'> & { cookies: CookieJar };

/** The parts of `Astro.cookies` used here. */
export interface CookieJar {
  get(name: string): { value: string } | undefined;
  set(
    name: string,
    value: string,
    options: { path: string; maxAge: number; httpOnly: boolean; sameSite: 'lax'; secure: boolean },
  ): void;
  delete(name: string, options: { path: string }): void;
}
