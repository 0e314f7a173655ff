/**
 * The owner's side of the review queue: a status page where what the owner knows (a serial or a
 * reference, and the postcode) finds their record, used by the warranty check, the claim status and
 * the service status. One flow for all three: read the posted form within its size limit, count the
 * check against the client's rate limit, validate against the page's schema (and nothing else
 * posted), look the record up, and answer 503 with Retry-After while the database is away. A wrong
 * postcode finds nothing, exactly like an unknown serial or reference, so a page never tells a
 * guesser which half was wrong. Answers are personal: never stored by a cache or the service worker.
 */
import type { z } from 'zod';
import type { FieldConstraints } from '#lib/lead-forms/form-view.ts';
import { type BreadcrumbItem, breadcrumbJsonLd, layoutTitle } from '#lib/seo.ts';
import { getPage } from '#lib/server-only/catalogue.ts';
import type { Page } from '#schemas/page.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import type { FormRoute } from '../forms/form-page.ts';
import { clientRateKey } from '../http/rate-limit.ts';
import { fieldConstraints } from '../leads/constraints.ts';
import { readFormBody } from '../leads/form-body.ts';
import type { Services } from '../services.ts';

/** What every status page's view holds: the form as posted, its errors, and what was found. */
export interface LookupView<Values> {
  values: Values;
  errors: Readonly<Record<string, string>>;
  formError?: string;
  /** Why the signed link this page was opened with did not open the record (expired, altered). */
  linkNotice?: string;
}

type LookupSchema = z.ZodObject<z.ZodRawShape>;

export interface StatusLookup<
  Values extends Record<string, string | undefined>,
  View extends LookupView<Values>,
> {
  /** The rate limiter's key prefix and the log's name for this page. */
  name: string;
  /** The posted fields the page reads (as strings, before validation). */
  fields: readonly (keyof Values & string)[];
  /** The schema for what was posted (by its `action`, when the page takes steps). */
  schemaFor(posted: Readonly<Record<string, string | undefined>>): LookupSchema;
  /** Optional fields that count as not given when left blank (the warranty check's email). */
  blankIsAbsent?: readonly string[];
  /** The view of a plain visit: a link from the owner's email may fill in the serial or reference. */
  initial(url: URL): View;
  /**
   * The view a signed link from the owner's own mail opens straight away, the record found without
   * the postcode typed; undefined when the link carries no genuine, current signature (then the
   * plain visit's form is shown).
   */
  opened?(url: URL): Promise<View | undefined>;
  /** What the record is called to its owner ("registration"): the link notice names it. */
  recordName: string;
  /**
   * The step a valid post asks for by its `action` (the service page's booking), run before `find`:
   * what it did, added to the view, and the answer's status when it was refused (403 not theirs to
   * take, 409 too late). A page without steps has none; a post without an action only checks.
   */
  act?(
    data: Readonly<Record<string, unknown>>,
  ): Promise<{ view: Partial<Omit<View, keyof LookupView<Values>>>; refusedWith?: 403 | 409 }>;
  /** What a valid check found, read only, added to the view (`result: null` when nothing matched). */
  find(
    data: Readonly<Record<string, unknown>>,
    values: Values,
  ): Promise<Omit<View, keyof LookupView<Values>>>;
}

export interface LookupAnswer<View> {
  status: 200 | 400 | 403 | 409 | 413 | 415 | 429 | 503;
  headers: Readonly<Record<string, string>>;
  view: View;
}

const fieldErrors = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
};

/**
 * The view a GET shows: the record a genuine signed link opens; otherwise the plain form, saying so
 * when the address carried a link that opened nothing (expired, altered, an earlier one). A database
 * away while a link is opened gives the plain form without that notice: it says so when posted.
 */
async function firstView<Values extends Record<string, string | undefined>, View extends LookupView<Values>>(
  url: URL,
  lookup: StatusLookup<Values, View>,
): Promise<View> {
  if (!lookup.opened || !url.searchParams.has('token')) return lookup.initial(url);
  try {
    const opened = await lookup.opened(url);
    if (opened) return opened;
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return lookup.initial(url);
  }
  return {
    ...lookup.initial(url),
    linkNotice: `This link has expired or is not complete, so it cannot open your ${lookup.recordName} by itself. Enter your details below to see where it stands.`,
  };
}

/** Runs one status check: a GET shows the empty (or linked, or opened) form, a POST checks. */
export async function runStatusLookup<
  Values extends Record<string, string | undefined>,
  View extends LookupView<Values>,
