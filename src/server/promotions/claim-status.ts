/**
 * The claim status check (/promotions/claim-status): a claim ID and the postcode it was made with
 * give the claim's status. A wrong postcode answers exactly like an unknown claim ID. Rate-limited
 * per client through the shared rate limiter, like the forms.
 */
import { z } from 'zod';
import { australianDateOf } from '../../lib/australian-dates.ts';
import type { FieldConstraints } from '../../lib/lead-forms/form-view.ts';
import type { ClaimStatusView } from '../../lib/promotions-claim-view.ts';
import { type BreadcrumbItem, breadcrumbJsonLd, layoutTitle } from '../../lib/seo.ts';
import { getPage } from '../../lib/server-only/catalogue.ts';
import type { Page } from '../../schemas/page.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { clientRateKey } from '../http/rate-limit.ts';
import { fieldConstraints } from '../leads/constraints.ts';
import { postcode, text } from '../leads/fields.ts';
import { readFormBody } from '../leads/form-body.ts';
import type { FormRoute } from '../leads/form-page.ts';
import { serverPromotions } from './source.ts';

/** The check's input: the claim ID (any case) and the postcode. */
export const claimStatusSchema = z.strictObject({
  /** The claim ID, CC- and six letters or digits. */
  claimId: text('Enter your claim ID')
    .regex(/^[Cc][Cc]-[A-Za-z0-9]{6}$/, 'Enter the claim ID as in your email, e.g. CC-7K2M9Q')
    .transform((value) => value.toUpperCase()),
  /** Postcode given with the claim. */
  postcode: postcode(),
});

export interface ClaimStatusRoute {
  layout: { title: string; description: string; path: string; jsonLd: unknown[] };
  page: Page;
  crumbs: BreadcrumbItem[];
  constraints: Readonly<Record<string, FieldConstraints>>;
  view: ClaimStatusView;
}

let promotionTitles: Promise<ReadonlyMap<string, string>> | undefined;

export async function claimStatusRoute(astro: FormRoute, siteUrl: string): Promise<ClaimStatusRoute> {
  const { services } = astro.locals;
  if (!services) throw new Error('The claim status check needs the site server (npm start)');
  promotionTitles ??= serverPromotions().then((list) => new Map(list.map((item) => [item.slug, item.title])));
  const titles = await promotionTitles;
  const set = (status: number, headers: Record<string, string> = {}) => {
    astro.response.status = status;
    for (const [name, value] of Object.entries(headers)) astro.response.headers.set(name, value);
  };
  astro.response.headers.set('Cache-Control', 'no-store');
  // A link from the claimant's email fills the claim ID in (never the postcode: the owner types it).
  const linked = claimStatusSchema.shape.claimId.safeParse(astro.url.searchParams.get('claimId'));
  let view: ClaimStatusView = { values: linked.success ? { claimId: linked.data } : {}, errors: {} };
  if (astro.request.method === 'POST') {
    const body = await readFormBody(astro.request, services.settings.formBodyLimitBytes);
    if (!body.ok) {
      set(body.status);
      view = { values: {}, errors: {}, formError: body.reason };
    } else {
      const values = { claimId: body.values.claimId, postcode: body.values.postcode };
      const client = astro.locals.client ?? { address: astro.clientAddress, userAgent: undefined };
      const limit = await services.rateLimiter.hit(`claim-status:${clientRateKey(client.address)}`);
      const parsed = claimStatusSchema.safeParse(
        Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)),
      );
      if (!limit.allowed) {
        set(429, { 'Retry-After': String(limit.retryAfterSeconds) });
        view = {
          values,
          errors: {},
          formError: 'You have checked several times in a short while. Please wait a minute and try again.',
        };
      } else if (!parsed.success || body.names.some((name) => name !== 'claimId' && name !== 'postcode')) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error?.issues ?? []) {
          const field = String(issue.path[0] ?? '');
          if (field && !(field in errors)) errors[field] = issue.message;
        }
        set(400);
        view = {
          values,
          errors,
          formError: Object.keys(errors).length === 0 ? 'Please use the form on this page.' : undefined,
        };
      } else {
        try {
          const found = await services.claims.findByReferenceAndPostcode(
            parsed.data.claimId,
            parsed.data.postcode,
          );
          view = {
            values,
            errors: {},
            result: found
              ? {
                  status: found.status,
                  reference: found.reference,
                  promotion: titles.get(found.promotion) ?? found.promotion,
                  amountAud: found.amountAud,
                  accountEnding: found.accountEnding,
                  note: found.statusNote,
                  updatedOn: australianDateOf(found.updatedAt),
                }
              : null,
          };
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
  const page = await getPage('claim-status');
  const crumbs: BreadcrumbItem[] = [
    { label: 'Home', href: '/' },
    { label: 'Promotions', href: '/promotions' },
    { label: page.title },
  ];
  const failed = view.formError || Object.keys(view.errors).length > 0;
  const title = layoutTitle(page.seo.title);
  return {
    layout: {
      title: failed ? `Error: ${title}` : title,
      description: page.seo.description,
      path: '/promotions/claim-status',
      jsonLd: [breadcrumbJsonLd(crumbs, siteUrl)],
    },
    page,
    crumbs,
    constraints: fieldConstraints(claimStatusSchema),
    view,
  };
}
