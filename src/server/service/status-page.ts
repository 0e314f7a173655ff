/**
 * The service status page (/service/status): a reference and the postcode the request was made at
 * give where it stands (the agent, the visit windows offered, the booked window, the outcome), and
 * let the owner choose one of the windows. A wrong postcode answers exactly like an unknown
 * reference. Checks and choices are rate-limited per client through the shared rate limiter, like
 * the claim status; answers are never stored by a cache or the service worker.
 */
import { z } from 'zod';
import type { FieldConstraints } from '../../lib/lead-forms/form-view.ts';
import { timeZoneByState } from '../../lib/opening-hours.ts';
import { type BreadcrumbItem, breadcrumbJsonLd, layoutTitle } from '../../lib/seo.ts';
import { getPage } from '../../lib/server-only/catalogue.ts';
import type { ServiceStage, ServiceStatusResult, ServiceStatusView } from '../../lib/service/status-view.ts';
import { windowLabel } from '../../lib/service/visit-windows.ts';
import type { Page } from '../../schemas/page.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { clientRateKey } from '../http/rate-limit.ts';
import { fieldConstraints } from '../leads/constraints.ts';
import { postcode, text } from '../leads/fields.ts';
import { readFormBody } from '../leads/form-body.ts';
import type { FormRoute } from '../leads/form-page.ts';
import { dealerClock } from '../routing/lead-view.ts';
import type { Services } from '../services.ts';
import type { ServiceRecord } from './repository.ts';

/** The check's input: the reference (any case) and the postcode. */
export const serviceStatusSchema = z.strictObject({
  /** The request's reference, CC- and six letters or digits. */
  reference: text('Enter your reference')
    .regex(/^[Cc][Cc]-[A-Za-z0-9]{6}$/, 'Enter the reference as in your email, e.g. CC-7K2M9Q')
    .transform((value) => value.toUpperCase()),
  /** Postcode the request was made at. */
  postcode: postcode(),
});

/** Choosing a visit window: the check's fields and the window's number (0-based). */
const chooseSchema = serviceStatusSchema.extend({
  /** Which offered window the owner chose. */
  window: z.coerce.number().int().min(0).max(2),
});

export interface ServiceStatusRoute {
  layout: { title: string; description: string; path: string; jsonLd: unknown[] };
  page: Page;
  crumbs: BreadcrumbItem[];
  constraints: Readonly<Record<string, FieldConstraints>>;
  view: ServiceStatusView;
}

function stageOf(record: ServiceRecord): ServiceStage {
  if (record.outcome) return 'done';
  if (record.chosenWindow !== null) return 'booked';
  if (record.windows.length > 0) return 'choose-window';
  if (record.routingState === 'accepted') return 'accepted';
  if (record.routingState === 'waiting') return 'waiting-for-agent';
  return 'finding-agent';
}

function resultOf(record: ServiceRecord, services: Pick<Services, 'routing'>): ServiceStatusResult {
  const dealer = record.dealerId ? services.routing.dealer(record.dealerId) : undefined;
  const timeZone = dealer ? timeZoneByState[dealer.address.state] : 'Australia/Sydney';
  return {
    reference: record.reference,
    stage: stageOf(record),
    agent: dealer ? { name: dealer.name, suburb: dealer.address.suburb, phone: dealer.phone } : null,
    respondBy:
      dealer && record.routingState === 'waiting' && record.respondBy
        ? dealerClock(dealer, record.respondBy)
        : null,
    warrantyState: record.warrantyState,
    windows: record.windows.map((window) => windowLabel(window, timeZone)),
    chosenWindow: record.chosenWindow,
    outcome: record.outcome,
    outcomeNote: record.outcomeNote,
  };
}

const fieldErrors = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
};

export async function serviceStatusRoute(astro: FormRoute, siteUrl: string): Promise<ServiceStatusRoute> {
  const { services } = astro.locals;
  if (!services) throw new Error('The service status page needs the site server (npm start)');
  const set = (status: number, headers: Record<string, string> = {}) => {
    astro.response.status = status;
    for (const [name, value] of Object.entries(headers)) astro.response.headers.set(name, value);
  };
  astro.response.headers.set('Cache-Control', 'no-store');
  // A link from the owner's email fills the reference in (never the postcode: the owner types it).
  const linked = serviceStatusSchema.shape.reference.safeParse(astro.url.searchParams.get('ref'));
  let view: ServiceStatusView = { values: linked.success ? { reference: linked.data } : {}, errors: {} };
  if (astro.request.method === 'POST') {
    const body = await readFormBody(astro.request, services.settings.formBodyLimitBytes);
    if (!body.ok) {
      set(body.status);
      view = { values: {}, errors: {}, formError: body.reason };
    } else {
      const values = { reference: body.values.reference, postcode: body.values.postcode };
      const choosing = body.values.window !== undefined;
      const client = astro.locals.client ?? { address: astro.clientAddress, userAgent: undefined };
      const limit = await services.rateLimiter.hit(`service-status:${clientRateKey(client.address)}`);
      const input = Object.fromEntries(
        Object.entries({ ...values, window: body.values.window }).filter(([, value]) => value !== undefined),
      );
      const parsed = (choosing ? chooseSchema : serviceStatusSchema).safeParse(input);
      const allowed = new Set(['reference', 'postcode', ...(choosing ? ['window'] : [])]);
      if (!limit.allowed) {
        set(429, { 'Retry-After': String(limit.retryAfterSeconds) });
        view = {
          values,
          errors: {},
          formError: 'You have checked several times in a short while. Please wait a minute and try again.',
        };
      } else if (!parsed.success || body.names.some((name) => !allowed.has(name))) {
        const errors = fieldErrors(parsed.error?.issues ?? []);
        set(400);
        view = {
          values,
          errors,
          formError: Object.keys(errors).length === 0 ? 'Please use the form on this page.' : undefined,
        };
      } else {
        try {
          const { reference, postcode: code } = parsed.data;
          let booked = false;
          if ('window' in parsed.data && typeof parsed.data.window === 'number') {
            const chosen = await services.service.chooseWindow(reference, code, parsed.data.window);
            booked = chosen.ok;
          }
          const found = await services.service.findByReferenceAndPostcode(reference, code);
          view = { values, errors: {}, result: found ? resultOf(found, services) : null, booked };
        } catch (error) {
          if (!isDatabaseUnavailable(error)) throw error;
          set(503, { 'Retry-After': '30' });
          view = {
            values,
            errors: {},
            formError: 'We could not check just now. Please try again in a minute.',
          };
        }
      }
    }
  }
  const page = await getPage('service-status');
  const crumbs: BreadcrumbItem[] = [
    { label: 'Home', href: '/' },
    { label: 'Service', href: '/service' },
    { label: page.title },
  ];
  const failed = view.formError || Object.keys(view.errors).length > 0;
  const title = layoutTitle(page.seo.title);
  return {
    layout: {
      title: failed ? `Error: ${title}` : title,
      description: page.seo.description,
      path: '/service/status',
      jsonLd: [breadcrumbJsonLd(crumbs, siteUrl)],
    },
    page,
    crumbs,
    constraints: fieldConstraints(serviceStatusSchema),
    view,
  };
}