>(
  request: Request,
  services: Pick<Services, 'rateLimiter' | 'settings' | 'logger'>,
  clientAddress: string,
  lookup: StatusLookup<Values, View>,
): Promise<LookupAnswer<View>> {
  const empty = (values: Values, fields: Omit<LookupView<Values>, 'values'>) =>
    ({ ...fields, values }) as View;
  if (request.method !== 'POST')
    return { status: 200, headers: {}, view: await firstView(new URL(request.url), lookup) };
  const body = await readFormBody(request, services.settings.formBodyLimitBytes);
  if (!body.ok)
    return {
      status: body.status,
      headers: {},
      view: empty({} as Values, { errors: {}, formError: body.reason }),
    };
  const values = Object.fromEntries(lookup.fields.map((field) => [field, body.values[field]])) as Values;

  const limit = await services.rateLimiter.hit(`${lookup.name}:${clientRateKey(clientAddress)}`);
  if (!limit.allowed) {
    services.logger.warn('status check rate limited', {
      page: lookup.name,
      retryAfter: limit.retryAfterSeconds,
    });
    return {
      status: 429,
      headers: { 'Retry-After': String(limit.retryAfterSeconds) },
      view: empty(values, {
        errors: {},
        formError: 'You have checked several times in a short while. Please wait a minute and try again.',
      }),
    };
  }
  const schema = lookup.schemaFor(body.values);
  const given = Object.entries(body.values).filter(
    ([name, value]) => value !== undefined && !(lookup.blankIsAbsent?.includes(name) && value.trim() === ''),
  );
  const parsed = schema.safeParse(Object.fromEntries(given));
  const allowed = new Set(Object.keys(schema.shape));
  if (!parsed.success || body.names.some((name) => !allowed.has(name))) {
    const errors = fieldErrors(parsed.error?.issues ?? []);
    return {
      status: 400,
      headers: {},
      view: empty(values, {
        errors,
        formError: Object.keys(errors).length === 0 ? 'Please use the form on this page.' : undefined,
      }),
    };
  }
  try {
    // The command first, then the read-only look-up, so the page shows where the record now stands.
    const step = 'action' in parsed.data && lookup.act ? await lookup.act(parsed.data) : undefined;
    const found = await lookup.find(parsed.data, values);
    return {
      status: step?.refusedWith ?? 200,
      headers: {},
      view: { ...found, ...step?.view, values, errors: {} } as View,
    };
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return {
      status: 503,
      headers: { 'Retry-After': '30' },
      view: empty(values, {
        errors: {},
        formError: 'We could not check just now. Please try again in a minute.',
      }),
    };
  }
}

export interface StatusPageRoute<View> {
  layout: { title: string; description: string; path: string; jsonLd: unknown[] };
  page: Page;
  crumbs: BreadcrumbItem[];
  constraints: Readonly<Record<string, FieldConstraints>>;
  view: View;
}

/**
 * A status page's whole answer for its Astro page: the check run, the response's status and
 * headers set (never cached), and the layout's props, the page's copy and the form's constraints.
 */
export async function statusPageRoute<
  Values extends Record<string, string | undefined>,
  View extends LookupView<Values>,
>(
  astro: FormRoute,
  siteUrl: string,
  page: { key: string; path: string; parent: BreadcrumbItem; constraintsOf: LookupSchema },
  lookup: StatusLookup<Values, View>,
): Promise<StatusPageRoute<View>> {
  const { services } = astro.locals;
  if (!services) throw new Error(`${page.path} needs the site server (npm start)`);
  const client = astro.locals.client ?? { address: astro.clientAddress, userAgent: undefined };
  const answer = await runStatusLookup(astro.request, services, client.address, lookup);
  astro.response.status = answer.status;
  astro.response.headers.set('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(answer.headers)) astro.response.headers.set(name, value);
  const copy = await getPage(page.key);
  const crumbs: BreadcrumbItem[] = [{ label: 'Home', href: '/' }, page.parent, { label: copy.title }];
  const failed = answer.view.formError || Object.keys(answer.view.errors).length > 0;
  const title = layoutTitle(copy.seo.title);
  return {
    layout: {
      title: failed ? `Error: ${title}` : title,
      description: copy.seo.description,
      path: page.path,
      jsonLd: [breadcrumbJsonLd(crumbs, siteUrl)],
    },
    page: copy,
    crumbs,
    constraints: fieldConstraints(page.constraintsOf),
    view: answer.view,
  };
}
