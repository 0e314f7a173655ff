/**
 * The controller of every lead form page (get a quote, request an installer, contact us, and both
 * warranty routes): runs the request (a fresh form, a redirect to the thank-you page, or the form
 * again with errors), sets the response's status and headers, and hands the page its layout props,
 * copy and the form's props. Server-only: pages call it from their frontmatter; the components it
 * feeds take only the browser-safe types of `src/lib/lead-forms/`.
 */

import { fieldId, type LeadFormDefinition } from '../../lib/lead-forms/definitions.ts';
import type { LeadFormProps } from '../../lib/lead-forms/form-view.ts';
import { type BreadcrumbItem, breadcrumbJsonLd, layoutTitle } from '../../lib/seo.ts';
import { getPage } from '../../lib/server-only/catalogue.ts';
import type { Page } from '../../schemas/page.ts';
import { clock } from '../clock.ts';
import { fieldConstraints } from '../leads/constraints.ts';
import { handleLeadForm } from '../leads/form-handler.ts';
import type { LeadType } from '../leads/schema.ts';
import { bindSubmission, type CookieJar } from '../leads/thank-you-binding.ts';
import { privacyPolicyVersion } from '../privacy/policy-version.ts';
import { askedDealerNotice } from '../routing/placement-copy.ts';
import { formCatalogue } from './catalogue.ts';
import { leadFormOf, leadFormSchema } from './index.ts';

/** The parts of `Astro` a form page hands over. */
export interface FormRequest {
  request: Request;
  url: URL;
  locals: App.Locals;
  clientAddress: string;
  /** Where the redirect binds the thank-you page to this browser (thank-you-binding.ts). */
  cookies: CookieJar;
}

/** A form request's outcome: the thank-you redirect, or the form to render with its status and headers. */
export type LeadFormOutcomePage =
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; status: number; headers: Readonly<Record<string, string>>; form: LeadFormProps };

/** Runs a lead form request (GET or POST) against the server's services. */
export async function runLeadForm(type: LeadType, astro: FormRequest): Promise<LeadFormOutcomePage> {
  const { services } = astro.locals;
  if (!services)
    throw new Error('Lead forms need the site server (npm start): Astro.locals.services is missing');
  const loaded = await formCatalogue();
  const { choices, slugs, productNames, types, models, promotions } = loaded;
  const form = leadFormOf(type);
  // Its next steps are read before anything is stored: missing copy fails the request, not the lead.
  await getPage(form.thankYou.copy);
  const outcome = await handleLeadForm(form, astro.request, astro.url, {
    services,
    client: astro.locals.client ?? {
      address: astro.clientAddress,
      userAgent: astro.request.headers.get('user-agent') ?? undefined,
    },
    requestId: astro.locals.requestId,
    productSlugs: slugs,
    productName: (slug) => productNames.get(slug),
    productType: (slug) => types.get(slug),
    registrableModels: models,
    promotions,
    intake: form.intake?.(services, loaded),
    policyVersion: await privacyPolicyVersion(),
  });
  if (outcome.kind === 'redirect') {
    if (outcome.submissionKey) {
      bindSubmission(astro.cookies, type, outcome.submissionKey, services.settings.https);
    }
    return { kind: 'redirect', location: outcome.location };
  }
  const definition: LeadFormDefinition = form.presentedCopy?.(loaded) ?? form.copy;
  const { errors, formError } = outcome.view;
  // The dealer the visitor chose in the locator (a quote, whose link fills in `dealer`): the page
  // says where the request goes. Another form's `dealer` (the warranty's "Where you bought it") is
  // what the visitor typed, never a link.
  const asked = (form.prefill as readonly string[]).includes('dealer')
    ? outcome.view.values.dealer
    : undefined;
  // Summary entries in the order the fields appear on the page.
  const upload = definition.upload;
  const items = definition.groups
    .flatMap((group, index) =>
      upload && upload.afterGroup === index ? [...group.fields, upload.name] : group.fields,
    )
    .filter((name) => errors[name])
    .map((name) => ({ href: `#${fieldId(type, name)}`, message: errors[name] ?? '' }));
  return {
    kind: 'page',
    status: outcome.status,
    headers: { 'Cache-Control': 'no-store', ...outcome.headers },
    form: {
      view: form.presentedValues
        ? { ...outcome.view, values: form.presentedValues(outcome.view.values, loaded, clock.today()) }
        : outcome.view,
      definition,
      constraints: fieldConstraints(leadFormSchema(type)),
      choices,
      summary: items.length > 0 || formError ? { items, formError } : null,
      today: clock.today(),
      ...(asked ? { notice: askedDealerNotice(services.routing.dealer(asked)) } : {}),
    },
  };
}

/** What a lead form page renders: its layout props, its copy and the form. */
export type LeadFormRoute =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      layout: { title: string; description: string; path: string; jsonLd: unknown[] };
      page: Page;
      crumbs: BreadcrumbItem[];
      form: LeadFormProps;
    };

/** The parts of `Astro` a form route hands over, including its response to set status and headers on. */
export interface FormRoute extends FormRequest {
  response: { status?: number; headers: Headers };
}

/**
 * Runs a lead form page: the request's outcome, the response status and headers, and the copy its
 * module names, so each route names only its form. The warranty form's post route renders the
 * warranty page (its module's page), as its own page does.
 */
export async function leadFormRoute(
  type: LeadType,
  astro: FormRoute,
  siteUrl: string,
): Promise<LeadFormRoute> {
  const form = leadFormOf(type);
  // Read first: a page whose copy is missing fails before a post is stored.
  const page = await getPage(form.page.copy);
  const outcome = await runLeadForm(type, astro);
  if (outcome.kind === 'redirect') return outcome;
  astro.response.status = outcome.status;
  for (const [name, value] of Object.entries(outcome.headers)) astro.response.headers.set(name, value);
  const crumbs: BreadcrumbItem[] = [{ label: 'Home', href: '/' }, { label: page.title }];
  const title = layoutTitle(page.seo.title);
  return {
    kind: 'page',
    layout: {
      // Screen readers hear the failure first, in the tab title too.
      title: outcome.form.summary ? `Error: ${title}` : title,
      description: page.seo.description,
      path: form.copy.path,
      jsonLd: [breadcrumbJsonLd(crumbs, siteUrl)],
    },
    page,
    crumbs,
    form: outcome.form,
  };
}
