/**
 * What a lead form page needs, in one call: the form's definition and constraints, the catalogue's
 * product choices, and the outcome of the request (a fresh form, a redirect to the thank-you page,
 * or the form again with errors). Pages stay thin: they render what this returns.
 */

import type { ErrorSummaryProps } from '../components/forms/ErrorSummary';
import type { LeadFormProps } from '../components/forms/LeadForm';
import { type ProductType, productTypeSchema } from '../schemas/common.ts';
import type { Page } from '../schemas/page.ts';
import type { Product } from '../schemas/product.ts';
import { type FieldConstraints, fieldConstraints } from '../server/leads/constraints.ts';
import {
  fieldId,
  type LeadFormDefinition,
  leadFormDefinitions,
  productTypeLabels,
} from '../server/leads/definitions.ts';
import { handleLeadForm, type LeadFormView } from '../server/leads/form-handler.ts';
import { leadFormSchema } from '../server/leads/forms.ts';
import type { LeadType } from '../server/leads/schema.ts';
import { getPage, getProducts } from './catalogue.ts';
import { type BreadcrumbItem, breadcrumbJsonLd, layoutTitle } from './seo.ts';

export interface ChoiceGroup {
  label: string;
  options: readonly { value: string; label: string }[];
}

/** Choices that come from the catalogue rather than the schema. */
export interface CatalogueChoices {
  /** The product select: per product type, "any" then the models. */
  product: readonly ChoiceGroup[];
  /** Model numbers for the warranty form's suggestions. */
  modelNumbers: readonly string[];
}

interface Catalogue {
  choices: CatalogueChoices;
  slugs: ReadonlySet<string>;
  names: ReadonlyMap<string, string>;
  /** Each product's type, for routing. */
  types: ReadonlyMap<string, ProductType>;
}

function modelNumbersOf(product: Product): string[] {
  const record = product as unknown as { modelNumber?: string; modelNumbers?: Record<string, string> };
  return record.modelNumber ? [record.modelNumber] : Object.values(record.modelNumbers ?? {});
}

let catalogue: Promise<Catalogue> | undefined;

/** Read once per process: the catalogue is part of the build. */
function loadCatalogue(): Promise<Catalogue> {
  catalogue ??= (async () => {
    const products = await getProducts();
    const product = productTypeSchema.options.map((type) => ({
      label: productTypeLabels[type],
      options: [
        { value: type, label: `Any ${productTypeLabels[type].toLowerCase()}` },
        ...products
          .filter((item) => item.productType === type)
          .map((item) => ({
            value: item.slug,
            label: item.status === 'discontinued' ? `${item.name} (no longer sold)` : item.name,
          })),
      ],
    }));
    return {
      choices: { product, modelNumbers: [...new Set(products.flatMap(modelNumbersOf))].sort() },
      slugs: new Set(products.map((item) => item.slug)),
      names: new Map(products.map((item) => [item.slug, item.name])),
      types: new Map(products.map((item) => [item.slug, item.productType])),
    };
  })();
  return catalogue;
}

/** The parts of `Astro` a form page hands over. */
export interface FormRequest {
  request: Request;
  url: URL;
  locals: App.Locals;
  clientAddress: string;
}

export type LeadFormPage<T extends LeadType = LeadType> =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      status: number;
      headers: Readonly<Record<string, string>>;
      view: LeadFormView;
      definition: LeadFormDefinition<T>;
      constraints: Readonly<Record<string, FieldConstraints>>;
      choices: CatalogueChoices;
      /** Props of the error summary; null when there is nothing to report. */
      summary: ErrorSummaryProps | null;
    };

/** Runs a lead form request (GET or POST) against the server's services. */
export async function leadFormPage<T extends LeadType>(
  type: T,
  astro: FormRequest,
): Promise<LeadFormPage<T>> {
  const { services } = astro.locals;
  if (!services)
    throw new Error('Lead forms need the site server (npm start): Astro.locals.services is missing');
  const { choices, slugs, names, types } = await loadCatalogue();
  const outcome = await handleLeadForm(type, astro.request, astro.url, {
    services,
    client: astro.locals.client ?? {
      address: astro.clientAddress,
      userAgent: astro.request.headers.get('user-agent') ?? undefined,
    },
    requestId: astro.locals.requestId,
    productSlugs: slugs,
    productName: (slug) => names.get(slug),
    productType: (slug) => types.get(slug),
  });
  if (outcome.kind === 'redirect') return outcome;
  const definition = leadFormDefinitions[type] as LeadFormDefinition<T>;
  const { errors, formError } = outcome.view;
  // Summary entries in the order the fields appear on the page.
  const items = definition.groups
    .flatMap((group) => group.fields as readonly string[])
    .filter((name) => errors[name])
    .map((name) => ({ href: `#${fieldId(type, name)}`, message: errors[name] ?? '' }));
  return {
    kind: 'page',
    status: outcome.status,
    headers: { 'Cache-Control': 'no-store', ...outcome.headers },
    view: outcome.view,
    definition,
    constraints: fieldConstraints(leadFormSchema(type)),
    choices,
    summary: items.length > 0 || formError ? { items, formError } : null,
  };
}

/** What a page that is a single lead form renders: its layout props, its copy and the form. */
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
 * Runs a standalone lead form page (get a quote, request an installer, contact us): the request's
 * outcome, the response status and headers, and the page's copy, so each route is only its names.
 */
export async function leadFormRoute(
  type: LeadType,
  slug: string,
  astro: FormRoute,
  siteUrl: string,
): Promise<LeadFormRoute> {
  const form = await leadFormPage(type, astro);
  if (form.kind === 'redirect') return form;
  astro.response.status = form.status;
  for (const [name, value] of Object.entries(form.headers)) astro.response.headers.set(name, value);
  const page = await getPage(slug);
  const crumbs: BreadcrumbItem[] = [{ label: 'Home', href: '/' }, { label: page.title }];
  const title = layoutTitle(page.seo.title);
  return {
    kind: 'page',
    layout: {
      // Screen readers hear the failure first, in the tab title too.
      title: form.summary ? `Error: ${title}` : title,
      description: page.seo.description,
      path: `/${slug}`,
      jsonLd: [breadcrumbJsonLd(crumbs, siteUrl)],
    },
    page,
    crumbs,
    form: {
      definition: form.definition as LeadFormProps['definition'],
      constraints: form.constraints,
      view: form.view,
      choices: form.choices,
      summary: form.summary,
    },
  };
}
